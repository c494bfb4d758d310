/**
 * 601.3 / 113.6: a card's own permission to be cast from its owner's graveyard or from exile — "You may cast this card
 * from your graveyard [as long as you control a Zombie] [by discarding a card in addition to paying its other costs |
 * by paying {2}{W} rather than paying its mana cost | using its mutate ability]". Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type ObjectId } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** The cast actions `t`'s player with priority is offered for the card `id`. */
function castOffers(t: CardGame, id: ObjectId): number {
  const d = t.state.pending;
  return d?.kind === 'priority' ? d.actions.filter((a) => a.kind === 'cast' && a.card === id).length : 0;
}

test('601.3: Alien Symbiosis is cast from the graveyard by discarding a card in addition to its mana cost', () => {
  modernDef('Alien Symbiosis');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], graveyard: ['Alien Symbiosis'], battlefield: ['Grizzly Bears', 'Swamp', 'Swamp'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Alien Symbiosis', { targets: ['Grizzly Bears'], costs: ['Lightning Bolt'] });
  t.expect({ zones: { 'Lightning Bolt': 'graveyard' } });
  t.resolve();
  t.expect({ zones: { 'Alien Symbiosis': 'battlefield' } });
  const bears = chars(t.state, t.id('Grizzly Bears'));
  assert.deepEqual([bears.power, bears.toughness], [3, 3]);
  assert.ok(bears.keywords.has('menace'));
});

test('601.3: Alien Symbiosis in the graveyard with no card in hand to discard is not castable', () => {
  const t = cardGame(
    {
      players: [{ graveyard: ['Alien Symbiosis'], battlefield: ['Grizzly Bears', 'Swamp', 'Swamp'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(castOffers(t, t.id('Alien Symbiosis')), 0);
  t.cast('Alien Symbiosis', { targets: ['Grizzly Bears'], refused: true });
});

test('601.3: Gravecrawler may be cast from the graveyard only as long as its owner controls a Zombie', () => {
  modernDef('Gravecrawler');
  const without = cardGame(
    {
      players: [{ graveyard: ['Gravecrawler'], battlefield: ['Swamp'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(castOffers(without, without.id('Gravecrawler')), 0);
  without.cast('Gravecrawler', { refused: { rule: '601.2a' } });
  const t = cardGame(
    {
      players: [{ graveyard: ['Gravecrawler'], battlefield: ['Swamp', 'Walking Corpse'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(castOffers(t, t.id('Gravecrawler')), 1);
  t.cast('Gravecrawler');
  t.resolve();
  t.expect({ zones: { Gravecrawler: 'battlefield' } });
});

test("601.3: an opponent can't cast Gravecrawler from its owner's graveyard", () => {
  const t = cardGame(
    {
      players: [
        { battlefield: ['Swamp', 'Walking Corpse'] },
        { graveyard: ['Gravecrawler'], battlefield: ['Walking Corpse'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(castOffers(t, t.id('Gravecrawler')), 0);
  t.cast('Gravecrawler', { refused: true });
});

test("118.9 / 601.3: Raffine's Guidance from the graveyard costs {2}{W} rather than its mana cost", () => {
  modernDef("Raffine's Guidance");
  const t = cardGame(
    {
      players: [
        { graveyard: ["Raffine's Guidance"], battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Plains'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Raffine's Guidance", { targets: ['Grizzly Bears'] });
  assert.equal(
    t.state.battlefield.filter((id) => chars(t.state, id).name === 'Plains' && t.state.objects[id]!.tapped).length,
    3,
    'three Plains paid {2}{W}',
  );
  t.resolve();
  assert.equal(chars(t.state, t.id('Grizzly Bears')).power, 3);
});

test("118.9 / 601.3: Raffine's Guidance in the graveyard with only {W} available is not castable", () => {
  const t = cardGame(
    {
      players: [{ graveyard: ["Raffine's Guidance"], battlefield: ['Grizzly Bears', 'Plains'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(castOffers(t, t.id("Raffine's Guidance")), 0);
});

test('601.3 / 702.140a: Brokkos is cast from the graveyard only using its mutate ability', () => {
  modernDef('Brokkos, Apex of Forever');
  const t = cardGame(
    {
      players: [
        {
          graveyard: ['Brokkos, Apex of Forever'],
          battlefield: ['Grizzly Bears', 'Island', 'Swamp', 'Swamp', 'Forest', 'Forest', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Brokkos, Apex of Forever', { refused: true }); // not for its mana cost
  t.cast('Brokkos, Apex of Forever', { with: 'mutate', targets: ['Grizzly Bears'] });
  t.resolve();
  t.choose('on top');
  const merged = chars(t.state, t.id('Grizzly Bears'));
  assert.equal(merged.name, 'Brokkos, Apex of Forever', 'mutated over the Bears (702.140c)');
  assert.ok(merged.keywords.has('trample'));
});

test('601.3: Squee, the Immortal is cast from exile by its owner', () => {
  modernDef('Squee, the Immortal');
  const t = cardGame(
    {
      players: [{ exile: ['Squee, the Immortal'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(castOffers(t, t.id('Squee, the Immortal')), 1);
  t.cast('Squee, the Immortal');
  t.resolve();
  t.expect({ zones: { 'Squee, the Immortal': 'battlefield' } });
});

test('601.3: Helbrute is cast from the graveyard by exiling another creature card from it', () => {
  modernDef('Helbrute');
  const t = cardGame(
    {
      players: [
        {
          graveyard: ['Helbrute', 'Grizzly Bears'],
          battlefield: ['Swamp', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Helbrute', { costs: ['Grizzly Bears'] });
  t.expect({ zones: { 'Grizzly Bears': 'exile' } });
  t.resolve();
  t.expect({ zones: { Helbrute: 'battlefield' } });
});

test('601.3: Helbrute alone in the graveyard (no other creature card to exile) is not castable', () => {
  const t = cardGame(
    {
      players: [
        {
          graveyard: ['Helbrute', 'Lightning Bolt'],
          battlefield: ['Swamp', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(castOffers(t, t.id('Helbrute')), 0);
});
