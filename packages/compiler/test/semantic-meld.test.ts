/**
 * 701.42 meld / 712.4 meld cards compiled from Oracle text: "…, if you both own and control ~ and a creature named …,
 * exile them, then meld them into …" (Gisela and Bruna, Hanweir Battlements and Hanweir Garrison, Graf Rats and
 * Midnight Scavengers). 903.3b: a commander melded with the other card of its pair.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Scenario,
  STARTER_BY_NAME,
  chars,
  isCommander,
  manaValueOf,
  type GameState,
  type ObjectId,
} from '@arbiter/engine';
import { act, def, id, ok, pass, passUntilNextTurn, pool, resolveAll, scenario } from './helpers.js';

function named(g: GameState, name: string): ObjectId[] {
  return g.battlefield.filter((x) => chars(g, x).name === name);
}

/** Passes priority until `step` of the active player's turn with priority (the triggers there are on the stack). */
function passTo(g: GameState, step: string): GameState {
  for (let i = 0; i < 100 && !(g.turns[0]!.step === step && g.pending?.kind === 'priority'); i++) {
    const d = g.pending;
    if (d?.kind !== 'priority') break;
    pass(g);
  }
  return g;
}

test('701.42a / 712.4: Gisela, the Broken Blade and Bruna, the Fading Light compile and meld at the end step into Brisela, Voice of Nightmares', () => {
  assert.ok(def('Gisela, the Broken Blade').meldResult, 'Gisela keeps its meld result');
  assert.equal(def('Bruna, the Fading Light').meldResult?.name, 'Brisela, Voice of Nightmares');
  const s = scenario();
  s.battlefield(0, ['Gisela, the Broken Blade', 'Bruna, the Fading Light']);
  const g = s.start({ active: 0, step: 'main2' });
  passTo(g, 'end');
  resolveAll(g);
  const [b] = named(g, 'Brisela, Voice of Nightmares');
  assert.ok(b !== undefined, 'one melded permanent');
  const c = chars(g, b);
  assert.deepEqual([c.power, c.toughness, c.manaValue], [9, 10, 11], '9/10; 202.3c: mana value 4 + 7');
  assert.equal(named(g, 'Gisela, the Broken Blade').length + named(g, 'Bruna, the Fading Light').length, 0);
});

test("603.4: without a creature named Bruna, the Fading Light, Gisela's meld ability does not trigger", () => {
  const s = scenario();
  s.battlefield(0, ['Gisela, the Broken Blade']);
  const g = s.start({ active: 0, step: 'main2' });
  passTo(g, 'end');
  assert.equal(g.turns[0]!.stack.length, 0);
  assert.equal(named(g, 'Gisela, the Broken Blade').length, 1);
});

test("701.42a: Hanweir Battlements' activated ability melds it with Hanweir Garrison into Hanweir, the Writhing Township", () => {
  // The pair is partial (the melded face's "tapped and attacking" tokens): set up with the partial definitions.
  const s = new Scenario({ players: 2, cards: (n) => pool.compiled(n)?.definition ?? STARTER_BY_NAME[n] });
  s.battlefield(0, [
    { card: 'Hanweir Battlements', summoningSick: false },
    'Hanweir Garrison',
    'Mountain',
    'Mountain',
    'Mountain',
    'Mountain',
    'Mountain',
  ]);
  const g = s.start({ active: 0, step: 'main1' });
  const battlements = id(g, 'Hanweir Battlements');
  const ability = pool
    .compiled('Hanweir Battlements')!
    .definition.abilities.findIndex((a) => a.kind === 'activated' && /meld/.test(a.text));
  act(g, 0, { kind: 'activate', source: battlements, ability });
  resolveAll(g);
  const [h] = named(g, 'Hanweir, the Writhing Township');
  assert.ok(h !== undefined);
  assert.deepEqual([chars(g, h).power, chars(g, h).toughness], [7, 4]);
});

test("903.3b: a commander Gisela, the Broken Blade melded with Bruna makes Brisela, Voice of Nightmares that player's commander", () => {
  const s = new Scenario({
    players: 2,
    cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n],
    options: { commander: 'commander' },
  });
  const [gisela] = s.battlefield(0, ['Gisela, the Broken Blade', 'Bruna, the Fading Light']);
  s.designateCommander(gisela!);
  const g = s.start({ active: 0, step: 'main2' });
  passTo(g, 'end');
  resolveAll(g);
  const [b] = named(g, 'Brisela, Voice of Nightmares');
  assert.ok(b !== undefined && isCommander(g, b));
});

test("707.2 / 712.4: a copy of a melded permanent has the meld result's copiable values — Clone copying Brisela, Voice of Nightmares is a 9/10 Brisela with mana value 0", () => {
  const s = scenario();
  s.battlefield(0, ['Gisela, the Broken Blade', 'Bruna, the Fading Light']);
  s.battlefield(1, ['Island', 'Island', 'Island', 'Island']);
  s.hand(1, ['Clone']);
  s.library(1, ['Island', 'Island']);
  const g = s.start({ active: 0, step: 'main2' });
  passTo(g, 'end');
  resolveAll(g);
  const [brisela] = named(g, 'Brisela, Voice of Nightmares');
  assert.ok(brisela !== undefined);
  passUntilNextTurn(g, 'main1');
  act(g, 1, { kind: 'cast', card: id(g, 'Clone'), targets: [] });
  pass(g);
  pass(g);
  const d = g.pending;
  assert.ok(d?.kind === 'chooseObjects' && d.options.includes(brisela));
  ok(g, 1, { kind: 'chooseObjects', objects: [brisela] });
  resolveAll(g);
  const clone = id(g, 'Clone', 'battlefield');
  const c = chars(g, clone);
  assert.equal(c.name, 'Brisela, Voice of Nightmares');
  assert.deepEqual([c.power, c.toughness], [9, 10]);
  assert.ok(c.keywords.has('flying') && c.keywords.has('first strike') && c.keywords.has('lifelink'));
  assert.equal(
    manaValueOf(c),
    0,
    "the copy's mana value is the meld result's own (202.3c totals only a melded permanent's)",
  );
  assert.equal(chars(g, brisela).manaValue, 11, 'the melded permanent itself: 4 + 7');
});
