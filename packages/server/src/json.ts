/** Strict JSON from raw bytes: invalid UTF-8 is refused rather than silently replaced. */
import type { Result } from './errors.js';
import { apiError, fail, ok } from './errors.js';

const decoder = new TextDecoder('utf-8', { fatal: true });

export function parseJsonBytes(bytes: Uint8Array): Result<unknown> {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return fail(apiError(400, 'BAD_UTF8', 'the body is not valid UTF-8'));
  }
  if (text.trim() === '') return ok(undefined);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (err) {
    return fail(apiError(400, 'BAD_JSON', `malformed JSON: ${(err as Error).message}`));
  }
}
