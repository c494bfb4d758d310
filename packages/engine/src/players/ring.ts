/**
 * 701.54 The Ring tempts you (numbered as in the current Comprehensive Rules; the seeds predate it).
 * 701.54a: as the Ring tempts a player, they choose a creature they control (they must, if they control one); it
 * becomes their Ring-bearer until another creature becomes their Ring-bearer or another player gains control of it.
 * 701.54c: each time the Ring tempts a player, they get the emblem named The Ring if they don't have it, and then it
 * gains its next ability, in this order (the emblem's abilities function from the command zone, 114.4):
 *   1. "Your Ring-bearer is legendary and can't be blocked by creatures with greater power."
 *   2. "Whenever your Ring-bearer attacks, draw a card, then discard a card."
 *   3. "Whenever your Ring-bearer becomes blocked by a creature, that creature's controller sacrifices it at end of
 *      combat."
 *   4. "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."
 * Arbiter keeps one definition per number of abilities (`designation:The Ring (N)`); gaining an ability replaces the
 * player's emblem by the one with one more.
 */
import type { AbilityNode, Filter } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { putCardDefinition, removeObject } from '../objects/copy-on-write.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { createObject } from '../zones/move.js';

const BEARER: Filter = { kind: 'object', match: { ringBearer: true } };
const BEARER_WHAT = { kind: 'filter', filter: BEARER } as const;

const FIRST = "Your Ring-bearer is legendary and can't be blocked by creatures with greater power.";
const SECOND = 'Whenever your Ring-bearer attacks, draw a card, then discard a card.';
const THIRD =
  "Whenever your Ring-bearer becomes blocked by a creature, that creature's controller sacrifices it at end of combat.";
const FOURTH = 'Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.';

/** The Ring's four abilities, in the order it gains them (701.54c). */
const RING_ABILITIES: readonly (readonly AbilityNode[])[] = [
  [
    {
      kind: 'static',
      effect: {
        kind: 'layered',
        affected: { kind: 'all', filter: BEARER },
        mods: [{ kind: 'addTypes', supertypes: ['Legendary'] }],
      },
      text: FIRST,
    },
    {
      kind: 'static',
      effect: {
        kind: 'cantBeBlockedBy',
        affected: { kind: 'all', filter: BEARER },
        by: { kind: 'object', match: { types: ['Creature'], powerGreaterThanSource: true } },
      },
      text: FIRST,
    },
  ],
  [
    {
      kind: 'triggered',
      trigger: { kind: 'attacks', what: BEARER_WHAT },
      targets: [],
      effects: [
        { kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
        { kind: 'discard', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
      ],
      text: SECOND,
    },
  ],
  [
    {
      kind: 'triggered',
      trigger: { kind: 'becomesBlocked', what: BEARER_WHAT, by: { kind: 'object', match: { types: ['Creature'] } } },
      targets: [],
      effects: [
        {
          kind: 'delayedTrigger',
          step: 'endCombat',
          effects: [{ kind: 'sacrificeObject', what: { kind: 'created' }, byController: true }],
          text: "At end of combat, that creature's controller sacrifices it",
          about: { kind: 'triggeringObject' },
        },
      ],
      text: THIRD,
    },
  ],
  [
    {
      kind: 'triggered',
      trigger: { kind: 'dealsCombatDamageToPlayer', what: BEARER_WHAT },
      targets: [],
      effects: [{ kind: 'loseLife', who: { kind: 'each', relation: 'opponent' }, amount: { kind: 'fixed', n: 3 } }],
      text: FOURTH,
    },
  ],
];
const TEXTS = [FIRST, SECOND, THIRD, FOURTH];

function ringKey(n: number): string {
  return `designation:The Ring (${n})`;
}

/** The player's emblem named The Ring, if they have one. */
function ringEmblem(state: GameState, player: PlayerId): ObjectId | undefined {
  return state.command.find((id) => {
    const o = state.objects[id];
    return o?.kind === 'emblem' && o.owner === player && o.defKey.startsWith('designation:The Ring (');
  });
}

/** 701.54c: the player's emblem The Ring gains its next ability (the player gets it first if they have none). */
function ringGainsNextAbility(state: GameState, player: PlayerId): void {
  const old = ringEmblem(state, player);
  const had = old === undefined ? 0 : Number(/\((\d)\)$/.exec(state.objects[old]!.defKey)![1]);
  if (old === undefined)
    log(state, 'emblem', `${playerName(state, player)} gets the emblem The Ring`, ['701.54c', '114.1']);
  if (had >= RING_ABILITIES.length) return;
  const key = ringKey(had + 1);
  if (!state.cards[key])
    putCardDefinition(state, key, {
      name: 'The Ring',
      manaCost: null,
      supertypes: [],
      types: [],
      subtypes: [],
      oracleText: TEXTS.slice(0, had + 1).join(' '),
      abilities: RING_ABILITIES.slice(0, had + 1).flat(),
    });
  if (old !== undefined) {
    state.command.splice(state.command.indexOf(old), 1);
    removeObject(state, old);
  }
  createObject(state, key, player, 'command', 'emblem', null);
  touch(state);
  log(state, 'emblem', `The Ring gains: ${TEXTS[had]}`, ['701.54c']);
}

/**
 * 701.54a–c: the Ring tempts `player`; `bearer` is the creature they chose (null if they control none). Returns how many
 * times the Ring has now tempted them.
 */
export function ringTempts(state: GameState, player: PlayerId, bearer: ObjectId | null): number {
  const p = state.players[player]!;
  p.ringTempted = (p.ringTempted ?? 0) + 1;
  log(state, 'effect', `The Ring tempts ${playerName(state, player)}`, ['701.54a']);
  if (bearer !== null) {
    p.ringBearer = bearer;
    log(state, 'designation', `${playerName(state, player)} chooses ${objName(state, bearer)} as their Ring-bearer`, [
      '701.54a',
    ]);
  } else delete p.ringBearer;
  ringGainsNextAbility(state, player);
  touch(state);
  return p.ringTempted;
}

/**
 * 701.54a: a Ring-bearer stops being one once it leaves the battlefield (400.7) or another player gains control of it;
 * checked whenever state-based actions are (not itself a state-based action).
 */
export function endLapsedRingBearers(state: GameState): void {
  for (const p of state.players) {
    const id = p.ringBearer;
    if (id === undefined) continue;
    const o = state.objects[id];
    if (o?.zone === 'battlefield' && chars(state, id).controller === p.id) continue;
    delete p.ringBearer;
    touch(state);
  }
}
