/**
 * 601.2h with a person at the table: the view of a player holding priority lists, for each cast or activation whose
 * cost lets them choose objects, the objects each part could be paid with (GameView.costChoices), so a client can ask
 * which creature to sacrifice or which cards to exile before it sends the action. Other viewers get nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor, type CostObjectChoice, type GameView } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

type Game = ReturnType<typeof cardGame>;

/** The cost choices the viewer's view gives the priority entries for `name` (casts of that card, its activations). */
function choicesFor(t: Game, v: GameView, name: string): readonly CostObjectChoice[] | undefined {
  const p = v.pending;
  assert.equal(p?.kind, 'priority');
  if (p?.kind !== 'priority') return undefined;
  const entries = p.actions.flatMap((a, i) =>
    (a.kind === 'cast' && a.card === t.id(name)) || (a.kind === 'activate' && a.source === t.id(name)) ? [i] : [],
  );
  assert.ok(entries.length > 0, `no priority entry for ${name}`);
  const choices = (v.costChoices ?? []).filter((c) => entries.includes(c.action)).flatMap((c) => c.choices);
  return choices.length > 0 ? choices : undefined;
}
const names = (t: Game, ids: readonly number[]): string[] =>
  ids.map((id) => t.state.cards[t.state.objects[id]!.defKey]!.name).sort();

test('601.2h: an additional cost "sacrifice a creature" lists the caster\'s creatures to choose from (Village Rites)', () => {
  modernDef('Village Rites');
  const t = cardGame(
    {
      players: [
        { hand: ['Village Rites'], battlefield: ['Swamp', 'Grizzly Bears', 'Hill Giant'] },
        { battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const [choice] = choicesFor(t, viewFor(t.state, 0), 'Village Rites') ?? [];
  assert.equal(choice?.verb, 'sacrifice');
  assert.equal(choice?.count, 1);
  assert.deepEqual(names(t, choice?.candidates ?? []), ['Grizzly Bears', 'Hill Giant']);
  for (const other of [1, null] as const) assert.equal(viewFor(t.state, other).costChoices, undefined);
  // The chosen creature is the one sacrificed.
  t.cast('Village Rites', { costs: ['Hill Giant'] });
  t.expect({ battlefield: { contains: ['Grizzly Bears'], excludes: ['Hill Giant'] } });
});

test('601.2h: a cost whose every candidate is needed offers no choice', () => {
  modernDef('Village Rites');
  const t = cardGame(
    {
      players: [{ hand: ['Village Rites'], battlefield: ['Swamp', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  assert.equal(choicesFor(t, viewFor(t.state, 0), 'Village Rites'), undefined);
});

test('702.122a: crew lists the untapped creatures and their powers, to reach a total', () => {
  modernDef("Smuggler's Copter");
  const t = cardGame(
    {
      players: [{ battlefield: ["Smuggler's Copter", 'Grizzly Bears', 'Llanowar Elves'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const [choice] = choicesFor(t, viewFor(t.state, 0), "Smuggler's Copter") ?? [];
  assert.equal(choice?.verb, 'tap');
  assert.equal(choice?.minTotal?.of, 'power');
  assert.equal(choice?.minTotal?.amount, 1);
  const byName = Object.fromEntries(
    (choice?.candidates ?? []).map((id, i) => [names(t, [id])[0], choice?.minTotal?.values[i]]),
  );
  assert.deepEqual(byName, { 'Grizzly Bears': 2, 'Llanowar Elves': 1 });
});

test("701.59a: an activation that collects evidence lists the graveyard with each card's mana value", () => {
  modernDef('Forensic Researcher');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Forensic Researcher', 'Island'],
          graveyard: ['Hill Giant', 'Lightning Bolt', 'Grizzly Bears'],
        },
        { battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const choices = choicesFor(t, viewFor(t.state, 0), 'Forensic Researcher') ?? [];
  const evidence = choices.find((c) => c.minTotal?.of === 'manaValue');
  assert.ok(evidence, JSON.stringify(choices));
  assert.equal(evidence.verb, 'exile');
  const byName = Object.fromEntries(
    evidence.candidates.map((id, i) => [names(t, [id])[0], evidence.minTotal?.values[i]]),
  );
  assert.deepEqual(byName, { 'Hill Giant': 4, 'Lightning Bolt': 1, 'Grizzly Bears': 2 });
});
