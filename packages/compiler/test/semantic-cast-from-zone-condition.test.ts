/**
 * 601.2a: "If this spell was cast from a graveyard / from exile / from your hand, …" — a spell's own condition on the
 * zone it was cast from (read as it resolves). Real modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const forests = (n: number): string[] => Array<string>(n).fill('Forest');

test('601.2a: Increasing Savagery cast from the hand puts five +1/+1 counters; cast with flashback from the graveyard, ten', () => {
  modernDef('Increasing Savagery');
  const fromHand = cardGame(
    {
      players: [{ hand: ['Increasing Savagery'], battlefield: ['Grizzly Bears', ...forests(4)] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  fromHand.cast('Increasing Savagery', { targets: ['Grizzly Bears'] });
  fromHand.resolve();
  fromHand.expect({ objects: { 'Grizzly Bears': { counters: { '+1/+1': 5 } } } });
  const fromGraveyard = cardGame(
    {
      players: [{ graveyard: ['Increasing Savagery'], battlefield: ['Grizzly Bears', ...forests(7)] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  fromGraveyard.cast('Increasing Savagery', { targets: ['Grizzly Bears'] });
  fromGraveyard.resolve();
  fromGraveyard.expect({
    objects: { 'Grizzly Bears': { counters: { '+1/+1': 10 } } },
    exile: ['Increasing Savagery'],
    log_cites: ['702.34a'],
  });
});

test('601.2a: Transpose cast from the hand creates its Wizard token', () => {
  modernDef('Transpose');
  const t = cardGame(
    {
      players: [
        { hand: ['Transpose', 'Island'], battlefield: ['Island', 'Island', 'Swamp'], library: ['Island', 'Island'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Transpose');
  t.resolve();
  t.choose(['Island']); // 701.9a: the discard
  t.expect({ players: { P1: { battlefield: ['Island', 'Island', 'Swamp', 'Wizard'] } }, life: { P1: 19 } });
});
