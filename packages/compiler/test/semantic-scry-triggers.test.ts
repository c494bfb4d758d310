/**
 * 701.22a / 701.25a / 603.2: "Whenever you scry", "Whenever you scry or surveil" — the ability triggers once the
 * player has scried (or surveilled), however many cards were looked at; scrying 0 is no scry (701.22b). Real modern
 * cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island'];

function game(permanent: string, spell: string) {
  return cardGame(
    {
      players: [
        { hand: [spell], library: [...LIB], battlefield: [permanent, 'Island', 'Island'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('701.22a: Flamespeaker Adept gets +2/+0 and first strike when you scry (Opt)', () => {
  modernDef('Flamespeaker Adept');
  const t = game('Flamespeaker Adept', 'Opt');
  t.cast('Opt');
  t.resolve(); // Opt: scry 1 (the card stays on top), draw
  t.choose([]);
  t.resolve(); // the trigger
  t.expect({ objects: { 'Flamespeaker Adept': { pt: '4/3' } } });
});

test('701.25a: surveilling is not scrying — Flamespeaker Adept stays 2/3 after Consider', () => {
  modernDef('Flamespeaker Adept');
  const t = game('Flamespeaker Adept', 'Consider');
  t.cast('Consider');
  t.resolve();
  t.choose([]);
  t.expect({ objects: { 'Flamespeaker Adept': { pt: '2/3' } } });
});

test('701.25a: Matoya, Archon Elder draws a card when you surveil ("scry or surveil")', () => {
  modernDef('Matoya, Archon Elder');
  const t = game('Matoya, Archon Elder', 'Consider');
  t.cast('Consider');
  t.resolve(); // surveil 1 (keep it), then draw
  t.choose([]);
  t.resolve(); // Matoya's trigger
  t.expect({ players: { P1: { hand_count: 2 } } });
});
