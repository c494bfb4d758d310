/**
 * Issue 19: object filters compared with amounts ("with mana value less than or equal to the number of Plains you
 * control", "with power X or less", "with mana value equal to the number of charge counters on ~", "where X is the
 * number of Faeries you control"), each played with real cards. A target's amount is read as the targets are chosen
 * (601.2c, 603.3d) and again on resolution (608.2b); an instruction's as it is followed (608.2h).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef, resolveAll } from './helpers.js';

test('601.2c: Lay Down Arms targets only a creature with mana value up to the number of Plains you control', () => {
  modernDef('Lay Down Arms');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Plains', 'Plains'], hand: ['Lay Down Arms'] },
        { battlefield: ['Hill Giant', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lay Down Arms', { targets: ['Hill Giant'], refused: true }); // mana value 4, two Plains
  t.cast('Lay Down Arms', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  assert.equal(t.zone('Grizzly Bears'), 'exile');
  t.expect({ players: { P2: { life: 23 } } }, 'its controller gains 3 life');
});

test('107.3a: Killing Glare destroys target creature with power X or less, X as announced', () => {
  modernDef('Killing Glare');
  const t = cardGame(
    {
      players: [{ battlefield: landsFor('{3}{B}'), hand: ['Killing Glare'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Killing Glare', { x: 2, targets: ['Hill Giant'], refused: true }); // power 3
  t.cast('Killing Glare', { x: 3, targets: ['Hill Giant'] });
  resolveAll(t.state);
  assert.equal(t.zone('Hill Giant'), 'graveyard');
});

test('603.3d: Spellstutter Sprite counters a spell with mana value up to the number of Faeries you control', () => {
  modernDef('Spellstutter Sprite');
  for (const faeries of [[], ['Pestermite']]) {
    const t = cardGame(
      {
        players: [
          {
            battlefield: [...faeries, 'Forest', 'Forest', 'Island', 'Island'],
            hand: ['Grizzly Bears', 'Spellstutter Sprite'],
          },
          {},
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Grizzly Bears', { pay: ['Forest', 'Forest'] });
    t.cast('Spellstutter Sprite'); // flash: in response to the Bears
    resolveAll(t.state);
    // Grizzly Bears has mana value 2: the Sprite alone is one Faerie (no legal target, 603.3d); with Pestermite, two.
    assert.equal(
      t.zone('Grizzly Bears'),
      faeries.length ? 'graveyard' : 'battlefield',
      `with ${faeries.length + 1} Faeries`,
    );
  }
});

test("608.2b: Spellstutter Sprite's target is checked again with the Faeries you control on resolution", () => {
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Pestermite', 'Forest', 'Forest', 'Island', 'Island'],
          hand: ['Grizzly Bears', 'Spellstutter Sprite'],
        },
        { battlefield: landsFor('{R}'), hand: ['Shock'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { pay: ['Forest', 'Forest'] });
  t.cast('Spellstutter Sprite');
  t.pass(2); // both pass: the Sprite resolves and its trigger targets the Bears (two Faeries)
  t.choose(['Grizzly Bears']);
  t.pass();
  t.cast('Shock', { targets: ['Pestermite'] }); // P2 responds: one Faerie left
  resolveAll(t.state);
  assert.equal(t.zone('Pestermite'), 'graveyard');
  assert.equal(t.zone('Grizzly Bears'), 'battlefield', 'the target became illegal: the ability does not resolve');
});

test('608.2h: Aether Vial puts onto the battlefield a creature card with mana value equal to its charge counters', () => {
  modernDef('Aether Vial');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [{ card: 'Aether Vial', counters: { charge: 2 } }],
          hand: ['Hill Giant', 'Grizzly Bears'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Aether Vial', { ability: '{T}' });
  t.pass(2);
  const d = t.state.pending;
  assert.ok(d?.kind === 'chooseObjects');
  assert.deepEqual(d.options, [t.id('Grizzly Bears')], 'only the card with mana value 2 is offered');
  t.choose(['Grizzly Bears']);
  resolveAll(t.state);
  assert.equal(t.zone('Grizzly Bears'), 'battlefield');
  assert.equal(t.zone('Hill Giant'), 'hand', 'mana value 4, not 2');
});
