/** The card-name test language (cardGame): the scenario verbs, typed, over the same parser and runner as the files. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ExpectationError, ScenarioError, cardGame } from '../src/index.js';

// The example of docs/scenarios.md, "From TypeScript tests".
test('704.5g: Lightning Bolt kills Grizzly Bears, written in the card-name test language', () => {
  const g = cardGame({
    players: [
      { name: 'Alex', battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      { name: 'Bianca', battlefield: ['Grizzly Bears'] },
    ],
    position: { turn: 2, active: 'Alex', step: 'main1' },
  });
  g.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  g.expect({ stack: ['Lightning Bolt'], objects: { Mountain: { tapped: true } } });
  g.resolve();
  g.expect({ zones: { 'Grizzly Bears': 'graveyard' }, life: { Bianca: 20 }, log_cites: ['704.5g'] });
  assert.equal(g.zone('Grizzly Bears'), 'graveyard');
  assert.ok(g.cites('704.5g'));
});

test('508.1 / 509.1 / 510.2: attack, block and combat damage by card name', () => {
  const g = cardGame({
    players: [
      { name: 'Alex', battlefield: ['Hill Giant', 'Grizzly Bears'] },
      { name: 'Bianca', battlefield: ['Savannah Lions'] },
    ],
    position: { active: 'Alex', step: 'main1' },
  });
  g.attack(['Hill Giant', 'Grizzly Bears']).block({ 'Savannah Lions': 'Grizzly Bears' }).advance('main2');
  g.expect({ life: { Bianca: 17 }, zones: { 'Savannah Lions': 'graveyard', 'Grizzly Bears': 'graveyard' } });
  assert.equal(g.life('Bianca'), 17);
  assert.deepEqual(g.pt('Hill Giant'), [3, 3]);
  assert.equal(g.tapped('Hill Giant'), true);
});

test('601.2c: a refused step is expected with refused:, and leaves the state unchanged', () => {
  const g = cardGame({
    players: [{ battlefield: ['Mountain'], hand: ['Flame Slash'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  g.cast('Flame Slash', { targets: ['P2'], refused: 'ILLEGAL_TARGET' });
  assert.throws(() => g.cast('Flame Slash', { targets: ['P2'], refused: 'WRONG_TIME' }), ExpectationError);
  assert.throws(() => g.cast('Flame Slash', { targets: ['P2'] }), /cast Flame Slash: .*ILLEGAL_TARGET|target/);
  g.expect({ players: { P1: { hand: ['Flame Slash'] } } });
});

test('names: an unknown name and an ambiguous one are errors naming the card and the verb', () => {
  const g = cardGame({
    players: [{ name: 'Alex', battlefield: ['Mountain', 'Mountain'], hand: ['Shock'] }, { name: 'Bianca' }],
    position: { active: 'Alex', step: 'main1' },
  });
  assert.throws(
    () => g.cast('Shokc', { targets: ['Bianca'] }),
    (e: unknown) =>
      e instanceof ScenarioError && /cast Shokc: spell "Shokc": no object of that name.*"Shock"/.test(e.message),
  );
  assert.throws(() => g.tapped('Mountain'), /Mountain.*ambiguous: 2 objects/);
  assert.equal(g.tapped('Mountain#2'), false);
  assert.throws(() => g.id('Shock', 'graveyard'), /"Shock" is not in graveyard \(Shock in hand\)/);
  assert.throws(() => g.life('Carissa'), /player Carissa: no player named "Carissa"/);
  assert.throws(
    () => cardGame({ players: [{ hand: ['Lightning Blot'] }, {}], position: { active: 'P1', step: 'main1' } }),
    /Lightning Blot.*Lightning Bolt/,
  );
  const failed = g.check({ life: { Bianca: 17 } });
  assert.match(failed[0]!.message, /Bianca's life: expected 17, got 20/);
});
