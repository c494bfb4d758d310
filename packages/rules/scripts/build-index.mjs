// Builds data/rules.json, the committed index of rule texts, from the rule documents.
// Run by hand when the documents change: `node packages/rules/scripts/build-index.mjs <seeds folder>`.
// The project never reads the documents at run time or in its normal build.
//   000 (chapter 8), 001 (chapter 9), 004 (chapter 4): English + Chinese, rule by rule (the newer edition);
//   003: the Chinese CR 100–905 (2015) for every other rule; 002: an older English 801.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const seeds = process.argv[2];
if (!seeds) {
  console.error('usage: build-index.mjs <seeds folder>');
  process.exit(2);
}
const file = (prefix) =>
  path.join(
    seeds,
    readdirSync(seeds).find((f) => f.startsWith(prefix)),
  );

const RULE = /^(\d{3}(?:\.\d+[a-z]?)?)\.?\s+(.*)$/;
const HAN = /[\u4e00-\u9fff]/;
const index = {};
const put = (id, lang, text, override) => {
  const t = clean(text);
  if (!t) return;
  const e = (index[id] ??= {});
  if (override || e[lang] === undefined) e[lang] = t;
};

function clean(s) {
  return s
    .replace(/<[^>]+>/g, '')
    .replace(/\[\[[^|\]]*\|([^\]]*)\]\]/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\\\\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A bilingual chapter (000/001/004): each rule line starts with its number after markup. */
function bilingual(text) {
  for (const raw of text.split('\n')) {
    let line = raw
      .replace(/<BOOKMARK:[^>]*>/g, '')
      .replace(/<b[^>]*>/g, '')
      .replace(/<\/b>/g, '')
      .replace(/<span[^>]*>/g, '')
      .replace(/<\/span>/g, '');
    line = line
      .replace(/^#+\s*/, '')
      .replace(/^=+\s*|\s*=+$/g, '')
      .trim();
    const m = RULE.exec(line);
    if (!m) continue;
    const body = m[2];
    // Section headings carry both languages ("800. 总则 General"); split them.
    if (!m[1].includes('.') && HAN.test(body) && /[A-Za-z]/.test(body)) {
      const zh = body.replace(/[A-Za-z][A-Za-z ,.'’\-–()]*$/, '').trim();
      put(m[1], 'zh', zh, true);
      put(m[1], 'en', body.slice(zh.length).trim(), true);
      continue;
    }
    put(m[1], HAN.test(body) ? 'zh' : 'en', body, true);
  }
}

/** The Chinese CR inside the judge library (003): from "100. 总则" to the end of 905. */
function chineseCr(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('100. '));
  let last = '';
  for (let i = start; i >= 0 && i < lines.length; i++) {
    const m = RULE.exec(lines[i].trim());
    if (!m) continue;
    if (m[1] < last && m[1].slice(0, 3) < '100') break;
    if (!HAN.test(m[2])) continue;
    if (Number(m[1].slice(0, 3)) < Number(last.slice(0, 3))) break; // the changes list after 905
    last = m[1];
    put(m[1], 'zh', m[2], false);
  }
}

function olderEnglish(text) {
  for (const line of text.split('\n')) {
    const m = RULE.exec(line.trim());
    if (m && !HAN.test(m[2])) put(m[1], 'en', m[2], false);
  }
}

for (const p of ['000', '001', '004']) bilingual(readFileSync(file(p), 'utf8'));
chineseCr(readFileSync(file('003'), 'utf8'));
olderEnglish(readFileSync(file('002'), 'utf8'));

const ids = Object.keys(index).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
const out = {};
for (const id of ids) out[id] = index[id];
const target = path.join(here, '..', 'data', 'rules.json');
writeFileSync(target, JSON.stringify(out) + '\n');
const en = ids.filter((i) => out[i].en).length;
const zh = ids.filter((i) => out[i].zh).length;
console.log(`${ids.length} rules (${en} English, ${zh} Chinese) → ${path.relative(process.cwd(), target)}`);
