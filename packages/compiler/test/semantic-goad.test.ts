/**
 * 701.15: goad. A goaded creature attacks each combat if able and attacks a player other than the goading player if
 * able (701.15b), until the goading player's next turn (701.15a); a new object isn't goaded (400.7). Real modern cards
 * in a three-player free-for-all.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function goadedGame() {
  const t = cardGame(
    {
      players: [
        { hand: ['Disrupt Decorum'], library: [...LIB], battlefield: [...landsFor('{2}{R}{R}')] },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
        { library: [...LIB], battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Disrupt Decorum');
  t.resolve();
  t.expect({ log_cites: ['701.15a'] });
  t.advance('declareAttackers', 3); // P2's turn
  return t;
}

test('701.15b: a creature goaded by P1 must attack, and must attack P3 rather than P1', () => {
  modernDef('Disrupt Decorum');
  const t = goadedGame();
  t.attack([], { refused: { rule: '508.1d' } }); // it attacks each combat if able
  t.attack({ 'Grizzly Bears': 'P1' }, { refused: { rule: '701.15b' } }); // a player other than the goader if able
  t.attack({ 'Grizzly Bears': 'P3' });
  t.advance('end', 3);
  t.expect({ players: { P3: { life: 18 }, P1: { life: 20 } } });
});

test("701.15a: the goad ends as the goading player's next turn begins", () => {
  modernDef('Disrupt Decorum');
  const t = goadedGame();
  t.attack({ 'Grizzly Bears': 'P3' });
  assert.deepEqual(t.state.objects[t.id('Grizzly Bears')]!.goadedBy, [0], "goaded by P1 through P2 and P3's turns");
  t.advance('main1', 5); // P1's next turn
  assert.equal(t.state.objects[t.id('Grizzly Bears')]!.goadedBy, undefined);
});

test("701.15a / 701.15b: Shiny Impetus — the enchanted creature is goaded by the Aura's controller while it is attached", () => {
  modernDef('Shiny Impetus');
  const t = cardGame(
    {
      players: [
        { hand: ['Shiny Impetus'], library: [...LIB], battlefield: [...landsFor('{2}{R}')] },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
        { library: [...LIB], battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shiny Impetus', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.advance('declareAttackers', 3); // P2's turn
  t.attack([], { refused: { rule: '508.1d' } });
  t.attack({ 'Grizzly Bears': 'P1' }, { refused: { rule: '701.15b' } });
  t.attack({ 'Grizzly Bears': 'P3' });
  t.advance('end', 3);
  t.expect({ players: { P3: { life: 16 } } }); // 2/2 +2/+2
});
