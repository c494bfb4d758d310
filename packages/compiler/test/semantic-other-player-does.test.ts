/**
 * 608.2c / 118.12: "If they do / If the player does, …" after another player's choice — the engine stops at a decision
 * that names that player (not the controller), and what follows depends on what that player did. Played with real cards
 * of the modern pool: Don't Make a Sound, Unifying Theory, Phelddagrif, Smothering Tithe, Sheoldred, the Apocalypse,
 * Pillar Tombs of Aku and Horn of Plenty.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** P1 casts Grizzly Bears; P2 answers with Don't Make a Sound. */
function dontMakeASound(forests: number): ReturnType<typeof cardGame> {
  modernDef("Don't Make a Sound");
  const t = cardGame(
    {
      players: [
        { hand: ['Grizzly Bears'], battlefield: Array.from({ length: forests }, () => 'Forest') },
        { hand: ["Don't Make a Sound"], battlefield: ['Island', 'Island'], library: ['Opt', 'Shock', 'Giant Growth'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { pay: ['Forest#1', 'Forest#2'] });
  t.cast("Don't Make a Sound", { by: 'P2', targets: [['Grizzly Bears']] });
  t.pass(2);
  return t;
}

test("118.12 / 608.2c: Don't Make a Sound — the spell's controller pays {2}; if they do, its caster surveils 2", () => {
  const t = dontMakeASound(4);
  assert.equal(t.pending?.kind, 'yesNo');
  assert.equal(t.pending?.player, t.player('P1'), "the countered spell's controller decides");
  t.choose(true);
  assert.equal(t.pending?.player, t.player('P2'), 'the payment made, the caster of Don’t Make a Sound surveils');
  t.choose(['Opt', 'Shock']);
  t.resolve('all');
  assert.equal(t.zone('Grizzly Bears'), 'battlefield');
  assert.deepEqual(t.cards('P2', 'library'), ['Giant Growth'], 'Opt and Shock surveilled into the graveyard');
});

test("118.12 / 608.2c: Don't Make a Sound — if they don't pay, the spell is countered and no one surveils", () => {
  const t = dontMakeASound(4);
  t.choose(false);
  assert.equal(t.zone('Grizzly Bears'), 'graveyard');
  assert.deepEqual(t.cards('P2', 'library'), ['Opt', 'Shock', 'Giant Growth'], 'no surveil');
});

test('608.2c: Unifying Theory — the player who cast the spell may pay {2}; if the player does, they draw a card', () => {
  modernDef('Unifying Theory');
  for (const pay of [true, false]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Unifying Theory'], library: ['Opt'] },
          { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], library: ['Shock'] },
        ],
        position: { active: 'P2', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Grizzly Bears', { pay: ['Forest#1', 'Forest#2'] });
    t.pass(2);
    assert.equal(t.pending?.kind, 'yesNo');
    assert.equal(t.pending?.player, t.player('P2'), 'the caster is asked, not the controller of Unifying Theory');
    t.choose(pay);
    assert.deepEqual(t.cards('P2', 'hand'), pay ? ['Shock'] : []);
    assert.deepEqual(t.cards('P1', 'hand'), []);
  }
});

test('608.2c: Phelddagrif — target opponent may draw; Smothering Tithe asks that player to pay {2} (if the player doesn’t, a Treasure); Sheoldred makes them lose 2 life', () => {
  for (const name of ['Phelddagrif', 'Smothering Tithe', 'Sheoldred, the Apocalypse']) modernDef(name);
  for (const pay of [true, false]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Phelddagrif', 'Smothering Tithe', 'Sheoldred, the Apocalypse', 'Island'] },
          { battlefield: ['Plains', 'Plains'], library: ['Opt', 'Shock'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.activate('Phelddagrif', { ability: '{U}', targets: ['P2'] });
    t.pass(2);
    assert.equal(t.pending?.player, t.player('P2'), 'the opponent chooses whether to draw');
    t.choose(true);
    assert.deepEqual(t.cards('P2', 'hand'), ['Opt']);
    t.choose([0, 1]); // P1 orders the two triggers of the draw
    let asked = 0;
    while (t.state.turns[0]!.stack.length > 0 || t.pending?.kind === 'yesNo') {
      if (t.pending?.kind !== 'yesNo') {
        t.resolve('top');
        continue;
      }
      assert.equal(t.pending.player, t.player('P2'), 'Smothering Tithe: the player who drew may pay {2}');
      asked++;
      t.choose(pay);
    }
    assert.equal(asked, 1);
    const treasures = Object.values(t.state.objects).filter(
      (o) => o.zone === 'battlefield' && t.nameOf(o.id).startsWith('Treasure'),
    );
    assert.equal(treasures.length, pay ? 0 : 1);
    assert.equal(t.life('P2'), 18, 'Sheoldred: they lose 2 life');
  }
});

test('608.2c: Pillar Tombs of Aku — that player may sacrifice a creature; if that player doesn’t, they lose 5 life', () => {
  modernDef('Pillar Tombs of Aku');
  for (const sacrifice of [true, false]) {
    const t = cardGame(
      {
        players: [{ battlefield: ['Pillar Tombs of Aku'] }, { battlefield: ['Grizzly Bears'] }],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.advance('upkeep', 3);
    t.resolve('top');
    assert.equal(t.pending?.player, t.player('P2'));
    t.choose(sacrifice);
    if (sacrifice && t.pending?.kind === 'chooseObjects') t.choose(['Grizzly Bears']);
    assert.equal(t.zone('Grizzly Bears'), sacrifice ? 'graveyard' : 'battlefield');
    assert.equal(t.life('P2'), sacrifice ? 20 : 15);
    assert.equal(t.zone('Pillar Tombs of Aku'), sacrifice ? 'battlefield' : 'graveyard');
  }
});

test('603.7a: Horn of Plenty — the player who paid {1} draws at the beginning of the next end step', () => {
  modernDef('Horn of Plenty');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Horn of Plenty'], library: ['Opt'] },
        { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest'], library: ['Shock'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { pay: ['Forest#1', 'Forest#2'] });
  t.pass(2);
  assert.equal(t.pending?.player, t.player('P2'));
  t.choose(true);
  t.resolve('all');
  assert.deepEqual(t.cards('P2', 'hand'), [], 'not yet');
  t.advance('end');
  t.resolve('all');
  assert.deepEqual(t.cards('P2', 'hand'), ['Shock'], 'the delayed trigger keeps the player who paid (603.7)');
  assert.deepEqual(t.cards('P1', 'hand'), []);
});
