/**
 * 115.7a: "change the target of target spell … to ~" — the spell's one target becomes the permanent if it is another
 * legal target for that spell; otherwise the target is unchanged. "A spell that targets only a single creature" is a
 * spell with a single target, that target a creature. Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function boltAt(target: string, flash: string, cost: string) {
  const t = cardGame(
    {
      players: [
        { hand: [flash], library: [...LIB], battlefield: ['Grizzly Bears', ...landsFor(cost)] },
        { hand: ['Lightning Bolt'], library: [...LIB], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { by: 'P2', targets: [target] });
  t.cast(flash, { by: 'P1' });
  t.resolve(); // the creature enters; its trigger goes on the stack
  return t;
}

function redirect(t: ReturnType<typeof boltAt>) {
  t.choose(['Lightning Bolt']); // the trigger's target
  return t;
}

test('115.7a: Muck Drubb — Lightning Bolt aimed at Grizzly Bears is redirected to Muck Drubb', () => {
  modernDef('Muck Drubb');
  const t = redirect(boltAt('Grizzly Bears', 'Muck Drubb', '{3}{B}{B}'));
  t.resolve(); // the trigger: Bolt now targets Muck Drubb
  t.expect({ log_cites: ['115.7a'] });
  t.resolve(); // Bolt
  t.expect({
    battlefield: { contains: ['Grizzly Bears'], excludes: ['Muck Drubb'] },
    players: { P1: { graveyard: ['Muck Drubb'] } },
  });
});

test("115.7a: Muck Drubb can't redirect a spell whose single target is a player", () => {
  modernDef('Muck Drubb');
  const t = boltAt('P1', 'Muck Drubb', '{3}{B}{B}');
  t.resolve('all');
  t.expect({ battlefield: { contains: ['Muck Drubb', 'Grizzly Bears'] }, life: { P1: 17 } });
});

test('115.7a: Hydroelectric Specimen — you may change the target of a single-target spell to it', () => {
  modernDef('Hydroelectric Specimen // Hydroelectric Laboratory');
  const t = redirect(boltAt('Grizzly Bears', 'Hydroelectric Specimen', '{2}{U}'));
  t.resolve();
  t.choose(true); // "you may"
  t.resolve(); // Bolt: 3 damage to the 1/4
  t.expect({ battlefield: { contains: ['Grizzly Bears', 'Hydroelectric Specimen'] }, log_cites: ['115.7a'] });
  t.expect({ players: { P2: { graveyard: ['Lightning Bolt'] } } });
});
