/**
 * Untrusted input (issue 20 §8): a field that does not apply to the chosen action is MALFORMED,
 * objects offered for a cost with no such part are refused, and the choice is read as plain JSON
 * (copied first), so throwing getters, proxies and cycles can't crash `submit` or change the state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { submitInPlace } from '../src/index.js';
import { plainCopy } from '../src/game/submit.js';
import { id, ok, refused, scenario } from './helpers.js';

function position() {
  const s = scenario();
  s.battlefield(0, ['Forest', 'Forest', 'Mountain']);
  s.hand(0, ['Grizzly Bears', 'Lightning Bolt']);
  return s.start({ active: 0, step: 'main1' });
}

test('601.2h: costObjects for a spell with no sacrifice or discard cost are refused (MALFORMED), state unchanged', () => {
  const g = position();
  const msg = refused(
    g,
    0,
    { kind: 'action', action: { kind: 'cast', card: id(g, 'Grizzly Bears'), costObjects: [987654] } },
    'MALFORMED',
  );
  assert.match(msg, /costObjects 987654 pay no part of this cost/);
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: id(g, 'Grizzly Bears') } });
});

test('a field that does not apply to the chosen action or choice is MALFORMED', () => {
  const g = position();
  const bears = id(g, 'Grizzly Bears');
  assert.match(
    refused(g, 0, { kind: 'action', action: { kind: 'playLand', card: bears, targets: [] } }, 'MALFORMED'),
    /field "targets" does not apply to a playLand action/,
  );
  assert.match(
    refused(g, 0, { kind: 'action', action: { kind: 'pass', x: 3 } }, 'MALFORMED'),
    /field "x" does not apply to a pass action/,
  );
  assert.match(
    refused(g, 0, { kind: 'action', action: { kind: 'cast', card: bears, source: 1 } }, 'MALFORMED'),
    /field "source" does not apply to a cast action/,
  );
  assert.match(
    refused(g, 0, { kind: 'keep', cards: [1] }, 'MALFORMED'),
    /field "cards" does not apply to a keep choice/,
  );
});

test('submit treats input as untrusted JSON: throwing getters, proxies and cycles get MALFORMED, never a crash', () => {
  const g = position();
  const getter = {
    kind: 'action',
    get action(): unknown {
      throw new Error('boom');
    },
  };
  assert.match(refused(g, 0, getter, 'MALFORMED'), /plain JSON/);
  const proxy = new Proxy(
    {},
    {
      get() {
        throw new Error('trap');
      },
      ownKeys() {
        throw new Error('trap');
      },
    },
  );
  refused(g, 0, proxy, 'MALFORMED');
  const cyclic: Record<string, unknown> = { kind: 'action' };
  cyclic['action'] = cyclic;
  refused(g, 0, cyclic, 'MALFORMED');
  refused(g, 0, { kind: 'action', action: { kind: 'pass', n: 10n } }, 'MALFORMED');
});

test("a getter that answers differently on each read can't smuggle a second value past validation", () => {
  const g = position();
  let reads = 0;
  const shifty = {
    kind: 'action',
    get action() {
      reads++;
      return reads === 1 ? { kind: 'pass' } : { kind: 'cast', card: 999999 };
    },
  };
  const r = submitInPlace(g, 0, shifty);
  assert.equal(r.ok, true, r.ok ? '' : r.error.message);
  assert.equal(reads, 1, 'the input is read once, then only the copy is used');
});

test('a choice is copied exactly as a JSON round trip would copy it (the direct copy of plain data agrees)', () => {
  class Box {
    constructor(readonly n: number) {}
  }
  const hidden: Record<string, unknown> = {};
  Object.defineProperty(hidden, 'secret', { value: 1, enumerable: false });
  const samples: unknown[] = [
    { kind: 'action', action: { kind: 'cast', card: 3, targets: [[{ kind: 'object', id: 4 }]], x: -0 } },
    { kind: 'chooseObjects', objects: [1, undefined, 2, NaN, Infinity], extra: undefined, f: () => 1 },
    { kind: 'yesNo', when: new Date(0), box: new Box(2), list: Object.assign([1, 2], { toJSON: () => 'x' }) },
    JSON.parse('{"kind":"keep","__proto__":{"polluted":true}}'),
    { kind: 'orderObjects', objects: [[[[[[1]]]]]], nested: { a: { b: { c: [{}, [], null, 'x', true] } } } },
    Object.assign(Object.create(null) as object, { kind: 'keep' }),
    { kind: 'keep', hidden, sparse: [1, , 3] }, // eslint-disable-line no-sparse-arrays
  ];
  for (const v of samples) {
    const r = plainCopy(v);
    assert.ok(r.ok);
    assert.deepEqual(r.value, JSON.parse(JSON.stringify(v)));
    assert.equal(JSON.stringify(r.value), JSON.stringify(v));
    assert.equal(Object.getPrototypeOf(r.value), Object.prototype);
  }
  const deep: Record<string, unknown> = { kind: 'keep' };
  let at = deep;
  for (let i = 0; i < 100; i++) at = at['next'] = {};
  const r = plainCopy(deep);
  assert.ok(r.ok);
  assert.equal(JSON.stringify(r.value), JSON.stringify(deep));
});
