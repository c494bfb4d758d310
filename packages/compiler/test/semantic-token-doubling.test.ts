/**
 * 614.1a / 616.1f: token doublers — Parallel Lives, Anointed Procession ("If an effect would create one or more tokens
 * under your control, it creates twice that many of those tokens instead"), Mondrak, Glory Dominus ("… would be
 * created under your control …") and Primal Vigor (anyone's tokens, and +1/+1 counters on any creature) — played
 * with real cards of the modern pool in engine games. Each applies once to an event: two doublers make four times
 * as many. Every token created enters with the entering modifications that apply to it (614.1c).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}, active = 'P1') =>
  cardGame({ players: [p1, p2], position: { active, step: 'main1' } }, modernCompiled);

const tokens = (t: CardGame, name: string, controller = 0): number[] =>
  t.state.battlefield.filter((o) => chars(t.state, o).name === name && chars(t.state, o).controller === controller);

test('614.1a: Parallel Lives — Raise the Alarm creates four Soldiers', () => {
  modernDef('Parallel Lives');
  const t = game({ battlefield: ['Parallel Lives', 'Plains', 'Plains'], hand: ['Raise the Alarm'] });
  t.cast('Raise the Alarm').resolve('all');
  assert.equal(tokens(t, 'Soldier').length, 4);
  t.expect({ log_cites: ['614.1a'] });
});

test('616.1f: Parallel Lives and Anointed Procession each apply once — eight Soldiers', () => {
  modernDef('Anointed Procession');
  const t = game({
    battlefield: ['Parallel Lives', 'Anointed Procession', 'Plains', 'Plains'],
    hand: ['Raise the Alarm'],
  });
  t.cast('Raise the Alarm').resolve('all');
  assert.equal(tokens(t, 'Soldier').length, 8);
});

test('614.1a: Mondrak, Glory Dominus — only tokens created under its controller’s control are doubled', () => {
  modernDef('Mondrak, Glory Dominus');
  const t = game(
    { battlefield: ['Mondrak, Glory Dominus'] },
    { battlefield: ['Plains', 'Plains'], hand: ['Raise the Alarm'] },
    'P2',
  );
  t.cast('Raise the Alarm', { by: 'P2' }).resolve('all');
  assert.equal(tokens(t, 'Soldier', 1).length, 2);
});

test('614.1a: Primal Vigor — an opponent’s tokens are doubled too', () => {
  modernDef('Primal Vigor');
  const t = game(
    { battlefield: ['Primal Vigor'] },
    { battlefield: ['Plains', 'Plains'], hand: ['Raise the Alarm'] },
    'P2',
  );
  t.cast('Raise the Alarm', { by: 'P2' }).resolve('all');
  assert.equal(tokens(t, 'Soldier', 1).length, 4);
});

test('614.1a: Primal Vigor — +1/+1 counters put on any creature are doubled, an opponent’s included', () => {
  modernDef('Primal Vigor');
  const t = game(
    { battlefield: ['Primal Vigor', 'Forest'], hand: ['Battlegrowth'] },
    { battlefield: ['Grizzly Bears'] },
  );
  t.cast('Battlegrowth', { targets: ['Grizzly Bears'] }).resolve('all');
  t.expect({ objects: { 'Grizzly Bears': { counters: { '+1/+1': 2 } } } });
});

test('614.1a / 614.1c: Parallel Lives with Grumgully — each of the doubled tokens enters with its additional counter', () => {
  const t = game({
    battlefield: ['Parallel Lives', 'Grumgully, the Generous', 'Plains', 'Plains'],
    hand: ['Raise the Alarm'],
  });
  t.cast('Raise the Alarm').resolve('all');
  const soldiers = tokens(t, 'Soldier');
  assert.equal(soldiers.length, 4);
  for (const id of soldiers) assert.equal(t.state.objects[id]!.counters['+1/+1'], 1);
});
