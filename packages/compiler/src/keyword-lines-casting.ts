/**
 * Keyword lines about casting a spell and its costs: alternative and additional costs (flashback, buyback, evoke,
 * dash, bestow, overload, awaken, replicate, entwine, splice, madness, miracle, suspend, retrace, morph …) and
 * keywords followed by a mana cost. Each is one entry of KEYWORD_LINES (abilities.ts).
 */
import type { AbilityNode, CostSpec, Effect } from '@arbiter/engine';
import { costSpec, manaCost, type KeywordScope } from './abilities.js';
import { desc, descFilter, number } from './phrases.js';
import { SUBTYPES, subtypeOf } from './vocab.js';
import { tokenize } from './tokens.js';

export function morphKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('morph') && permanent) {
    // 702.37: Morph [cost].
    const mana = manaCost(p);
    return mana ? [{ kind: 'keyword', keyword: 'morph', cost: { mana, parts: [] } }] : null;
  }
  return undefined;
}

export function disguiseKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('disguise') && permanent) {
    // 702.168a: Disguise [cost] — cast face down for {3} as a 2/2 with ward {2}, turned face up for [cost].
    const mana = manaCost(p);
    return mana && p.done ? [{ kind: 'keyword', keyword: 'disguise', cost: { mana, parts: [] } }] : null;
  }
  return undefined;
}

export function plotKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('plot')) {
    // 702.170a: Plot [cost] — exiled from the hand as a special action during its owner's turn; cast free later (702.170d).
    const mana = manaCost(p);
    return mana && p.done ? [{ kind: 'keyword', keyword: 'plot', cost: { mana, parts: [] } }] : null;
  }
  return undefined;
}

export function foretellKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('foretell')) {
    // 702.143a: Foretell [cost] — exiled face down from the hand for {2} during its owner's turn (116.2h); cast on a
    // later turn for [cost] rather than its mana cost.
    const mana = manaCost(p);
    return mana && p.done ? [{ kind: 'keyword', keyword: 'foretell', cost: { mana, parts: [] } }] : null;
  }
  return undefined;
}

export function megamorphKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('megamorph') && permanent) {
    // 702.37b: Megamorph [cost] — morph, and a +1/+1 counter as it is turned face up for that cost.
    const mana = manaCost(p);
    return mana ? [{ kind: 'keyword', keyword: 'morph', cost: { mana, parts: [] }, mega: true }] : null;
  }
  return undefined;
}

export function costKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.34a: "Flashback [cost]" / "Flashback—[cost]" (the rest of the line); 702.27a: "Buyback [cost]";
  // 702.30a "Echo [cost]" and 702.24a "Cumulative upkeep [cost]" (permanents; expanded into upkeep triggers by the engine).
  // 702.74a "Evoke [cost]", 702.109a "Dash [cost]", 702.103a "Bestow [cost]", 702.140a "Mutate [cost]": alternative
  // costs (creatures). 702.185a "Warp [cost]": an alternative cost from the hand (permanents). 702.120a "Escalate [cost]" / "Escalate—[cost]": paid once for each mode beyond the first.
  for (const [word, kw] of [
    ['flashback', 'flashback'],
    ['escape', 'escape'],
    ['escalate', 'escalate'],
    ['buyback', 'buyback'],
    ['echo', 'echo'],
    ['cumulative upkeep', 'cumulativeUpkeep'],
    ['evoke', 'evoke'],
    ['dash', 'dash'],
    ['blitz', 'blitz'],
    ['warp', 'warp'],
    ['bestow', 'bestow'],
    ['mutate', 'mutate'],
  ] as const) {
    if (
      (kw === 'echo' ||
        kw === 'cumulativeUpkeep' ||
        kw === 'evoke' ||
        kw === 'dash' ||
        kw === 'blitz' ||
        kw === 'warp' ||
        kw === 'bestow' ||
        kw === 'mutate') &&
      !permanent
    )
      continue;
    if (!p.eat(word)) continue;
    p.eat('—');
    const rest = p.toks.slice(p.i);
    const body = rest[rest.length - 1]?.t === '.' ? rest.slice(0, -1) : rest;
    const cost = costSpec(body, p.card);
    if (
      !cost ||
      cost.parts.some(
        (x) =>
          x.kind === 'tap' ||
          x.kind === 'untap' ||
          x.kind === 'loyalty' ||
          x.kind === 'removeCounters' ||
          x.kind === 'removeAnyCounters' ||
          x.kind === 'discardSelf',
      )
    )
      return null;
    p.i = p.toks.length;
    return [{ kind: 'keyword', keyword: kw, cost }];
  }
  return undefined;
}

export function rippleKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.is('ripple')) {
    // 702.60a: "Ripple N" (a cast trigger the engine expands).
    p.i++;
    const n = number(p);
    if (n === null || n < 1 || !p.done) return null;
    return [{ kind: 'keyword', keyword: 'ripple', n }];
  }
  return undefined;
}

/** "Keyword [mana cost]" on a spell, with no X: 702.94a miracle and 702.56a replicate read the same way. */
function spellManaCostKeyword(
  keyword: 'miracle' | 'replicate',
  { p, permanent }: KeywordScope,
): AbilityNode[] | null | undefined {
  if (permanent || !p.eat(keyword)) return undefined;
  const mana = manaCost(p);
  if (!mana || /X/.test(mana) || !p.done) return null;
  return [{ kind: 'keyword', keyword, cost: { mana, parts: [] } }];
}

/** 702.94a: "Miracle [mana cost]" (a spell cast while the trigger resolves is cast with X = 0 here). */
export function miracleKeyword(scope: KeywordScope): AbilityNode[] | null | undefined {
  return spellManaCostKeyword('miracle', scope);
}

/** 702.56a: "Replicate [mana cost]" (an additional cost paid any number of times; the engine copies the spell). */
export function replicateKeyword(scope: KeywordScope): AbilityNode[] | null | undefined {
  return spellManaCostKeyword('replicate', scope);
}

export function overloadKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (!permanent && p.eat('overload')) {
    // 702.96a: "Overload [mana cost]"; compile.ts fills in the overloaded text's effects (overload.ts).
    const mana = manaCost(p);
    if (!mana || !p.done) return null;
    return [{ kind: 'keyword', keyword: 'overload', cost: { mana, parts: [] }, effects: [] }];
  }
  return undefined;
}

export function awakenKeyword({ p, permanent, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (!permanent && p.is('awaken')) {
    // 702.113a: "Awaken N—[mana cost]" (an alternative cost; the engine adds the land-animating text when it is paid).
    p.i++;
    const n = number(p);
    if (n === null || n < 1 || !p.eat('—')) return null;
    const mana = manaCost(p);
    if (!mana || /X/.test(mana) || !p.done) return null;
    return [{ kind: 'keyword', keyword: 'awaken', n, cost: { mana, parts: [] } }];
  }
  return undefined;
}

export function spliceOntoKeyword({ p, permanent }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('splice onto')) {
    // 702.47a: "Splice onto [subtype] [cost]" / "Splice onto [subtype]—[cost]" (of an instant or sorcery; the engine adds
    // its spell ability to the spell it is spliced onto). The cost is a mana cost without X, or additional-cost parts.
    const t = p.tok();
    if (permanent || !t || t.kind !== 'word' || !/^[A-Z]/.test(t.raw) || !SUBTYPES.has(subtypeOf(t.raw))) return null;
    p.i++;
    const onto = subtypeOf(t.raw);
    p.eat('—');
    const rest = p.toks.slice(p.i);
    const body = rest[rest.length - 1]?.t === '.' ? rest.slice(0, -1) : rest;
    const cost = costSpec(body, p.card);
    if (
      !cost ||
      (cost.mana && /X/.test(cost.mana)) ||
      cost.parts.some(
        (x) =>
          !(
            x.kind === 'payLife' ||
            (x.kind === 'sacrifice' && !x.self) ||
            x.kind === 'exileFromGraveyard' ||
            x.kind === 'tapUntapped' ||
            x.kind === 'returnToHand'
          ),
      )
    )
      return null;
    p.i = p.toks.length;
    return [{ kind: 'keyword', keyword: 'splice', onto, cost }];
  }
  return undefined;
}

export function entwineKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('entwine')) {
    // 702.42a: "Entwine [mana cost]" (of a modal spell; the engine checks the modes).
    const mana = manaCost(p);
    if (!mana || /X/.test(mana) || !p.done) return null;
    return [{ kind: 'keyword', keyword: 'entwine', cost: { mana, parts: [] } }];
  }
  return undefined;
}

export function suspendKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.is('suspend')) {
    // 702.62a: "Suspend N—[cost]" (a fixed N and a mana cost).
    p.i++;
    const n = number(p);
    if (n === null || n < 1 || !p.eat('—')) return null;
    const mana = manaCost(p);
    if (!mana || /X/.test(mana) || !p.done) return null;
    return [{ kind: 'keyword', keyword: 'suspend', n, cost: { mana, parts: [] } }];
  }
  return undefined;
}

export function madnessKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('madness')) {
    // 702.35a: "Madness [cost]" — a mana cost without X (the engine casts it with X = 0).
    p.eat('—');
    const mana = manaCost(p);
    if (!mana || /X/.test(mana) || !p.done) return null;
    return [{ kind: 'keyword', keyword: 'madness', cost: { mana, parts: [] } }];
  }
  return undefined;
}

export function retraceKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.81a: retrace — cast from the graveyard by discarding a land card as an additional cost.
  if (p.eat('retrace')) return [{ kind: 'keyword', keyword: 'retrace' }];
  // 702.133a: jump-start — the same from the graveyard by discarding any card; exiled as it leaves the stack.
  if (p.eat('jump-start')) return [{ kind: 'keyword', keyword: 'jump-start' }];
  return undefined;
}

export function affinityForKeyword({ p, text }: KeywordScope): AbilityNode[] | null | undefined {
  if (p.eat('affinity for')) {
    // 702.41a: "This spell costs {1} less to cast for each [text] you control."
    const d = desc(p);
    if (!d || !d.plural || d.player || d.card || d.spell || d.zone) return null;
    const what = descFilter(d);
    if (!what) return null;
    return [{ kind: 'keyword', keyword: 'affinity', for: what, text: text() }];
  }
  return undefined;
}

export function manaCostKeyword({ p, text }: KeywordScope): AbilityNode[] | null | undefined {
  // 702.29a: "Cycling [cost]" = "[Cost], Discard this card: Draw a card." (from the hand);
  // "[Type]cycling [cost]" searches for a card of that type instead (702.29e).
  const cyc = /^(basic land|plains|island|swamp|mountain|forest|wizard|sliver|land)?cycling$/.exec(
    p.peek() === 'basic' && p.peek(1) === 'landcycling' ? 'basic landcycling' : (p.peek() ?? ''),
  );
  if (cyc) {
    p.i += cyc[0].startsWith('basic ') ? 2 : 1;
    const mana = manaCost(p);
    if (!mana || (!p.done && p.peek() !== ',')) return null;
    const kind = cyc[1];
    const cost: CostSpec = { mana, parts: [{ kind: 'discardSelf' }] };
    let effects: Effect[] = [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }];
    if (kind) {
      const match =
        kind === 'basic land'
          ? { types: ['Land' as const], supertypes: ['Basic' as const] }
          : kind === 'land'
            ? { types: ['Land' as const] }
            : { subtypes: [kind[0]!.toUpperCase() + kind.slice(1)] };
      effects = [
        {
          kind: 'search',
          who: { kind: 'you' },
          filter: { kind: 'object', match },
          count: 1,
          to: 'hand',
          reveal: true,
        },
      ];
    }
    return [{ kind: 'activated', cost, targets: [], effects, fromHand: true, cycling: true, text: text() }];
  }
  return undefined;
}

/**
 * 702.33a "Kicker [cost]" / "Kicker—[cost parts]"; 702.33b "Kicker [cost 1] and/or [cost 2]"; 702.33c "Multikicker
 * [cost]". Mana costs have no X (the spell's X is its own, 107.3); a cost with parts is the rest of the line.
 */
export function kickerKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  const multi = p.is('multikicker');
  if (!multi && !p.is('kicker')) return undefined;
  p.i++;
  const costs: CostSpec[] = [];
  if (p.eat('—')) {
    const rest = p.toks.slice(p.i);
    const body = rest[rest.length - 1]?.t === '.' ? rest.slice(0, -1) : rest;
    const cost = costSpec(body, p.card);
    const selfUse = (x: CostSpec['parts'][number]): boolean =>
      x.kind === 'tap' ||
      x.kind === 'untap' ||
      x.kind === 'loyalty' ||
      x.kind === 'removeCounters' ||
      x.kind === 'removeAnyCounters' ||
      x.kind === 'discardSelf';
    if (!cost || cost.parts.length === 0 || cost.parts.some(selfUse) || (cost.mana && /X/.test(cost.mana))) return null;
    p.i = p.toks.length;
    return [{ kind: 'keyword', keyword: 'kicker', costs: [cost], ...(multi ? { multi: true } : {}) }];
  }
  for (;;) {
    const mana = manaCost(p);
    if (!mana || /X/.test(mana)) return null;
    costs.push({ mana, parts: [] });
    if (!multi && costs.length === 1 && (p.eat('and / or') || p.eat('and/or'))) continue;
    break;
  }
  return [{ kind: 'keyword', keyword: 'kicker', costs, ...(multi ? { multi: true } : {}) }];
}

/**
 * 702.166a: "Bargain" means "As an additional cost to cast this spell, you may sacrifice an artifact, enchantment, or
 * token." An optional additional cost paid like kicker (702.166b: the spell is then bargained).
 */
export function bargainKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (!p.eat('bargain')) return undefined;
  const cost = p.done ? costSpec(tokenize('sacrifice an artifact, enchantment, or token'), p.card) : null;
  return cost ? [{ kind: 'keyword', keyword: 'bargain', cost }] : null;
}

/** 702.153a: "Casualty N" — you may sacrifice a creature with power N or greater as you cast it; if you do, it is copied. */
export function casualtyKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  if (!p.is('casualty')) return undefined;
  p.i++;
  const n = number(p);
  if (n === null || n < 1 || !p.done) return null;
  const cost = costSpec(tokenize(`sacrifice a creature with power ${n} or greater`), p.card);
  return cost ? [{ kind: 'keyword', keyword: 'casualty', n, cost }] : null;
}

/**
 * 702.137a "Spectacle [cost]": "You may pay [cost] rather than pay this spell's mana cost if an opponent lost life this
 * turn." 702.117a "Surge [cost]": "… as you cast this spell if you or one of your teammates has cast another spell this
 * turn." Both are the conditional alternative cost of 118.9 (a static the engine offers from the hand, stack/cast.ts).
 */
export function conditionalAltCostKeyword({ p }: KeywordScope): AbilityNode[] | null | undefined {
  const which = p.eat('spectacle') ? 'spectacle' : p.eat('surge') ? 'surge' : null;
  if (!which) return undefined;
  const mana = manaCost(p);
  if (!mana || /X/.test(mana) || !p.done) return null;
  const what = which === 'spectacle' ? 'opponentLostLife' : 'teamCastSpell';
  const text = `${which[0]!.toUpperCase()}${which.slice(1)} ${mana}`;
  return [
    {
      kind: 'static',
      effect: { kind: 'alternativeCost', cost: { mana, parts: [] }, condition: { kind: 'thisTurn', what } },
      text,
    },
  ];
}
