/**
 * 702: keyword abilities that stand for triggered abilities, expanded by the engine from the
 * object's keywords (so a keyword granted by an effect, e.g. "creatures you control have
 * persist", triggers exactly like a printed one).
 */
import type { AbilityNode, TriggeredAbility } from '../cards/ability-tree.js';
import type { TriggerEvent } from '../events/trigger-events.js';
import type { GameState, ObjectId } from '../state/types.js';
import { battlefieldCharacteristics, cachesEnabled, chars, type Characteristics } from '../objects/characteristics.js';
import { ownObject } from '../objects/copy-on-write.js';

/** 702.79a: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it." */
const PERSIST: TriggeredAbility = {
  kind: 'triggered',
  trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: true },
  targets: [],
  effects: [
    { kind: 'putOntoBattlefield', what: { kind: 'triggeringObject' }, under: 'owner', counters: { '-1/-1': 1 } },
  ],
  text: "Persist (702.79a): return it to the battlefield under its owner's control with a -1/-1 counter on it",
};

/** 702.93a: the same with +1/+1 counters: "if it had no +1/+1 counters on it, return it … with a +1/+1 counter on it." */
const UNDYING: TriggeredAbility = {
  kind: 'triggered',
  trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: true },
  targets: [],
  effects: [
    { kind: 'putOntoBattlefield', what: { kind: 'triggeringObject' }, under: 'owner', counters: { '+1/+1': 1 } },
  ],
  text: "Undying (702.93a): return it to the battlefield under its owner's control with a +1/+1 counter on it",
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
  // 702.43a: "When this creature dies, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this creature."
  // The number is read from the counters it had as it left (603.10a).
  for (const a of ev.lki.abilities) {
    if (a.kind !== 'keyword' || a.keyword !== 'modular') continue;
    out.push({
      kind: 'triggered',
      trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: true },
      optional: true,
      targets: [
        {
          count: { min: 1, max: 1 },
          filter: { kind: 'object', match: { allTypes: ['Artifact', 'Creature'] } },
          text: 'target artifact creature',
        },
      ],
      effects: [
        {
          kind: 'addCounters',
          what: { kind: 'target', target: 0 },
          counter: '+1/+1',
          amount: { kind: 'fixed', n: counters['+1/+1'] ?? 0 },
        },
      ],
      text: 'Modular (702.43a): put its +1/+1 counters on target artifact creature',
    });
  }
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
export function keywordStepTriggers(
  state: GameState,
  ev: Extract<TriggerEvent, { kind: 'stepBegins' }>,
): { ability: TriggeredAbility; source: ObjectId }[] {
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
          out.push({
            source: id,
            ability: {
              kind: 'triggered',
              trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
              targets: [],
              effects: [
                {
                  kind: 'payOrNot',
                  who: { kind: 'you' },
                  cost: a.cost,
                  paid: [],
                  unpaid: [{ kind: 'sacrificeObject', what: { kind: 'self' } }],
                  text: 'Echo (702.30a)',
                },
              ],
              text: 'Echo (702.30a): sacrifice it unless you pay its echo cost',
            },
          });
        }
      } else if (a.keyword === 'vanishing' && (o.counters['time'] ?? 0) > 0) {
        // 702.63a: "At the beginning of your upkeep, if there is a time counter on this permanent, remove one from it."
        out.push(
          upkeepTrigger(
            id,
            [{ kind: 'keywordEffect', keyword: 'vanishing' }],
            'Vanishing (702.63a): remove a time counter from it',
          ),
        );
      } else if (a.keyword === 'fading') {
        out.push(
          upkeepTrigger(
            id,
            [{ kind: 'keywordEffect', keyword: 'fading' }],
            "Fading (702.32a): remove a fade counter from it; if you can't, sacrifice it",
          ),
        );
      } else if (a.keyword === 'cumulativeUpkeep') {
        out.push(
          upkeepTrigger(
            id,
            [{ kind: 'cumulativeUpkeep', cost: a.cost }],
            'Cumulative upkeep (702.24a): put an age counter on it, then pay its cost for each age counter or sacrifice it',
          ),
        );
      }
    }
    if (o.echoUpkeep !== c.controller && c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'echo'))
      ownObject(state, id).echoUpkeep = c.controller;
  }
  return out;
}

/** A keyword's "At the beginning of your upkeep, …" trigger of `source`. */
function upkeepTrigger(
  source: ObjectId,
  effects: TriggeredAbility['effects'],
  text: string,
): { ability: TriggeredAbility; source: ObjectId } {
  return {
    source,
    ability: {
      kind: 'triggered',
      trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      targets: [],
      effects,
      text,
    },
  };
}

/**
 * Keyword triggers on other events, one per instance of the keyword (each triggers separately):
 * 702.100a evolve — "Whenever a creature you control enters, if that creature's power is greater than this
 * creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1
 * counter on this creature" (the comparison is made again on resolution, 603.4);
 * 702.112a renown N — "Whenever this creature deals combat damage to a player, if it isn't renowned, put N +1/+1
 * counters on it and it becomes renowned";
 * 702.101a extort — "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you
 * gain life equal to the total life lost this way."
 */
/**
 * The battlefield's permanents with a keyword ability, in battlefield order, per characteristics map (docs/engine.md,
 * Caches): an enters or cast event looks for evolve and extort among these, not among every permanent's abilities.
 * A new map (any recomputation) rebuilds it; in oracle mode the whole battlefield is looked at.
 */
const keywordHolderIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, readonly ObjectId[]>();

function isKeyword(a: AbilityNode): boolean {
  return a.kind === 'keyword';
}

function keywordHolders(state: GameState): readonly ObjectId[] {
  if (!cachesEnabled(state)) return state.battlefield;
  const map = battlefieldCharacteristics(state);
  let ids = keywordHolderIndex.get(map);
  if (ids === undefined) {
    const list: ObjectId[] = [];
    map.forEach((c, id) => {
      if (c.abilities.some(isKeyword)) list.push(id);
    });
    keywordHolderIndex.set(map, (ids = list));
  }
  return ids;
}

export function keywordEventTriggers(
  state: GameState,
  ev: TriggerEvent,
): { ability: TriggeredAbility; source: ObjectId }[] {
  if (ev.kind !== 'enters' && ev.kind !== 'combatDamageToPlayer' && ev.kind !== 'cast' && ev.kind !== 'attacks')
    return [];
  const out: { ability: TriggeredAbility; source: ObjectId }[] = [];
  if (ev.kind === 'attacks') out.push(...decayedTriggers(state, ev.attacker), ...trainingTriggers(state, ev.attacker));
  const sources =
    ev.kind === 'combatDamageToPlayer' ? [ev.source] : ev.kind === 'attacks' ? [ev.attacker] : keywordHolders(state);
  for (const id of sources) {
    const o = state.objects[id];
    if (!o || o.zone !== 'battlefield') continue;
    const c = chars(state, id);
    for (const a of c.abilities) {
      if (a.kind !== 'keyword') continue;
      if (a.keyword === 'evolve' && ev.kind === 'enters' && ev.object !== id && state.objects[ev.object]) {
        const e = chars(state, ev.object);
        if (!e.types.includes('Creature') || e.controller !== c.controller || !c.types.includes('Creature')) continue;
        if (!((e.power ?? 0) > (c.power ?? 0) || (e.toughness ?? 0) > (c.toughness ?? 0))) continue;
        out.push({
          source: id,
          ability: {
            kind: 'triggered',
            trigger: {
              kind: 'entersBattlefield',
              what: { kind: 'filter', filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } } },
            },
            targets: [],
            effects: [{ kind: 'keywordEffect', keyword: 'evolve' }],
            text: 'Evolve (702.100a): put a +1/+1 counter on it',
          },
        });
      } else if (a.keyword === 'renown' && ev.kind === 'combatDamageToPlayer' && !o.renowned) {
        out.push({
          source: id,
          ability: {
            kind: 'triggered',
            trigger: { kind: 'dealsCombatDamageToPlayer', what: { kind: 'self' } },
            targets: [],
            effects: [{ kind: 'keywordEffect', keyword: 'renown', n: a.n }],
            text: `Renown ${a.n} (702.112a): put ${a.n} +1/+1 counter(s) on it and it becomes renowned`,
          },
        });
      } else if (a.keyword === 'ingest' && ev.kind === 'combatDamageToPlayer') {
        // 702.115a: "Whenever this creature deals combat damage to a player, that player exiles the top card of their library."
        out.push({
          source: id,
          ability: {
            kind: 'triggered',
            trigger: { kind: 'dealsCombatDamageToPlayer', what: { kind: 'self' } },
            targets: [],
            effects: [{ kind: 'keywordEffect', keyword: 'ingest' }],
            text: 'Ingest (702.115a): that player exiles the top card of their library',
          },
        });
      } else if (a.keyword === 'dethrone' && ev.kind === 'attacks') {
        // 702.105a: "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it."
        const defender = state.turns.flatMap((t) => t.combat?.attackers ?? []).find((x) => x.attacker === id)?.defender;
        if (!defender || defender.kind !== 'player') continue;
        const most = Math.max(...state.players.filter((p) => !p.left).map((p) => p.life));
        if (state.players[defender.player]!.life !== most) continue;
        out.push({
          source: id,
          ability: {
            kind: 'triggered',
            trigger: { kind: 'attacks', what: { kind: 'self' } },
            targets: [],
            effects: [
              { kind: 'addCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'fixed', n: 1 } },
            ],
            text: 'Dethrone (702.105a): put a +1/+1 counter on it',
          },
        });
      } else if (a.keyword === 'extort' && ev.kind === 'cast' && ev.controller === c.controller) {
        out.push({
          source: id,
          ability: {
            kind: 'triggered',
            trigger: { kind: 'castSpell', who: 'you' },
            targets: [],
            effects: [
              {
                kind: 'payOrNot',
                who: { kind: 'you' },
                cost: { mana: '{W/B}', parts: [] },
                paid: [{ kind: 'keywordEffect', keyword: 'extort' }],
                unpaid: [],
                text: 'Extort (702.101a)',
              },
            ],
            text: 'Extort (702.101a): you may pay {W/B}; each opponent loses 1 life and you gain that much life',
          },
        });
      }
    }
  }
  return out;
}

/** 702.147a: decayed means, among other things, "When this creature attacks, sacrifice it at end of combat." */
const DECAYED: TriggeredAbility = {
  kind: 'triggered',
  trigger: { kind: 'attacks', what: { kind: 'self' } },
  targets: [],
  effects: [
    {
      kind: 'delayedTrigger',
      step: 'endCombat',
      effects: [{ kind: 'sacrificeObject', what: { kind: 'self' } }],
      text: 'sacrifice it at end of combat',
    },
  ],
  text: 'Decayed (702.147a): sacrifice it at end of combat',
};

/** One decayed trigger per instance of decayed on the attacking creature (702.147a; each triggers separately). */
function decayedTriggers(state: GameState, attacker: ObjectId): { ability: TriggeredAbility; source: ObjectId }[] {
  const o = state.objects[attacker];
  if (!o || o.zone !== 'battlefield') return [];
  return chars(state, attacker)
    .abilities.filter((a) => a.kind === 'keyword' && a.keyword === 'decayed')
    .map(() => ({ ability: DECAYED, source: attacker }));
}

/** 702.149a: training — "Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature." */
const TRAINING: TriggeredAbility = {
  kind: 'triggered',
  trigger: { kind: 'attacks', what: { kind: 'self' } },
  targets: [],
  effects: [{ kind: 'addCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'fixed', n: 1 } }],
  text: 'Training (702.149a): put a +1/+1 counter on this creature',
};

/**
 * One training trigger per instance of training on the attacking creature (each triggers; 702.149a), if another creature
 * declared as an attacker with it (508.1) has greater power as attackers are declared.
 */
function trainingTriggers(state: GameState, attacker: ObjectId): { ability: TriggeredAbility; source: ObjectId }[] {
  const o = state.objects[attacker];
  if (!o || o.zone !== 'battlefield') return [];
  const c = chars(state, attacker);
  const n = c.abilities.filter((a) => a.kind === 'keyword' && a.keyword === 'training').length;
  if (n === 0) return [];
  const power = c.power ?? 0;
  const others = state.turns.flatMap((t) => t.combat?.attackers ?? []).filter((x) => x.attacker !== attacker);
  const greater = others.some(
    (x) => state.objects[x.attacker]?.zone === 'battlefield' && (chars(state, x.attacker).power ?? 0) > power,
  );
  return greater ? Array.from({ length: n }, () => ({ ability: TRAINING, source: attacker })) : [];
}
