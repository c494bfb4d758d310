/**
 * The board as text, for judge mode and failure reports: the turn and step, each player's
 * life, counters and zones, their permanents with status, and the stack. It shows
 * everything (a judge's view), including hands and face-down objects.
 */
import { STEP_LABEL, chars, type GameObject, type GameState, type ObjectId } from '@arbiter/engine';
import { currentTurn, type ScenarioGame } from './game.js';
import { describePending } from './script.js';

export function renderBoard(
  g: ScenarioGame,
  st: GameState = g.state,
  opts: { readonly pending?: boolean } = {},
): string {
  const t = currentTurn(st);
  const name = (id: ObjectId): string => {
    const o = st.objects[id];
    return o ? g.displayName(o, st) : `#${id}`;
  };
  const lines: string[] = [];
  const active = t.activePlayers.map((p) => st.players[p]?.name ?? `P${p + 1}`).join(' & ');
  lines.push(
    `Turn ${t.number} · ${active || 'no active player'} · ${STEP_LABEL[t.step]}${st.result ? ` · GAME OVER: ${st.result.reason}` : ''}`,
  );
  // 807.4: other turns in progress (Grand Melee turn markers).
  for (const x of st.turns) {
    if (x === t || x.removed) continue;
    const who = x.activePlayers.map((p) => st.players[p]?.name ?? `P${p + 1}`).join(' & ');
    lines.push(
      `  also: turn ${x.number} · ${who || (x.holder !== undefined ? `${st.players[x.holder]?.name} (waiting)` : 'no active player')} · ${STEP_LABEL[x.step]}${x.marker ? ` (turn marker ${x.marker})` : ''}`,
    );
  }
  for (const p of st.players) {
    const counters = Object.entries(p.counters)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`);
    const status = p.left ? ` — left the game (${p.outcome})` : p.outcome === 'won' ? ' — won' : '';
    lines.push(
      `${p.name}: life ${p.life}${p.poison ? `, poison ${p.poison}` : ''}${counters.length ? `, ${counters.join(', ')}` : ''}, library ${p.library.length}${p.library.length ? ` (top: ${name(p.library[0]!)})` : ''}${status}`,
    );
    if (p.left) continue;
    const perms = st.battlefield.filter((id) => ctrl(st, id) === p.id).map((id) => permanent(g, st, id, name));
    lines.push(`  battlefield: ${perms.join('; ') || '—'}`);
    if (p.hand.length) lines.push(`  hand: ${p.hand.map(name).join(', ')}`);
    if (p.graveyard.length) lines.push(`  graveyard: ${p.graveyard.map(name).join(', ')} (top last)`);
    const pool = Object.entries(p.manaPool)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `{${k}}×${n}`);
    if (pool.length) lines.push(`  mana pool: ${pool.join(' ')}`);
  }
  if (st.exile.length)
    lines.push(
      `Exile: ${st.exile.map((id) => `${name(id)}${st.objects[id]!.faceDown ? ' (face down)' : ''} (${st.players[st.objects[id]!.owner]?.name})`).join(', ')}`,
    );
  if (st.command.length) lines.push(`Command zone: ${st.command.map(name).join(', ')}`);
  const stack = st.turns.flatMap((x) => x.stack);
  if (stack.length) {
    lines.push('Stack (top first):');
    for (const id of [...stack].reverse()) lines.push(`  ${stackLine(g, st, st.objects[id]!, name)}`);
  }
  if (t.combat && t.combat.attackers.length) {
    const parts = t.combat.attackers.map((a) => {
      const def = a.defender.kind === 'player' ? st.players[a.defender.player]?.name : name(a.defender.id);
      const by = a.blockedBy.length
        ? ` blocked by ${a.blockedBy.map(name).join(' and ')}`
        : a.blocked
          ? ' (blocked)'
          : '';
      return `${name(a.attacker)} → ${def}${by}`;
    });
    lines.push(`Combat: ${parts.join('; ')}`);
  }
  if (st.pending && opts.pending !== false) lines.push(`Waiting for: ${describePending(g, st.pending)}`);
  return lines.join('\n');
}

function ctrl(st: GameState, id: ObjectId): number {
  try {
    return chars(st, id).controller;
  } catch {
    return st.objects[id]!.controller;
  }
}

function permanent(g: ScenarioGame, st: GameState, id: ObjectId, name: (id: ObjectId) => string): string {
  const o = st.objects[id]!;
  const c = chars(st, id);
  const bits: string[] = [];
  let s = name(id);
  if (o.faceDown) s = `face-down ${s}`;
  if (c.types.includes('Creature') && c.power !== null) s += ` ${c.power}/${c.toughness}`;
  if (o.tapped) bits.push('tapped');
  if (o.damage) bits.push(`${o.damage} damage`);
  for (const [k, n] of Object.entries(o.counters)) if (n > 0) bits.push(`${n} ${k}`);
  if (o.attachedTo !== null) bits.push(`attached to ${name(o.attachedTo)}`);
  if (o.owner !== c.controller) bits.push(`owned by ${st.players[o.owner]?.name}`);
  if (o.summoningSick && c.types.includes('Creature') && !c.keywords.has('haste')) bits.push('summoning sick');
  if (o.kind === 'token') bits.push('token');
  return bits.length ? `${s} (${bits.join(', ')})` : s;
}

function stackLine(g: ScenarioGame, st: GameState, o: GameObject, name: (id: ObjectId) => string): string {
  const info = o.stack;
  const who = st.players[o.controller]?.name ?? '?';
  const label = o.kind === 'ability' ? `${info?.sourceName ?? '?'}'s ability` : name(o.id);
  const targets = (info?.targets ?? [])
    .flat()
    .map((t) => (t.kind === 'player' ? (st.players[t.player]?.name ?? '?') : name(t.id)));
  return `${label} (${who})${targets.length ? ` → ${targets.join(', ')}` : ''}${info?.x ? ` X=${info.x}` : ''}`;
}
