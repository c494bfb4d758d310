/**
 * 702.185a warp: "Warp [cost]" — cast from the hand for [cost] rather than its mana cost; the permanent a warped spell
 * becomes is exiled at the beginning of the next end step, and its owner may cast it from exile on a later turn for
 * as long as it remains exiled. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

function tappedLands(state: GameState): number {
  return state.battlefield.filter((o) => state.objects[o]!.tapped).length;
}

/** P1 (active, main phase) with five Forests and Germinating Wurm ({4}{G}, warp {1}{G}) in hand. */
function wurmGame() {
  modernDef('Germinating Wurm');
  return cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          hand: ['Germinating Wurm'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
        },
        { library: ['Island', 'Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('702.185a: Germinating Wurm warped for {1}{G} enters (its ETB gains 2 life), is exiled at the beginning of the next end step, and is cast from exile for its mana cost on a later turn', () => {
  const t = wurmGame();
  const life = t.state.players[0]!.life;
  t.cast('Germinating Wurm', { with: 'warp' });
  assert.equal(tappedLands(t.state), 2, 'the warp cost {1}{G}');
  t.resolve();
  resolveAll(t.state);
  t.expect({ zones: { 'Germinating Wurm': 'battlefield' }, log_cites: ['702.185a'] });
  assert.equal(t.state.players[0]!.life, life + 2, 'its enters trigger');
  t.advance('end');
  resolveAll(t.state);
  t.expect({ zones: { 'Germinating Wurm': 'exile' } });
  // P1's next turn: cast from exile, for its mana cost (warp casts from the hand only).
  t.advance('main1', 4);
  const d = t.state.pending!;
  const casts = d.kind === 'priority' ? d.actions.filter((a) => a.kind === 'cast') : [];
  assert.equal(casts.length, 1, 'one way to cast it from exile');
  assert.equal(casts[0]!.kind === 'cast' && casts[0]!.alternative, undefined, 'not for its warp cost');
  t.cast('Germinating Wurm', { with: 'warp', refused: { rule: '702.185a' } });
  t.cast('Germinating Wurm');
  assert.equal(tappedLands(t.state), 5, 'its mana cost {4}{G}');
  t.resolve();
  resolveAll(t.state);
  t.advance('end');
  resolveAll(t.state);
  t.expect({ zones: { 'Germinating Wurm': 'battlefield' } }); // not warped this time: it stays
});

test('702.185a: Germinating Wurm cast for its mana cost stays at the end step', () => {
  const t = wurmGame();
  t.cast('Germinating Wurm');
  assert.equal(tappedLands(t.state), 5);
  t.resolve();
  resolveAll(t.state);
  t.advance('end');
  resolveAll(t.state);
  t.expect({ zones: { 'Germinating Wurm': 'battlefield' } });
});

test("702.185a / 400.7: a warped creature that died before the end step isn't exiled from the graveyard", () => {
  modernDef('Red Tiger Mechan');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island'],
          hand: ['Red Tiger Mechan'],
          battlefield: ['Mountain', 'Mountain'],
        },
        { library: ['Island', 'Island', 'Island'], hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Red Tiger Mechan', { with: 'warp' });
  t.resolve();
  t.cast('Lightning Bolt', { by: 'P2', targets: ['Red Tiger Mechan'] });
  t.resolve();
  t.expect({ zones: { 'Red Tiger Mechan': 'graveyard' } });
  t.advance('end');
  resolveAll(t.state);
  t.expect({ zones: { 'Red Tiger Mechan': 'graveyard' } });
});

/** P1 (active, main phase): Kavaron Skywarden and five Forests, `hand`; P2: a Mountain, Grizzly Bears. */
function voidGame(hand: string[]) {
  modernDef('Kavaron Skywarden');
  return cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island'],
          hand,
          battlefield: ['Kavaron Skywarden', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Mountain'],
        },
        { library: ['Island', 'Island', 'Island'], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

function skywardenCounters(t: ReturnType<typeof voidGame>): number {
  return t.state.objects[t.id('Kavaron Skywarden')]!.counters['+1/+1'] ?? 0;
}

test('207.2c Void / 702.185a: a spell was warped this turn — Kavaron Skywarden gets a +1/+1 counter at the beginning of the end step', () => {
  const t = voidGame(['Germinating Wurm']);
  t.cast('Germinating Wurm', { with: 'warp' });
  t.resolve();
  resolveAll(t.state);
  t.advance('end');
  resolveAll(t.state);
  assert.equal(skywardenCounters(t), 1);
});

test('207.2c Void: a nonland permanent left the battlefield this turn — Kavaron Skywarden gets a +1/+1 counter', () => {
  const t = voidGame(['Lightning Bolt']);
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.advance('end');
  resolveAll(t.state);
  assert.equal(skywardenCounters(t), 1);
});

test('207.2c Void: nothing left the battlefield and nothing was warped (Germinating Wurm cast for its mana cost) — no counter', () => {
  const t = voidGame(['Germinating Wurm']);
  t.cast('Germinating Wurm');
  t.resolve();
  resolveAll(t.state);
  t.advance('end');
  resolveAll(t.state);
  assert.equal(skywardenCounters(t), 0);
});
