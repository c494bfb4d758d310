/**
 * 702.138c: "~ escapes with [counters] on it" means "~ enters with [counters] on it if it escaped" — a permanent
 * escaped if the spell it became was cast with escape (702.138a). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** P1 (active, main phase) with five Swamps, Underworld Charger ({3}{B}; escape {4}{B}) in `zone`, three other cards in the graveyard. */
function chargerGame(zone: 'hand' | 'graveyard') {
  modernDef('Underworld Charger');
  const others = ['Island', 'Plains', 'Forest'];
  return cardGame(
    {
      players: [
        {
          library: ['Swamp', 'Swamp'],
          hand: zone === 'hand' ? ['Underworld Charger'] : [],
          graveyard: zone === 'graveyard' ? ['Underworld Charger', ...others] : others,
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        },
        { library: ['Swamp', 'Swamp'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.138c: Underworld Charger escapes (for {4}{B}, exiling three other cards) with two +1/+1 counters on it', () => {
  const t = chargerGame('graveyard');
  t.cast('Underworld Charger', { costs: ['Island', 'Plains', 'Forest'] });
  t.resolve();
  t.expect({ zones: { 'Underworld Charger': 'battlefield', Island: 'exile', Plains: 'exile', Forest: 'exile' } });
  assert.equal(t.state.objects[t.id('Underworld Charger')]!.counters['+1/+1'], 2);
  t.expect({ log_cites: ['614.1c'] });
});

test('702.138c: Underworld Charger cast from the hand did not escape — no counters', () => {
  const t = chargerGame('hand');
  t.cast('Underworld Charger');
  t.resolve();
  t.expect({ zones: { 'Underworld Charger': 'battlefield' } });
  assert.equal(t.state.objects[t.id('Underworld Charger')]!.counters['+1/+1'] ?? 0, 0);
});
