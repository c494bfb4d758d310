/**
 * 702.167a craft: "Craft with [materials] [cost]" — "[Cost], Exile this permanent, Exile [materials] from among
 * permanents you control and/or cards in your graveyard: Return this card to the battlefield transformed under its
 * owner's control. Activate only as a sorcery." 702.167b: a material named by a type alone is a permanent or a
 * graveyard card. 712.14: the card enters with its back face up. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('702.167a: Idol of the Deep King crafted with an artifact card from the graveyard returns as Sovereign\u2019s Macuahuitl', () => {
  modernDef("Idol of the Deep King // Sovereign's Macuahuitl");
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            "Idol of the Deep King // Sovereign's Macuahuitl",
            'Grizzly Bears',
            'Mountain',
            'Mountain',
            'Mountain',
          ],
          graveyard: ['Ornithopter'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Idol of the Deep King', { ability: 'Craft', costs: ['Ornithopter'] });
  assert.equal(t.state.objects[t.id('Ornithopter')]!.zone, 'exile', 'the material is exiled as a cost');
  t.resolve();
  const idol = t.state.battlefield.find((id) => chars(t.state, id).name === "Sovereign's Macuahuitl");
  assert.ok(idol !== undefined, 'the card is back on the battlefield with its back face up');
  assert.equal(t.state.objects[idol]!.transformed, true);
  // The back face's "When this Equipment enters, attach it to target creature you control."
  t.choose(['Grizzly Bears']);
  t.resolve();
  assert.equal(t.state.objects[idol]!.attachedTo, t.id('Grizzly Bears'));
  assert.equal(chars(t.state, t.id('Grizzly Bears')).power, 4, 'equipped creature gets +2/+0');
  t.expect({ log_cites: ['702.167a', '712.14'] });
});

test('702.167b: Visage of Dread is crafted with two creatures — one on the battlefield and one in the graveyard', () => {
  modernDef('Visage of Dread // Dread Osseosaur');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Visage of Dread // Dread Osseosaur', 'Grizzly Bears', ...Array(6).fill('Swamp')],
          graveyard: ['Hill Giant'],
          library: ['Swamp', 'Swamp', 'Swamp'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Visage of Dread', { ability: 'Craft', costs: ['Grizzly Bears', 'Hill Giant'] });
  assert.equal(t.state.objects[t.id('Grizzly Bears')]!.zone, 'exile');
  assert.equal(t.state.objects[t.id('Hill Giant')]!.zone, 'exile');
  t.resolve();
  const o = t.state.battlefield.find((id) => chars(t.state, id).name === 'Dread Osseosaur');
  assert.ok(o !== undefined);
  assert.deepEqual([chars(t.state, o).power, chars(t.state, o).toughness], [5, 4]);
});

test('702.167a: craft is activated only as a sorcery, and the permanent itself is no material', () => {
  modernDef('Tithing Blade // Consuming Sepulcher');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Tithing Blade // Consuming Sepulcher', 'Grizzly Bears', ...Array(5).fill('Swamp')] },
        {},
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.pass(); // P1 gets priority during P2's main phase
  t.activate('Tithing Blade', {
    ability: 'Craft',
    refused: { code: 'WRONG_TIME' },
  });
  const u = cardGame(
    {
      players: [{ battlefield: ['Inverted Iceberg // Iceberg Titan', ...Array(6).fill('Island')] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  u.activate('Inverted Iceberg', { ability: 'Craft', refused: { rule: '702.167a' } });
});
