/**
 * 702.179 Start your engines! and speed; 702.178 max speed. A player who controls a permanent with start your engines!
 * and has no speed gets speed 1 (702.179a, a state-based action); their speed's inherent triggered ability raises it
 * by 1, once each turn, when an opponent loses life during their turn (702.179d); "Max speed — [ability]" means "As
 * long as your speed is 4, this object has [ability]" (702.178a), from the graveyard too when the ability works there
 * (702.178b). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, viewFor } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** A fresh library list per player (the scenario language reads no shared lists). */
const library = (): string[] => Array(12).fill('Island') as string[];

function speed(t: CardGame, player = 'P1'): number | undefined {
  return t.state.players[t.player(player)]!.speed;
}

/** P1 pings P2 with Prodigal Pyromancer and lets the speed ability (if any) resolve. */
function ping(t: CardGame): void {
  t.activate('Prodigal Pyromancer', { targets: ['P2'] });
  t.resolve('all');
}

/** A game where P1 controls `engine` (a permanent with start your engines!) and Prodigal Pyromancer. */
function race(engine: readonly string[], more: { hand?: string[]; graveyard?: string[] } = {}): CardGame {
  return cardGame(
    {
      players: [
        { battlefield: [...engine, 'Prodigal Pyromancer'], library: library(), ...more },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

/** P1 reaches max speed: speed 1 from the start, then one increase on each of P1's turns 2, 4 and 6. */
function toMaxSpeed(t: CardGame): void {
  ping(t);
  for (const turn of [4, 6]) {
    t.advance('main1', turn);
    ping(t);
  }
  assert.equal(speed(t), 4);
}

test('702.179a / 702.179d: Gastal Thrillseeker gives its controller speed 1, and its damage to an opponent raises it to 2', () => {
  modernDef('Gastal Thrillseeker');
  const t = cardGame(
    {
      players: [
        { hand: ['Gastal Thrillseeker'], battlefield: ['Swamp', 'Mountain'], library: library() },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(speed(t), undefined, '702.179b: no speed until a rule sets it');
  t.cast('Gastal Thrillseeker');
  t.resolve(); // the creature spell: it enters; 702.179a gives P1 speed 1
  t.choose(['P2']); // the target of its enters trigger
  assert.equal(speed(t), 1);
  t.expect({ log_cites: ['702.179a'] });
  t.resolve(); // the enters trigger: 1 damage to P2 (an opponent loses life during P1's turn)
  assert.equal(t.life('P2'), 19);
  assert.equal(speed(t), 1, '702.179d: the speed ability is a triggered ability: it waits on the stack');
  t.resolve();
  assert.equal(speed(t), 2);
  t.expect({ log_cites: ['702.179d'] });
  assert.equal(speed(t, 'P2'), undefined);
});

test("702.179d: the speed ability triggers only once each turn, and only during its controller's turn", () => {
  modernDef('Streaking Oilgorger');
  const t = race(['Streaking Oilgorger', 'Vulshok Sorcerer', 'Cunning Sparkmage']);
  assert.equal(speed(t), 1);
  ping(t);
  assert.equal(speed(t), 2);
  t.activate('Vulshok Sorcerer', { targets: ['P2'] });
  t.resolve('all');
  assert.equal(t.life('P2'), 18);
  assert.equal(speed(t), 2, 'a second life loss in the same turn triggers nothing');
  t.advance('main1', 3); // P2's turn: P1's pinger hits P2 during P2's turn
  t.pass(1);
  t.activate('Cunning Sparkmage', { targets: ['P2'] });
  t.resolve('all');
  assert.equal(t.life('P2'), 17);
  assert.equal(speed(t), 2, "an opponent's life loss during the opponent's turn triggers nothing");
  t.advance('main1', 4);
  ping(t);
  assert.equal(speed(t), 3);
});

test('702.179b: a player keeps their speed after the permanent with start your engines! leaves', () => {
  modernDef('Nesting Bot');
  const t = race(['Nesting Bot', 'Vulshok Sorcerer']);
  ping(t);
  assert.equal(speed(t), 2);
  t.activate('Vulshok Sorcerer', { targets: ['Nesting Bot'] });
  t.resolve('all'); // the Bot dies (its Servo token has no start your engines! either)
  assert.equal(t.zone('Nesting Bot'), 'graveyard');
  assert.equal(speed(t), 2);
  t.advance('main1', 4);
  ping(t);
  assert.equal(speed(t), 3);
});

test('702.179d: speed never goes beyond 4; 702.178a: Burnout Bashtronaut has double strike only at max speed', () => {
  modernDef('Burnout Bashtronaut');
  const t = race(['Burnout Bashtronaut']);
  const bash = t.id('Burnout Bashtronaut');
  assert.equal(chars(t.state, bash).keywords.has('double strike'), false);
  ping(t);
  t.advance('main1', 4);
  ping(t);
  assert.equal(speed(t), 3);
  assert.equal(chars(t.state, bash).keywords.has('double strike'), false, 'speed 3 is not max speed');
  t.advance('main1', 6);
  ping(t);
  assert.equal(speed(t), 4);
  assert.equal(chars(t.state, bash).keywords.has('double strike'), true);
  t.advance('main1', 8);
  ping(t);
  assert.equal(speed(t), 4, 'at speed 4 the ability no longer triggers (its "if" clause is false)');
  assert.equal(viewFor(t.state, t.player('P2')).players[t.player('P1')]!.speed, 4, 'speed is public');
});

test('702.178a: Muraganda Raceway has "{T}: Add {C}{C}" only at max speed', () => {
  modernDef('Muraganda Raceway');
  const t = race(['Muraganda Raceway']);
  const raceway = t.id('Muraganda Raceway');
  const manaAbilities = (): number => chars(t.state, raceway).abilities.filter((a) => a.kind === 'activated').length;
  assert.equal(manaAbilities(), 1);
  toMaxSpeed(t);
  assert.equal(manaAbilities(), 2);
  t.expect({ log_cites: ['702.179d'] });
});

test("702.178a: Risen Necroregent creates a Zombie at the beginning of its controller's end step only at max speed", () => {
  modernDef('Risen Necroregent');
  const t = race(['Risen Necroregent']);
  const zombies = (): number => t.state.battlefield.filter((id) => chars(t.state, id).name === 'Zombie').length;
  t.advance('main1', 4); // P1's end step of turn 2 passed at speed 1
  assert.equal(zombies(), 0);
  ping(t);
  t.advance('main1', 6);
  ping(t);
  t.advance('main1', 8);
  assert.equal(zombies(), 0, 'speed 3 on turn 6');
  ping(t); // speed 4
  t.advance('main1', 10);
  assert.equal(zombies(), 1);
});

test("702.178b: Goblin Surveyor's graveyard ability works from the graveyard once its owner has max speed", () => {
  modernDef('Goblin Surveyor');
  const t = race(['Muraganda Raceway', 'Mountain', 'Mountain', 'Mountain'], { graveyard: ['Goblin Surveyor'] });
  const activated = (): number =>
    chars(t.state, t.id('Goblin Surveyor')).abilities.filter((a) => a.kind === 'activated').length;
  assert.equal(activated(), 0);
  toMaxSpeed(t);
  assert.equal(activated(), 1);
  const hand = t.cards('P1', 'hand').length;
  t.activate('Goblin Surveyor', { ability: 3 }); // the granted ability, after its printed three
  t.resolve();
  assert.equal(t.cards('P1', 'hand').length, hand + 1);
  assert.equal(t.zone('Goblin Surveyor'), 'exile');
});

test('702.179b: "your speed" — Point the Way searches for up to X basic lands, X being its controller\'s speed', () => {
  modernDef('Point the Way');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Point the Way', 'Prodigal Pyromancer', ...Array(4).fill('Forest')],
          library: ['Forest', 'Forest', 'Forest', ...library()],
        },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  ping(t);
  assert.equal(speed(t), 2);
  t.activate('Point the Way');
  t.resolve();
  t.choose(['Forest', 'Forest']);
  assert.equal(t.state.battlefield.filter((id) => chars(t.state, id).name === 'Forest').length, 6);
});

test("702.178a: Hazoret, Godseeker can't attack unless its controller has max speed", () => {
  modernDef('Hazoret, Godseeker');
  const t = race(['Hazoret, Godseeker', 'Grizzly Bears']);
  ping(t);
  t.advance('declareAttackers', 2);
  t.attack({ 'Hazoret, Godseeker': 'P2' }, { refused: true });
  t.attack({ 'Grizzly Bears': 'P2' });
  t.advance('main1', 4);
  ping(t);
  t.advance('main1', 6);
  ping(t);
  assert.equal(speed(t), 4);
  t.advance('declareAttackers', 6);
  t.attack({ 'Hazoret, Godseeker': 'P2', 'Grizzly Bears': 'P2' });
  t.advance('end', 6);
  assert.equal(t.life('P2'), 20 - 1 - 2 - 1 - 1 - 5 - 2);
});
