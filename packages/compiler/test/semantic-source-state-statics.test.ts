/**
 * 611.3b: a static ability "As long as ~ is untapped / tapped, …" applies only while its condition is true — a layered
 * effect (613), a damage prevention (615.1a) or a redirection (614.9) of real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame, type PermanentSpec } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = Array(8).fill('Plains');

/** P2 attacks P1 with `attackers` (P1 has `p1` on the battlefield) and combat damage is dealt. */
function attackP1(p1: readonly PermanentSpec[], attackers: readonly string[]): CardGame {
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: [...p1] },
        { library: [...LIB], battlefield: [...attackers] },
      ],
      position: { active: 'P2', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
  t.attack(Object.fromEntries(attackers.map((a) => [a, 'P1'])));
  t.advance('main2');
  return t;
}

/** P1 casts Shock at the named permanent of P2. */
function shock(angel: PermanentSpec): CardGame {
  return cardGame(
    {
      players: [{ hand: ['Shock'], battlefield: ['Mountain'] }, { battlefield: [angel] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('611.3b / 702.16b: untapped Pristine Angel has protection from each color — Shock cannot target it', () => {
  modernDef('Pristine Angel');
  const t = shock('Pristine Angel');
  t.cast('Shock', { targets: ['Pristine Angel'], refused: true });
});

test('611.3b: tapped Pristine Angel has no protection — Shock targets it and deals 2 damage', () => {
  modernDef('Pristine Angel');
  const t = shock({ card: 'Pristine Angel', tapped: true });
  t.cast('Shock', { targets: ['Pristine Angel'] });
  t.resolve();
  assert.equal(t.object('Pristine Angel').damage, 2);
});

test('611.3b / 615.1a: untapped Thunderstaff prevents 1 of the combat damage a creature would deal you', () => {
  modernDef('Thunderstaff');
  const t = attackP1(['Thunderstaff'], ['Grizzly Bears']);
  assert.equal(t.life('P1'), 19);
  t.expect({ log_cites: ['615.1a'] });
});

test('611.3b: tapped Thunderstaff prevents nothing', () => {
  modernDef('Thunderstaff');
  const t = attackP1([{ card: 'Thunderstaff', tapped: true }], ['Grizzly Bears']);
  assert.equal(t.life('P1'), 18);
});

test('611.3b / 613.1d: tapped Futurist Operative is a 1/1 Human Citizen ; untapped by its own ability, it is not', () => {
  modernDef('Futurist Operative');
  const t = cardGame(
    {
      players: [{ battlefield: [{ card: 'Futurist Operative', tapped: true }, 'Island', 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.deepEqual(t.pt('Futurist Operative'), [1, 1]);
  assert.deepEqual(t.chars('Futurist Operative').subtypes, ['Human', 'Citizen']);
  t.activate('Futurist Operative');
  t.resolve();
  assert.equal(t.tapped('Futurist Operative'), false);
  assert.notDeepEqual(t.pt('Futurist Operative'), [1, 1]);
  assert.equal(t.chars('Futurist Operative').subtypes.includes('Citizen'), false);
});

test('611.3b / 614.9: untapped Veteran Bodyguard takes the damage unblocked creatures would deal you', () => {
  modernDef('Veteran Bodyguard');
  const t = attackP1(['Veteran Bodyguard'], ['Grizzly Bears']);
  assert.equal(t.life('P1'), 20);
  assert.equal(t.object('Veteran Bodyguard').damage, 2);
  t.expect({ log_cites: ['614.1a'] });
});

test('611.3b: tapped Veteran Bodyguard redirects nothing', () => {
  modernDef('Veteran Bodyguard');
  const t = attackP1([{ card: 'Veteran Bodyguard', tapped: true }], ['Grizzly Bears']);
  assert.equal(t.life('P1'), 18);
  assert.equal(t.object('Veteran Bodyguard').damage, 0);
});

test('611.3b / 614.9: untapped Weathered Bodyguards takes the combat damage of unblocked creatures', () => {
  modernDef('Weathered Bodyguards');
  const t = attackP1(['Weathered Bodyguards'], ['Grizzly Bears']);
  assert.equal(t.life('P1'), 20);
  assert.equal(t.object('Weathered Bodyguards').damage, 2);
});

test('614.9: Weathered Bodyguards redirects only combat damage — a Shock at you still hits you', () => {
  modernDef('Weathered Bodyguards');
  const t = cardGame(
    {
      players: [{ battlefield: ['Weathered Bodyguards'] }, { hand: ['Shock'], battlefield: ['Mountain'] }],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['P1'] });
  t.resolve();
  assert.equal(t.life('P1'), 18);
});

test('611.3b / 614.9: untapped Martyrs of Korlis takes the damage artifacts would deal you, not other damage', () => {
  modernDef('Martyrs of Korlis');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Martyrs of Korlis'] },
        { hand: ['Shock'], battlefield: ['Rod of Ruin', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Rod of Ruin', { targets: ['P1'] });
  t.resolve();
  assert.equal(t.life('P1'), 20);
  assert.equal(t.object('Martyrs of Korlis').damage, 1);
  t.cast('Shock', { targets: ['P1'] });
  t.resolve();
  assert.equal(t.life('P1'), 18);
});
