/**
 * 601.2b / 601.2f: "As an additional cost to cast this spell, [cost] or [cost]" — the caster chooses one of the costs
 * as the spell is announced, and it joins the total cost. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(hand: string[], battlefield: string[], library: string[] = ['Island', 'Island']) {
  for (const n of hand) if (n !== 'Forest') modernDef(n);
  return cardGame(
    {
      players: [
        { hand, battlefield, library },
        { battlefield: ['Hill Giant'], library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('601.2b: Lightning Axe chosen to discard a card: the card is discarded and the spell costs only {R}', () => {
  const t = game(['Lightning Axe', 'Forest'], ['Mountain']);
  t.cast('Lightning Axe', { targets: ['Hill Giant'], additional_cost: 'discard a card', costs: ['Forest'] });
  t.expect({ zones: { Forest: 'graveyard' } });
  t.resolve();
  t.expect({ zones: { 'Hill Giant': 'graveyard' }, log_cites: ['601.2b'] });
});

test("601.2f: Lightning Axe chosen to pay {5} costs {5}{R} in all, and with five lands it can't be paid", () => {
  const t = game(['Lightning Axe', 'Forest'], ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
  t.cast('Lightning Axe', { targets: ['Hill Giant'], additional_cost: 'pay {5}' });
  t.expect({ zones: { Forest: 'hand' } });
  assert.equal(t.state.battlefield.filter((id) => t.state.objects[id]!.tapped).length, 6);
  const u = game(['Lightning Axe', 'Forest'], ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
  u.cast('Lightning Axe', { targets: ['Hill Giant'], additional_cost: 'pay {5}', refused: true });
});

test('601.2b: a spell with costs to choose from is refused when no cost is chosen, and the state is unchanged', () => {
  const t = game(['Eaten Alive', 'Forest'], ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears']);
  t.cast('Eaten Alive', { targets: ['Hill Giant'], refused: { code: 'ILLEGAL_CHOICE', rule: '601.2b' } });
  t.cast('Eaten Alive', { targets: ['Hill Giant'], additional_cost: 'sacrifice a creature', costs: ['Grizzly Bears'] });
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' } });
  t.resolve();
  t.expect({ zones: { 'Hill Giant': 'exile' } });
});

test('601.2b: the priority decision lists one way to cast Eaten Alive per additional cost that can be paid', () => {
  const both = game(['Eaten Alive'], ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears']);
  const ways = (g: typeof both): string[] =>
    g.state.pending!.kind === 'priority'
      ? g.state.pending!.actions.flatMap((a) =>
          a.kind === 'cast' && a.name === 'Eaten Alive' ? [a.costChoiceText ?? '(none)'] : [],
        )
      : [];
  assert.deepEqual(ways(both), ['sacrifice a creature', 'pay {3}{B}']);
  const noCreature = game(['Eaten Alive'], ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']);
  assert.deepEqual(ways(noCreature), ['pay {3}{B}']);
  const fewLands = game(['Eaten Alive'], ['Swamp', 'Grizzly Bears']);
  assert.deepEqual(ways(fewLands), ['sacrifice a creature']);
});

test('601.2b: Bayou Groff, a creature spell, is cast sacrificing a creature', () => {
  const t = game(['Bayou Groff'], ['Forest', 'Forest', 'Grizzly Bears']);
  t.cast('Bayou Groff', { additional_cost: 0, costs: ['Grizzly Bears'] });
  t.resolve();
  t.expect({ zones: { 'Bayou Groff': 'battlefield', 'Grizzly Bears': 'graveyard' } });
});

test('702.85a / 601.2b: cascading into Lightning Axe, its caster still chooses and pays an additional cost', () => {
  modernDef('Bloodbraid Elf');
  const t = game(
    ['Bloodbraid Elf', 'Forest'],
    ['Mountain', 'Mountain', 'Forest', 'Forest'],
    ['Lightning Axe', 'Island', 'Island'],
  );
  t.cast('Bloodbraid Elf');
  t.resolve(); // the cascade trigger
  t.choose(true); // cast Lightning Axe without paying its mana cost
  assert.equal(t.state.pending?.kind, 'chooseOption');
  t.choose([0]); // discard a card
  t.choose(['Hill Giant']);
  t.resolve();
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Lightning Axe': 'graveyard' }, players: { P1: { hand_count: 0 } } });
});

test('701.20a: Silvergill Adept is cast revealing another Merfolk card, which stays in the hand', () => {
  const t = game(['Silvergill Adept', 'Silvergill Adept'], ['Island', 'Island']);
  t.cast('Silvergill Adept#1', { additional_cost: 'reveal', costs: ['Silvergill Adept#2'] });
  t.expect({ players: { P1: { hand_count: 1 } }, log_cites: ['701.20a'] });
  assert.ok(t.state.log.some((e) => e.type === 'reveal' && /reveals Silvergill Adept/.test(e.text)));
});

test("701.20a: Silvergill Adept can't reveal itself to pay its own cost", () => {
  const t = game(['Silvergill Adept', 'Forest'], ['Island', 'Island']);
  t.cast('Silvergill Adept', { additional_cost: 'reveal', refused: true });
  t.expect({ zones: { 'Silvergill Adept': 'hand' } });
});
