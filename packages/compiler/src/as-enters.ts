/**
 * 614.12: choices made as a permanent enters (the engine's `asEnters` static, events/as-enters.ts):
 *
 *   asEnters := "As ~ enters, choose a color."
 *             | "~ enters tapped. As it enters, choose a color."                                (614.1c and 614.12)
 *             | "As ~ enters, choose a creature type."
 *             | "As ~ enters, you may pay" N "life. If you don't," ("~"|"it") "enters tapped."       (shock lands)
 *             | "As ~ enters, you may reveal" ("a"|"an") Subtype ("or" Subtype)* "card from your hand.
 *                If you don't, ~ enters tapped."                                                  (reveal lands)
 *
 * A choice whose result nothing else on the card uses is harmless; the abilities that use it ("of the chosen
 * color / type") are descriptions in phrases.ts (`chosen`), valid only on a card that makes that choice
 * (compile.ts checks the pairing, so a "chosen" reference never dangles).
 */
import type { CardCtx } from './card-context.js';
import type { AbilityNode, CardType, EntryChoice, NameFilter } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { number } from './phrases.js';
import type { Token } from './tokens.js';
import { PLURAL_TYPE, SUBTYPES, TYPE_WORDS, subtypeOf } from './vocab.js';

export function asEntersLine(toks: Token[], card: CardCtx, line: string, permanent: boolean): AbilityNode[] | null {
  if (!permanent) return null;
  const p = new Cursor(toks, card);
  const end = (): boolean => p.eat('.') && p.done;
  const st = (choice: EntryChoice): AbilityNode[] => [
    { kind: 'static', effect: { kind: 'asEnters', choice }, text: line },
  ];
  return p.try((): AbilityNode[] | null => {
    // Layer 4 (613.1d): "~ is the chosen type in addition to its other types." (Adaptive Automaton)
    if (
      (p.eat('~ is the chosen creature type in addition to its other types') ||
        p.eat('~ is the chosen type in addition to its other types')) &&
      end()
    ) {
      return [
        {
          kind: 'static',
          effect: { kind: 'layered', affected: { kind: 'self' }, mods: [{ kind: 'addTypes', chosen: 'creatureType' }] },
          text: line,
        },
      ];
    }
    // 614.1c + 614.12: "~ enters tapped. As it enters, choose a color." — two replacement effects, printed as one line.
    const tapped = p.eat('~ enters tapped . as it enters ,');
    const both = (choice: EntryChoice): AbilityNode[] => [
      { kind: 'static', effect: { kind: 'entersTapped' }, text: line },
      ...st(choice),
    ];
    if (!tapped && !p.eat('as ~ enters ,')) return null;
    const made = tapped ? both : st;
    if (p.eat('choose a color') && end()) return made({ kind: 'color' });
    if (p.eat('choose a creature type') && end()) return made({ kind: 'creatureType' });
    const named = cardNameChoice(p);
    if (named && end()) return made({ kind: 'cardName', filter: named });
    if (tapped) return null;
    // Current Oracle wording says "it enters tapped" (the modal double-faced lands, 712).
    const ifNot = (): boolean =>
      (p.eat(". if you don't , ~ enters tapped") || p.eat(". if you don't , it enters tapped")) && end();
    const life = p.try(() => {
      if (!p.eat('you may pay')) return null;
      const n = number(p);
      return n !== null && n > 0 && p.eat('life') && ifNot() ? n : null;
    });
    if (life !== null) return st({ kind: 'payLifeOrTapped', amount: life });
    if (!p.eat('you may reveal') || !(p.eat('a') || p.eat('an'))) return null;
    const subtypes: string[] = [];
    for (;;) {
      const t = p.tok();
      if (
        !t ||
        t.kind !== 'word' ||
        !/^[A-Z]/.test(t.raw) ||
        !SUBTYPES.has(subtypeOf(t.raw)) ||
        subtypeOf(t.raw) !== t.raw
      )
        return null;
      subtypes.push(t.raw);
      p.i++;
      if (!p.eat('or')) break;
    }
    if (!p.eat('card from your hand') || !ifNot()) return null;
    return st({ kind: 'revealOrTapped', filter: { kind: 'object', zone: 'hand', match: { subtypes } } });
  });
}

/** 201.3: "choose a card name", "choose a nonland card name", "choose a noncreature, nonland card name". */
export function cardNameChoice(p: Cursor): NameFilter | null {
  return p.try((): NameFilter | null => {
    if (!p.eat('choose a')) return null;
    const notTypes: CardType[] = [];
    for (;;) {
      const w = p.peek();
      const t = w?.startsWith('non') ? TYPE_WORDS[w.slice(3)] : undefined;
      if (!t || PLURAL_TYPE.has(w!.slice(3))) break;
      notTypes.push(t);
      p.i++;
      if (!p.eat(',')) break;
    }
    if (!p.eat('card name')) return null;
    return notTypes.length ? { notTypes } : {};
  });
}

/** The entry choices (614.12) these abilities make. */
export function entryChoiceKinds(abilities: readonly AbilityNode[]): Set<EntryChoice['kind']> {
  const out = new Set<EntryChoice['kind']>();
  for (const a of abilities) if (a.kind === 'static' && a.effect.kind === 'asEnters') out.add(a.effect.choice.kind);
  return out;
}

/**
 * 607.2 / 608.2d: "the chosen color / type" must refer to a choice: one this ability makes earlier in its own
 * instructions ("Choose a color. …", "the color of your choice"), or, for a permanent, the one it made as it entered
 * (614.12) — but not inside a quoted ability granted to another object (whose source would be that object).
 * Anything else (a choice made some other way, or none) is refused.
 */
export function danglingChoice(abilities: readonly unknown[], made: ReadonlySet<EntryChoice['kind']>): boolean {
  for (const a of abilities) {
    const json = JSON.stringify(a);
    for (const kind of ['color', 'creatureType'] as const) {
      const ref = json.indexOf(`"chosen":"${kind}"`);
      if (ref < 0) continue;
      const own = json.indexOf(`{"kind":"choose","what":"${kind}"}`);
      if (own >= 0 && own < ref) continue;
      if (!made.has(kind)) return true;
      if (json.includes('"addAbilities"') && !json.includes('"affected":{"kind":"self"}')) return true;
    }
  }
  return false;
}
