/**
 * 609.4b: permissions to cast exiled cards "and you may spend mana as though it were mana of any color / type to cast
 * that spell" (601.2a), compiled from Oracle text and played in engine games with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import type { GameState, ObjectId } from '@arbiter/engine';
import { id, modernCompiled, modernDef } from './helpers.js';

/** Whether `player` is offered to cast `card` now. */
function castable(g: GameState, player: number, card: ObjectId): boolean {
  const d = g.pending;
  return (
    !!d && d.kind === 'priority' && d.player === player && d.actions.some((a) => a.kind === 'cast' && a.card === card)
  );
}

test('609.4b: Hurl Through Hell — the exiled Grizzly Bears is cast with black and red mana (any color), its controller is the caster', () => {
  modernDef('Hurl Through Hell');
  const t = cardGame(
    {
      players: [
        {
          library: ['Swamp', 'Swamp'],
          hand: ['Hurl Through Hell'],
          battlefield: ['Swamp', 'Swamp', 'Mountain', 'Mountain', 'Swamp', 'Mountain'],
        },
        { library: ['Island', 'Island'], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Hurl Through Hell', { targets: ['Grizzly Bears'] });
  t.pass(2);
  t.expect({ zones: { 'Grizzly Bears': 'exile' }, log_cites: ['609.4b'] });
  assert.ok(
    castable(t.state, 0, id(t.state, 'Grizzly Bears', 'exile')),
    'the Bears ({1}{G}) is castable with Swamps and Mountains',
  );
  t.cast('Grizzly Bears');
  t.pass(2);
  t.expect({ players: { P1: { battlefield: { contains: ['Grizzly Bears'] } } } });
});

test('609.4b: Hurl Through Hell — "any color" does not pay {C}: Thought-Knot Seer stays uncastable with only coloured mana', () => {
  modernDef('Hurl Through Hell');
  modernDef('Thought-Knot Seer');
  const t = cardGame(
    {
      players: [
        {
          library: ['Swamp', 'Swamp'],
          hand: ['Hurl Through Hell'],
          battlefield: ['Swamp', 'Swamp', 'Mountain', 'Mountain', 'Swamp', 'Mountain', 'Swamp'],
        },
        { library: ['Island', 'Island'], battlefield: ['Thought-Knot Seer'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Hurl Through Hell', { targets: ['Thought-Knot Seer'] });
  t.pass(2);
  assert.ok(!castable(t.state, 0, id(t.state, 'Thought-Knot Seer', 'exile')), '{3}{C} needs colorless mana');
});

test('609.4b: Hostage Taker — "mana of any type": the exiled Thought-Knot Seer ({3}{C}) is cast with Islands and Swamps', () => {
  modernDef('Hostage Taker');
  modernDef('Thought-Knot Seer');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island'],
          hand: ['Hostage Taker'],
          battlefield: ['Island', 'Island', 'Swamp', 'Swamp', 'Island', 'Swamp', 'Island', 'Swamp'],
        },
        { library: ['Island', 'Island'], battlefield: ['Thought-Knot Seer'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Hostage Taker');
  t.pass(2);
  t.choose(['Thought-Knot Seer']);
  t.pass(2);
  t.choose(['P1']); // the Seer's leaves-the-battlefield trigger, its controller's
  t.resolve();
  t.expect({ zones: { 'Thought-Knot Seer': 'exile' } });
  assert.ok(castable(t.state, 0, id(t.state, 'Thought-Knot Seer', 'exile')));
  t.cast('Thought-Knot Seer');
  t.resolve('all');
  t.expect({ players: { P1: { battlefield: { contains: ['Thought-Knot Seer', 'Hostage Taker'] } } } });
});
