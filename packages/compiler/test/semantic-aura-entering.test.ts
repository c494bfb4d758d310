/**
 * 303.4f–g: an Aura card put onto the battlefield by an effect that doesn't say what it enchants ("Return all
 * enchantment cards from your graveyard to the battlefield") — its controller chooses, as it enters, a permanent it can
 * legally enchant; with none, it stays in the graveyard. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function replenish(p1Field: string[], p2Field: string[]) {
  return cardGame(
    {
      players: [
        {
          hand: ['Replenish'],
          graveyard: ['Pacifism', 'Glorious Anthem'],
          battlefield: [...p1Field, 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { battlefield: p2Field },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('303.4f: Replenish — Pacifism enters attached to the creature its controller chooses', () => {
  modernDef('Replenish');
  const t = replenish(['Grizzly Bears'], ['Craw Wurm']);
  t.cast('Replenish');
  t.resolve();
  t.expect({ decision: 'chooseObjects' }); // Grizzly Bears or Craw Wurm
  t.choose(['Craw Wurm']);
  const pacifism = t.id('Pacifism');
  assert.equal(t.state.objects[pacifism]!.zone, 'battlefield');
  assert.equal(t.state.objects[pacifism]!.attachedTo, t.id('Craw Wurm'));
  t.expect({
    zones: { 'Glorious Anthem': 'battlefield' },
    objects: { 'Grizzly Bears': { pt: '3/3' } },
    log_cites: ['303.4f'],
  });
});

test('303.4f: with one creature to enchant, nothing is asked', () => {
  const t = replenish([], ['Craw Wurm']);
  t.cast('Replenish');
  t.resolve();
  assert.equal(t.state.objects[t.id('Pacifism')]!.attachedTo, t.id('Craw Wurm'));
});

test('303.4g: with nothing to enchant, Pacifism stays in the graveyard; Glorious Anthem returns', () => {
  const t = replenish([], []);
  t.cast('Replenish');
  t.resolve();
  t.expect({ zones: { Pacifism: 'graveyard', 'Glorious Anthem': 'battlefield' }, log_cites: ['303.4g'] });
});

test('303.4f / 701.23a: Planar Bridge finds Pacifism — it enters attached to a creature, not unattached', () => {
  modernDef('Planar Bridge');
  const lands = Array.from({ length: 8 }, () => 'Plains');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Planar Bridge', ...lands], library: ['Pacifism', 'Plains', 'Plains'] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Planar Bridge');
  t.resolve();
  t.choose(['Pacifism']); // the card found
  assert.equal(t.state.objects[t.id('Pacifism')]!.attachedTo, t.id('Craw Wurm'));
  t.expect({ zones: { Pacifism: 'battlefield' }, log_cites: ['303.4f'] });
});

test('303.4f: Kona, Rescue Beastie puts Pacifism from the hand onto the battlefield attached to a creature', () => {
  modernDef('Kona, Rescue Beastie');
  const t = cardGame(
    {
      players: [
        { hand: ['Pacifism'], battlefield: [{ card: 'Kona, Rescue Beastie', tapped: true }] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'endCombat' },
    },
    modernCompiled,
  );
  t.pass(2); // to the second main phase: Survival triggers (Kona is tapped)
  t.resolve();
  t.choose(['Pacifism']);
  t.expect({ decision: 'chooseObjects' }); // Kona or Craw Wurm: both are creatures it can enchant
  t.choose(['Craw Wurm']);
  const pacifism = t.id('Pacifism');
  assert.equal(t.state.objects[pacifism]!.zone, 'battlefield');
  assert.equal(t.state.objects[pacifism]!.attachedTo, t.id('Craw Wurm'));
});

function storm(p2Field: string[]) {
  modernDef('Storm the Festival');
  return cardGame(
    {
      players: [
        {
          hand: ['Storm the Festival'],
          library: ['Pacifism', 'Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Island'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
        },
        { battlefield: p2Field },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('303.4f / 401.2: Storm the Festival puts Pacifism from among the cards looked at attached to a creature', () => {
  const t = storm(['Craw Wurm', 'Llanowar Elves']);
  t.cast('Storm the Festival');
  t.resolve();
  t.choose(['Pacifism', 'Grizzly Bears']);
  // Grizzly Bears enters with Pacifism, so it isn't offered (303.4f); Craw Wurm and Llanowar Elves are.
  t.expect({ decision: 'chooseObjects' });
  t.choose(['Craw Wurm']);
  const pacifism = t.id('Pacifism');
  assert.equal(t.state.objects[pacifism]!.zone, 'battlefield');
  assert.equal(t.state.objects[pacifism]!.attachedTo, t.id('Craw Wurm'));
  t.expect({ zones: { 'Grizzly Bears': 'battlefield' }, log_cites: ['303.4f'] });
});

test('303.4g / 401.2: with no creature to enchant, Pacifism stays in the library and goes to the bottom with the rest', () => {
  const t = storm([]);
  t.cast('Storm the Festival');
  t.resolve();
  t.choose(['Pacifism']);
  t.expect({ zones: { Pacifism: 'library' }, log_cites: ['303.4g'] });
  const lib = t.state.players[t.state.objects[t.id('Pacifism')]!.owner]!.library;
  assert.equal(lib[0], t.id('Island')); // the sixth card is on top; the five looked at went to the bottom
});
