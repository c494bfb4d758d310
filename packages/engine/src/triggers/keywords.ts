/**
 * 702: keyword abilities that stand for triggered abilities, expanded by the engine from the
 * object's keywords (so a keyword granted by an effect, e.g. "creatures you control have
 * persist", triggers exactly like a printed one).
 */
import type { TriggeredAbility } from '../cards/ability-tree.js';
import type { TriggerEvent } from './detect.js';
import type { GameState, ObjectId } from '../state/types.js';
import { chars } from '../objects/characteristics.js';

/** 702.79a: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it." */
const PERSIST: TriggeredAbility = {
  kind: 'triggered', trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: true }, targets: [],
  effects: [{ kind: 'putOntoBattlefield', what: { kind: 'triggeringObject' }, under: 'owner', counters: { '-1/-1': 1 } }],
  text: 'Persist (702.79a): return it to the battlefield under its owner\'s control with a -1/-1 counter on it',
};

/** 702.93a: the same with +1/+1 counters: "if it had no +1/+1 counters on it, return it … with a +1/+1 counter on it." */
const UNDYING: TriggeredAbility = {
  kind: 'triggered', trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: true }, targets: [],
  effects: [{ kind: 'putOntoBattlefield', what: { kind: 'triggeringObject' }, under: 'owner', counters: { '+1/+1': 1 } }],
  text: 'Undying (702.93a): return it to the battlefield under its owner\'s control with a +1/+1 counter on it',
};

/**
 * Leaves-the-battlefield keyword triggers of the object that left, looking back at it as it last
 * existed (603.10a, 603.6c). The intervening "if it had no … counters" (603.4) is about the object
 * as it left, which can't change later, so checking it here also settles the check on resolution.
 * "Return it" finds the card only if it is still the same object in the graveyard (400.7).
 */
export function keywordLeavesTriggers(ev: Extract<TriggerEvent, { kind: 'leaves' }>): TriggeredAbility[] {
  if (ev.to !== 'graveyard') return [];
  const out: TriggeredAbility[] = [];
  const counters = ev.counters ?? {};
  if (ev.lki.keywords.has('persist') && !((counters['-1/-1'] ?? 0) > 0)) out.push(PERSIST);
  if (ev.lki.keywords.has('undying') && !((counters['+1/+1'] ?? 0) > 0)) out.push(UNDYING);
  return out;
}

/**
 * Upkeep keyword triggers of the permanents the active player controls:
 * 702.30a echo: "At the beginning of your upkeep, if this permanent came under your control since the
 * beginning of your last upkeep, sacrifice it unless you pay [cost]." Each echo permanent remembers who
 * controlled it as their last upkeep began (`echoUpkeep`); a new object (400.7) remembers no one.
 * 702.24a cumulative upkeep: "At the beginning of your upkeep, if this permanent is on the battlefield, put an
 * age counter on this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it."
 */
export function keywordStepTriggers(state: GameState, ev: Extract<TriggerEvent, { kind: 'stepBegins' }>): { ability: TriggeredAbility; source: ObjectId }[] {
  if (ev.step !== 'upkeep') return [];
  const out: { ability: TriggeredAbility; source: ObjectId }[] = [];
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (!ev.activePlayers.includes(c.controller)) continue;
    const o = state.objects[id]!;
    for (const a of c.abilities) {
      if (a.kind !== 'keyword') continue;
      if (a.keyword === 'echo') {
        if (o.echoUpkeep !== c.controller) {
          out.push({ source: id, ability: {
            kind: 'triggered', trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }, targets: [],
            effects: [{ kind: 'payOrNot', who: { kind: 'you' }, cost: a.cost, paid: [], unpaid: [{ kind: 'sacrificeObject', what: { kind: 'self' } }], text: 'Echo (702.30a)' }],
            text: 'Echo (702.30a): sacrifice it unless you pay its echo cost',
          } });
        }
      } else if (a.keyword === 'cumulativeUpkeep') {
        out.push({ source: id, ability: {
          kind: 'triggered', trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }, targets: [],
          effects: [{ kind: 'cumulativeUpkeep', cost: a.cost }],
          text: 'Cumulative upkeep (702.24a): put an age counter on it, then pay its cost for each age counter or sacrifice it',
        } });
      }
    }
    if (c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'echo')) o.echoUpkeep = c.controller;
  }
  return out;
}
