/**
 * CR 905.2: abilities that function during a Conspiracy draft, read from Oracle text.
 *
 * - 905.2b: "Reveal this card as you draft it [and note how many cards you've drafted this draft round, including
 *   this card]." (Lurking Automaton, Garbage Fire …); Lore Seeker adds "After you draft this card, you may add a
 *   booster pack to the draft."
 * - 905.2c: "Draft this card face up." (Cogwork Librarian adds "As you draft a card, you may draft an additional
 *   card from that booster pack. If you do, put this card into that booster pack.")
 * - 905.2a: there is no active player or priority during the draft; actions taken at the same time go in a random
 *   order (casual-draft.ts orders each pick turn's seats with the draft's seed).
 */

/**
 * 905.2b / 905.2c: a card's draft-matters ability. `extraPick`: Cogwork Librarian's "draft an additional card …
 * put this card into that booster pack"; `addPack`: Lore Seeker's "you may add a booster pack to the draft".
 */
export type DraftAbility =
  | { readonly kind: 'faceUp'; readonly extraPick?: true }
  | { readonly kind: 'reveal'; readonly notePicks: boolean; readonly addPack?: true };

const LIBRARIAN =
  /^As you draft a card, you may draft an additional card from that booster pack\. If you do, put (?:this card|.+) into that booster pack\.$/;
const LORE_SEEKER = / After you draft (?:this card|.+), you may add a booster pack to the draft\.(?: \(.*\))?$/;

/** Reads a card's draft-matters ability (905.2) from its Oracle text; null if it has none the draft reads. */
export function draftAbilityFromText(text: string): DraftAbility | null {
  const lines = text.split('\n').map((l) => l.trim());
  if (lines.some((l) => /^Draft (?:this card|.+) face up\.$/.test(l)))
    return lines.some((l) => LIBRARIAN.test(l)) ? { kind: 'faceUp', extraPick: true } : { kind: 'faceUp' };
  const reveal = lines.find((l) => /^Reveal (?:this card|.+) as you draft it/.test(l));
  if (!reveal) return null;
  if (/ as you draft it\.(?: |$)/.test(reveal))
    return LORE_SEEKER.test(reveal)
      ? { kind: 'reveal', notePicks: false, addPack: true }
      : { kind: 'reveal', notePicks: false };
  if (/ as you draft it and note how many cards you've drafted this draft round, including this card\.$/.test(reveal))
    return { kind: 'reveal', notePicks: true };
  return null;
}

/**
 * What a picker answers: the indexes of the cards it drafts (the plain form), or those with a draft ability used
 * with the pick: `extraPick` names the face-up card (Cogwork Librarian) whose ability drafts one more card of the
 * pack; `addPack` (after drafting a card with Lore Seeker's ability) adds a booster pack the seat drafts from next.
 */
export type PickAnswer =
  readonly number[] | { readonly cards: readonly number[]; readonly extraPick?: string; readonly addPack?: boolean };

/** The plain parts of a picker's answer. */
export function answerParts(a: PickAnswer): { cards: readonly number[]; extraPick?: string; addPack: boolean } {
  if (Array.isArray(a)) return { cards: a as readonly number[], addPack: false };
  const o = a as Exclude<PickAnswer, readonly number[]>;
  return {
    cards: Array.isArray(o?.cards) ? o.cards : [],
    ...(o?.extraPick !== undefined ? { extraPick: o.extraPick } : {}),
    addPack: o?.addPack === true,
  };
}
