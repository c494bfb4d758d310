/**
 * Keywords that stand before an activated ability and add its restrictions:
 *
 * - 702.142a boast: "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this creature attacked this
 *   turn and only once each turn."
 * - 702.177a exhaust: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." (602.5b: the
 *   restriction stays with the object; a new object, 400.7, may activate it again).
 * - Power-up (its reminder text): "Activate each power-up ability only once. Reduce the cost by its mana cost if it
 *   entered this turn." (engine stack/power-up.ts). Refused where either cost has symbols whose reduction asks
 *   for a choice (hybrid, Phyrexian: 118.7c, 118.7d) or an {X} the reduction would have to see through.
 */
import type { AbilityNode, ActivatedAbility, ActivationRestriction } from '@arbiter/engine';
import type { CardCtx } from './card-context.js';
import type { Token } from './tokens.js';

type Activated = (toks: Token[], card: CardCtx, line: string, permanent: boolean) => AbilityNode[] | null;

const KEYWORDS: Readonly<Record<string, ActivationRestriction>> = {
  boast: { attackedThisTurn: true, oncePerTurn: true },
  exhaust: { once: true },
  'power-up': { once: true },
};

/** Symbols a reduction by a mana cost can't take without a choice (118.7c, 118.7d) or an announced X (107.3). */
const CHOICE_SYMBOL = /\{[^}]*\/[^}]*\}|\{X\}/;

export function keywordActivatedLine(
  toks: Token[],
  card: CardCtx,
  line: string,
  permanent: boolean,
  activated: Activated,
): AbilityNode[] | null {
  const kw = toks[0]?.t;
  if (kw === undefined || toks[1]?.t !== '—' || !(kw in KEYWORDS)) return null;
  const r = activated(toks.slice(2), card, line, permanent);
  const a = r?.length === 1 && r[0]!.kind === 'activated' ? r[0] : null;
  if (!a || a.loyalty || a.fromHand || a.fromGraveyard) return null;
  // A "{T}: Add …" mana ability without mana in its cost is used as a free source while paying (mana/payment.ts),
  // where no activation restriction is checked: refused rather than activated twice.
  if (a.manaAbility && !a.cost.mana) return null;
  const add = KEYWORDS[kw]!;
  // An "Activate only …" sentence of its own may not repeat what the keyword already says.
  if (a.restriction && Object.keys(add).some((k) => k in a.restriction!)) return null;
  const powerUp = kw === 'power-up';
  if (powerUp && (CHOICE_SYMBOL.test(a.cost.mana ?? '') || CHOICE_SYMBOL.test(card.face.manaCost ?? ''))) return null;
  const out: ActivatedAbility = {
    ...a,
    restriction: { ...a.restriction, ...add },
    ...(powerUp ? { powerUp: true } : {}),
    ...(kw === 'exhaust' ? { exhaust: true } : {}),
  };
  return [out];
}
