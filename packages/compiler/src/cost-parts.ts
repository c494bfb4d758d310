/**
 * The parts of an activated ability's cost (602.1): {T} and {Q}, mana, life and energy, sacrificing, discarding,
 * exiling, returning, tapping and untapping objects, removing and putting counters. Each is one entry of COST_PARTS
 * (abilities.ts).
 */
import type { CostPart, Filter } from '@arbiter/engine';
import { manaCost, type CostPartScope } from './abilities.js';
import { isManaSymbol } from './mana-symbols.js';
import { countedCounters, desc, descFilter, markOther, number } from './phrases.js';

export function tapSymbolCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat('{T}')) {
    spec.parts.push({ kind: 'tap' });
    return true;
  }
  return undefined;
}

export function discardSelfCostPart({ p, spec, zone }: CostPartScope): true | null | undefined {
  // 113.6b: "Discard ~" / "Exile ~ from your hand" — an ability that functions only in the hand.
  if (p.eat('discard your hand')) {
    spec.parts.push({ kind: 'discardHand' }); // 701.9a
    return true;
  }
  if (p.eat('discard ~')) {
    if (!zone('hand')) return null;
    spec.parts.push({ kind: 'discardSelf' });
    return true;
  }
  return undefined;
}

export function exileFromYourHandCostPart({ p, spec, zone }: CostPartScope): true | null | undefined {
  if (p.eat('exile ~ from your hand')) {
    if (!zone('hand')) return null;
    spec.parts.push({ kind: 'exileSelf' });
    return true;
  }
  return undefined;
}

export function exileFromYourGraveyardCostPart({ p, spec, zone }: CostPartScope): true | null | undefined {
  // 113.6: "Exile ~ from your graveyard" — an ability that functions only in the graveyard.
  if (p.eat('exile ~ from your graveyard')) {
    if (!zone('graveyard')) return null;
    spec.parts.push({ kind: 'exileSelf' });
    return true;
  }
  return undefined;
}

export function exileSelfCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat('exile ~')) {
    spec.parts.push({ kind: 'exileSelf' });
    return true;
  }
  return undefined;
}

export function returnSelfCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat("return ~ to its owner 's hand")) {
    spec.parts.push({ kind: 'returnSelf' });
    return true;
  }
  return undefined;
}

export function returnCostPart({ p, spec, zone }: CostPartScope): true | null | undefined {
  if (p.eat('return')) {
    // "Return a land you control to its owner's hand", "Return two Islands you control to their owner's hand".
    const x = p.eat('x'); // 601.2b: "return X Swamps you control …" — the count is the announced X
    const n = x ? 0 : number(p);
    if (n === null) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.match.controller !== 'you') return null;
    if (!(
      p.eat("to its owner 's hand") ||
      p.eat("to their owner 's hand") ||
      p.eat("to their owners ' hands") ||
      p.eat("to their owner 's hands")
    ))
      return null;
    const what = descFilter(d);
    if (!what) return null;
    spec.parts.push({ kind: 'returnToHand', what, count: n, ...(x ? { xCount: true } : {}) });
    return true;
  }
  return undefined;
}

export function isManaSymbolCostPart({ p, spec }: CostPartScope): true | null | undefined {
  // 107.14: "Pay {E}{E}" — energy counters.
  // "pay {1}" (in alternative costs: "You may pay {1} and return … rather than pay …").
  if (p.peek() === 'pay' && p.tok(1)?.kind === 'sym' && p.peek(1) !== '{E}' && isManaSymbol(p.peek(1)!)) {
    p.i++;
    const m = manaCost(p);
    if (!m || spec.mana) return null;
    spec.mana = m;
    return true;
  }
  return undefined;
}

/** 701.59a: "Collect evidence N" — exile cards with total mana value N or greater from your graveyard. */
export function collectEvidenceCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (!p.eat('collect evidence')) return undefined;
  const n = number(p);
  if (n === null || n < 1) return null;
  spec.parts.push({ kind: 'collectEvidence', amount: n });
  return true;
}

export function payEnergyCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.is('pay', '{E}')) {
    p.i++;
    let n = 0;
    while (p.eat('{E}')) n++;
    spec.parts.push({ kind: 'payEnergy', amount: n });
    return true;
  }
  return undefined;
}

export function exertCostPart({ p, spec }: CostPartScope): true | null | undefined {
  // 701.43a: "Exert ~" as a cost.
  if (!p.eat('exert ~')) return undefined;
  spec.parts.push({ kind: 'exertSelf' });
  return true;
}

export function putCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat('put')) {
    // "Put a -1/-1 counter on ~" as a cost.
    const n = number(p);
    const t = p.tok();
    if (
      n === null ||
      !t ||
      !(t.kind === 'pt' || t.kind === 'word') ||
      !(p.peek(1) === 'counter' || p.peek(1) === 'counters')
    )
      return null;
    // Layer 7c reads only +1/+1 and -1/-1 counters (122.1a); other P/T counters are refused.
    if (t.kind === 'pt' && t.t !== '+1/+1' && t.t !== '-1/-1') return null;
    p.i += 2;
    if (!p.eat('on ~')) return null;
    spec.parts.push({ kind: 'addCountersSelf', counter: t.t, count: n });
    return true;
  }
  return undefined;
}

export function untapSymbolCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat('{Q}')) {
    spec.parts.push({ kind: 'untap' });
    return true;
  }
  return undefined;
}

export function manaCostPart({ p, spec }: CostPartScope): true | null | undefined {
  const m = manaCost(p);
  if (m) {
    if (spec.mana) return null;
    spec.mana = m;
    return true;
  }
  return undefined;
}

/**
 * 701.67a: "Waterbend {N}" / "Waterbend {X}" — generic mana only, and the cost's only mana (701.67b: the tapped
 * artifacts and creatures then pay only the waterbend cost's generic mana).
 */
export function waterbendCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (!p.is('waterbend')) return undefined;
  p.i++;
  const m = manaCost(p);
  if (!m || spec.mana || !/^(\{(\d+|X)\})+$/.test(m)) return null;
  spec.mana = m;
  spec.waterbend = true;
  return true;
}

export function sacrificeSelfCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat('sacrifice ~')) {
    spec.parts.push({ kind: 'sacrifice', what: { kind: 'object', match: {} }, count: 1, self: true });
    return true;
  }
  // 201.5: "Sacrifice Blazing Torch" inside the ability Blazing Torch grants: the granting object.
  // 701.3d: "Unattach Heartseeker" inside the ability Heartseeker grants.
  if (p.card.outerIsGrantor && p.eat('unattach outername')) {
    spec.parts.push({ kind: 'unattach', grantor: { kind: 'grantor' } });
    return true;
  }
  if (p.card.outerIsGrantor && p.eat('sacrifice outername')) {
    spec.parts.push({ kind: 'sacrifice', what: { kind: 'object', match: {} }, count: 1, grantor: { kind: 'grantor' } });
    return true;
  }
  return undefined;
}

export function removeCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat('remove')) {
    // 107.3: "Remove X charge counters from ~" / "Remove any number of storage counters from ~" — X is announced.
    const xc = p.try(() => {
      if (!(p.eat('x') || p.eat('any number of'))) return null;
      const t = p.next();
      // "Remove X +1/+1 counters from ~" (the kind is a P/T token).
      if (!t || (t.kind !== 'word' && !(t.kind === 'pt' && /^[+-]1\/[+-]1$/.test(t.t))) || !p.eat('counters from ~'))
        return null;
      return t.t;
    });
    if (xc) {
      spec.parts.push({ kind: 'removeCounters', counter: xc, count: 0, xCount: true });
      return true;
    }
    // 601.2h: "Remove a counter / two counters from ~" — counters of any kind, chosen as the cost is paid.
    const any = p.try(() => {
      const one = p.eat('a counter') || p.eat('one counter');
      const n = one ? 1 : number(p);
      return n !== null && (one || p.eat('counters')) && p.eat('from ~') ? n : null;
    });
    if (any !== null) {
      spec.parts.push({ kind: 'removeAnyCounters', count: any });
      return true;
    }
    const c = countedCounters(p);
    if (!c || !p.eat('from ~')) return null;
    spec.parts.push({ kind: 'removeCounters', counter: c.counter, count: c.n });
    // "Remove three quest counters from ~ and sacrifice it" (one cost with two actions, 118.3 / 601.2h).
    if (p.eat('and sacrifice it'))
      spec.parts.push({ kind: 'sacrifice', what: { kind: 'object', match: {} }, count: 1, self: true });
    return true;
  }
  return undefined;
}

export function tapCostPart({ p, spec, zone }: CostPartScope): true | null | undefined {
  if (p.eat('tap')) {
    // "Tap another untapped Merfolk you control": one, not the ability's source (its own {T} isn't that).
    const other = p.eat('another');
    const n = other ? 1 : number(p);
    if (n === null || !p.eat('untapped')) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.match.controller !== 'you') return null;
    if (other) markOther(d);
    const what = descFilter(d);
    if (!what) return null;
    spec.parts.push({ kind: 'tapUntapped', what, count: n });
    return true;
  }
  return undefined;
}

export function sacrificeObjectsCostPart({ p, spec, zone }: CostPartScope): true | null | undefined {
  if (p.eat('sacrifice')) {
    const other = p.eat('another');
    const x = !other && p.eat('x'); // 601.2b: "sacrifice X lands" — the count is the announced X
    const n = other ? 1 : x ? 0 : number(p);
    if (n === null) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone) return null;
    if (other) markOther(d);
    const what = descFilter(d);
    if (!what) return null;
    spec.parts.push({ kind: 'sacrifice', what, count: n, ...(x ? { xCount: true } : {}) });
    return true;
  }
  return undefined;
}

export function payLifeCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat('pay')) {
    // 601.2b: "pay X life" (an additional cost to cast a spell) — the amount is the announced X.
    if (p.eat('x life')) {
      spec.parts.push({ kind: 'payLife', amount: 0, xCount: true });
      return true;
    }
    const n = number(p);
    if (n === null || !p.eat('life')) return null;
    spec.parts.push({ kind: 'payLife', amount: n });
    return true;
  }
  return undefined;
}

export function discardACardAtRandomCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (p.eat('discard a card at random')) {
    spec.parts.push({ kind: 'discard', what: { kind: 'object', match: {} }, count: 1, random: true });
    return true;
  }
  return undefined;
}

export function discardCardsCostPart({ p, spec, zone }: CostPartScope): true | null | undefined {
  if (p.eat('discard')) {
    // "Discard another card named ~" (grandeur): a card other than the source.
    const other = p.eat('another');
    const x = !other && p.eat('x'); // 601.2b: "discard X cards" (a spell's additional cost) — the count is the announced X
    const n = x || other ? (other ? 1 : 0) : number(p);
    if (n === null) return null;
    let what: Filter = { kind: 'object', match: {} };
    if (other || !(p.eat('cards') || p.eat('card'))) {
      const d = desc(p);
      if (!d || !d.card || d.zone) return null;
      if (other) markOther(d);
      const f = descFilter({ ...d, card: false });
      if (!f) return null;
      what = f;
    }
    spec.parts.push({ kind: 'discard', what, count: n, ...(x ? { xCount: true } : {}) });
    return true;
  }
  return undefined;
}

/** 701.20a: "Reveal a Merfolk card from your hand" as a cost: the cards are revealed and stay in the hand. */
export function revealCardsCostPart({ p, spec }: CostPartScope): true | null | undefined {
  if (!p.eat('reveal')) return undefined;
  const n = number(p);
  if (n === null) return null;
  const d = desc(p);
  if (!d || !d.card || d.zone !== 'hand' || (d.match.owner !== 'you' && d.match.owner !== undefined)) return null;
  const { owner: _h, ...rest } = d.match;
  const what = descFilter({ ...d, match: rest, zone: undefined, card: false });
  if (!what) return null;
  spec.parts.push({ kind: 'revealFromHand', what, count: n });
  return true;
}

export function exileCardsCostPart({ p, spec, zone }: CostPartScope): true | null | undefined {
  if (p.eat('exile')) {
    const x = p.eat('x'); // 601.2b: "exile X cards from your graveyard" — the count is the announced X
    const n = x ? 0 : number(p);
    if (n === null) return null;
    const d = desc(p);
    if (d && d.card && d.zone === 'hand' && (d.match.owner === 'you' || d.match.owner === undefined)) {
      // "Exile a blue card from your hand" (Force of Will).
      const { owner: _h, ...restHand } = d.match;
      const what = descFilter({ ...d, match: restHand, zone: undefined, card: false });
      if (!what) return null;
      if (x) return null;
      spec.parts.push({ kind: 'exileFromHand', what, count: n });
      return true;
    }
    if (!d || !d.card || d.zone !== 'graveyard' || d.match.owner !== 'you') return null;
    const { owner: _o, ...rest } = d.match;
    const what = descFilter({ ...d, match: rest, zone: undefined, card: false });
    if (!what) return null;
    spec.parts.push({ kind: 'exileFromGraveyard', what, count: n, ...(x ? { xCount: true } : {}) });
    return true;
  }
  return undefined;
}

/** 601.2b: "pay X life", "sacrifice X lands" — a part whose amount is the announced X (spells' additional costs only). */
export function partHasX(x: CostPart): boolean {
  return 'xCount' in x && x.xCount === true && x.kind !== 'removeCounters';
}
