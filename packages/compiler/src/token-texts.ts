/**
 * The words of a token's own abilities. Oracle text inside a created token's quoted abilities calls the token
 * "this token" (or "this creature"), which the normaliser reads as the placeholder for the object itself; the
 * placeholder of the card's own abilities becomes the card's name, but in a token's definition it means the token,
 * so it reads "this token" (111.4: the effect that creates a token sets its characteristics, not the card's).
 * Only displayed text changes: `{ kind: 'self' }` references already mean the token.
 */
import { SELF } from './normalize.js';

const AT_SENTENCE_START = new RegExp(`(^|[.!"]\\s+|\\n)${SELF}`, 'g');

/** `text` with the placeholder read as the token itself. */
export function tokenOwnText(text: string): string {
  return text.replace(AT_SENTENCE_START, '$1This token').replaceAll(SELF, 'this token');
}

function isTokenDefinition(v: object): v is { token: true; abilities: unknown[] } {
  return 'token' in v && v.token === true && 'abilities' in v && Array.isArray(v.abilities);
}

/** A copy of `value` where every token definition's texts name the token, not the card that creates it. */
export function withTokenOwnTexts<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => withTokenOwnTexts(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isTokenDefinition(value)) return renamedTexts(value) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withTokenOwnTexts(v);
  return out as T;
}

/** Every string under a token definition with the placeholder read as the token. */
function renamedTexts(value: unknown): unknown {
  if (typeof value === 'string') return tokenOwnText(value);
  if (Array.isArray(value)) return value.map(renamedTexts);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = renamedTexts(v);
  return out;
}
