/**
 * 702.48 Ninjutsu (issue 19), with real cards of the modern pool: "[Cost], Reveal this card from your hand, Return an
 * unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield from your hand
 * tapped and attacking." 702.48c: the ninja is unblocked and attacks what the returned creature attacked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const lib = (): string[] => ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function attackWithBears(players = 2) {
  modernDef('Ninja of the Deep Hours');
  const t = cardGame(
    {
      players: [
        { library: lib(), hand: ['Ninja of the Deep Hours'], battlefield: ['Grizzly Bears', 'Island', 'Island'] },
        { library: lib(), battlefield: ['Wall of Wood'] },
        ...(players > 2 ? [{ library: lib() }] : []),
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers');
  t.attack({ 'Grizzly Bears': players > 2 ? 'P3' : 'P2' });
  return t;
}

test('702.48a / 702.48c: Ninja of the Deep Hours returns the unblocked Grizzly Bears and deals its damage instead', () => {
  const t = attackWithBears();
  t.advance('declareBlockers');
  t.block({}, { by: 'P2' });
  t.activate('Ninja of the Deep Hours', { from: 'hand', costs: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.expect({
    objects: {
      'Grizzly Bears': 'hand',
      'Ninja of the Deep Hours': { zone: 'battlefield', tapped: true },
    },
    log_cites: ['702.48c'],
  });
  assert.ok(t.state.turns[0]!.combat!.attackers.some((a) => a.attacker === t.id('Ninja of the Deep Hours')));
  t.advance('main2');
  resolveAll(t.state, { yes: true });
  t.expect({ life: { P2: 18 }, players: { P1: { hand: { contains: ['Grizzly Bears', 'Island'] } } } });
});

test('702.48c: in a three-player game the ninja attacks the player the returned creature attacked', () => {
  const t = attackWithBears(3);
  t.advance('declareBlockers');
  t.block({}, { by: 'P3' });
  t.activate('Ninja of the Deep Hours', { from: 'hand', costs: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.advance('main2');
  resolveAll(t.state, { yes: true });
  t.expect({ life: { P2: 20, P3: 18 } });
});

test('509.1h: before blockers are declared there is no unblocked attacker — ninjutsu is refused; a blocked attacker neither', () => {
  const t = attackWithBears();
  t.activate('Ninja of the Deep Hours', { from: 'hand', costs: ['Grizzly Bears'], refused: true });
  t.advance('declareBlockers');
  t.block({ 'Wall of Wood': 'Grizzly Bears' }, { by: 'P2' });
  t.activate('Ninja of the Deep Hours', { from: 'hand', costs: ['Grizzly Bears'], refused: true });
  t.expect({ objects: { 'Grizzly Bears': 'battlefield', 'Ninja of the Deep Hours': 'hand' } });
});

/** Whether the priority decision pending now offers Ninja of the Deep Hours' ninjutsu. */
function ninjutsuOffered(t: ReturnType<typeof attackWithBears>): boolean {
  const d = t.state.pending;
  assert.ok(d?.kind === 'priority' && d.player === 0);
  return d.actions.some((a) => a.kind === 'activate' && a.name === 'Ninja of the Deep Hours');
}

test('509.1h / 702.48a / 117.1: ninjutsu is offered once no blockers are declared (no change is counted, but the step reads it)', () => {
  const t = attackWithBears();
  assert.equal(t.state.turns[0]!.step, 'declareAttackers');
  assert.equal(ninjutsuOffered(t), false, 'Grizzly Bears is not unblocked before blockers are declared');
  t.pass(); // P1 passes in the declare attackers step
  t.pass(); // P2 passes: the declare blockers step begins
  t.block({}, { by: 'P2' });
  assert.equal(t.state.turns[0]!.step, 'declareBlockers');
  assert.equal(ninjutsuOffered(t), true);
});
