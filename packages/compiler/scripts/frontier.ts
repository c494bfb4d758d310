/**
 * Where does the grammar give up? For every failed clause of every counted card, re-parses the
 * clause and records the furthest token any parse attempt reached; groups the failures by the
 * next few tokens there. Cards whose only failure is that clause are counted separately: they
 * are the ones a grammar addition would make fully playable.
 *
 *   npx tsx packages/compiler/scripts/frontier.ts [--width 3] [--top 80] [--grep TEXT]
 */
import { isCounted } from '@arbiter/cards';
import { loadCardDatabase } from '@arbiter/cards/node';
import { compileCard } from '../src/compile.js';
import { compileLine, effectText } from '../src/abilities.js';
import { Cursor, frontier, resetFrontier } from '../src/cursor.js';
import { newCtx } from '../src/phrases.js';
import { untokenize } from '../src/tokens.js';

const args = process.argv.slice(2);
const opt = (n: string, d: string): string => { const i = args.indexOf(n); return i >= 0 ? args[i + 1]! : d; };
const width = Number(opt('--width', '3'));
const top = Number(opt('--top', '80'));
const grep = opt('--grep', '');

const db = await loadCardDatabase();
const groups = new Map<string, { all: number; only: number; examples: string[] }>();
for (const card of db.all().filter(isCounted)) {
  const c = compileCard(card);
  if (c.status === 'full') continue;
  const permanent = !(card.types.includes('Instant') || card.types.includes('Sorcery'));
  for (const key of c.failureKeys) {
    if (key.includes('\n') || /^(plane|phenomenon|scheme|vanguard|conspiracy|split card|flip card|double-faced|meld|aftermath|adventurer|modal double)/.test(key)) {
      const g = key.includes('\n') ? '[modal] ' + key.split('\n')[0] : '[layout] ' + key.split(':')[0];
      const e = groups.get(g) ?? { all: 0, only: 0, examples: [] }; e.all++; if (c.failureKeys.length === 1) e.only++; if (e.examples.length < 3) e.examples.push(`${card.name}: ${key.replace(/\n/g, ' / ')}`); groups.set(g, e);
      continue;
    }
    resetFrontier();
    const r = compileLine(key, permanent);
    if (r && r.kind === 'spellText') effectText(new Cursor(r.toks), newCtx(false));
    const rest = untokenize(frontier.toks.slice(frontier.i, frontier.i + width));
    const before = untokenize(frontier.toks.slice(Math.max(0, frontier.i - 2), frontier.i));
    const g = `${before} ▸ ${rest || '(end)'}`;
    if (grep && !g.includes(grep) && !key.includes(grep)) continue;
    const e = groups.get(g) ?? { all: 0, only: 0, examples: [] };
    e.all++; if (c.failureKeys.length === 1) e.only++;
    if (e.examples.length < 3) e.examples.push(`${card.name}: ${key}`);
    groups.set(g, e);
  }
}
const sorted = [...groups].sort((a, b) => b[1].only - a[1].only || b[1].all - a[1].all).slice(0, top);
for (const [g, e] of sorted) {
  console.log(`${String(e.only).padStart(5)} ${String(e.all).padStart(5)}  ${g}`);
  for (const x of e.examples.slice(0, 2)) console.log(`              ${x.slice(0, 160)}`);
}
