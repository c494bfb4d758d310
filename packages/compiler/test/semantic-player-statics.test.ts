/**
 * Statics about the controller as a player, played with real cards of the modern pool: "You can't cast creature
 * spells" (101.2), "You have hexproof" (702.11c), "You have shroud" (702.18a), "Creature spells you control can't be
 * countered" (101.2).
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('101.2 "You can\'t cast creature spells": Grid Monitor stops its controller, not an opponent', () => {
  modernDef('Grid Monitor');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Grizzly Bears', 'Shock'],
          battlefield: ['Grid Monitor', 'Forest', 'Forest', 'Mountain'],
        },
        { library: ['Forest', 'Forest'], hand: ['Llanowar Elves'], battlefield: ['Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { refused: { rule: '101.2' } });
  t.cast('Shock', { targets: ['P2'] }).resolve();
  t.expect({ life: { P2: 18 } }, 'a noncreature spell may be cast');
  t.advance('main1', 3); // P2's turn
  t.cast('Llanowar Elves', { by: 'P2' }).resolve();
  t.expect(
    { zones: { 'Llanowar Elves': 'battlefield', 'Grizzly Bears': 'hand' } },
    "the opponent's creature spell is cast",
  );
});

test('101.2 "You can\'t cast more than one spell each turn": Moderation refuses its controller\'s second spell', () => {
  modernDef('Moderation');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island'],
          hand: ['Shock', 'Shock'],
          battlefield: ['Moderation', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['P2'] }).resolve('all');
  t.cast('Shock', { targets: ['P2'], refused: { rule: '101.2' } });
  t.expect({ life: { P2: 18 } });
});

/** P1 controls `permanent`; P2 (Mountains, two Shocks) and P1 (Mountains, a Shock) in P1's or P2's main phase. */
function shockAt(permanent: string, active: 'P1' | 'P2') {
  modernDef(permanent);
  return cardGame(
    {
      players: [
        { library: ['Forest'], hand: ['Shock'], battlefield: [permanent, 'Mountain'] },
        { library: ['Forest'], hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
      ],
      position: { active, step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.11c "You have hexproof": Leyline of Sanctity — an opponent can\'t target its controller; its controller can', () => {
  const t = shockAt('Leyline of Sanctity', 'P2');
  t.cast('Shock', { by: 'P2', targets: ['P1'], refused: { code: 'ILLEGAL_TARGET' } });
  t.cast('Shock', { by: 'P2', targets: ['P2'] }).resolve();
  t.expect({ life: { P1: 20, P2: 18 } });
  t.cast('Shock', { by: 'P1', targets: ['P1'] }).resolve();
  t.expect({ life: { P1: 18 } }, "hexproof doesn't stop the player's own spells");
});

test('702.18a "You have shroud": True Believer — no player can target its controller', () => {
  const t = shockAt('True Believer', 'P1');
  t.cast('Shock', { targets: ['P1'], refused: { code: 'ILLEGAL_TARGET' } });
  t.pass();
  t.cast('Shock', { by: 'P2', targets: ['P1'], refused: { code: 'ILLEGAL_TARGET' } });
  t.cast('Shock', { by: 'P2', targets: ['P2'] }).resolve();
  t.expect({ life: { P1: 20, P2: 18 } });
});

test('611.3b / 702.11c "During your turn, you and this creature have hexproof": Gruul Spellbreaker', () => {
  const mine = shockAt('Gruul Spellbreaker', 'P1');
  mine.pass(); // P2 gets priority in P1's main phase
  mine.cast('Shock', { by: 'P2', targets: ['P1'], refused: { code: 'ILLEGAL_TARGET' } });
  mine.cast('Shock', { by: 'P2', targets: ['Gruul Spellbreaker'], refused: { code: 'ILLEGAL_TARGET' } });
  const theirs = shockAt('Gruul Spellbreaker', 'P2');
  theirs.cast('Shock', { by: 'P2', targets: ['P1'] }).resolve();
  theirs.cast('Shock', { by: 'P2', targets: ['Gruul Spellbreaker'] }).resolve();
  theirs.expect({ life: { P1: 18 }, objects: { 'Gruul Spellbreaker': { damage: 2 } } }, "on an opponent's turn");
});

test('101.2 "Creature spells you control can\'t be countered": Prowling Serpopard — a creature spell resolves, an instant is countered', () => {
  modernDef('Prowling Serpopard');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest'],
          hand: ['Grizzly Bears', 'Shock'],
          battlefield: ['Prowling Serpopard', 'Forest', 'Forest', 'Mountain'],
        },
        {
          library: ['Island'],
          hand: ['Counterspell', 'Counterspell'],
          battlefield: ['Island', 'Island', 'Island', 'Island'],
        },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears');
  t.cast('Counterspell', { by: 'P2', targets: ['Grizzly Bears'] }).resolve('all');
  t.expect(
    { zones: { 'Grizzly Bears': 'battlefield' } },
    'Counterspell resolves and does nothing to the creature spell',
  );
  t.cast('Shock', { targets: ['P2'] });
  t.cast('Counterspell', { by: 'P2', targets: ['Shock'] }).resolve('all');
  t.expect({ life: { P2: 20 }, zones: { Shock: 'graveyard' } }, 'a noncreature spell is countered');
});
