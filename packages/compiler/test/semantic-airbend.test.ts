/**
 * 701.65a: "Airbend [objects]" means "Exile [them]. For each card exiled this way, for as long as it remains exiled, its
 * owner may cast it by paying {2} rather than its mana cost." Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = Array(10).fill('Island');

test('701.65a / 118.9: Airbending Lesson exiles Craw Wurm; its owner casts it for {2} rather than its mana cost', () => {
  modernDef('Airbending Lesson');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Airbending Lesson'], battlefield: ['Plains', 'Plains', 'Plains'] },
        { library: [...LIB], battlefield: ['Craw Wurm', 'Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Airbending Lesson', { targets: ['Craw Wurm'] });
  t.resolve();
  assert.equal(t.zone('Craw Wurm'), 'exile');
  t.expect({ log_cites: ['701.65a'] });
  t.cast('Craw Wurm', { refused: true }); // the permission is its owner's
  t.advance('main1', 3); // P2's turn
  t.cast('Craw Wurm'); // {4}{G}{G} printed; two Plains pay {2}
  t.resolve();
  assert.equal(t.zone('Craw Wurm'), 'battlefield');
  assert.equal(t.chars('Craw Wurm').controller, t.player('P2'));
});

test('701.65a: Whirlwind Technique airbends two creatures; a token exiled this way is gone (111.7), the card may be cast', () => {
  modernDef('Whirlwind Technique');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          hand: ['Whirlwind Technique', 'Raise the Alarm'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Plains', 'Plains'],
        },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Raise the Alarm');
  t.resolve();
  t.cast('Whirlwind Technique', { targets: ['P1', 'Soldier', 'Grizzly Bears'] });
  t.resolve();
  t.choose(['Island#1']); // the card discarded
  assert.equal(t.zone('Grizzly Bears'), 'exile');
  assert.equal(t.state.playPermissions?.filter((p) => p.cost === '{2}').length, 1, 'only the card, not the token');
});
