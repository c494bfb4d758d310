// One person's answer to the engine's pending decision, asked step by step: the legal options
// as numbers, then the modes, X, targets, attackers, blockers or damage the chosen option needs.
// Only the syntax is checked here; the engine judges the choice (submit), and its message is shown.
import {
  fallbackChoice,
  objName,
  playerName,
  type Action,
  type Choice,
  type GameState,
  type LegalAction,
  type PendingDecision,
  type TargetOption,
  type TargetRef,
} from '@arbiter/engine';
import { askNumber, pickMany, pickOne, type Prompter } from './ask.js';

type Decision<K extends PendingDecision['kind']> = Extract<PendingDecision, { kind: K }>;

export function refName(state: GameState, r: TargetRef): string {
  return r.kind === 'player' ? playerName(state, r.player) : objName(state, r.id);
}

function actionLabel(state: GameState, a: LegalAction): string {
  switch (a.kind) {
    case 'pass':
      return 'Pass priority';
    case 'playLand':
      return `Play land: ${a.name}${a.altFace ? ' (its back face)' : ''}`;
    case 'cast': {
      const extras = [
        a.alternative ? `alternative cost ${a.alternative}` : '',
        a.faceDown ? 'face down' : '',
        a.buyback ? 'with buyback' : '',
        a.entwine ? 'entwined' : '',
        a.fuse ? 'fused' : '',
        a.from ? `from your ${a.from}` : '',
        a.half !== undefined ? `half ${a.half + 1}` : '',
        a.kicker?.length ? `kicked${a.kicker.length > 1 ? ` ${a.kicker.length} times` : ''}` : '',
        a.costChoiceText ? `paying: ${a.costChoiceText}` : '',
        a.altFace ? 'its other face' : '',
      ].filter(Boolean);
      return `Cast ${a.name}${extras.length ? ` (${extras.join(', ')})` : ''}`;
    }
    case 'activate':
      return `Activate ${a.name}: ${a.text}`;
    case 'turnFaceUp':
      return `Turn ${a.name} face up (${a.cost})`;
    case 'suspend':
      return `Suspend ${a.name} (${a.cost})`;
    case 'plot':
      return `Plot ${a.name} (${a.cost})`;
    case 'foretell':
      return `Foretell ${a.name} (${a.cost})`;
    case 'unlock':
      return `Unlock ${a.name} (${a.cost})`;
    case 'rollPlanarDie':
      return `Roll the planar die (${a.cost})`;
  }
  void state;
}

/** Each target slot in turn: the legal targets as numbers. */
async function askTargets(p: Prompter, state: GameState, slots: readonly TargetOption[]): Promise<TargetRef[][]> {
  const out: TargetRef[][] = [];
  for (const t of slots) {
    if (t.legal.length === 0) {
      out.push([]);
      continue;
    }
    const picked =
      t.min === 1 && t.max === 1
        ? [
            await pickOne(
              p,
              `Target: ${t.text}`,
              t.legal.map((r) => refName(state, r)),
            ),
          ]
        : await pickMany(
            p,
            `Targets: ${t.text}`,
            t.legal.map((r) => refName(state, r)),
            t.min,
            t.max,
          );
    out.push(picked.map((i) => t.legal[i]!));
  }
  return out;
}

/** Modes, X and targets for a spell or ability, then the action to submit (mana paid automatically). */
async function completeAction(p: Prompter, state: GameState, a: LegalAction): Promise<Action> {
  switch (a.kind) {
    case 'pass':
      return { kind: 'pass' };
    case 'playLand':
      return { kind: 'playLand', card: a.card, ...(a.altFace ? { altFace: true } : {}) };
    case 'turnFaceUp':
      return { kind: 'turnFaceUp', object: a.object };
    case 'suspend':
      return { kind: 'suspend', card: a.card };
    case 'plot':
      return { kind: 'plot', card: a.card };
    case 'foretell':
      return { kind: 'foretell', card: a.card };
    case 'unlock':
      return { kind: 'unlock', permanent: a.permanent, door: a.door };
    case 'rollPlanarDie':
      return { kind: 'rollPlanarDie' };
    case 'activate': {
      const x = a.hasX ? await askNumber(p, 'X', a.minX ?? 0, a.maxX) : undefined;
      const targets = await askTargets(p, state, a.targets);
      return { kind: 'activate', source: a.source, ability: a.ability, targets, ...(x !== undefined && { x }) };
    }
    case 'cast': {
      let modes: number[] | undefined;
      let slots = a.targets;
      if (a.modes && a.chooseModes) {
        modes = await pickMany(
          p,
          'Modes',
          a.modes.map((m) => m.text),
          a.chooseModes.min,
          a.chooseModes.max,
        );
        slots = modes.flatMap((m) => a.modes![m]?.targets ?? []);
      }
      const x = a.hasX ? await askNumber(p, 'X', a.minX ?? 0, a.maxX) : undefined;
      const targets = await askTargets(p, state, slots);
      const flags = {
        faceDown: a.faceDown,
        buyback: a.buyback,
        alternative: a.alternative,
        altCost: a.altCost,
        entwine: a.entwine,
        conspire: a.conspire,
        replicate: a.replicate,
        splice: a.splice,
        half: a.half,
        fuse: a.fuse,
        kicker: a.kicker,
        costChoice: a.costChoice,
        altFace: a.altFace,
      };
      const set = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined && v !== false));
      return { kind: 'cast', card: a.card, targets, ...(modes && { modes }), ...(x !== undefined && { x }), ...set };
    }
  }
}

/** Whether a priority decision offers nothing but passing (and mana abilities, which payment makes for you). */
export function onlyPass(d: PendingDecision): boolean {
  return d.kind === 'priority' && d.actions.every((a) => a.kind === 'pass' || (a.kind === 'activate' && a.manaAbility));
}

async function priority(p: Prompter, state: GameState, d: Decision<'priority'>): Promise<Choice> {
  const actions = d.actions.filter((a) => !(a.kind === 'activate' && a.manaAbility));
  const passAt = actions.findIndex((a) => a.kind === 'pass');
  const i = await pickOne(
    p,
    d.prompt,
    actions.map((a) => actionLabel(state, a)),
    passAt >= 0 ? passAt : undefined,
  );
  return { kind: 'action', action: await completeAction(p, state, actions[i]!) };
}

async function attackers(p: Prompter, state: GameState, d: Decision<'declareAttackers'>): Promise<Choice> {
  const attacks: { attacker: number; defender: TargetRef }[] = [];
  for (const o of d.options) {
    const labels = ['no attack', ...o.defenders.map((r) => `attack ${refName(state, r)}`)];
    const i = await pickOne(
      p,
      `${objName(state, o.attacker)}${o.mustAttack ? ' (must attack)' : ''}:`,
      labels,
      o.mustAttack && o.defenders.length > 0 ? 1 : 0,
    );
    if (i > 0) attacks.push({ attacker: o.attacker, defender: o.defenders[i - 1]! });
  }
  return { kind: 'declareAttackers', attacks };
}

async function blockers(p: Prompter, state: GameState, d: Decision<'declareBlockers'>): Promise<Choice> {
  const blocks: { blocker: number; attacker: number }[] = [];
  for (const o of d.options) {
    const labels = ['no block', ...o.attackers.map((a) => `block ${objName(state, a)}`)];
    const i = await pickOne(p, `${objName(state, o.blocker)}:`, labels, 0);
    if (i > 0) blocks.push({ blocker: o.blocker, attacker: o.attackers[i - 1]! });
  }
  return { kind: 'declareBlockers', blocks };
}

async function damage(p: Prompter, state: GameState, d: Decision<'assignCombatDamage'>): Promise<Choice> {
  const mode = await pickOne(
    p,
    `${d.prompt}`,
    ['lethal damage to each blocker in order, the rest to the last (or trampled over)', 'assign each amount myself'],
    0,
  );
  if (mode === 0) return fallbackChoice(d, state);
  const recipients: TargetRef[] = [
    ...d.blockers.map((id) => ({ kind: 'object' as const, id })),
    ...(d.trampleTo ? [d.trampleTo] : d.unblockedTo ? [d.unblockedTo] : []),
  ];
  const assignment: { to: TargetRef; amount: number }[] = [];
  for (const to of recipients)
    assignment.push({ to, amount: await askNumber(p, `Damage to ${refName(state, to)}`, 0, d.amount) });
  return { kind: 'assignCombatDamage', assignment };
}

async function order(p: Prompter, title: string, items: readonly string[]): Promise<number[]> {
  const chosen = await pickMany(p, `${title} — give the order, first first`, items, items.length, items.length);
  return chosen.length === 0 ? items.map((_, i) => i) : chosen;
}

/** Asks the person for a choice answering `d`. */
export async function askChoice(p: Prompter, state: GameState, d: PendingDecision): Promise<Choice> {
  const names = (ids: readonly number[]) => ids.map((id) => objName(state, id));
  switch (d.kind) {
    case 'mulligan':
      return (await pickOne(p, d.prompt, ['Keep this hand', 'Mulligan'], 0)) === 0
        ? { kind: 'keep' }
        : { kind: 'mulligan' };
    case 'bottomCards':
      return {
        kind: 'bottomCards',
        cards: (await pickMany(p, d.prompt, names(d.hand), d.count, d.count)).map((i) => d.hand[i]!),
      };
    case 'priority':
      return priority(p, state, d);
    case 'declareAttackers':
      return attackers(p, state, d);
    case 'declareBlockers':
      return blockers(p, state, d);
    case 'assignCombatDamage':
      return damage(p, state, d);
    case 'chooseObjects':
      return {
        kind: 'chooseObjects',
        objects: (await pickMany(p, d.prompt, names(d.options), d.min, d.max)).map((i) => d.options[i]!),
      };
    case 'orderObjects':
      return { kind: 'orderObjects', objects: (await order(p, d.prompt, names(d.objects))).map((i) => d.objects[i]!) };
    case 'chooseTargets':
      return { kind: 'chooseTargets', targets: await askTargets(p, state, d.targets) };
    case 'yesNo':
      return { kind: 'yesNo', yes: (await pickOne(p, d.prompt, ['Yes', 'No'])) === 0 };
    case 'chooseColor':
      return { kind: 'chooseColor', color: d.colors[await pickOne(p, d.prompt, d.colors.map(String))]! };
    case 'chooseName': // 201.3: any card name, typed (the engine refuses a blank one; the player is asked again)
      return { kind: 'chooseName', name: (await p.asker.ask(`${d.prompt}: `)) ?? '' };
    case 'orderTriggers':
      return { kind: 'orderTriggers', order: await order(p, d.prompt, d.triggers) };
    case 'orderReplacements':
      return { kind: 'orderReplacements', order: await order(p, d.prompt, d.effects) };
    case 'chooseOption':
      return { kind: 'chooseOption', chosen: await pickMany(p, d.prompt, d.options, d.min, d.max) };
  }
}
