/**
 * 401.4: when an effect puts two or more cards on the top or bottom of a library at the same time, their owner
 * orders them: a decision (orderObjects, first = topmost), asked of each owner in APNAP order. Real cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { submitInPlace } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test("401.4: Hallowed Burial puts all creatures on the bottom of their owners' libraries; each owner orders their own", () => {
  def('Hallowed Burial');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island'],
          hand: ['Hallowed Burial'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears', 'Hill Giant'],
        },
        { library: ['Island'], battlefield: ['Llanowar Elves', 'Serra Angel', 'Savannah Lions'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Hallowed Burial');
  t.pass();
  t.pass();
  const d0 = g.pending!;
  assert.ok(
    d0.kind === 'orderObjects' && d0.player === 0 && d0.objects.length === 2,
    `the active player orders first, got ${d0.kind}`,
  );
  ok(g, 0, { kind: 'orderObjects', objects: [id(g, 'Hill Giant'), id(g, 'Grizzly Bears')] });
  const d1 = g.pending!;
  assert.ok(
    d1.kind === 'orderObjects' && d1.player === 1 && d1.objects.length === 3,
    `then the opponent, got ${d1.kind}`,
  );
  const angel = id(g, 'Serra Angel');
  const lions = id(g, 'Savannah Lions');
  const elves = id(g, 'Llanowar Elves');
  ok(g, 1, { kind: 'orderObjects', objects: [lions, angel, elves] });
  const lib = (p: number): string[] => g.players[p]!.library.map((x) => g.cards[g.objects[x]!.defKey]!.name);
  assert.deepEqual(lib(0), ['Island', 'Hill Giant', 'Grizzly Bears']);
  assert.deepEqual(lib(1), ['Island', 'Savannah Lions', 'Serra Angel', 'Llanowar Elves']);
  assert.ok(g.log.some((e) => e.rules.includes('401.4')));
});

test("401.4: an order that isn't a permutation of the cards is refused and the decision stays", () => {
  def('Hallowed Burial');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Hallowed Burial'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears', 'Hill Giant'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Hallowed Burial');
  t.pass();
  t.pass();
  assert.equal(g.pending?.kind, 'orderObjects');
  const bears = id(g, 'Grizzly Bears');
  const before = JSON.stringify(g);
  const r = submitInPlace(g, 0, { kind: 'orderObjects', objects: [bears, bears] });
  assert.equal(r.ok, false);
  assert.equal(JSON.stringify(g), before);
});
