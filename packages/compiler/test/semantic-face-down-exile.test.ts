/**
 * 406.3: cards exiled face down can't be looked at by any player unless an instruction allows it; a player who was
 * instructed to look at a card and then exile it face down, or who is allowed to look at it, may go on looking at it
 * while it remains exiled. 406.3a: the effect that exiled it may let it be played; it is turned face up just before
 * the play is announced. Real modern cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { logFor } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

test('406.3: Thief of Sanity — the card it exiles face down is seen by its controller only, who may cast it (406.3a, 609.4b)', () => {
  modernDef('Thief of Sanity');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Thief of Sanity', 'Swamp', 'Swamp'] },
        { library: ['Lightning Bolt', 'Grizzly Bears', 'Forest', ...LIB], battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers');
  t.attack(['Thief of Sanity']);
  t.advance('combatDamage');
  t.resolve(); // the trigger: look at the top three of P2's library
  t.choose(['Grizzly Bears']);
  t.expect({
    exile: ['Grizzly Bears'],
    players: { P2: { graveyard: ['Lightning Bolt', 'Forest'] } },
    log_cites: ['406.3'],
    view: { P1: { sees: ['Grizzly Bears'] }, P2: { hides: ['Grizzly Bears'] } },
  });
  assert.ok(t.object('Grizzly Bears', 'exile').faceDown, 'exiled face down');
  const log = logFor(t.state, t.player('P2'))
    .map((e) => e.text)
    .join('\n');
  assert.ok(!log.includes('Grizzly Bears'), `P2's log must not name the exiled card:\n${log}`);
  t.advance('main2');
  // 609.4b: mana of any type can be spent to cast it — two Swamps pay {1}{G}.
  t.cast('Grizzly Bears', { pay: ['Swamp', 'Swamp'] });
  t.resolve();
  t.expect({ battlefield: { contains: ['Grizzly Bears'] } });
  assert.equal(t.object('Grizzly Bears', 'battlefield').controller, t.player('P1'));
});

test('406.3a: Headliner Scarlett — its controller may look at and play the land it exiled face down from their own library', () => {
  modernDef('Headliner Scarlett');
  const t = cardGame(
    {
      players: [
        { library: ['Forest', ...LIB], battlefield: ['Headliner Scarlett'] },
        { library: [...LIB], battlefield: [] },
      ],
      position: { active: 'P2', step: 'end' },
    },
    modernCompiled,
  );
  t.advance('upkeep', 3);
  t.resolve();
  t.expect({ exile: ['Forest'], view: { P1: { sees: ['Forest'] }, P2: { hides: ['Forest'] } } });
  t.advance('main1', 3);
  t.play('Forest');
  t.expect({ battlefield: { contains: ['Forest'] } });
});
