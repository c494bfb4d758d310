/**
 * 707.2 / 614.1c / 614.12: a permanent entering as a copy enters with what the copiable values say about entering —
 * "enters with N counters", "enters tapped", "as ~ enters, choose …" — because the copy effect applies before the
 * replacement effects are checked (614.12 looks at the permanent as it would exist on the battlefield). Real cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState, type ObjectId } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

/** Casts Clone and, when it resolves, has it enter as a copy of `copy`. Returns the new permanent. */
function castClone(g: GameState, copy: ObjectId): ObjectId {
  act(g, 0, { kind: 'cast', card: id(g, 'Clone', 'hand') });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects', `expected the Clone choice, got ${d.kind}`);
  ok(g, 0, { kind: 'chooseObjects', objects: [copy] });
  return g.battlefield[g.battlefield.length - 1]!;
}

test('707.2 / 614.1c: Clone copying Spike Feeder enters with two +1/+1 counters (a 2/2 that survives)', () => {
  def('Clone');
  def('Spike Feeder');
  const t = cardGame(
    {
      players: [
        { hand: ['Clone'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
        { battlefield: [{ card: 'Spike Feeder', counters: { '+1/+1': 2 } }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const feeder = id(g, 'Spike Feeder', 'battlefield');
  const clone = castClone(g, feeder);
  resolveAll(g);
  assert.ok(g.objects[clone], 'the copy survives state-based actions');
  assert.equal(chars(g, clone).name, 'Spike Feeder');
  assert.deepEqual(g.objects[clone]!.counters, { '+1/+1': 2 });
  assert.deepEqual(pt(g, clone), [2, 2]);
  assert.ok(g.log.some((e) => e.rules.includes('707.2') && e.rules.includes('614.1c')));
});

test('707.2 / 614.1c: a token copy of Spike Feeder enters with its counters too', () => {
  def('Spike Feeder');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Cackling Counterpart'],
          battlefield: [{ card: 'Spike Feeder', counters: { '+1/+1': 2 } }, 'Island', 'Island', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const feeder = id(g, 'Spike Feeder', 'battlefield');
  act(g, 0, { kind: 'cast', card: id(g, 'Cackling Counterpart', 'hand'), targets: [[{ kind: 'object', id: feeder }]] });
  resolveAll(g);
  const token = g.battlefield.find((x) => g.objects[x]!.kind === 'token');
  assert.ok(token !== undefined, 'the token copy is on the battlefield');
  assert.deepEqual(g.objects[token]!.counters, { '+1/+1': 2 });
});

test('707.2 / 614.1c: Clone copying Diregraf Ghoul enters tapped', () => {
  def('Diregraf Ghoul');
  const t = cardGame(
    {
      players: [
        { hand: ['Clone'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
        { battlefield: [{ card: 'Diregraf Ghoul', tapped: false }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const clone = castClone(g, id(g, 'Diregraf Ghoul', 'battlefield'));
  assert.equal(chars(g, clone).name, 'Diregraf Ghoul');
  assert.equal(g.objects[clone]!.tapped, true);
});

test('707.9 / 614.12: Clone copying Voice of All makes the "as enters" color choice, and has protection from that color', () => {
  def('Voice of All');
  const t = cardGame(
    {
      players: [
        { hand: ['Clone'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
        { battlefield: ['Voice of All'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const clone = castClone(g, id(g, 'Voice of All', 'battlefield'));
  const d = g.pending!;
  assert.ok(d.kind === 'chooseColor' && d.player === 0, `expected the color choice, got ${d.kind}`);
  t.choose('R');
  assert.equal(g.objects[clone]!.chosen?.color, 'R');
  assert.ok(chars(g, clone).abilities.some((a) => a.kind === 'keyword' && a.keyword === 'protection'));
});

test('707.9 / 614.12: a token copy of Voice of All makes the "as enters" color choice', () => {
  def('Voice of All');
  const t = cardGame(
    {
      players: [{ hand: ['Cackling Counterpart'], battlefield: ['Voice of All', 'Island', 'Island', 'Island'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Cackling Counterpart', { targets: ['Voice of All'] });
  t.pass();
  t.pass();
  const d = g.pending!;
  assert.ok(d.kind === 'chooseColor' && d.player === 0, `expected the color choice, got ${d.kind}`);
  t.choose('B');
  const token = g.battlefield.find((x) => g.objects[x]!.kind === 'token')!;
  assert.equal(g.objects[token]!.chosen?.color, 'B');
});
