/**
 * 614.1a / 614.12: "If ~ would enter, sacrifice a Forest instead. If you do, put ~ onto the battlefield. If you don't,
 * put it into its owner's graveyard." Real modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const setup = (battlefield: string[], hand = ['Heart of Yavimaya']) => ({
  players: [{ hand, battlefield, library: ['Island', 'Island'] }, { library: ['Island', 'Island'] }],
  position: { active: 'P1' as const, step: 'main1' as const },
});

test('614.12: Heart of Yavimaya played with one Forest — the Forest is sacrificed and Heart of Yavimaya enters', () => {
  modernDef('Heart of Yavimaya');
  const t = cardGame(setup(['Forest']), modernCompiled);
  t.play('Heart of Yavimaya');
  t.expect({ zones: { 'Heart of Yavimaya': 'battlefield', Forest: 'graveyard' }, log_cites: ['614.12', '701.21a'] });
});

test('614.12: Heart of Yavimaya played with two Forests — its controller chooses the one sacrificed', () => {
  const t = cardGame(setup(['Forest', 'Forest', 'Plains']), modernCompiled);
  t.play('Heart of Yavimaya');
  t.choose(['Forest#1']);
  t.expect({ zones: { 'Heart of Yavimaya': 'battlefield', Plains: 'battlefield' } });
  t.expect({ players: { P1: { graveyard_count: 1 } } });
});

test("614.12: Heart of Yavimaya played with no Forest — it is put into its owner's graveyard; nothing is sacrificed", () => {
  const t = cardGame(setup(['Plains']), modernCompiled);
  t.play('Heart of Yavimaya');
  t.expect({ zones: { 'Heart of Yavimaya': 'graveyard', Plains: 'battlefield' } });
});

test('614.12: Lotus Vale needs two untapped lands — with exactly two, both are sacrificed', () => {
  modernDef('Lotus Vale');
  const t = cardGame(setup(['Forest', 'Plains'], ['Lotus Vale']), modernCompiled);
  t.play('Lotus Vale');
  t.expect({ zones: { 'Lotus Vale': 'battlefield', Forest: 'graveyard', Plains: 'graveyard' } });
});
