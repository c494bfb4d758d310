/**
 * 201.3: "Choose a [nonland] card name." as a spell resolves; 701.23a–b: "Search [player]'s graveyard, hand, and library
 * for [any number of | all] cards with that name / the same name as that spell and exile them. Then that player
 * shuffles." — in the public graveyard "all" is every one; in the hidden hand and library the searcher may fail to
 * find cards (701.23b). 608.2h: a countered spell's name is its last known information. Real modern cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const zoneNames = (t: ReturnType<typeof cardGame>, player: number, zone: 'hand' | 'graveyard' | 'library'): string[] =>
  t.state.players[player]![zone].map((id) => plain(t.nameOf(id))).sort();
const exiled = (t: ReturnType<typeof cardGame>): string[] => t.state.exile.map((id) => plain(t.nameOf(id))).sort();
const plain = (name: string): string => name.replace(/#\d+$/, '');

const victim = {
  hand: ['Lightning Bolt', 'Shock'],
  graveyard: ['Lightning Bolt'],
  library: ['Island', 'Lightning Bolt', 'Island'],
};

test("201.3 / 701.23a: Memoricide — a land name is refused; 'Lightning Bolt' is named and the three Bolts in the player's graveyard, hand and library are exiled", () => {
  modernDef('Memoricide');
  const t = cardGame(
    {
      players: [{ hand: ['Memoricide'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] }, victim],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Memoricide', { targets: ['P2'] });
  t.resolve();
  t.choose('Island', { refused: true }); // "a nonland card name"
  t.choose('Lightning Bolt');
  t.choose(['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt']);
  assert.deepEqual(exiled(t), ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt']);
  assert.deepEqual(zoneNames(t, 1, 'hand'), ['Shock']);
  assert.deepEqual(zoneNames(t, 1, 'library'), ['Island', 'Island']);
  t.expect({ log_cites: ['201.3', '701.23a'] });
});

test("701.23b: Cranial Extraction — 'all cards with that name': the one in the graveyard is exiled; in the hand and library the searcher may find none", () => {
  modernDef('Cranial Extraction');
  const t = cardGame(
    {
      players: [{ hand: ['Cranial Extraction'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] }, victim],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Cranial Extraction', { targets: ['P2'] });
  t.resolve();
  t.choose('Lightning Bolt');
  t.choose([]); // fails to find the hidden ones
  assert.deepEqual(exiled(t), ['Lightning Bolt']);
  assert.deepEqual(zoneNames(t, 1, 'graveyard'), []);
  assert.deepEqual(zoneNames(t, 1, 'hand'), ['Lightning Bolt', 'Shock']);
});

test("608.2h / 701.23a: Counterbore — the countered Lightning Bolt's name (last known information) finds the other Bolts of its controller", () => {
  modernDef('Counterbore');
  const t = cardGame(
    {
      players: [
        { hand: ['Counterbore'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
        { ...victim, battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['P1'] });
  t.cast('Counterbore', { by: 'P1', targets: ['Lightning Bolt'] });
  t.resolve();
  // The countered Bolt and the one already there are in the graveyard (exiled without a choice); the library's is found.
  t.choose(['Lightning Bolt']);
  assert.deepEqual(exiled(t), ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt']);
  assert.deepEqual(zoneNames(t, 1, 'library'), ['Island', 'Island']);
  t.expect({ life: { P1: 20 } });
});

test("205.4a / 701.23a: Surgical Extraction — a basic land card in a graveyard can't be its target; a Bolt there finds the Bolts in the owner's hand and library", () => {
  modernDef('Surgical Extraction');
  const t = cardGame(
    {
      players: [
        { hand: ['Surgical Extraction'], battlefield: ['Swamp'] },
        { ...victim, graveyard: ['Lightning Bolt', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Surgical Extraction', { targets: ['Island'], refused: true });
  t.cast('Surgical Extraction', { targets: ['Lightning Bolt'] });
  t.resolve();
  t.choose(['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt']);
  assert.deepEqual(exiled(t), ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt']);
  assert.deepEqual(zoneNames(t, 1, 'graveyard'), ['Island']);
});
