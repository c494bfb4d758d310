/**
 * 709.5: Rooms, split permanent cards whose halves are doors. A Room spell enters with the door that was cast unlocked
 * (709.5d); a locked door has no name, mana cost or abilities (709.5); paying a locked door's mana cost unlocks it, a
 * special action as a sorcery (709.5e, 116.2m); "When you unlock this door" (709.5h) and "whenever you fully unlock a
 * Room" (709.5i) trigger. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, manaValueOf, type LegalAction } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { act, modernCompiled, modernDef } from './helpers.js';

const ATTIC = "Derelict Attic // Widow's Walk";

/** The unlock special actions the priority holder is offered. */
function unlocks(t: CardGame): Extract<LegalAction, { kind: 'unlock' }>[] {
  const d = t.pending;
  assert.ok(d?.kind === 'priority');
  return d.actions.filter((a): a is Extract<LegalAction, { kind: 'unlock' }> => a.kind === 'unlock');
}

/** Casts Derelict Attic and resolves it, its unlock trigger and Balemurk Leech's trigger (603.3b: in that order). */
function castAttic(t: CardGame): void {
  t.cast(ATTIC, { half: 'Derelict Attic' });
  t.resolve(); // the Room spell
  t.expect({ log_cites: ['709.5d', '709.5h'] });
  t.choose([0, 1]);
  t.resolve('all');
}

function atticGame(): CardGame {
  modernDef(ATTIC);
  modernDef('Balemurk Leech');
  return cardGame(
    {
      players: [
        {
          hand: [ATTIC],
          battlefield: ['Balemurk Leech', ...Array(7).fill('Swamp')],
          library: ['Island', 'Island', 'Island', 'Island'],
        },
        { battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('709.5d / 709.5h: casting Derelict Attic puts the Room onto the battlefield with only that door unlocked; its unlock trigger fires', () => {
  const t = atticGame();
  castAttic(t);
  const room = t.id(ATTIC, 'battlefield');
  assert.equal(t.state.players[0]!.hand.length, 2, 'When you unlock this door: draw two cards');
  assert.equal(t.state.players[0]!.life, 18, '… and lose 2 life');
  assert.equal(t.state.players[1]!.life, 19, 'Balemurk Leech: an enchantment entered (not a full unlock)');
  // 709.5: the locked door (Widow's Walk) has no name, mana cost or rules text.
  const c = chars(t.state, room);
  assert.equal(c.name, 'Derelict Attic');
  assert.equal(manaValueOf(c), 3);
  assert.deepEqual(c.colors, ['B']);
  assert.deepEqual(c.types, ['Enchantment']);
  assert.deepEqual(c.subtypes, ['Room']);
  assert.equal(c.abilities.length, 1, "only Derelict Attic's ability: Widow's Walk's doesn't exist while locked");
  assert.deepEqual(
    unlocks(t).map((a) => [a.name, a.cost]),
    [["Widow's Walk", '{3}{B}']],
  );
});

test("709.5e / 709.5i: unlocking Widow's Walk fully unlocks the Room — Balemurk Leech's fully-unlock trigger fires, Derelict Attic's does not", () => {
  const t = atticGame();
  castAttic(t);
  const room = t.id(ATTIC, 'battlefield');
  const hand = t.state.players[0]!.hand.length;
  const [walk] = unlocks(t);
  assert.ok(walk);
  act(t.state, 0, { kind: 'unlock', permanent: room, door: walk.door });
  t.expect({ log_cites: ['116.2m', '709.5e', '709.5i'] });
  assert.equal(t.state.battlefield.filter((id) => t.state.objects[id]!.tapped).length, 7, 'paid {3}{B} (after {2}{B})');
  t.resolve('all');
  assert.equal(
    t.state.players[1]!.life,
    18,
    'Balemurk Leech: the enchantment entered, then the Room was fully unlocked',
  );
  assert.equal(t.state.players[0]!.hand.length, hand, "Derelict Attic's unlock trigger doesn't fire again");
  const c = chars(t.state, room);
  assert.equal(c.name, "Derelict Attic // Widow's Walk");
  assert.equal(manaValueOf(c), 7);
  assert.equal(c.abilities.length, 2, "Widow's Walk's ability exists now");
  assert.deepEqual(unlocks(t), [], 'no locked door is left');
  const again = act.bind(null, t.state, 0);
  assert.throws(() => again({ kind: 'unlock', permanent: room, door: walk.door }), /no locked door/);
});

test('116.2m: a door is unlocked only as a sorcery — not while a spell is on the stack, not in combat', () => {
  const t = atticGame();
  castAttic(t);
  const room = t.id(ATTIC, 'battlefield');
  t.advance('beginCombat');
  assert.deepEqual(unlocks(t), []);
  assert.throws(() => act(t.state, 0, { kind: 'unlock', permanent: room, door: 1 }), /main phase/);
});

test('709.5d: a Room put onto the battlefield without being cast has both doors locked: no name, mana value 0, no abilities', () => {
  modernDef('Glassworks // Shattered Yard');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Glassworks // Shattered Yard', ...Array(5).fill('Mountain')] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const room = t.id('Glassworks // Shattered Yard');
  const c = chars(t.state, room);
  assert.equal(c.name, '');
  assert.equal(manaValueOf(c), 0);
  assert.deepEqual(c.colors, []);
  assert.deepEqual(c.abilities, []);
  assert.deepEqual(
    unlocks(t).map((a) => a.name),
    ['Glassworks', 'Shattered Yard'],
  );
  // 709.5h: unlocking Glassworks triggers it: 4 damage to target creature an opponent controls.
  act(t.state, 0, { kind: 'unlock', permanent: room, door: 0 });
  t.choose(['Grizzly Bears']);
  t.resolve();
  assert.equal(t.zone('Grizzly Bears'), 'graveyard');
  assert.equal(chars(t.state, room).name, 'Glassworks');
  assert.deepEqual(
    unlocks(t).map((a) => a.name),
    [],
    "Shattered Yard's {4}{R} can't be paid with the two Mountains left",
  );
});
