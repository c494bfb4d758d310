/**
 * 608.2c / 608.2h: "If that creature was a Human / has infect / has a +1/+1 counter on it / 's power is 0 or less, …"
 * — a condition on the object an earlier instruction of the same spell named (its target), read as it is now or, once
 * it has left the battlefield, as it last existed; 614.1a / 700.4: "If that creature or planeswalker would die this
 * turn, exile it instead" (a planeswalker put into a graveyard from the battlefield dies too). Real modern cards in
 * engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(hand: string, lands: string[], theirs: (string | { card: string; counters: Record<string, number> })[]) {
  return cardGame(
    {
      players: [{ hand: [hand], battlefield: lands }, { battlefield: theirs }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

function castAt(t: CardGame, card: string, target: string): CardGame {
  t.cast(card, { targets: [target] });
  t.resolve();
  return t;
}

test("608.2h: Death's Caress — the destroyed creature was a Human: you gain life equal to its last known toughness", () => {
  modernDef("Death's Caress");
  const t = castAt(
    game("Death's Caress", Array(5).fill('Swamp'), ['Elite Vanguard']),
    "Death's Caress",
    'Elite Vanguard',
  );
  assert.equal(t.zone('Elite Vanguard'), 'graveyard');
  assert.equal(t.life('P1'), 21, 'Elite Vanguard (a 2/1 Human Soldier) was a Human: 1 life');
  const u = castAt(
    game("Death's Caress", Array(5).fill('Swamp'), ['Grizzly Bears']),
    "Death's Caress",
    'Grizzly Bears',
  );
  assert.equal(u.zone('Grizzly Bears'), 'graveyard');
  assert.equal(u.life('P1'), 20, 'Grizzly Bears was no Human: no life');
});

test('608.2c: Burn the Impure deals 3 more damage to the controller of a target creature that has infect', () => {
  modernDef('Burn the Impure');
  const t = castAt(
    game('Burn the Impure', ['Mountain', 'Mountain'], ['Glistener Elf']),
    'Burn the Impure',
    'Glistener Elf',
  );
  assert.equal(t.life('P2'), 17);
  const u = castAt(
    game('Burn the Impure', ['Mountain', 'Mountain'], ['Grizzly Bears']),
    'Burn the Impure',
    'Grizzly Bears',
  );
  assert.equal(u.life('P2'), 20, 'no infect: no damage to its controller');
});

test('608.2c: Bring Low deals 5 damage instead of 3 to a creature with a +1/+1 counter on it', () => {
  modernDef('Bring Low');
  const lands = Array(4).fill('Mountain');
  const t = castAt(
    game('Bring Low', lands, [{ card: 'Air Elemental', counters: { '+1/+1': 1 } }]),
    'Bring Low',
    'Air Elemental',
  );
  assert.equal(t.zone('Air Elemental'), 'graveyard', 'a 5/5 with a counter takes 5 damage');
  const u = castAt(game('Bring Low', lands, ['Air Elemental']), 'Bring Low', 'Air Elemental');
  assert.equal(u.object('Air Elemental').damage, 3);
});

test("608.2c: Depressurize destroys the creature if that creature's power is 0 or less after -3/-0", () => {
  modernDef('Depressurize');
  const t = castAt(game('Depressurize', ['Swamp', 'Swamp'], ['Hill Giant']), 'Depressurize', 'Hill Giant');
  assert.equal(t.zone('Hill Giant'), 'graveyard', 'a 3/3 at 0 power is destroyed');
  const u = castAt(game('Depressurize', ['Swamp', 'Swamp'], ['Air Elemental']), 'Depressurize', 'Air Elemental');
  assert.equal(u.zone('Air Elemental'), 'battlefield', 'a 4/4 at 1 power stays');
});

test('614.1a / 700.4: Fanged Flames exiles the planeswalker it would kill (a planeswalker dies too)', () => {
  modernDef('Fanged Flames');
  const lands = Array(4).fill('Mountain');
  const t = castAt(
    game('Fanged Flames', lands, [{ card: 'Jace Beleren', counters: { loyalty: 3 } }]),
    'Fanged Flames',
    'Jace Beleren',
  );
  assert.equal(t.zone('Jace Beleren'), 'exile', '704.5i: put into the graveyard with no loyalty — exiled instead');
  t.expect({ log_cites: ['614.1a', '700.4'] });
  const u = castAt(game('Fanged Flames', lands, ['Hill Giant']), 'Fanged Flames', 'Hill Giant');
  assert.equal(u.zone('Hill Giant'), 'exile');
});

test('608.2h: Overgrowth Elemental — "if that creature was an Elemental" reads the creature that died as it last existed', () => {
  modernDef('Overgrowth Elemental');
  for (const [dying, counters] of [
    ['Air Elemental', 1],
    ['Hill Giant', 0],
  ] as const) {
    const t = cardGame(
      {
        players: [{ hand: ['Doom Blade'], battlefield: ['Overgrowth Elemental', dying, 'Swamp', 'Swamp'] }, {}],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Doom Blade', { targets: [dying] });
    t.resolve('all');
    assert.equal(t.zone(dying), 'graveyard');
    assert.equal(t.life('P1'), 21, 'you gain 1 life either way');
    assert.equal(t.counters('Overgrowth Elemental', '+1/+1'), counters, `${dying} died`);
  }
});
