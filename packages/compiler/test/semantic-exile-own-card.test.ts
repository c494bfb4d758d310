/**
 * 406.2 / 101.4: "Target player exiles a card from their graveyard", "Target opponent exiles a card from their hand" —
 * that player, not the ability's controller, chooses the card of their own zone (no choice when they hold one or none),
 * and it is exiled. Compiled modern cards in real engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];

test('406.2: Relic of Progenitus — the targeted player chooses which card of their graveyard is exiled', () => {
  modernDef('Relic of Progenitus');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Relic of Progenitus'] },
        { library: [...LIB], graveyard: ['Grizzly Bears', 'Lightning Bolt'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Relic of Progenitus', { ability: '{T}', targets: ['P2'] });
  t.resolve();
  t.expect({ decision: { kind: 'chooseObjects', player: 'P2' } });
  t.choose(['Lightning Bolt'], { by: 'P2' });
  t.expect({ zones: { 'Lightning Bolt': 'exile', 'Grizzly Bears': 'graveyard' }, log_cites: ['406.2'] });
});

test('406.2: Unscrupulous Agent — the target opponent exiles the only card of their hand, with no choice to make', () => {
  modernDef('Unscrupulous Agent');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Unscrupulous Agent'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { library: [...LIB], hand: ['Lightning Bolt'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Unscrupulous Agent');
  t.resolve();
  t.choose(['P2']); // the trigger's target opponent
  t.resolve();
  t.expect({ zones: { 'Lightning Bolt': 'exile' } });
});
