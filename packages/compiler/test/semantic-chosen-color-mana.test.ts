/**
 * 607.2 / 614.12: "{T}: Add one mana of the chosen color." — the colour the permanent chose as it entered (Sol Grail,
 * Coldsteel Heart), and "~ enters tapped. As it enters, choose a color." printed as one line (Uncharted Haven), played
 * with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { id, modernCompiled, modernDef, passUntilNextTurn } from './helpers.js';

test('607.2: Sol Grail chose blue as it entered — {T} adds {U} with no further choice', () => {
  modernDef('Sol Grail');
  const t = cardGame(
    {
      players: [
        { hand: ['Sol Grail', 'Unsummon'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  t.cast('Sol Grail');
  t.resolve();
  const d = g.pending!;
  assert.ok(d.kind === 'chooseColor', `expected the entry choice, got ${d.kind}`);
  t.choose('U');
  assert.equal(g.objects[id(g, 'Sol Grail', 'battlefield')]!.chosen?.color, 'U');
  // 605.3b: the mana ability resolves at once; the colour was fixed as it entered (614.12), so nothing is asked.
  t.activate('Sol Grail', { ability: 'Add one mana of the chosen color' });
  assert.equal(g.pending?.kind, 'priority');
  assert.deepEqual(g.players[0]!.manaPool, { W: 0, U: 1, B: 0, R: 0, G: 0, C: 0 });
});

test('607.2: Sol Grail that chose blue pays the {U} of Unsummon automatically, and not the {R} of Lightning Bolt', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Sol Grail', 'Unsummon', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  t.cast('Sol Grail');
  t.resolve();
  t.choose('U');
  assert.throws(() => t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] }), /./, 'Sol Grail makes no {R}');
  t.cast('Unsummon', { targets: ['Grizzly Bears'] });
  t.resolve();
  assert.equal(g.objects[id(g, 'Grizzly Bears', 'hand')]?.zone, 'hand');
  assert.equal(g.objects[id(g, 'Sol Grail', 'battlefield')]!.tapped, true);
});

test('614.1c / 614.12: Uncharted Haven enters tapped and chooses a color; next turn it taps for green only', () => {
  modernDef('Uncharted Haven');
  const t = cardGame(
    {
      players: [{ hand: ['Uncharted Haven'], library: ['Island', 'Island'] }, { library: ['Island', 'Island'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const g = t.state;
  t.play('Uncharted Haven');
  const d = g.pending!;
  assert.ok(d.kind === 'chooseColor', `expected the entry choice, got ${d.kind}`);
  t.choose('G');
  const haven = id(g, 'Uncharted Haven', 'battlefield');
  assert.equal(g.objects[haven]!.tapped, true, '614.1c: it enters tapped');
  assert.equal(g.objects[haven]!.chosen?.color, 'G');
  passUntilNextTurn(g, 'main1');
  passUntilNextTurn(g, 'main1');
  t.activate('Uncharted Haven', { ability: 'Add one mana of the chosen color' });
  assert.deepEqual(g.players[0]!.manaPool, { W: 0, U: 0, B: 0, R: 0, G: 1, C: 0 });
});
