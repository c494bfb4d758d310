/**
 * A card's own permission to be cast from its owner's graveyard or from exile (601.3, 113.6; engine
 * stack/zone-cast-permission.ts):
 *
 *   zoneCast := ["As long as" condition ","] "you may cast ~ from" zones [("as long as" | "if") condition]
 *               [how] "."
 *   zones    := "your graveyard" ["or from exile"] | "exile"
 *   how      := "by" gerunds "in addition to paying its other costs"
 *             | "by paying" mana ["and" gerunds] "rather than paying its mana cost"
 *             | "using its" ("mutate" | "blitz") "ability"
 *   gerunds  := gerund {("," | "and") gerund}   ("discarding a card", "paying 3 life", "exiling another creature
 *                                                 card from your graveyard", "sacrificing two creatures")
 *
 * A gerund is read as the cost part its imperative names (costSpec: "discard a card").
 */
import type { AbilityNode, Condition, CostPart, CostSpec, StaticEffect } from '@arbiter/engine';
import type { CardCtx } from './card-context.js';
import { costSpec, manaCost } from './abilities.js';
import { conditionPrefix } from './condition-prefix.js';
import { Cursor } from './cursor.js';
import type { Token } from './tokens.js';

type ZoneCast = Extract<StaticEffect, { kind: 'castFromZone' }>;

export function zoneCastPermissionLine(
  toks: Token[],
  card: CardCtx,
  line: string,
  condition: (p: Cursor) => Condition | null,
): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  return p.try((): AbilityNode[] | null => {
    let cond = conditionPrefix(p, condition);
    if (cond === null) return null;
    if (!p.eat('you may cast ~ from')) return null;
    const zones: ZoneCast['zones'] = p.eat('your graveyard or from exile')
      ? ['graveyard', 'exile']
      : p.eat('your graveyard')
        ? ['graveyard']
        : p.eat('exile')
          ? ['exile']
          : [];
    if (zones.length === 0) return null;
    if (!cond && (p.eat('as long as') || p.eat('if'))) {
      cond = condition(p);
      if (!cond) return null;
    }
    const how = castHow(p, card);
    if (!how || !p.eat('.') || !p.done) return null;
    const effect: ZoneCast = { kind: 'castFromZone', zones, ...how };
    return [{ kind: 'static', effect, text: line, ...(cond ? { condition: cond } : {}) }];
  });
}

type How = Pick<ZoneCast, 'additional' | 'instead' | 'keyword'>;

/** The way the permission casts the card: its other costs (`{}`), added parts, an alternative cost, a keyword's. */
function castHow(p: Cursor, card: CardCtx): How | null {
  if (p.is('.')) return {};
  if (p.eat('using its')) {
    const keyword = p.eat('mutate') ? 'mutate' : p.eat('blitz') ? 'blitz' : null;
    return keyword && p.eat('ability') ? { keyword } : null;
  }
  if (!p.eat('by')) return null;
  const end = (phrase: string): number => {
    const ws = phrase.split(' ');
    return p.toks.findIndex((_, i) => i >= p.i && ws.every((w, j) => p.toks[i + j]?.t === w));
  };
  const additionalEnd = end('in addition to paying its other costs');
  if (additionalEnd >= 0) {
    const parts = gerundParts(p.toks.slice(p.i, additionalEnd), card);
    if (!parts || parts.length === 0) return null;
    p.i = additionalEnd;
    p.eat('in addition to paying its other costs');
    return { additional: parts };
  }
  const insteadEnd = end('rather than paying its mana cost');
  if (insteadEnd < 0 || !p.eat('paying')) return null;
  const mana = manaCost(p);
  if (!mana) return null;
  let parts: CostPart[] = [];
  if (p.i < insteadEnd) {
    if (!p.eat('and')) return null;
    const more = gerundParts(p.toks.slice(p.i, insteadEnd), card);
    if (!more) return null;
    parts = more;
  }
  p.i = insteadEnd;
  p.eat('rather than paying its mana cost');
  const instead: CostSpec = { mana, parts };
  return { instead };
}

const IMPERATIVE: Readonly<Record<string, string>> = {
  paying: 'pay',
  discarding: 'discard',
  exiling: 'exile',
  sacrificing: 'sacrifice',
};

/** "paying 3 life and discarding a card" as cost parts: each gerund read as its imperative (costSpec). */
function gerundParts(toks: readonly Token[], card: CardCtx): CostPart[] | null {
  const out: Token[] = [];
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    const verb = IMPERATIVE[t.t];
    const starts = k === 0 || out[out.length - 1]?.t === ',';
    if (verb !== undefined) {
      if (!starts) return null;
      out.push({ kind: 'word', t: verb, raw: verb });
      // "exiling another creature card" = exile one other creature card.
      if (toks[k + 1]?.t === 'another') {
        out.push({ kind: 'word', t: 'one', raw: 'one' }, { kind: 'word', t: 'other', raw: 'other' });
        k++;
      }
      continue;
    }
    // "… and discarding a card": "and" before a gerund separates two parts.
    if (t.t === 'and' && toks[k + 1] && IMPERATIVE[toks[k + 1]!.t] !== undefined) {
      out.push({ kind: 'punct', t: ',', raw: ',' });
      continue;
    }
    if (k === 0) return null;
    out.push(t);
  }
  const spec = costSpec(out, card);
  // Only the costs a spell's caster pays from their hand, graveyard, life and permanents (no tapping the card).
  if (!spec || spec.mana || spec.parts.some((x) => !SPELL_PARTS.has(x.kind) || (x.kind === 'sacrifice' && x.self)))
    return null;
  return [...spec.parts];
}

const SPELL_PARTS: ReadonlySet<CostPart['kind']> = new Set([
  'payLife',
  'discard',
  'exileFromGraveyard',
  'exileFromHand',
  'sacrifice',
]);
