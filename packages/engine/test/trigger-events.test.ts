/**
 * Trigger events added for compiled triggered abilities (603.2): "attacks and isn't blocked" (509.3f),
 * "blocks a creature" (509.3b), battalion-style "and at least N other creatures attack", "becomes tapped /
 * untapped" (701.26), "is dealt damage" with its amount, "becomes the target" (115.1), cycling triggers
 * (702.29c–d) and "when enchanted creature dies" looking back to the attachment (603.10a).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  build,
  chars,
  type AbilityNode,
  type CardDefinition,
  type Effect,
  type GameState,
  type TriggerSpec,
} from '../src/index.js';
import { act, ok, pass, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const gain = (n: number): Effect => ({ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n } });
const trig = (trigger: TriggerSpec, effects: Effect[], text: string): AbilityNode => ({
  kind: 'triggered',
  trigger,
  targets: [],
  effects,
  text,
});
const SELF = { kind: 'self' } as const;

function creature(name: string, pt: [number, number], abilities: AbilityNode[]): CardDefinition {
  return build.creature(name, '{1}', [], pt, abilities.map((a) => ('text' in a ? a.text : '')).join('\n'), abilities);
}

const CARDS: Record<string, CardDefinition> = {
  Sneak: creature(
    'Sneak',
    [1, 1],
    [
      trig(
        { kind: 'attacksUnblocked', what: SELF },
        [gain(1)],
        "Whenever Sneak attacks and isn't blocked, you gain 1 life.",
      ),
    ],
  ),
  Sentry: creature(
    'Sentry',
    [1, 4],
    [
      trig(
        { kind: 'blocksCreature', what: SELF },
        [{ kind: 'destroy', what: { kind: 'triggeringObject' } }],
        'Whenever Sentry blocks a creature, destroy that creature.',
      ),
    ],
  ),
  Sergeant: creature(
    'Sergeant',
    [1, 1],
    [
      trig(
        { kind: 'attacks', what: SELF, withOthers: 2 },
        [gain(5)],
        'Whenever Sergeant and at least two other creatures attack, you gain 5 life.',
      ),
    ],
  ),
  Tapper: creature(
    'Tapper',
    [1, 1],
    [
      trig({ kind: 'becomesTapped', what: SELF }, [gain(1)], 'Whenever Tapper becomes tapped, you gain 1 life.'),
      trig(
        { kind: 'becomesTapped', what: SELF, untapped: true },
        [gain(10)],
        'Whenever Tapper becomes untapped, you gain 10 life.',
      ),
    ],
  ),
  Sponge: creature(
    'Sponge',
    [0, 5],
    [
      trig(
        { kind: 'isDealtDamage', what: SELF },
        [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'triggerAmount' } }],
        'Whenever Sponge is dealt damage, you gain that much life.',
      ),
    ],
  ),
  Watcher: creature(
    'Watcher',
    [1, 1],
    [
      trig(
        { kind: 'becomesTarget', what: SELF, by: 'opponent' },
        [gain(3)],
        'Whenever Watcher becomes the target of a spell or ability an opponent controls, you gain 3 life.',
      ),
    ],
  ),
  'Cycle Bear': {
    ...creature('Cycle Bear', [2, 2], []),
    abilities: [
      {
        kind: 'activated',
        cost: { mana: '{1}', parts: [{ kind: 'discardSelf' }] },
        targets: [],
        effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
        fromHand: true,
        cycling: true,
        text: 'Cycling {1}',
      },
      trig({ kind: 'cycled', self: true, who: 'you' }, [gain(4)], 'When you cycle Cycle Bear, you gain 4 life.'),
    ],
  },
  Channeler: {
    ...creature('Channeler', [2, 2], []),
    abilities: [
      {
        kind: 'activated',
        cost: { mana: '{1}', parts: [{ kind: 'discardSelf' }] },
        targets: [],
        effects: [],
        fromHand: true,
        text: 'Channel — {1}, Discard Channeler: nothing.',
      },
    ],
  },
  'Cycle Watcher': creature(
    'Cycle Watcher',
    [1, 1],
    [trig({ kind: 'cycled', self: false, who: 'any' }, [gain(2)], 'Whenever a player cycles a card, you gain 2 life.')],
  ),
  Bequest: {
    ...build.card(['Enchantment'], {
      name: 'Bequest',
      cost: '{1}',
      subtypes: ['Aura'],
      text: 'Enchant creature\nWhen enchanted creature dies, you gain 7 life.',
    }),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'enchant',
        what: { kind: 'object', match: { types: ['Creature'] } },
        text: 'Enchant creature',
      },
      trig(
        { kind: 'leavesBattlefield', what: { kind: 'enchanted' }, toGraveyard: true },
        [gain(7)],
        'When enchanted creature dies, you gain 7 life.',
      ),
    ],
  },
};

function attack(g: GameState, attackers: number[]): void {
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: attackers.map((a) => ({ attacker: a, defender: { kind: 'player', player: 1 } })),
  });
}
function drain(g: GameState): void {
  for (
    let i = 0;
    i < 30 && g.pending?.kind === 'priority' && (g.turns[0]!.stack.length > 0 || g.pendingTriggers.length > 0);
    i++
  )
    pass(g);
}

test('509.3f: "attacks and isn\'t blocked" triggers after blockers are declared, only for an unblocked attacker', () => {
  const s = scenario(2, CARDS);
  const [a, b] = s.battlefield(0, ['Sneak', 'Sneak']);
  const [wall] = s.battlefield(1, ['Wall of Stone']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  attack(g, [a!, b!]);
  assert.equal(g.pendingTriggers.length + g.turns[0]!.stack.length, 0, 'nothing triggers as attackers are declared');
  while (g.pending?.kind === 'priority') pass(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: wall!, attacker: a! }] });
  assert.equal(g.pendingTriggers.length + g.turns[0]!.stack.length, 1, 'one trigger: the unblocked Sneak');
  drain(g);
  assert.equal(g.players[0]!.life, 21);
});

test('509.3b: "blocks a creature" — "that creature" is the attacking creature it blocks', () => {
  const s = scenario(2, CARDS);
  const [bears] = s.battlefield(0, ['Grizzly Bears']);
  const [sentry] = s.battlefield(1, ['Sentry']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  attack(g, [bears!]);
  while (g.pending?.kind === 'priority') pass(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: sentry!, attacker: bears! }] });
  drain(g);
  assert.equal(g.objects[bears!], undefined, 'the blocked Grizzly Bears was destroyed');
  assert.ok(g.objects[sentry!], 'the Sentry itself stays');
});

test('508.1: "~ and at least two other creatures attack" counts the creatures declared with it', () => {
  for (const [n, life] of [
    [3, 25],
    [2, 20],
  ] as const) {
    const s = scenario(2, CARDS);
    const ids = s.battlefield(0, ['Sergeant', ...Array.from({ length: n - 1 }, () => 'Grizzly Bears')]);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    attack(g, ids);
    drain(g);
    assert.equal(g.players[0]!.life, life, `${n} attackers`);
  }
});

test('701.26a–b: "becomes tapped" and "becomes untapped" trigger on the change, not on entering tapped', () => {
  const s = scenario(2, CARDS);
  const [t] = s.battlefield(0, ['Tapper']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  attack(g, [t!]);
  drain(g);
  assert.equal(g.players[0]!.life, 21, 'tapped by attacking (508.1f)');
  const s2 = scenario(2, CARDS);
  s2.battlefield(0, [{ card: 'Tapper', tapped: true }]);
  const g2 = s2.start({ active: 0, step: 'untap', beginStep: true });
  drain(g2);
  assert.equal(g2.players[0]!.life, 30, 'untapped in the untap step (502.3); triggers on the upkeep');
});

test('120.3 / 603.2: "is dealt damage" records the amount dealt ("that much")', () => {
  const s = scenario(2, CARDS);
  const [sp] = s.battlefield(0, ['Sponge']);
  s.battlefield(1, ['Mountain']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  pass(g);
  const bolt = g.players[1]!.hand[0]!;
  act(g, 1, { kind: 'cast', card: bolt, targets: [[{ kind: 'object', id: sp! }]] });
  drain(g);
  assert.equal(g.objects[sp!]!.damage, 3);
  assert.equal(g.players[0]!.life, 23);
});

test('115.1: "becomes the target of a spell or ability an opponent controls" — not for its controller\'s own spells', () => {
  const s = scenario(2, CARDS);
  const [w] = s.battlefield(0, ['Watcher', 'Forest']);
  s.hand(0, ['Giant Growth']);
  s.battlefield(1, ['Forest']);
  s.hand(1, ['Giant Growth']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: g.players[0]!.hand[0]!, targets: [[{ kind: 'object', id: w! }]] });
  drain(g);
  assert.equal(g.players[0]!.life, 20);
  pass(g);
  act(g, 1, { kind: 'cast', card: g.players[1]!.hand[0]!, targets: [[{ kind: 'object', id: w! }]] });
  drain(g);
  assert.equal(g.players[0]!.life, 23);
});

test('702.29c–d: cycling triggers the card\'s own "when you cycle" and "whenever a player cycles"; another discard-self ability does not', () => {
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], hand: ['Cycle Bear', 'Channeler'], battlefield: ['Forest', 'Forest'] },
        { battlefield: ['Cycle Watcher'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  const [bear, channeler] = g.players[0]!.hand;
  act(g, 0, { kind: 'activate', source: channeler!, ability: 0 });
  drain(g);
  assert.equal(g.players[0]!.life, 20);
  assert.equal(g.players[1]!.life, 20, 'discarding for another cost is not cycling');
  act(g, 0, { kind: 'activate', source: bear!, ability: 0 });
  drain(g);
  assert.equal(g.players[0]!.life, 24, "the cycled card's own trigger, from the graveyard");
  assert.equal(g.players[1]!.life, 22, 'a permanent\'s "whenever a player cycles a card"');
});

test('603.10a: "when enchanted creature dies" looks back to what the Aura was attached to (also in a Wrath)', () => {
  const s = scenario(2, CARDS);
  const bears = s.permanent(0, 'Grizzly Bears');
  s.permanent(0, { card: 'Bequest', attachedTo: bears });
  s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains']);
  s.hand(0, ['Wrath of God']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: g.players[0]!.hand[0]!, targets: [] });
  for (
    let i = 0;
    i < 30 && g.pending?.kind === 'priority' && (g.turns[0]!.stack.length > 0 || g.pendingTriggers.length > 0);
    i++
  )
    pass(g);
  assert.equal(g.battlefield.filter((x) => chars(g, x).types.includes('Creature')).length, 0);
  assert.equal(g.players[0]!.life, 27);
});
