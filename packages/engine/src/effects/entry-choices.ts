/**
 * 614.12: making the choices a permanent's "as [this] enters" abilities ask for (events/as-enters.ts queues them as a
 * task the moment it enters): a color, a creature type, "you may pay 2 life; if you don't, it enters tapped", reveal
 * a card or it enters tapped, optional counters, devour (702.82a) and amplify (702.38a).
 */
import type { EntryChoice } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { COLOR_NAMES, COLORS, creatureTypeOptions, entryChoices } from '../events/as-enters.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { CREATURE_TYPES } from '../objects/creature-types.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { payCost, planCost } from '../stack/costs.js';
import { runEffectsTask } from './execute.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId } from '../state/types.js';
import { perform, simultaneously } from './perform.js';
import { ownObject } from '../objects/copy-on-write.js';
import { describeNameFilter } from '../decisions/card-names.js';

import { refreshEntered } from '../events/entry-history.js';

type AsEntersTask = Extract<Task, { kind: 'asEnters' }>;

export function runAsEnters(state: GameState, task: AsEntersTask): PendingDecision | null {
  const choices = entryChoices(state, task.object);
  while (task.index < choices.length) {
    const o = state.objects[task.object];
    if (!o || o.zone !== 'battlefield') return null;
    const r = one(state, task, o.id, o.controller, choices[task.index]!);
    if (r) return r;
    task.answer = null;
    task.index++;
  }
  refreshEntered(state, task.object); // 614.12: it entered as chosen ("another Elf entered …", 603.6a)
  return null;
}

/** One "as enters" choice (614.12), by kind. */
function one(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: EntryChoice,
): PendingDecision | null {
  switch (c.kind) {
    case 'color':
      return enterColor(state, task, id, player, c);
    case 'creatureType':
      return enterCreatureType(state, task, id, player, c);
    case 'cardName':
      return enterCardName(state, task, id, player, c);
    case 'payLifeOrTapped':
      return enterPayLifeOrTapped(state, task, id, player, c);
    case 'revealOrTapped':
      return enterRevealOrTapped(state, task, id, player, c);
    case 'optionalCounters':
      return enterOptionalCounters(state, task, id, player, c);
    case 'counterChoice':
      return enterCounterChoice(state, task, id, player, c);
    case 'devour':
      return enterDevour(state, task, id, player, c);
    case 'amplify':
      return enterAmplify(state, task, id, player, c);
  }
}

function enterColor(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'color' }>,
): PendingDecision | null {
  const o = state.objects[id]!;
  const name = objName(state, id);
  const a = task.answer;
  if (!a || a.kind !== 'chooseColor')
    return { kind: 'chooseColor', player, prompt: `As ${name} enters, choose a color`, colors: COLORS };
  ownObject(state, id).chosen = { ...o.chosen, color: a.color };
  touch(state);
  log(state, 'choose', `${playerName(state, player)} chooses ${COLOR_NAMES[a.color]} for ${name}`, ['614.12']);
  return null;
}

function enterCreatureType(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'creatureType' }>,
): PendingDecision | null {
  const o = state.objects[id]!;
  const name = objName(state, id);
  const a = task.answer;
  const options = creatureTypeOptions(state, player);
  if (!a || a.kind !== 'chooseOption')
    return {
      kind: 'chooseOption',
      player,
      prompt: `As ${name} enters, choose a creature type`,
      options,
      min: 1,
      max: 1,
    };
  const t = options[a.chosen[0] ?? 0]!;
  ownObject(state, id).chosen = { ...o.chosen, creatureType: t };
  touch(state);
  log(state, 'choose', `${playerName(state, player)} chooses ${t} for ${name}`, ['614.12', '205.3m']);
  return null;
}

/** 201.3 / 614.12: "As ~ enters, choose a [nonland] card name" — kept on the permanent (607.2: "the chosen name"). */
function enterCardName(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'cardName' }>,
): PendingDecision | null {
  const name = objName(state, id);
  const a = task.answer;
  if (!a || a.kind !== 'chooseName')
    return {
      kind: 'chooseName',
      player,
      prompt: `As ${name} enters, choose a ${describeNameFilter(c.filter)}`,
      filter: c.filter,
    };
  const chosen = a.name.trim();
  ownObject(state, id).chosen = { ...state.objects[id]!.chosen, name: chosen };
  touch(state);
  log(state, 'choose', `${playerName(state, player)} chooses the name ${chosen} for ${name}`, ['614.12', '201.3']);
  return null;
}

function enterPayLifeOrTapped(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'payLifeOrTapped' }>,
): PendingDecision | null {
  const name = objName(state, id);
  const a = task.answer;
  // 119.4 / 119.8: the life can be paid only by a player who can (planCost checks both).
  const plan = planCost(state, {
    player,
    source: id,
    mana: null,
    x: 0,
    parts: [{ kind: 'payLife', amount: c.amount }],
    payment: { kind: 'auto' },
    costObjects: undefined,
  });
  let paid = false;
  if (!('code' in plan)) {
    if (!a || a.kind !== 'yesNo')
      return {
        kind: 'yesNo',
        player,
        prompt: `As ${name} enters, pay ${c.amount} life? (If you don't, it enters tapped.)`,
      };
    if (a.yes) {
      payCost(state, player, id, plan, runEffectsTask);
      log(state, 'pay', `${playerName(state, player)} pays ${c.amount} life as ${name} enters`, ['614.12', '119.4']);
      paid = true;
    }
  }
  if (!paid) entersTapped(state, id);
  return null;
}

function enterRevealOrTapped(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'revealOrTapped' }>,
): PendingDecision | null {
  const name = objName(state, id);
  const a = task.answer;
  const options = state.players[player]!.hand.filter((x) =>
    matchesObjectFilter(state, c.filter, x, chars(state, x), player, id, chars),
  );
  let revealed: ObjectId | undefined;
  if (options.length > 0) {
    if (!a || a.kind !== 'chooseObjects')
      return {
        kind: 'chooseObjects',
        player,
        prompt: `As ${name} enters, you may reveal a card from your hand (if you don't, it enters tapped)`,
        options,
        min: 0,
        max: 1,
        purpose: 'other',
      };
    revealed = a.objects.find((x) => options.includes(x));
  }
  if (revealed !== undefined)
    log(state, 'reveal', `${playerName(state, player)} reveals ${objName(state, revealed)} as ${name} enters`, [
      '614.12',
      '701.20a',
    ]);
  else entersTapped(state, id);
  return null;
}

function enterOptionalCounters(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'optionalCounters' }>,
): PendingDecision | null {
  const o = state.objects[id]!;
  const name = objName(state, id);
  const a = task.answer;
  // 614.1c / 122.6: the counters are part of how it enters (no separate "put" event, like "enters with N counters").
  if (!a || a.kind !== 'yesNo')
    return { kind: 'yesNo', player, prompt: `Have ${name} enter with ${c.amount} ${c.counter} counter(s) on it?` };
  if (!a.yes && c.otherwise === 'haste') {
    // 702.136a: "If you don't, it gains haste" — kept on the permanent (it goes away with it, 400.7); the riot
    // ability's static part gives the haste while it is so (keyword-abilities in the compiler).
    ownObject(state, id).chosen = { ...o.chosen, declinedCounters: true };
    touch(state);
    log(state, 'choose', `${name} enters without the counter and gains haste`, ['702.136a', '614.12']);
  }
  if (a.yes) {
    ownObject(state, id).counters = { ...o.counters, [c.counter]: (o.counters[c.counter] ?? 0) + c.amount };
    touch(state);
    log(state, 'counters', `${name} enters with ${c.amount} ${c.counter} counter(s)`, ['614.1c', '614.12', '122.6'], {
      object: id,
      counter: c.counter,
      delta: c.amount,
    });
  }
  return null;
}

/** 614.1c / 614.12: "~ enters with your choice of a [kind] counter or a [kind] counter on it". */
function enterCounterChoice(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'counterChoice' }>,
): PendingDecision | null {
  const o = state.objects[id]!;
  const name = objName(state, id);
  const a = task.answer;
  if (!a || a.kind !== 'chooseOption')
    return {
      kind: 'chooseOption',
      player,
      prompt: `${name} enters with your choice of counter`,
      options: c.counters.map((k) => `${k} counter`),
      min: 1,
      max: 1,
    };
  const counter = c.counters[a.chosen[0] ?? 0] ?? c.counters[0]!;
  ownObject(state, id).counters = { ...o.counters, [counter]: (o.counters[counter] ?? 0) + 1 };
  touch(state);
  log(state, 'counters', `${name} enters with a ${counter} counter`, ['614.1c', '614.12', '122.6'], {
    object: id,
    counter,
    delta: 1,
  });
  return null;
}

function enterDevour(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'devour' }>,
): PendingDecision | null {
  const name = objName(state, id);
  const a = task.answer;
  // 702.82a: the creatures are sacrificed as it enters (it can't devour itself: it isn't on the battlefield yet).
  const options = state.battlefield.filter(
    (x) => x !== id && chars(state, x).controller === player && chars(state, x).types.includes('Creature'),
  );
  let chosen: ObjectId[] = [];
  if (options.length > 0) {
    if (!a || a.kind !== 'chooseObjects')
      return {
        kind: 'chooseObjects',
        player,
        prompt: `As ${name} enters, sacrifice any number of creatures (devour ${c.multiplier})`,
        options,
        min: 0,
        max: options.length,
        purpose: 'sacrifice',
      };
    chosen = options.filter((x) => a.objects.includes(x));
  }
  simultaneously(state, (perform) => {
    for (const x of chosen)
      perform(state, { kind: 'move', object: x, to: 'graveyard', cause: 'sacrifice' }, ['702.82a', '701.21a']);
  });
  entersWithCounters(state, id, c.multiplier * chosen.length, `devoured ${chosen.length} creature(s)`, '702.82a');
  return null;
}

function enterAmplify(
  state: GameState,
  task: AsEntersTask,
  id: ObjectId,
  player: number,
  c: Extract<EntryChoice, { kind: 'amplify' }>,
): PendingDecision | null {
  const name = objName(state, id);
  const a = task.answer;
  // 702.38a: any number of cards in the hand that share a creature type with it are revealed.
  const mine = chars(state, id).subtypes.filter((t) => CREATURE_TYPES.includes(t));
  const options = state.players[player]!.hand.filter((x) => chars(state, x).subtypes.some((t) => mine.includes(t)));
  let chosen: ObjectId[] = [];
  if (options.length > 0) {
    if (!a || a.kind !== 'chooseObjects')
      return {
        kind: 'chooseObjects',
        player,
        prompt: `As ${name} enters, reveal any number of cards sharing a creature type with it (amplify ${c.multiplier})`,
        options,
        min: 0,
        max: options.length,
        purpose: 'other',
      };
    chosen = options.filter((x) => a.objects.includes(x));
  }
  if (chosen.length)
    log(
      state,
      'reveal',
      `${playerName(state, player)} reveals ${chosen.map((x) => objName(state, x)).join(', ')} as ${name} enters`,
      ['702.38a', '701.20a'],
    );
  entersWithCounters(state, id, c.multiplier * chosen.length, `revealed ${chosen.length} card(s)`, '702.38a');
  return null;
}

/** 614.1c / 122.6: counters it enters with (part of entering: no separate "put" event). */
function entersWithCounters(state: GameState, id: ObjectId, n: number, why: string, rule: string): void {
  const o = state.objects[id];
  if (!o || o.zone !== 'battlefield' || n <= 0) return;
  ownObject(state, id).counters = { ...o.counters, '+1/+1': (o.counters['+1/+1'] ?? 0) + n };
  touch(state);
  log(
    state,
    'counters',
    `${objName(state, id)} enters with ${n} +1/+1 counter(s) (${why})`,
    [rule, '614.1c', '122.6'],
    { object: id, counter: '+1/+1', delta: n },
  );
}

/** 614.1c: it enters tapped — its status as it enters, not a "becomes tapped" event. */
function entersTapped(state: GameState, id: ObjectId): void {
  if (state.objects[id]!.tapped) return;
  ownObject(state, id).tapped = true;
  touch(state);
  log(state, 'enters-tapped', `${objName(state, id)} enters tapped`, ['614.1c', '614.12']);
}
