/**
 * "Activate only if …" restrictions (602.5b) and intervening "if" clauses (603.4) read from the turn's history: 700.4
 * "a non-Skeleton creature died under your control this turn" (the records of the creatures that died, as they last
 * existed, 608.2h), 701.9a "you've discarded a card this turn", 603.10a "a card left your graveyard this turn". Real
 * modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(yours: string, theirs: string[] = []) {
  return cardGame(
    {
      players: [
        {
          hand: ['Lightning Bolt'],
          graveyard: ['Cult Conscript'],
          battlefield: [yours, 'Mountain', 'Swamp', 'Swamp'],
        },
        { battlefield: theirs },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('602.5b / 700.4: Cult Conscript returns only once a non-Skeleton creature died under your control this turn', () => {
  modernDef('Cult Conscript');
  const t = game('Grizzly Bears');
  t.activate('Cult Conscript', { refused: true }); // nothing died yet
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.activate('Cult Conscript');
  t.resolve();
  assert.equal(t.zone('Cult Conscript'), 'battlefield');
  assert.equal(t.tapped('Cult Conscript'), true, 'it enters tapped');
});

test("602.5b / 700.4: Cult Conscript doesn't return after a Skeleton of yours or an opponent's creature died", () => {
  modernDef('Cult Conscript');
  for (const [yours, theirs, bolted] of [
    ['Drudge Skeletons', [], 'Drudge Skeletons'],
    ['Mountain', ['Grizzly Bears'], 'Grizzly Bears'],
  ] as const) {
    const t = game(yours, [...theirs]);
    t.cast('Lightning Bolt', { targets: [bolted] });
    t.resolve();
    assert.equal(t.zone(bolted), 'graveyard');
    t.activate('Cult Conscript', { refused: true });
  }
});

test("602.5b / 701.9a: Gilt-Blade Prowler draws only once you've discarded a card this turn", () => {
  modernDef('Gilt-Blade Prowler');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Tormenting Voice', 'Island'],
          battlefield: ['Gilt-Blade Prowler', 'Mountain', 'Mountain', 'Swamp'],
          library: ['Island', 'Island', 'Island', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Gilt-Blade Prowler', { refused: true });
  t.cast('Tormenting Voice', { costs: ['Island'], pay: ['Mountain', 'Mountain'] }); // 701.9a: discarding to pay a cost
  t.resolve();
  t.activate('Gilt-Blade Prowler');
  t.resolve();
  assert.equal(t.cards('P1', 'hand').length, 3, 'two from Tormenting Voice, one from Gilt-Blade Prowler');
  assert.equal(t.life('P1'), 19);
});

test('603.4 / 603.10a: Relic Retriever makes a Treasure at the end step only if a card left your graveyard this turn', () => {
  modernDef('Relic Retriever');
  for (const raise of [true, false]) {
    const t = cardGame(
      {
        players: [
          { hand: ['Raise Dead'], graveyard: ['Grizzly Bears'], battlefield: ['Relic Retriever', 'Swamp'] },
          { library: ['Island'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    if (raise) t.cast('Raise Dead', { targets: ['Grizzly Bears'] }).resolve();
    t.advance('end');
    if (raise) t.resolve(); // 603.4: with nothing gone from the graveyard, the ability doesn't trigger
    assert.equal(t.zones('Treasure').length, raise ? 1 : 0, raise ? 'Grizzly Bears left' : 'nothing left');
  }
});

test("602.5b / 701.17a: Detective's Satchel makes a Thopter only once you've sacrificed an artifact this turn", () => {
  modernDef("Detective's Satchel");
  const t = cardGame(
    {
      players: [
        { battlefield: ["Detective's Satchel", 'Mind Stone', 'Island'], library: ['Island', 'Island'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate("Detective's Satchel", { refused: true });
  t.activate('Mind Stone', { ability: 'Sacrifice' });
  t.resolve();
  assert.equal(t.zone('Mind Stone'), 'graveyard');
  t.activate("Detective's Satchel");
  t.resolve();
  assert.equal(t.zones('Thopter').length, 1);
});
