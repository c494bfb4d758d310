/** 401.2 / 101.1 / 401.4: "Look at the top N cards of a library, put some of them … and the rest …" (lookAtTop). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardDefinition, Effect, LookPick } from '../src/index.js';
import { act, id, names, ok, pass, scenario } from './helpers.js';

function sorcery(name: string, effect: Effect, targetPlayer = false): CardDefinition {
  return {
    name,
    manaCost: '{U}',
    supertypes: [],
    types: ['Sorcery'],
    subtypes: [],
    oracleText: '',
    abilities: [
      {
        kind: 'spell',
        targets: targetPlayer
          ? [{ count: { min: 1, max: 1 }, filter: { kind: 'player', relation: 'any' }, text: 'target player' }]
          : [],
        effects: [effect],
      },
    ],
  };
}

function look(
  picks: LookPick[],
  rest: Extract<Effect, { kind: 'lookAtTop' }>['rest'],
  restOrder: 'any' | 'random' | 'owner' = 'any',
  n = 4,
  library: Extract<Effect, { kind: 'lookAtTop' }>['library'] = { kind: 'you' },
): Effect {
  return { kind: 'lookAtTop', library, count: { kind: 'fixed', n }, picks, rest, restOrder };
}

function game(effect: Effect, targetPlayer = false) {
  const s = scenario(2, { Peek: sorcery('Peek', effect, targetPlayer) });
  s.battlefield(0, ['Island']);
  s.hand(0, ['Peek']);
  s.library(0, ['Grizzly Bears', 'Island', 'Hill Giant', 'Forest', 'Mountain', 'Plains']);
  s.library(1, ['Plains', 'Swamp', 'Llanowar Elves', 'Forest', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Peek', 'hand'),
    ...(targetPlayer ? { targets: [[{ kind: 'player', player: 1 }]] } : {}),
  });
  pass(g);
  pass(g);
  return g;
}

test('401.2: put one of the top four into your hand, the rest on the bottom in any order (the controller orders them)', () => {
  const g = game(look([{ n: 1, upTo: false, reveal: false, to: 'hand' }], 'bottom'));
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.player === 0 && d.min === 1 && d.max === 1);
  assert.deepEqual(names(g, d.options), ['Grizzly Bears', 'Island', 'Hill Giant', 'Forest']);
  ok(g, 0, { kind: 'chooseObjects', objects: [d.options[2]!] });
  const o = g.pending!;
  assert.ok(o.kind === 'orderObjects' && o.player === 0);
  ok(g, 0, { kind: 'orderObjects', objects: [...o.objects].reverse() });
  assert.deepEqual(names(g, g.players[0]!.hand), ['Hill Giant']);
  assert.deepEqual(names(g, g.players[0]!.library), ['Mountain', 'Plains', 'Forest', 'Island', 'Grizzly Bears']);
});

test('701.20a: "you may reveal a creature card from among them" offers only matching cards, and may take none', () => {
  const g = game(
    look(
      [{ n: 1, upTo: true, reveal: true, to: 'hand', filter: { kind: 'object', match: { types: ['Creature'] } } }],
      'bottom',
      'random',
    ),
  );
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.min === 0 && d.max === 1);
  assert.deepEqual(names(g, d.options), ['Grizzly Bears', 'Hill Giant']);
  ok(g, 0, { kind: 'chooseObjects', objects: [] });
  // Random order: no decision; all four are now below the two that were not looked at.
  assert.equal(g.players[0]!.hand.length, 0);
  assert.deepEqual(names(g, g.players[0]!.library.slice(0, 2)), ['Mountain', 'Plains']);
  assert.deepEqual(names(g, g.players[0]!.library.slice(2)).sort(), [
    'Forest',
    'Grizzly Bears',
    'Hill Giant',
    'Island',
  ]);
});

test('"Put two of them into your hand and the rest into your graveyard"', () => {
  const g = game(look([{ n: 2, upTo: false, reveal: false, to: 'hand' }], 'graveyard', 'any', 3));
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.min === 2);
  ok(g, 0, { kind: 'chooseObjects', objects: [d.options[0]!, d.options[1]!] });
  assert.deepEqual(names(g, g.players[0]!.hand).sort(), ['Grizzly Bears', 'Island']);
  assert.deepEqual(names(g, g.players[0]!.graveyard).sort(), ['Hill Giant', 'Peek']);
});

test("401.4: the rest put back on top of another player's library, in no stated order, are arranged by their owner", () => {
  const g = game(
    look([{ n: 1, upTo: false, reveal: false, to: 'graveyard' }], 'top', 'owner', 3, { kind: 'target', target: 0 }),
    true,
  );
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.player === 0);
  assert.deepEqual(names(g, d.options), ['Plains', 'Swamp', 'Llanowar Elves']);
  ok(g, 0, { kind: 'chooseObjects', objects: [d.options[2]!] });
  const o = g.pending!;
  assert.ok(o.kind === 'orderObjects' && o.player === 1, 'the owner orders');
  ok(g, 1, { kind: 'orderObjects', objects: [...o.objects].reverse() });
  assert.deepEqual(names(g, g.players[1]!.graveyard), ['Llanowar Elves']);
  assert.deepEqual(names(g, g.players[1]!.library), ['Swamp', 'Plains', 'Forest', 'Island']);
});

test('"then put them back in any order" with fewer cards in the library than N looks at all of them', () => {
  const g = game(look([], 'top', 'any', 10));
  const o = g.pending!;
  assert.ok(o.kind === 'orderObjects' && o.objects.length === 6);
  ok(g, 0, { kind: 'orderObjects', objects: [...o.objects].reverse() });
  assert.deepEqual(names(g, g.players[0]!.library), [
    'Plains',
    'Mountain',
    'Forest',
    'Hill Giant',
    'Island',
    'Grizzly Bears',
  ]);
});
