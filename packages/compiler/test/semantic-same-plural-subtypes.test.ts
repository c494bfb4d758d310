/**
 * 205.3: subtypes whose plural is the singular ("Merfolk", "Kithkin", "Eldrazi"). Without an article or determiner
 * the noun is plural ("Other Merfolk you control get +1/+1"); with one it is singular ("target Merfolk"). Real modern
 * cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("205.3: Merfolk Mistbinder and Lord of Atlantis — other Merfolk you control get +1/+1, not itself nor an opponent's Merfolk", () => {
  modernDef('Merfolk Mistbinder');
  modernDef('Lord of Atlantis');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Merfolk Mistbinder', 'Silvergill Adept', 'Grizzly Bears'] },
        { battlefield: ['Lord of Atlantis'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.expect({
    objects: {
      'Merfolk Mistbinder': { pt: '3/3' }, // 2/2, and +1/+1 from P2's Lord of Atlantis ("Other Merfolk")
      'Silvergill Adept': { pt: '4/3' }, // 2/1, +1/+1 from each lord
      'Grizzly Bears': { pt: '2/2' },
      'Lord of Atlantis': { pt: '2/2' }, // its own 2/2: Mistbinder pumps only P1's Merfolk; the Lord pumps only other Merfolk
    },
  });
});
