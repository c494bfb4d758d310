/**
 * 702.99 cipher: as a spell with cipher resolves, its controller may exile the card encoded on a creature they control;
 * whenever that creature deals combat damage to a player, its controller may cast a copy of the encoded card without
 * paying its mana cost (707.12). The card stays encoded while it remains exiled and the creature remains on the
 * battlefield (702.99c). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function shadowSlice(extra: { hand?: string[]; lands?: string[] } = {}): CardGame {
  modernDef('Shadow Slice');
  return cardGame(
    {
      players: [
        {
          hand: ['Shadow Slice', ...(extra.hand ?? [])],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Island', ...(extra.lands ?? []), 'Grizzly Bears'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

/** The abilities of the creature named `name` whose text mentions cipher. */
const cipherAbilities = (t: CardGame, name: string): number =>
  chars(t.state, t.id(name)).abilities.filter((a) => 'text' in a && /cipher/.test(a.text ?? '')).length;

test('702.99a: Shadow Slice resolves, then is exiled encoded on Grizzly Bears; its combat damage casts a copy', () => {
  const t = shadowSlice();
  t.cast('Shadow Slice', { targets: ['P2'] });
  t.pass(2);
  t.expect({ decision: 'chooseObjects', life: { P2: 17 } }); // the spell's own instruction comes first
  t.choose(['Grizzly Bears']);
  t.expect({ log_cites: ['702.99a', '702.99b'] });
  assert.equal(t.zone('Shadow Slice'), 'exile', 'it never goes to the graveyard');
  assert.equal(cipherAbilities(t, 'Grizzly Bears'), 1, 'the Bears have the cipher trigger');
  t.advance('declareAttackers', 2);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.pass(4); // to combat damage: the Bears deal 2, the trigger goes on the stack
  t.expect({ life: { P2: 15 } });
  t.pass(2); // the trigger resolves: cast a copy?
  t.expect({ decision: 'yesNo' });
  t.choose(true);
  t.choose([['P2']]);
  t.expect({ log_cites: ['707.12', '601.2'] });
  t.pass(2); // the copy resolves
  t.expect({ life: { P2: 12 }, log_cites: ['704.5e'] });
  assert.equal(t.zone('Shadow Slice'), 'exile', 'the encoded card stays in exile; the copy ceased to exist');
  assert.equal(t.zones('Shadow Slice').length, 1);
  assert.equal(cipherAbilities(t, 'Grizzly Bears'), 1, 'still encoded');
});

test('702.99a: the controller may choose no creature — the spell goes to the graveyard as usual', () => {
  const t = shadowSlice();
  t.cast('Shadow Slice', { targets: ['P2'] });
  t.pass(2);
  t.choose([]);
  assert.equal(t.zone('Shadow Slice'), 'graveyard');
  assert.equal(cipherAbilities(t, 'Grizzly Bears'), 0);
});

test('702.99c: a creature that leaves the battlefield no longer has the encoded card; the card stays exiled', () => {
  const t = shadowSlice({ hand: ['Unsummon'], lands: ['Forest', 'Forest'] });
  t.cast('Shadow Slice', { targets: ['P2'] });
  t.pass(2);
  t.choose(['Grizzly Bears']);
  t.cast('Unsummon', { targets: ['Grizzly Bears'] });
  t.pass(2);
  assert.equal(t.zone('Grizzly Bears'), 'hand');
  t.cast('Grizzly Bears');
  t.pass(2);
  assert.equal(t.zone('Grizzly Bears'), 'battlefield');
  assert.equal(cipherAbilities(t, 'Grizzly Bears'), 0, 'a new object (400.7): nothing is encoded on it');
  assert.equal(t.zone('Shadow Slice'), 'exile');
});

test('702.99a: a copy of a spell with cipher is not represented by a card, so it is not encoded', () => {
  modernDef('Last Thoughts');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Last Thoughts'],
          library: ['Island', 'Island', 'Island'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Last Thoughts');
  t.pass(2);
  t.choose(['Grizzly Bears']);
  t.advance('declareAttackers', 2);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.pass(6);
  t.choose(true);
  const hand = t.cards('P1', 'hand').length;
  t.pass(2); // the copy resolves: P1 draws; no encoding is offered for the copy
  assert.equal(t.cards('P1', 'hand').length, hand + 1);
  assert.notEqual(t.pending?.kind, 'chooseObjects');
  assert.equal(t.zone('Last Thoughts'), 'exile');
});

test('608.2d: Hidden Strings — "you may …, then you may …" asks the second even when the first is declined', () => {
  modernDef('Hidden Strings');
  const t = cardGame(
    {
      players: [
        { hand: ['Hidden Strings'], battlefield: ['Island', 'Island', { card: 'Forest', tapped: true }] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Hidden Strings', { targets: [['Grizzly Bears'], ['Forest']] });
  t.pass(2);
  t.expect({ decision: 'yesNo' });
  t.choose(false); // leave the Bears
  t.expect({ decision: 'yesNo' });
  t.choose(true);
  t.choose([1]); // untap the Forest
  assert.equal(t.tapped('Grizzly Bears'), false);
  assert.equal(t.tapped('Forest'), false);
});
