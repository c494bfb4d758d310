/**
 * Tokenizer: normalised Oracle text → tokens. Words are lower-cased (the original spelling
 * is kept for subtypes and names), mana symbols stay whole ("{2}", "{W/U}", "{T}"),
 * power/toughness modifiers ("+1/+1", "-X/-0") and P/T ("2/2") are single tokens, and the
 * self-reference CARDNAME becomes the token "~".
 */
import { SELF } from './normalize.js';

export type TokenKind = 'word' | 'num' | 'sym' | 'pt' | 'punct' | 'self';

export interface Token {
  readonly kind: TokenKind;
  /** Lower-cased text ("~" for the card itself). */
  readonly t: string;
  /** As written. */
  readonly raw: string;
}

const RE = new RegExp(
  [
    `(${SELF})`, // 1 self
    '(\\{[^}]+\\})', // 2 mana / tap symbol
    '([+-][\\dX*]+/[+-][\\dX*]+)', // 3 +N/+N
    '([\\dX*]+/[\\dX*]+)', // 4 N/N
    '(\\d+)', // 5 number
    "([A-Za-z\u00C0-\u024F]+(?:[-'][A-Za-z\u00C0-\u024F]+)*)", // 6 word (can't, non-Human, owner's is split below)
    "('s|')", // 7 possessive
    '([,.:;\u2014\u2022"!?&/+-])', // 8 punctuation
  ].join('|'),
  'g',
);

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(RE)) {
    if (m[1]) out.push({ kind: 'self', t: '~', raw: m[1] });
    else if (m[2]) out.push({ kind: 'sym', t: m[2].toUpperCase(), raw: m[2] });
    else if (m[3]) out.push({ kind: 'pt', t: m[3], raw: m[3] });
    else if (m[4]) out.push({ kind: 'pt', t: m[4], raw: m[4] });
    else if (m[5]) out.push({ kind: 'num', t: m[5], raw: m[5] });
    else if (m[6]) {
      const w = m[6];
      // Possessive "owner's" → "owner" + "'s"; keep contractions (can't, don't, it's is rare).
      const poss = /^(.*[a-z])'s$/i.exec(w);
      if (poss && !/^(it|that|there|what|who|let)$/i.test(poss[1]!)) {
        out.push({ kind: 'word', t: poss[1]!.toLowerCase(), raw: poss[1]! });
        out.push({ kind: 'punct', t: "'s", raw: "'s" });
      } else {
        out.push({ kind: 'word', t: w.toLowerCase(), raw: w });
      }
    } else if (m[7]) out.push({ kind: 'punct', t: "'s", raw: m[7] });
    else if (m[8]) out.push({ kind: 'punct', t: m[8] === '\u2014' ? '—' : m[8], raw: m[8] });
  }
  return out;
}

export function untokenize(toks: readonly Token[]): string {
  let s = '';
  for (const k of toks) {
    if (k.kind === 'punct' && /^[,.:;'!?]|^'s$/.test(k.t)) s += k.raw;
    else s += (s ? ' ' : '') + (k.kind === 'self' ? 'CARDNAME' : k.raw);
  }
  return s;
}
