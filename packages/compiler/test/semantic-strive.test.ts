/**
 * 601.2f: strive (207.2c) — "This spell costs {2}{U} more to cast for each target beyond the first." The increase is
 * counted from the targets chosen at 601.2c, before the total cost is determined and paid (601.2g–h). Played with real
 * cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** The names of the untapped permanents, without their "#n" labels. */
function untapped(t: ReturnType<typeof cardGame>): string[] {
  return Object.values(t.state.objects)
    .filter((o) => o.zone === 'battlefield' && !o.tapped)
    .map((o) => t.nameOf(o.id).replace(/#\d+$/, ''))
    .sort();
}

function formation(lands: readonly string[]): ReturnType<typeof cardGame> {
  return cardGame(
    {
      players: [
        { hand: ['Aerial Formation'], battlefield: ['Grizzly Bears', 'Hill Giant', 'Craw Wurm', ...lands] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('601.2f: Aerial Formation with two targets costs {U} plus {2}{U}; both get +1/+1 and flying', () => {
  modernDef('Aerial Formation');
  const t = formation(['Island', 'Island', 'Island', 'Island']);
  t.cast('Aerial Formation', { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.resolve();
  assert.deepEqual(t.pt('Grizzly Bears'), [3, 3]);
  assert.deepEqual(t.pt('Hill Giant'), [4, 4]);
  assert.ok(t.chars('Hill Giant').keywords.has('flying'));
  assert.deepEqual(t.pt('Craw Wurm'), [6, 4], 'not a target');
  assert.deepEqual(untapped(t), ['Craw Wurm', 'Grizzly Bears', 'Hill Giant'], 'all four Islands paid {U} + {2}{U}');
});

test('601.2f: Aerial Formation with one target costs only {U}', () => {
  const t = formation(['Island']);
  t.cast('Aerial Formation', { targets: [['Grizzly Bears']] });
  t.resolve();
  assert.deepEqual(t.pt('Grizzly Bears'), [3, 3]);
});

test('601.2f: with four Islands, three targets of Aerial Formation ({U} + 2 × {2}{U}) are refused and not offered', () => {
  const t = formation(['Island', 'Island', 'Island', 'Island']);
  const d = t.pending!;
  assert.equal(d.kind, 'priority');
  const entry =
    d.kind === 'priority' ? d.actions.find((a) => a.kind === 'cast' && a.name === 'Aerial Formation') : null;
  assert.ok(entry && entry.kind === 'cast');
  assert.equal(entry.targets[0]!.max, 2, 'at most two targets are payable');
  t.cast('Aerial Formation', { targets: [['Grizzly Bears', 'Hill Giant', 'Craw Wurm']], refused: true });
  assert.equal(t.zone('Aerial Formation'), 'hand');
});

test('601.2f: Desperate Stand — each target beyond the first adds {R}{W}', () => {
  modernDef('Desperate Stand');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Desperate Stand'],
          battlefield: ['Grizzly Bears', 'Hill Giant', 'Mountain', 'Plains', 'Mountain', 'Plains', 'Plains'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Desperate Stand', { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.resolve();
  assert.deepEqual(t.pt('Grizzly Bears'), [4, 2]);
  assert.ok(t.chars('Hill Giant').keywords.has('first strike'));
  assert.ok(t.chars('Hill Giant').keywords.has('vigilance'));
  assert.deepEqual(
    untapped(t),
    ['Grizzly Bears', 'Hill Giant', 'Plains'],
    '{R}{W} + {R}{W} paid with four of the five lands',
  );
});
