/**
 * Issue 19: "Whenever ~ attacks, create … token that's tapped and attacking" (508.4: put onto the battlefield
 * attacking, never declared as an attacker; it joins ~'s attack) and "… at end of combat" (511.2: a delayed
 * triggered ability at the beginning of the end of combat step, 603.7), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import type { GameState } from '@arbiter/engine';
import { id, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Plains', 'Plains', 'Plains', 'Plains'];
const combat = (p1: PlayerSetup, p2: PlayerSetup = {}, active: 'P1' | 'P2' = 'P1') =>
  cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active, step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
const attacking = (g: GameState, name: string): boolean =>
  g.turns[0]!.combat!.attackers.some((a) => a.attacker === id(g, name, 'battlefield'));

test('508.4: Skyknight Vanguard attacks — its Soldier token enters tapped and attacking, and deals its damage', () => {
  modernDef('Skyknight Vanguard');
  const t = combat({ battlefield: ['Skyknight Vanguard'] });
  t.attack({ 'Skyknight Vanguard': 'P2' });
  t.resolve('all');
  assert.ok(attacking(t.state, 'Soldier'), 'the token is an attacking creature');
  t.expect({ objects: { Soldier: { tapped: true, pt: '1/1' } } });
  t.advance('main2');
  t.expect({ life: { P1: 20, P2: 18 } }); // 1 from the Vanguard (1/2), 1 from the Soldier
});

test('508.4 / 511.2: Geist of Saint Traft — the 4/4 Angel attacks beside it and is exiled at end of combat', () => {
  modernDef('Geist of Saint Traft');
  const t = combat({ battlefield: ['Geist of Saint Traft'] });
  t.attack({ 'Geist of Saint Traft': 'P2' });
  t.resolve('all');
  assert.ok(attacking(t.state, 'Angel'));
  t.advance('main2');
  t.expect({ life: { P1: 20, P2: 14 }, zones: { Angel: 'none', 'Geist of Saint Traft': 'battlefield' } });
});

test('511.2: Infernal Medusa blocks Hill Giant — the Giant survives the damage and is destroyed at end of combat', () => {
  modernDef('Infernal Medusa');
  const t = combat({ battlefield: ['Hill Giant'] }, { battlefield: ['Infernal Medusa'] });
  t.attack({ 'Hill Giant': 'P2' });
  t.block({ 'Infernal Medusa': 'Hill Giant' });
  t.advance('endCombat');
  t.expect({ zones: { 'Hill Giant': 'battlefield' }, objects: { 'Hill Giant': { damage: 2 } } });
  t.resolve('all');
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Infernal Medusa': 'battlefield' } });
});

test('511.2: Fog Elemental attacks — it is sacrificed at end of combat', () => {
  modernDef('Fog Elemental');
  const t = combat({ battlefield: ['Fog Elemental'] });
  t.attack({ 'Fog Elemental': 'P2' });
  t.resolve('all');
  t.advance('main2');
  t.expect({ life: { P1: 20, P2: 16 }, zones: { 'Fog Elemental': 'graveyard' } });
});

test('511.2 / 603.7c: Ohran Viper blocks Craw Wurm — "that creature" is the Wurm it dealt damage to, destroyed at end of combat', () => {
  modernDef('Ohran Viper');
  const t = combat({ battlefield: ['Craw Wurm'] }, { battlefield: ['Ohran Viper'] });
  t.attack({ 'Craw Wurm': 'P2' });
  t.block({ 'Ohran Viper': 'Craw Wurm' });
  t.advance('endCombat');
  t.resolve('all');
  t.expect({ zones: { 'Craw Wurm': 'graveyard', 'Ohran Viper': 'graveyard' } });
});
