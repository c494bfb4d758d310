/**
 * Issue 13 §1, 613 / 611.3b: characteristics are never stale. A continuous effect that reads attacking, blocking,
 * tapped or a life total applies from the moment that state changes, not from the next unrelated change
 * (objects/characteristics.ts `touch`; the oracle differential test guards the general case). Real compiled cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState, type StepName } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, pt, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const P1 = { kind: 'player' as const, player: 1 };
const LIB = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

/** Passes priority (answering blocks with `blocks`, triggers in order) until turn 0 reaches `step` with priority. */
function until(g: GameState, step: StepName, blocks: { blocker: number; attacker: number }[] = [], max = 60): string[] {
  const steps: string[] = [];
  for (let i = 0; i < max; i++) {
    const t = g.turns[0]!;
    if (steps[steps.length - 1] !== t.step) steps.push(t.step);
    const d = g.pending!;
    if (t.step === step && d.kind === 'priority') return steps;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks });
    else if (d.kind === 'orderTriggers') ok(g, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, k) => k) });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  assert.fail(`never reached ${step}`);
}

test('611.3b / 506.4 Weakstone: "Attacking creatures get -1/-0" applies as soon as a creature attacks, and to its combat damage (510.1)', () => {
  def('Weakstone');
  const t = cardGame(
    {
      players: [{ library: [...LIB], battlefield: ['Weakstone', 'Grizzly Bears'] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  assert.deepEqual(pt(g, bears), [2, 2], 'not attacking: unaffected');
  t.attack({ 'Grizzly Bears': 'P2' });
  assert.deepEqual(pt(g, bears), [1, 2], 'attacking: -1/-0 at once');
  until(g, 'combatDamage');
  assert.equal(g.players[1]!.life, 19, 'combat damage is dealt with the modified power');
  until(g, 'main2');
  assert.deepEqual(pt(g, bears), [2, 2], '511.3: removed from combat, no longer attacking');
});

test('611.3b / 702.7b / 510.4 Purraj of Urborg: "has first strike as long as it\'s attacking" makes a first-strike combat damage step', () => {
  def('Purraj of Urborg');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Purraj of Urborg'] },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const purraj = id(g, 'Purraj of Urborg');
  const bears = id(g, 'Grizzly Bears');
  assert.equal(chars(g, purraj).keywords.has('first strike'), false, 'no first strike before attacking');
  t.attack({ 'Purraj of Urborg': 'P2' });
  assert.ok(chars(g, purraj).keywords.has('first strike'), 'first strike while attacking');
  const steps = until(g, 'main2', [{ blocker: bears, attacker: purraj }]);
  assert.ok(steps.includes('firstStrikeDamage'), `a first-strike damage step happened (steps: ${steps.join(', ')})`);
  assert.equal(g.objects[bears], undefined, 'the 2/2 blocker died to first-strike damage (Purraj is 2/3)');
  assert.equal(g.objects[purraj]!.damage, 0, 'and dealt none back');
});

test('611.3b / 106.12 Castle Raptors: "as long as it is untapped, it gets +0/+2" ends as soon as it taps for mana', () => {
  def('Castle Raptors');
  def('Cryptolith Rite');
  const t = cardGame(
    {
      players: [{ library: [...LIB], battlefield: ['Castle Raptors', 'Cryptolith Rite'] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const raptors = id(g, 'Castle Raptors');
  assert.deepEqual(pt(g, raptors), [3, 5], 'untapped: 3/3 gets +0/+2');
  const d = g.pending!;
  assert.ok(d.kind === 'priority');
  const tapForMana = d.actions.find((a) => a.kind === 'activate' && a.source === raptors);
  assert.ok(tapForMana && tapForMana.kind === 'activate', "Cryptolith Rite's granted mana ability is offered");
  act(g, 0, { kind: 'activate', source: raptors, ability: tapForMana.ability });
  assert.equal(g.objects[raptors]!.tapped, true);
  assert.deepEqual(pt(g, raptors), [3, 3], 'tapped for mana: the bonus is gone at once');
});

test('611.3b / 119.3 Serra Ascendant: "as long as you have 30 or more life" applies as soon as lifelink damage raises the life total', () => {
  def('Serra Ascendant');
  const t = cardGame(
    {
      players: [{ life: 29, library: [...LIB], battlefield: ['Serra Ascendant'] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const serra = id(g, 'Serra Ascendant');
  assert.deepEqual(pt(g, serra), [1, 1]);
  t.attack({ 'Serra Ascendant': 'P2' });
  until(g, 'combatDamage');
  assert.equal(g.players[0]!.life, 30, 'lifelink');
  assert.deepEqual(pt(g, serra), [6, 6], '30 life: +5/+5 at once');
  assert.ok(chars(g, serra).keywords.has('flying'), 'and flying');
});
