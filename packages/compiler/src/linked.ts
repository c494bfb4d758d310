/**
 * 607.2a linked abilities: "When ~ enters, exile target creature an opponent controls until …" is not this;
 * this is the pair "When ~ enters, exile target nonland permanent." / "When ~ leaves the battlefield, return the
 * exiled card to the battlefield under its owner's control." The second ability's "the exiled card(s)"
 * (ObjectRef exiledWithSource) means the cards the first one exiled, so the first one's exile is marked `linked`
 * (engine: effects/linked.ts).
 *
 * The link is honest only when it is unambiguous: exactly one exile instruction in the object's other abilities,
 * none in the abilities that refer to the exiled card (those would mean "the card exiled by this resolution"),
 * and no "exile … until ~ leaves the battlefield" (610.3) beside it.
 */
import type { AbilityNode } from '@arbiter/engine';

const refersToExiled = (a: unknown): boolean => JSON.stringify(a).includes('"kind":"exiledWithSource"');

type Counted = { n: number; until: boolean };

/** Counts exile instructions inside `v` (and marks them when `mark`). */
function exiles(v: unknown, c: Counted, mark: boolean): unknown {
  if (Array.isArray(v)) return v.map((x) => exiles(x, c, mark));
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // Token definitions and granted abilities belong to other objects.
  for (const [k, x] of Object.entries(o))
    out[k] = k === 'token' || k === 'abilities' || k === 'ability' ? x : exiles(x, c, mark);
  if (o['kind'] === 'exileUntilLeaves') c.until = true;
  if (o['kind'] === 'champion') c.n++; // 702.72b: champion's exile is linked by the engine itself
  const isExile = o['kind'] === 'exile' || (o['kind'] === 'chooseFromHand' && o['then'] === 'exile');
  if (isExile) {
    c.n++;
    if (mark) out['linked'] = true;
  }
  return out;
}

/**
 * Links the exiling ability to the abilities that say "the exiled card". Returns the abilities (unchanged when
 * nothing refers to an exiled card), or null when the link is ambiguous.
 */
export function linkExiledCards(abilities: readonly AbilityNode[]): AbilityNode[] | null {
  const refs = abilities.filter(refersToExiled);
  if (refs.length === 0) return [...abilities];
  const c: Counted = { n: 0, until: false };
  for (const a of abilities) exiles(a, c, false);
  const inRefs: Counted = { n: 0, until: false };
  for (const a of refs) exiles(a, inRefs, false);
  if (c.n !== 1 || inRefs.n !== 0 || c.until) return null;
  return abilities.map((a) => (refs.includes(a) ? a : (exiles(a, { n: 0, until: false }, true) as AbilityNode)));
}
