// The board as the human seat sees it (viewFor: no other hands, no library order): each player's
// life and counts, the battlefield by controller, the stack, the turn, step and priority holder.
import { STEP_LABEL, viewFor, type GameState, type GameView, type ObjectView, type PlayerId } from '@arbiter/engine';

function objectLine(o: ObjectView): string {
  const name = o.name ?? (o.faceDown ? 'face-down card' : 'hidden card');
  const pt =
    o.power !== null && o.toughness !== null && o.types.includes('Creature') ? ` ${o.power}/${o.toughness}` : '';
  const counters = Object.entries(o.counters)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k}`);
  const marks = [
    o.tapped ? 'tapped' : '',
    o.damage > 0 ? `${o.damage} damage` : '',
    o.summoningSick && o.types.includes('Creature') ? 'summoning sick' : '',
    ...counters,
  ].filter(Boolean);
  return `${name}${pt}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

function playerBlock(view: GameView, p: GameView['players'][number]): string[] {
  const status = p.outcome !== 'playing' ? ` — ${p.outcome}` : p.left ? ' — left the game' : '';
  const you = p.id === view.viewer ? ' (you)' : '';
  const poison = p.poison > 0 ? `, poison ${p.poison}` : '';
  const lines = [
    `${p.name}${you}: life ${p.life}${poison}, hand ${p.handCount}, library ${p.libraryCount}, graveyard ${p.graveyard.length}${status}`,
  ];
  const mine = view.battlefield.filter((o) => o.controller === p.id);
  lines.push(`  battlefield: ${mine.length === 0 ? '(empty)' : mine.map(objectLine).join('; ')}`);
  if (p.hand) lines.push(`  hand: ${p.hand.length === 0 ? '(empty)' : p.hand.map((o) => o.name ?? '?').join('; ')}`);
  return lines;
}

/** The whole board for `seat`, as lines of text. */
export function renderBoard(state: GameState, seat: PlayerId): string {
  const view = viewFor(state, seat);
  const name = (p: PlayerId | null): string => (p === null ? 'nobody' : (view.players[p]?.name ?? `P${p + 1}`));
  const active = view.activePlayers.map(name).join(' and ');
  const when =
    view.turn === 0 ? 'Before the game (mulligans)' : `Turn ${view.turn}: ${active}'s ${STEP_LABEL[view.step]}`;
  const lines = [`── ${when}; priority: ${name(view.priority)} ──`];
  for (const p of view.players) lines.push(...playerBlock(view, p));
  lines.push(`Stack: ${view.stack.length === 0 ? '(empty)' : ''}`);
  for (const s of [...view.stack].reverse())
    lines.push(`  ${s.name ?? '?'}${s.text ? ` — ${s.text}` : ''} (${name(s.controller)})`);
  return lines.join('\n');
}
