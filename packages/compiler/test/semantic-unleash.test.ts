/**
 * Optional counters chosen as a permanent enters (614.12, 614.1c) — unleash (702.98a) — on real compiled cards played
 * in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState } from '@arbiter/engine';
import { compiled, act, def, has, id, landsFor, ok, pass, pt, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

/** Passes priority (declaring no attackers or blockers) until player `who` is asked to declare attackers. */
function toAttackersOf(g: GameState, who: number): void {
  for (let i = 0; i < 200; i++) {
    const d = g.pending;
    assert.ok(d, 'game ended');
    if (d.kind === 'declareAttackers' && d.player === who) return;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareAttackers') ok(g, d.player, { kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
  assert.fail('never reached declare attackers');
}

test("702.98a unleash: Rakdos Cackler enters with a +1/+1 counter if its controller chooses, and then can't block", () => {
  def('Rakdos Cackler');
  for (const unleash of [true, false]) {
    const t = cardGame(
      {
        players: [
          { library: ['Swamp', 'Swamp', 'Swamp'], hand: ['Rakdos Cackler'], battlefield: ['Swamp'] },
          { library: ['Forest', 'Forest', 'Forest'], battlefield: ['Grizzly Bears'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    t.cast('Rakdos Cackler');
    while (g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0) pass(g);
    const d = g.pending;
    assert.ok(d && d.kind === 'yesNo' && d.player === 0, `expected the unleash choice, got ${d?.kind}`);
    t.choose(unleash);
    const cackler = id(g, 'Rakdos Cackler', 'battlefield');
    assert.equal(g.objects[cackler]!.counters['+1/+1'] ?? 0, unleash ? 1 : 0);
    assert.deepEqual(pt(g, cackler), unleash ? [2, 2] : [1, 1]);
    // The opponent's turn: the Bears attack; only the Cackler without a counter may block.
    toAttackersOf(g, 1);
    t.attack({ 'Grizzly Bears': 'P1' });
    for (let i = 0; i < 5 && g.pending?.kind === 'priority'; i++) pass(g);
    const b = g.pending;
    const offered = b?.kind === 'declareBlockers' && b.options.some((o) => o.blocker === cackler);
    assert.equal(
      offered,
      !unleash,
      unleash ? 'an unleashed creature with a +1/+1 counter cannot block' : 'without a counter it can block',
    );
  }
});

/** Casts a card from player 0's hand (lands for it already on the battlefield) and resolves the stack. */
function castAndResolve(g: GameState, name: string, targets?: number[]): void {
  act(g, 0, {
    kind: 'cast',
    card: id(g, name),
    ...(targets ? { targets: [targets.map((x) => ({ kind: 'object' as const, id: x }))] } : {}),
  });
  for (let i = 0; i < 10 && g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0; i++) pass(g);
}

test('614.1c morbid: Festerhide Boar enters with two +1/+1 counters only if a creature died this turn', () => {
  def('Festerhide Boar');
  for (const died of [true, false]) {
    const t = cardGame(
      {
        players: [
          { hand: ['Festerhide Boar', 'Lightning Bolt'], battlefield: [...landsFor('{3}{G}'), 'Mountain'] },
          { battlefield: ['Grizzly Bears'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    if (died) {
      castAndResolve(g, 'Lightning Bolt', [id(g, 'Grizzly Bears')]);
      assert.equal(has(g, 'Grizzly Bears', 'graveyard'), true);
    }
    castAndResolve(g, 'Festerhide Boar');
    const boar = id(g, 'Festerhide Boar', 'battlefield');
    assert.equal(g.objects[boar]!.counters['+1/+1'] ?? 0, died ? 2 : 0);
    assert.deepEqual(pt(g, boar), died ? [5, 5] : [3, 3]);
  }
});

test('614.1c / 614.12 "if you cast it from your hand": Myojin of Cleansing Fire cast from hand has a divinity counter (and indestructible); reanimated, none', () => {
  def('Myojin of Cleansing Fire');
  const s = scenario();
  s.battlefield(0, landsFor('{5}{W}{W}{W}'));
  s.hand(0, ['Myojin of Cleansing Fire']);
  const g = s.start({ active: 0, step: 'main1' });
  castAndResolve(g, 'Myojin of Cleansing Fire');
  const m = id(g, 'Myojin of Cleansing Fire', 'battlefield');
  assert.equal(g.objects[m]!.counters['divinity'], 1);
  assert.equal(chars(g, m).keywords.has('indestructible'), true);

  const s2 = scenario();
  s2.battlefield(0, landsFor('{3}{B}'));
  s2.hand(0, ['Zombify']);
  s2.graveyard(0, ['Myojin of Cleansing Fire']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  castAndResolve(g2, 'Zombify', [id(g2, 'Myojin of Cleansing Fire', 'graveyard')]);
  const m2 = id(g2, 'Myojin of Cleansing Fire', 'battlefield');
  assert.equal(g2.objects[m2]!.counters['divinity'] ?? 0, 0);
  assert.equal(chars(g2, m2).keywords.has('indestructible'), false);
});
