/**
 * 611.3b: a static ability's effect applies only while its condition holds — "As long as A and B, …": both must
 * hold (a compound condition, each part checked as the layers are applied, 613). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type ObjectId } from '@arbiter/engine';
import { cardGame, type CardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

/** The battlefield objects named `name`, in the order they were put there. */
function all(t: CardGame, name: string): ObjectId[] {
  return t.state.battlefield.filter((id) => chars(t.state, id).name === name);
}

test("611.3b: Sardian Cliffstomper gets +X/+0 only during its controller's turn and with four or more Mountains", () => {
  const base = Number(modernDef('Sardian Cliffstomper').power);
  const t = cardGame(
    {
      players: [
        { battlefield: ['Sardian Cliffstomper', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], library: ['Island'] },
        { battlefield: ['Sardian Cliffstomper', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], library: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const [mine, theirs] = all(t, 'Sardian Cliffstomper').sort(
    (a, b) => t.state.objects[a]!.controller - t.state.objects[b]!.controller,
  );
  const power = (id: ObjectId): number | null => chars(t.state, id).power;
  assert.equal(power(mine!), base + 4, 'your turn and four Mountains: +4/+0');
  assert.equal(power(theirs!), base, "four Mountains, but not its controller's turn");
  t.advance('main1', 3); // P2's turn
  assert.equal(power(mine!), base, "not P1's turn: no bonus");
  assert.equal(power(theirs!), base + 4);
});

test('611.3b: Sardian Cliffstomper with three Mountains on its turn gets nothing', () => {
  const base = Number(modernDef('Sardian Cliffstomper').power);
  const t = cardGame(
    {
      players: [{ battlefield: ['Sardian Cliffstomper', 'Mountain', 'Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(t.chars('Sardian Cliffstomper').power, base);
});

test('611.3b: Grond, the Gatebreaker is an artifact creature during your turn once you control an Army', () => {
  modernDef('Grond, the Gatebreaker');
  modernDef('March from the Black Gate');
  const t = cardGame(
    {
      players: [
        { hand: ['March from the Black Gate'], battlefield: ['Grond, the Gatebreaker', 'Swamp', 'Swamp', 'Swamp'] },
        { library: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.ok(!t.chars('Grond, the Gatebreaker').types.includes('Creature'), 'no Army yet: a noncreature Vehicle');
  t.cast('March from the Black Gate');
  t.resolve('all'); // it enters; amass Orcs 1 creates a 0/0 Orc Army token and puts a +1/+1 counter on it
  assert.deepEqual(t.chars('Grond, the Gatebreaker').types, ['Artifact', 'Creature']);
  t.advance('main1', 3); // P2's turn
  assert.ok(!t.chars('Grond, the Gatebreaker').types.includes('Creature'), "not P1's turn");
});
