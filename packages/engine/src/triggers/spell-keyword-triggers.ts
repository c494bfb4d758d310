/**
 * What the keywords that change how or when spells are cast add to trigger detection and to the event pipeline, read
 * from a card's keywords (the effects they create resolve in effects/spell-keywords.ts): the "when you cast this
 * spell" triggers of storm (702.40a), cascade (702.85a), ripple (702.60a), replicate (702.56a) and conspire
 * (702.78a); madness (702.35a: the replacement that exiles the discarded card, and its trigger); suspend's upkeep
 * trigger (702.62a).
 */
import type { CostSpec, TriggeredAbility } from '../cards/ability-tree.js';
import { parseManaCost } from '../cards/mana-symbols.js';
import type { GameEvent, Replaced } from '../events/types.js';
import { chars } from '../objects/characteristics.js';
import { manaValueOf } from '../objects/faces.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/**
 * "When you cast this spell" keyword triggers of a spell just cast (601.2i), one per instance:
 * 702.40a storm — "When you cast this spell, copy it for each other spell that was cast before it this
 * turn. If the spell has any targets, you may choose new targets for any of the copies." The number is
 * fixed now: spells cast later (in response) were not cast before it.
 */
export function castKeywordTriggers(state: GameState, spell: ObjectId): TriggeredAbility[] {
  const out: TriggeredAbility[] = [];
  const c = chars(state, spell);
  for (const a of c.abilities) {
    if (a.kind === 'keyword' && a.keyword === 'cascade') {
      // 702.85a: "When you cast this spell, exile cards from the top of your library until you exile a nonland card whose
      // mana value is less than this spell's mana value. You may cast that card without paying its mana cost if its mana
      // value is less than this spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of
      // your library in a random order." The spell's mana value (with X, 202.3e) is fixed now: it can't change on the stack.
      const o = state.objects[spell]!;
      const hasX = c.manaCost ? parseManaCost(c.manaCost).filter((x) => x.kind === 'x').length : 0;
      const mv = manaValueOf(c) + hasX * (o.stack?.x ?? 0);
      out.push({
        kind: 'triggered',
        trigger: { kind: 'castSelf' },
        targets: [],
        effects: [{ kind: 'spellKeyword', keyword: 'cascade', manaValue: mv }],
        text: 'Cascade (702.85a)',
      });
      continue;
    }
    if (a.kind === 'keyword' && a.keyword === 'ripple') {
      // 702.60a: "When you cast this spell, you may reveal the top N cards of your library, or, if there are fewer than N
      // cards in your library, you may reveal all the cards in your library. If you reveal cards from your library this
      // way, you may cast any of those cards with the same name as this spell without paying their mana costs, then put
      // all revealed cards not cast this way on the bottom of your library in any order."
      out.push({
        kind: 'triggered',
        trigger: { kind: 'castSelf' },
        targets: [],
        effects: [{ kind: 'spellKeyword', keyword: 'ripple', n: a.n, name: c.name }],
        text: `Ripple ${a.n} (702.60a)`,
      });
      continue;
    }
    if (a.kind === 'keyword' && a.keyword === 'replicate') {
      // 702.56a: "When you cast this spell, if a replicate cost was paid for it, copy it for each time its replicate cost was paid."
      const n = state.objects[spell]?.stack?.replicated ?? 0;
      if (n > 0)
        out.push({
          kind: 'triggered',
          trigger: { kind: 'castSelf' },
          targets: [],
          effects: [{ kind: 'spellKeyword', keyword: 'copySelf', copies: n, rule: '702.56a' }],
          text: `Replicate (702.56a): copy it ${n} time(s)`,
        });
      continue;
    }
    if (a.kind === 'keyword' && a.keyword === 'casualty') {
      // 702.153a: "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any targets,
      // you may choose new targets for the copy."
      if ((state.objects[spell]?.stack?.kicked ?? []).length > 0)
        out.push({
          kind: 'triggered',
          trigger: { kind: 'castSelf' },
          targets: [],
          effects: [{ kind: 'spellKeyword', keyword: 'copySelf', copies: 1, rule: '702.153a' }],
          text: `Casualty ${a.n} (702.153a): copy it`,
        });
      continue;
    }
    if (a.kind === 'keyword' && a.keyword === 'conspire') {
      // 702.78a: "When you cast this spell, if its conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for the copy."
      if (state.objects[spell]?.stack?.conspired)
        out.push({
          kind: 'triggered',
          trigger: { kind: 'castSelf' },
          targets: [],
          effects: [{ kind: 'spellKeyword', keyword: 'copySelf', copies: 1, rule: '702.78a' }],
          text: 'Conspire (702.78a): copy it',
        });
      continue;
    }
    if (a.kind !== 'keyword' || a.keyword !== 'storm') continue;
    const before = state.players.reduce((n, p) => n + (p.spellsCastThisTurn ?? 0), 0) - 1;
    out.push({
      kind: 'triggered',
      trigger: { kind: 'castSelf' },
      targets: [],
      effects: [{ kind: 'spellKeyword', keyword: 'storm', copies: Math.max(0, before) }],
      text: `Storm (702.40a): copy it for each spell cast before it this turn (${Math.max(0, before)})`,
    });
  }
  return out;
}

/** 702.35a: "If a player would discard this card, that player discards it, but exiles it instead of putting it into their graveyard." */
export function madnessReplacement(state: GameState, event: Extract<GameEvent, { kind: 'move' }>): Replaced | null {
  if (event.cause !== 'discard' || event.to !== 'graveyard') return null;
  const o = state.objects[event.object];
  if (!o || o.zone !== 'hand' || !madnessCost(state, o.id)) return null;
  return { events: [{ ...event, to: 'exile' }], rules: ['614.1a', '702.35a'] };
}

export function madnessCost(state: GameState, card: ObjectId): CostSpec | null {
  for (const a of chars(state, card).abilities) if (a.kind === 'keyword' && a.keyword === 'madness') return a.cost;
  return null;
}

/**
 * 702.35a: "When this card is exiled this way, its owner may cast it by paying [cost] rather than paying its mana cost.
 * If that player doesn't, they put this card into their graveyard." `card` is the discarded card, now in exile.
 */
export function madnessTriggers(state: GameState, card: ObjectId): TriggeredAbility[] {
  const o = state.objects[card];
  if (!o || o.zone !== 'exile') return [];
  const cost = madnessCost(state, card);
  if (!cost) return [];
  return [
    {
      kind: 'triggered',
      trigger: { kind: 'discards', who: 'you' },
      targets: [],
      effects: [
        {
          kind: 'spellKeyword',
          keyword: 'castCard',
          card,
          mana: cost.mana ?? null,
          rule: '702.35a',
          otherwise: 'graveyard',
        },
      ],
      text: `Madness ${cost.mana ?? ''} (702.35a): you may cast it for its madness cost`,
    },
  ];
}

export function suspendOf(state: GameState, card: ObjectId): { n: number; cost: CostSpec } | null {
  for (const a of chars(state, card).abilities)
    if (a.kind === 'keyword' && a.keyword === 'suspend') return { n: a.n, cost: a.cost };
  return null;
}

/**
 * 702.62a / 702.62b: "At the beginning of your upkeep, if this card is suspended, remove a time counter from it." A card is
 * suspended if it is in exile, has suspend, and has a time counter on it; the ability works from exile.
 */
export function suspendUpkeepTriggers(
  state: GameState,
  step: string,
  active: readonly PlayerId[],
): { ability: TriggeredAbility; source: ObjectId }[] {
  if (step !== 'upkeep') return [];
  const out: { ability: TriggeredAbility; source: ObjectId }[] = [];
  for (const id of state.exile) {
    const o = state.objects[id];
    if (!o || !active.includes(o.owner) || o.faceDown || !((o.counters['time'] ?? 0) > 0) || !suspendOf(state, id))
      continue;
    out.push({
      source: id,
      ability: {
        kind: 'triggered',
        trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        targets: [],
        effects: [{ kind: 'spellKeyword', keyword: 'suspendTick', card: id }],
        text: 'Suspend (702.62a): remove a time counter from it',
      },
    });
  }
  return out;
}
