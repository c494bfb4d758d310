/**
 * 700.13 Committing a crime (issue 19), with real cards of the modern pool: a player commits a crime as they cast a
 * spell, activate an ability or put a triggered ability on the stack that targets an opponent, something an opponent
 * controls, or a card in an opponent's graveyard; "Whenever you commit a crime" triggers then.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const lib = (): string[] => ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'];
const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame(
    {
      players: [
        { library: lib(), ...p1 },
        { library: lib(), ...p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );

test('700.13: Raven of Fell Omens — Lightning Bolt at an opponent is a crime; the ability triggers only once each turn', () => {
  modernDef('Raven of Fell Omens');
  const t = game(
    { battlefield: ['Raven of Fell Omens', 'Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'] },
    { battlefield: ['Grizzly Bears'] },
  );
  t.cast('Lightning Bolt', { targets: ['P2'] });
  resolveAll(t.state);
  t.expect({ life: { P1: 21, P2: 16 }, log_contains: ["Raven of Fell Omens's triggered ability"] });
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] }); // a crime too: a creature an opponent controls
  resolveAll(t.state);
  t.expect({ life: { P1: 21, P2: 16 }, objects: { 'Grizzly Bears': 'graveyard' } });
});

test('700.13: targeting only your own things is no crime', () => {
  modernDef('Raven of Fell Omens');
  const t = game({
    battlefield: ['Raven of Fell Omens', 'Grizzly Bears', 'Mountain', 'Mountain'],
    hand: ['Lightning Bolt', 'Lightning Bolt'],
  });
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.cast('Lightning Bolt', { targets: ['P1'] });
  resolveAll(t.state);
  t.expect({ life: { P1: 17, P2: 20 }, log_not_contains: ["Raven of Fell Omens's triggered ability"] });
});

test("700.13: Blood Hustler — its own activated ability targeting an opponent is a crime; so is Bojuka Bog's trigger", () => {
  modernDef('Blood Hustler');
  const t = game({
    battlefield: ['Blood Hustler', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
    hand: ['Bojuka Bog'],
  });
  t.activate('Blood Hustler', { targets: ['P2'] });
  resolveAll(t.state);
  t.expect({ life: { P1: 21, P2: 19 }, objects: { 'Blood Hustler': { counters: { '+1/+1': 1 } } } });
  t.advance('main1', 4); // P1's next turn
  t.play('Bojuka Bog');
  resolveAll(t.state, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  t.expect({ objects: { 'Blood Hustler': { counters: { '+1/+1': 2 } } } });
});

test('700.13: Forsaken Miner — from the graveyard, pay {B} as you commit a crime to return it', () => {
  modernDef('Forsaken Miner');
  const t = game({ battlefield: ['Mountain', 'Swamp'], graveyard: ['Forsaken Miner'], hand: ['Lightning Bolt'] });
  t.cast('Lightning Bolt', { targets: ['P2'], pay: ['Mountain'] });
  resolveAll(t.state, { yes: true });
  t.expect({ objects: { 'Forsaken Miner': 'battlefield' }, life: { P2: 17 } });
});

test("700.13: Overzealous Muscle — a crime during an opponent's turn doesn't make it indestructible; during yours it does", () => {
  modernDef('Overzealous Muscle');
  const t = game({
    battlefield: ['Overzealous Muscle', 'Mountain', 'Mountain'],
    hand: ['Lightning Bolt', 'Lightning Bolt'],
  });
  t.advance('upkeep', 3); // P2's turn
  t.cast('Lightning Bolt', { targets: ['P2'], by: 'P1' });
  resolveAll(t.state);
  assert.ok(!t.chars('Overzealous Muscle').keywords.has('indestructible'));
  t.advance('main1', 4);
  t.cast('Lightning Bolt', { targets: ['P2'] });
  resolveAll(t.state);
  assert.ok(t.chars('Overzealous Muscle').keywords.has('indestructible'));
});
