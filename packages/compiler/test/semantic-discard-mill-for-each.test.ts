/**
 * 701.9a / 701.17a with 608.2h: "discards a card for each …" / "mills a card for each …" — the number is counted as the
 * instruction is followed. Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

test('701.9a: Mind Sludge — the target player discards a card for each Swamp its caster controls', () => {
  modernDef('Mind Sludge');
  const t = cardGame(
    {
      players: [
        { hand: ['Mind Sludge'], library: [...LIB], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Mountain'] },
        {
          hand: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
          library: [...LIB],
          battlefield: ['Swamp'],
        },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Mind Sludge', { targets: ['P2'] });
  resolveAll(t.state); // P2 chooses the four cards to discard
  t.expect({ players: { P2: { hand_count: 2, graveyard_count: 4 } } });
});

test('701.17a: Trenchpost — the target player mills a card for each Locus its controller controls', () => {
  modernDef('Trenchpost');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Trenchpost', 'Trenchpost', 'Island', 'Island', 'Island'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Trenchpost', { ability: '{3}, {T}', targets: ['P2'] });
  t.resolve();
  t.expect({ players: { P2: { graveyard_count: 2, library_count: 4 } } });
});
