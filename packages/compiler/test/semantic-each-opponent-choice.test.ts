/**
 * 601.2c: targets chosen once for each opponent, and what refers to them afterwards — "For each opponent, gain control
 * of up to one target creature that player controls until end of turn. Untap those creatures. They gain haste until
 * end of turn." (Mass Mutiny), "For each opponent, choose up to one target creature that player controls." followed by
 * "those creatures" / "each of the chosen creatures", played in three-player games with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('601.2c: Mass Mutiny — one creature of each opponent, untapped, with haste, under your control this turn', () => {
  modernDef('Mass Mutiny');
  const t = cardGame(
    {
      players: [
        { hand: ['Mass Mutiny'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: [{ card: 'Grizzly Bears', tapped: true }, 'Craw Wurm'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Mass Mutiny', { targets: [['Grizzly Bears', 'Craw Wurm']], refused: true });
  t.cast('Mass Mutiny', { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.resolve();
  for (const name of ['Grizzly Bears', 'Hill Giant']) {
    assert.equal(t.chars(name).controller, t.player('P1'), `${name} changes control`);
    assert.equal(t.tapped(name), false, `${name} is untapped`);
    assert.ok(t.chars(name).keywords.has('haste'), `${name} has haste`);
  }
  assert.equal(t.chars('Craw Wurm').controller, t.player('P2'), 'not a target');
});
