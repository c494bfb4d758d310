/**
 * 400.11a–b / 903.11 compiled from Oracle text: the wishes ("You may reveal a sorcery card you own from outside the
 * game and put it into your hand", and the 2017 wording "choose …, reveal that card, and put it into your hand")
 * bring a matching card from the caster's cards outside the game into their hand; in Commander, 903.11 bars some.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Scenario, STARTER_BY_NAME, viewFor, type GameState } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { act, compiled, def, id, modernDef, modernPool, ok } from './helpers.js';

function wishGame(wish: string, outside: readonly string[], options = {}, commander?: string): GameState {
  const { pool } = modernPool();
  const s = new Scenario({ players: 2, cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n], options });
  if (commander) s.commander(0, commander);
  s.hand(0, [wish]);
  s.battlefield(0, ['Mountain', 'Forest', 'Island', 'Plains', 'Plains']);
  s.outside(0, outside);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, wish) });
  for (let i = 0; i < 4 && g.pending?.kind === 'priority'; i++)
    ok(g, g.pending.player, { kind: 'action', action: { kind: 'pass' } });
  assert.equal(g.pending?.kind, 'yesNo', '"You may"');
  return ok(g, 0, { kind: 'yesNo', yes: true });
}

function offered(g: GameState): string[] {
  const d = g.pending;
  assert.ok(d?.kind === 'chooseOption', `a choice of outside cards (got ${d?.kind})`);
  return [...d.options];
}

test('400.11b: Burning Wish compiles; it brings a sorcery card the caster owns from outside the game into their hand, then is exiled', () => {
  assert.ok(modernDef('Burning Wish'));
  const g = wishGame('Burning Wish', ['Lightning Bolt', 'Flame Slash', 'Grizzly Bears']);
  assert.deepEqual(offered(g), ['Flame Slash']);
  ok(g, 0, { kind: 'chooseOption', chosen: [0] });
  assert.equal(g.objects[id(g, 'Flame Slash')]!.zone, 'hand');
  assert.equal(g.objects[id(g, 'Burning Wish')]!.zone, 'exile');
});

test('400.11a: Living Wish ("creature or land"), Cunning Wish (instant) and Golden Wish (artifact or enchantment) compile with their card types', () => {
  assert.deepEqual(offered(wishGame('Living Wish', ['Lightning Bolt', 'Forest', 'Grizzly Bears'])), [
    'Forest',
    'Grizzly Bears',
  ]);
  assert.deepEqual(offered(wishGame('Cunning Wish', ['Lightning Bolt', 'Flame Slash', 'Counterspell'])), [
    'Lightning Bolt',
    'Counterspell',
  ]);
  assert.deepEqual(offered(wishGame('Golden Wish', ['Bonesplitter', 'Pacifism', 'Grizzly Bears'])), [
    'Bonesplitter',
    'Pacifism',
  ]);
  // The 2017 Oracle wording compiles to the same effect.
  for (const n of ['Burning Wish', 'Living Wish', 'Cunning Wish', 'Golden Wish', 'Glittering Wish']) assert.ok(def(n));
});

test("903.11: a compiled Burning Wish in Commander offers only sorceries within the commander's colour identity", () => {
  const g = wishGame(
    'Burning Wish',
    ['Flame Slash', 'Wrath of God', 'Divination'],
    { commander: 'commander' },
    'Anax and Cymede',
  );
  assert.deepEqual(offered(g), ['Flame Slash', 'Wrath of God'], 'Anax and Cymede (R, W): Divination is blue');
  const d = g.pending;
  assert.ok(d?.kind === 'chooseOption' && /903\.11/.test(d.prompt));
});

test('400.11a: the scenario format sets up cards outside the game (`outside:`, with `starting_deck:` for 903.11); only the owner sees them', () => {
  const t = cardGame(
    {
      players: [
        {
          name: 'Alex',
          hand: ['Burning Wish'],
          battlefield: ['Mountain', 'Mountain'],
          outside: ['Flame Slash', 'Lightning Bolt', 'Divination'],
          starting_deck: ['Divination'],
        },
        { name: 'Bianca' },
      ],
      position: { active: 'Alex', step: 'main1' },
    },
    compiled,
  );
  assert.deepEqual(viewFor(t.state, 1).players[0]!.outsideCount, 3);
  assert.equal(viewFor(t.state, 1).players[0]!.outside, undefined);
  t.cast('Burning Wish').resolve().choose(true).choose('Divination');
  t.expect({ players: { Alex: { hand: ['Divination'] } } });
  assert.equal(t.state.players[0]!.outside!.length, 2);
});
