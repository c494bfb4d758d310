/**
 * Where does the grammar give up? For every failed clause of every counted card, re-parses the
 * clause and records the furthest token any parse attempt reached; groups the failures by the
 * next few tokens there. Cards whose only failure is that clause are counted separately: they
 * are the ones a grammar addition would make fully playable.
 *
 *   npx tsx packages/compiler/scripts/frontier.ts [--width 3] [--top 80] [--grep TEXT] [--pool modern|2017]
 */
import { isCounted } from '@arbiter/cards';
import { loadCardDatabase } from '@arbiter/cards/node';
import { compileAbilityText, compileCard, lineContext } from '../src/compile.js';
import { OUTER, SELF } from '../src/normalize.js';
import { compileLine, effectText } from '../src/abilities.js';
import { Cursor } from '../src/cursor.js';
import { newCtx } from '../src/phrases.js';
import { tokenize, untokenize } from '../src/tokens.js';

const args = process.argv.slice(2);
const opt = (n: string, d: string): string => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1]! : d;
};
const width = Number(opt('--width', '3'));
const top = Number(opt('--top', '80'));
const grep = opt('--grep', '');

const pool = opt('--pool', 'modern');
const db = loadCardDatabase({ pool: pool === '2017' ? '2017' : 'modern' });
const groups = new Map<string, { all: number; only: number; examples: string[] }>();
for (const card of db.all().filter(isCounted)) {
  const c = compileCard(card);
  if (c.status === 'full') continue;
  const permanent = !(card.types.includes('Instant') || card.types.includes('Sorcery'));
  for (const key of c.failureKeys) {
    const add = (g: string, example: string): void => {
      if (grep && !g.includes(grep) && !example.includes(grep)) return;
      const e = groups.get(g) ?? { all: 0, only: 0, examples: [] };
      e.all++;
      if (c.failureKeys.length === 1) e.only++;
      if (e.examples.length < 3) e.examples.push(`${card.name}: ${example}`);
      groups.set(g, e);
    };
    if (
      /^(plane|phenomenon|scheme|vanguard|conspiracy|split card|flip card|double-faced|meld|aftermath|adventurer|modal double)/.test(
        key,
      )
    ) {
      add('[layout] ' + key.split(':')[0], key);
      continue;
    }
    if (key.includes('\n')) {
      // A modal group fails as a whole; attribute it to the first bullet the grammar cannot read.
      const bullets = key
        .split('\n')
        .slice(1)
        .map((b) => b.replace(/^•\s*/, ''));
      const bad = bullets.find((b) => {
        const t = tokenize(b);
        return t.length > 0 && !effectText(new Cursor(t, lineContext()), newCtx(permanent));
      });
      if (!bad) {
        add('[modal] ' + key.split('\n')[0], key.replace(/\n/g, ' / '));
        continue;
      }
      add(where(bad, false), `${key.split('\n')[0]} • ${bad}`);
      continue;
    }
    // A quoted ability (granted or on a token) fails inside: attribute it to the first quote that fails alone.
    const inner = failingQuote(key);
    if (inner !== null) {
      add('[quoted] ' + where(inner, true), `${key} ▸ "${inner}"`);
      continue;
    }
    add(where(key, permanent), key);
  }
}
/** The first quoted ability in `text` that does not compile on its own (self = the object that has it), or null. */
function failingQuote(text: string): string | null {
  for (const m of text.matchAll(/"([^"]+)"/g)) {
    const inner = m[1]!.replaceAll(OUTER, SELF);
    if (!compileAbilityText(inner, true)) return inner;
  }
  return null;
}
/** The tokens around the furthest point any parse of `text` reached. */
function where(text: string, permanent: boolean): string {
  const card = lineContext();
  const frontier = card.frontier;
  const r = compileLine(text, card, permanent);
  if (r && r.kind === 'spellText') effectText(new Cursor(r.toks, card), newCtx(false));
  const rest = untokenize(frontier.toks.slice(frontier.i, frontier.i + width));
  const before = untokenize(frontier.toks.slice(Math.max(0, frontier.i - 2), frontier.i));
  return `${before} ▸ ${rest || '(end)'}`;
}

const sorted = [...groups].sort((a, b) => b[1].only - a[1].only || b[1].all - a[1].all).slice(0, top);
for (const [g, e] of sorted) {
  console.log(`${String(e.only).padStart(5)} ${String(e.all).padStart(5)}  ${g}`);
  for (const x of e.examples.slice(0, 2)) console.log(`              ${x.slice(0, 160)}`);
}
