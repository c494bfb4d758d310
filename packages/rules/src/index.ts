/**
 * Rule texts for citations: a compact index (data/rules.json, built by scripts/build-index.mjs
 * from the rule documents and committed) keyed by rule number, each with English and/or Chinese.
 * This module is pure: callers load the JSON (the web client bundles it; Node reads it) and pass it in.
 */
export type RuleLang = 'en' | 'zh';

export interface RuleText {
  readonly en?: string;
  readonly zh?: string;
}

export type RuleIndex = Readonly<Record<string, RuleText>>;

export interface RuleLookup {
  /** The rule asked for. */
  readonly asked: string;
  /** The rule whose text was found: the one asked for, or the nearest rule above it (601.2a → 601.2 → 601). */
  readonly found: string;
  readonly en: string | null;
  readonly zh: string | null;
}

/** Rule numbers as the log cites them: "601.2a", "704.5a", "800.4". */
const RULE_ID = /^\d{3}(\.\d+[a-z]?)?$/;

export function isRuleId(s: string): boolean {
  return RULE_ID.test(s);
}

/** The rule one level up: 601.2a → 601.2 → 601 → null. */
export function parentRule(id: string): string | null {
  if (/[a-z]$/.test(id)) return id.slice(0, -1);
  const dot = id.indexOf('.');
  return dot >= 0 ? id.slice(0, dot) : null;
}

/** The text of a rule (or of the nearest rule above it that the documents have); null if none. */
export function lookupRule(index: RuleIndex, asked: string): RuleLookup | null {
  const id = asked.trim().replace(/\.$/, '');
  if (!isRuleId(id)) return null;
  for (let at: string | null = id; at !== null; at = parentRule(at)) {
    const t = index[at];
    if (t && (t.en !== undefined || t.zh !== undefined))
      return { asked: id, found: at, en: t.en ?? null, zh: t.zh ?? null };
  }
  return null;
}

/** Checks untrusted JSON (a fetched or read index) and returns it typed, or an error message. */
export function parseRuleIndex(json: unknown): { ok: true; index: RuleIndex } | { ok: false; error: string } {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, error: 'the rule index must be an object' };
  for (const [k, v] of Object.entries(json as Record<string, unknown>)) {
    if (!isRuleId(k)) return { ok: false, error: `not a rule number: ${k}` };
    if (typeof v !== 'object' || v === null) return { ok: false, error: `rule ${k}: not an object` };
    for (const [lang, text] of Object.entries(v as Record<string, unknown>)) {
      if ((lang !== 'en' && lang !== 'zh') || typeof text !== 'string')
        return { ok: false, error: `rule ${k}: bad entry ${lang}` };
    }
  }
  return { ok: true, index: json as RuleIndex };
}
