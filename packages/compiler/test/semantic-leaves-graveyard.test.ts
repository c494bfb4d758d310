/**
 * 603.2c / 603.10a: "Whenever one or more [creature] cards leave your graveyard [during your turn]" (issue 19), with
 * real cards of the modern pool: the cards one event moves out of the graveyard trigger the ability once; the cards are
 * judged as they were in the graveyard.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}, active = 'P1') =>
  cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island', 'Island'], ...p1 },
        { library: ['Island', 'Island', 'Island', 'Island'], ...p2 },
      ],
      position: { active, step: 'main1' },
    },
    modernCompiled,
  );

/** How many times `name`'s triggered ability was put on the stack. */
const triggered = (t: CardGame, name: string): number =>
  t.state.log.filter((e) => e.text.includes(`${name}'s triggered ability on the stack`)).length;

test("603.2c: Spirit Mascot — Tormod's Crypt exiles your graveyard (itself among the cards) at once: one trigger, one counter", () => {
  modernDef('Spirit Mascot');
  const t = game({
    battlefield: ['Spirit Mascot', "Tormod's Crypt"],
    graveyard: ['Grizzly Bears', 'Forest', 'Lightning Bolt'],
  });
  t.activate("Tormod's Crypt", { targets: ['P1'] });
  resolveAll(t.state);
  assert.deepEqual(t.cards('P1', 'graveyard'), []);
  t.expect({ objects: { 'Spirit Mascot': { counters: { '+1/+1': 1 } } } });
  assert.equal(triggered(t, 'Spirit Mascot'), 1);
});

test('603.2c: Fuming Effigy — two instructions moving one card each are two events: two triggers', () => {
  modernDef('Fuming Effigy');
  const t = game({
    battlefield: ['Fuming Effigy', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
    hand: ['Raise Dead', 'Cling to Dust'],
    graveyard: ['Grizzly Bears', 'Forest'],
  });
  t.cast('Raise Dead', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.cast('Cling to Dust', { targets: ['Forest'] });
  resolveAll(t.state);
  assert.equal(t.life('P2'), 18);
  assert.equal(triggered(t, 'Fuming Effigy'), 2);
});

test('603.10a: Desecrated Tomb — only creature cards count, as they were in the graveyard', () => {
  modernDef('Desecrated Tomb');
  const bats = (t: CardGame): number => t.state.battlefield.filter((id) => t.nameOf(id).startsWith('Bat')).length;
  const lands = game({ battlefield: ['Desecrated Tomb', "Tormod's Crypt"], graveyard: ['Forest', 'Island'] });
  lands.activate("Tormod's Crypt", { targets: ['P1'] });
  resolveAll(lands.state);
  assert.equal(bats(lands), 0);
  const mixed = game({
    battlefield: ['Desecrated Tomb', "Tormod's Crypt"],
    graveyard: ['Forest', 'Grizzly Bears', 'Runeclaw Bear'],
  });
  mixed.activate("Tormod's Crypt", { targets: ['P1'] });
  resolveAll(mixed.state);
  assert.equal(bats(mixed), 1);
});

test("603.10a: Attuned Hunter — cards leaving its controller's graveyard during another player's turn don't trigger it", () => {
  modernDef('Attuned Hunter');
  const yours = game({ battlefield: ['Attuned Hunter', "Tormod's Crypt"], graveyard: ['Forest'] });
  yours.activate("Tormod's Crypt", { targets: ['P1'] });
  resolveAll(yours.state);
  yours.expect({ objects: { 'Attuned Hunter': { counters: { '+1/+1': 1 } } } });
  const theirs = game(
    { battlefield: ['Attuned Hunter'], graveyard: ['Forest'] },
    { battlefield: ["Tormod's Crypt"] },
    'P2',
  );
  theirs.activate("Tormod's Crypt", { targets: ['P1'] });
  resolveAll(theirs.state);
  assert.deepEqual(theirs.cards('P1', 'graveyard'), []);
  assert.equal(theirs.counters('Attuned Hunter', '+1/+1'), 0);
});
