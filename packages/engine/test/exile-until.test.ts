/** 610.3: "Exile target creature until ~ leaves the battlefield." */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardDefinition } from '../src/index.js';
import { act, id, ok, pass, scenario } from './helpers.js';

const warden: CardDefinition = {
  name: 'Warden',
  manaCost: '{W}',
  supertypes: [],
  types: ['Enchantment'],
  subtypes: [],
  oracleText: '',
  abilities: [
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield', what: { kind: 'self' } },
      text: 'When Warden enters, exile target creature until Warden leaves the battlefield.',
      targets: [
        {
          count: { min: 1, max: 1 },
          filter: { kind: 'object', match: { types: ['Creature'] } },
          text: 'target creature',
        },
      ],
      effects: [{ kind: 'exileUntilLeaves', what: { kind: 'target', target: 0 } }],
    },
  ],
};
const disenchant: CardDefinition = {
  name: 'Unmake',
  manaCost: '{W}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  oracleText: '',
  abilities: [
    {
      kind: 'spell',
      targets: [
        {
          count: { min: 1, max: 1 },
          filter: { kind: 'object', match: { types: ['Enchantment'] } },
          text: 'target enchantment',
        },
      ],
      effects: [{ kind: 'destroy', what: { kind: 'target', target: 0 } }],
    },
  ],
};

function setup() {
  const s = scenario(2, { Warden: warden, Unmake: disenchant });
  s.battlefield(0, ['Plains', 'Plains']);
  s.battlefield(1, ['Hill Giant']);
  s.hand(0, ['Warden', 'Unmake']);
  s.library(0, ['Plains', 'Plains']);
  s.library(1, ['Plains', 'Plains']);
  return s.start({ active: 0, step: 'main1' });
}

/** Casts Warden and puts its trigger on the stack targeting the Giant; returns the game with the trigger waiting. */
function wardenTrigger() {
  const g = setup();
  act(g, 0, { kind: 'cast', card: id(g, 'Warden', 'hand') });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.equal(d.kind, 'chooseTargets');
  ok(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g, 'Hill Giant', 'battlefield') }]] });
  return g;
}

test("610.3: the card is exiled, and returns under its owner's control when the source leaves the battlefield", () => {
  const g = wardenTrigger();
  pass(g);
  pass(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'exile');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Unmake', 'hand'),
    targets: [[{ kind: 'object', id: id(g, 'Warden', 'battlefield') }]],
  });
  pass(g);
  pass(g);
  const giant = id(g, 'Hill Giant');
  assert.equal(g.objects[giant]!.zone, 'battlefield');
  assert.equal(g.objects[giant]!.controller, 1);
  assert.equal(g.effects.filter((e) => e.modification.kind === 'exiledUntilLeaves').length, 0);
});

test('610.3: if the source has left the battlefield before the ability resolves, the card is not exiled', () => {
  const g = wardenTrigger();
  // With the trigger on the stack, destroy Warden in response.
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Unmake', 'hand'),
    targets: [[{ kind: 'object', id: id(g, 'Warden', 'battlefield') }]],
  });
  pass(g);
  pass(g); // Unmake resolves
  pass(g);
  pass(g); // the trigger resolves
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'battlefield');
});
