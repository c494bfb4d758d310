/**
 * 614.1a / 122.6 / 616.1: replacement effects that change how many counters are put on a permanent or a player —
 * Hardened Scales ("that many plus one"), Corpsejack Menace ("twice that many"), Vizier of Remedies ("minus one"),
 * Winding Constrictor (any kind, and counters a player gets), Mowu (only itself) — played with real cards of the
 * modern pool in engine games. A permanent entering with counters has them put on it (122.6); when the order of the
 * effects matters, the affected permanent's controller chooses it (616.1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('614.1a: Hardened Scales — one +1/+1 counter put on a creature you control becomes two', () => {
  modernDef('Hardened Scales');
  const t = game({ battlefield: ['Hardened Scales', 'Grizzly Bears', 'Forest'], hand: ['Battlegrowth'] });
  t.cast('Battlegrowth', { targets: ['Grizzly Bears'] }).resolve('all');
  t.expect({ objects: { 'Grizzly Bears': { counters: { '+1/+1': 2 }, pt: '4/4' } }, log_cites: ['614.1a', '122.6'] });
});

test('614.1a: Hardened Scales — an opponent’s creature gets only the one counter', () => {
  modernDef('Hardened Scales');
  const t = game(
    { battlefield: ['Hardened Scales', 'Forest'], hand: ['Battlegrowth'] },
    { battlefield: ['Grizzly Bears'] },
  );
  t.cast('Battlegrowth', { targets: ['Grizzly Bears'] }).resolve('all');
  t.expect({ objects: { 'Grizzly Bears': { counters: { '+1/+1': 1 } } } });
});

test('122.6: Hardened Scales — a creature entering with a +1/+1 counter enters with two (Servant of the Scale)', () => {
  modernDef('Hardened Scales');
  const t = game({ battlefield: ['Hardened Scales', 'Forest'], hand: ['Servant of the Scale'] });
  t.cast('Servant of the Scale').resolve('all');
  t.expect({ objects: { 'Servant of the Scale': { counters: { '+1/+1': 2 } } } });
});

test('616.1: Hardened Scales and Corpsejack Menace — the controller orders them: plus one first gives 4, doubling first gives 3', () => {
  modernDef('Hardened Scales');
  modernDef('Corpsejack Menace');
  for (const [order, expected] of [
    [[0, 1], 4],
    [[1, 0], 3],
  ] as const) {
    const t = game({
      battlefield: ['Hardened Scales', 'Corpsejack Menace', 'Grizzly Bears', 'Forest'],
      hand: ['Battlegrowth'],
    });
    t.cast('Battlegrowth', { targets: ['Grizzly Bears'] }).resolve();
    t.expect({ decision: 'orderReplacements' });
    t.choose([...order]);
    t.expect({ objects: { 'Grizzly Bears': { counters: { '+1/+1': expected } } }, log_cites: ['616.1'] });
  }
});

test('614.1a / 122.6: Vizier of Remedies — Kitchen Finks returns by persist with no -1/-1 counter', () => {
  modernDef('Vizier of Remedies');
  const t = game({ battlefield: ['Vizier of Remedies', 'Kitchen Finks', 'Mountain'], hand: ['Shock'] });
  t.cast('Shock', { targets: ['Kitchen Finks'] }).resolve('all');
  t.expect({ objects: { 'Kitchen Finks': { zone: 'battlefield', pt: '3/2' } } });
  const finks = t.state.battlefield.find((id) => t.state.cards[t.state.objects[id]!.defKey]?.name === 'Kitchen Finks');
  assert.equal(t.state.objects[finks!]!.counters['-1/-1'] ?? 0, 0);
});

test('614.1a: Winding Constrictor — a player who would get one energy counter gets two (Aether Hub)', () => {
  modernDef('Winding Constrictor');
  const t = game({ battlefield: ['Winding Constrictor'], hand: ['Aether Hub'] });
  t.play('Aether Hub').resolve('all');
  t.expect({ players: { P1: { counters: { energy: 2 } } } });
});

test('614.1a: Mowu, Loyal Companion — only counters put on Mowu itself are increased', () => {
  modernDef('Mowu, Loyal Companion');
  const t = game({
    battlefield: ['Mowu, Loyal Companion', 'Grizzly Bears', 'Forest', 'Forest'],
    hand: ['Battlegrowth', 'Battlegrowth'],
  });
  t.cast('Battlegrowth', { targets: ['Mowu, Loyal Companion'] }).resolve('all');
  t.cast('Battlegrowth', { targets: ['Grizzly Bears'] }).resolve('all');
  t.expect({
    objects: { 'Mowu, Loyal Companion': { counters: { '+1/+1': 2 } }, 'Grizzly Bears': { counters: { '+1/+1': 1 } } },
  });
});
