// Names and citations (issue 16): every rule number the sources cite, in comments and in log citations,
// exists in the rule documents, and every file a comment names exists in the repository. The rule
// documents are read through the committed index (data/rules.json, built by scripts/build-index.mjs):
// tests never read the documents themselves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseRuleIndex } from '../src/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const parsed = parseRuleIndex(JSON.parse(readFileSync(path.join(root, 'packages/rules/data/rules.json'), 'utf8')));
if (!parsed.ok) throw new Error(parsed.error);
const index = parsed.index;

/**
 * Rule numbers of the current Comprehensive Rules that the documents predate: outside chapters 4, 8 and 9
 * the documents hold the 2015 edition, and their README says to follow the current rules where the two
 * differ (counters became 122, restarting the game 723, new keywords and subrules). A citation must be in
 * the index or in this list; an entry that the index holds is an error.
 */
const CURRENT_CR_ONLY: ReadonlySet<string> = new Set([
  '103.6a',
  '103.8',
  '103.8a',
  '106.12a',
  '107.3i',
  '107.3m',
  '107.4e',
  '111.10',
  '111.7',
  '111.8',
  '113.3a',
  '113.3b',
  '113.3c',
  '113.6',
  '113.6a',
  '113.6b',
  '113.6k',
  '113.6n',
  '113.7',
  '113.7a',
  '115.1d',
  '115.10',
  '115.4',
  '115.5',
  '115.7',
  '115.7a',
  '115.7d',
  '116.2f',
  '116.2h',
  '116.2i',
  '116.2k',
  '116.2m',
  '117.1a',
  '117.3d',
  '118.12',
  '118.7a',
  '118.7b',
  '118.7c',
  '118.7d',
  '118.9a',
  '120.3b',
  '120.3c',
  '120.3d',
  '120.3e',
  '120.3h',
  '122.1',
  '122.1a',
  '122.1b',
  '122.1h',
  '122.5',
  '122.6',
  '122.6a',
  '122.8',
  '202.3e',
  '202.3f',
  '207.2d',
  '303.7',
  '309.4c',
  '310.11a',
  '310.4b',
  '310.8',
  '502.4',
  '508.3a',
  '508.8',
  '509.3b',
  '509.3c',
  '509.3d',
  '509.3f',
  '601.2i',
  '603.10a',
  '603.12',
  '606.6',
  '608.2n',
  '609.4b',
  '613.4a',
  '613.4b',
  '613.4c',
  '613.4d',
  '613.7e',
  '613.8a',
  '613.8b',
  '615.12',
  '616.1f',
  '700.5a',
  '700.8',
  '700.9',
  '701.26b',
  '701.28c',
  '701.28e',
  '701.28f',
  '701.34a',
  '701.35a',
  '701.37a',
  '701.37b',
  '701.39a',
  '701.40',
  '701.40a',
  '701.40b',
  '701.40c',
  '701.41a',
  '701.41b',
  '701.42',
  '701.42a',
  '701.42b',
  '701.42c',
  '701.43',
  '701.43a',
  '701.43b',
  '701.43c',
  '701.44a',
  '701.44b',
  '701.47a',
  '701.48a',
  '701.50a',
  '701.50c',
  '701.50d',
  '701.50e',
  '700.11',
  '700.13',
  '700.14',
  '701.54',
  '701.54a',
  '701.54c',
  '701.57a',
  '701.59a',
  '701.65a',
  '701.66a',
  '701.67a',
  '701.67b',
  '701.9b',
  '701.49',
  '701.49a',
  '701.49b',
  '701.49c',
  '702.103e',
  '702.103f',
  '702.106b',
  '702.106c',
  '702.106d',
  '702.106e',
  '702.106f',
  '702.109a',
  '702.111',
  '702.111b',
  '702.112a',
  '702.112b',
  '702.113a',
  '702.110a',
  '702.110b',
  '702.113b',
  '702.114a',
  '702.115a',
  '702.116a',
  '702.117',
  '702.117a',
  '702.118',
  '702.118b',
  '702.119',
  '702.120a',
  '702.145',
  '726.1',
  '726.2',
  '702.122a',
  '702.123a',
  '702.124',
  '702.124a',
  '702.124c',
  '702.124g',
  '702.124i',
  '702.124j',
  '702.124k',
  '702.126',
  '702.126a',
  '702.127a',
  '702.128a',
  '702.129a',
  '702.130a',
  '702.131',
  '702.131a',
  '702.131b',
  '702.131c',
  '702.133',
  '702.133a',
  '702.134a',
  '702.135a',
  '702.136a',
  '702.137',
  '702.137a',
  '702.138',
  '702.138a',
  '702.138c',
  '702.140',
  '702.140a',
  '702.140b',
  '702.140c',
  '702.140d',
  '702.140e',
  '702.141a',
  '702.142',
  '702.142a',
  '702.143',
  '702.143a',
  '702.147a',
  '702.149a',
  '702.152a',
  '702.153a',
  '702.154a',
  '702.156a',
  '702.157a',
  '702.163a',
  '702.164a',
  '702.165',
  '702.165a',
  '702.165b',
  '702.166a',
  '702.166b',
  '702.167a',
  '702.167b',
  '702.168a',
  '702.168d',
  '702.170',
  '702.170a',
  '702.170d',
  '702.171a',
  '702.171b',
  '702.175a',
  '702.177a',
  '702.178',
  '702.178a',
  '702.178b',
  '702.179',
  '702.179a',
  '702.179b',
  '702.179c',
  '702.179d',
  '702.22d',
  '702.22f',
  '702.22h',
  '702.22j',
  '702.22k',
  '702.29c',
  '702.29d',
  '702.29e',
  '702.31b',
  '702.33b',
  '702.33c',
  '702.33d',
  '702.33e',
  '702.33g',
  '702.37c',
  '702.37e',
  '702.80c',
  '702.96b',
  '702.132a',
  '702.181a',
  '702.185',
  '702.185a',
  '702.189a',
  '704.6c',
  '704.6d',
  '704.6f',
  '707.9a',
  '707.9b',
  '707.10a',
  '707.10c',
  '707.12',
  '708.8',
  '709.3a',
  '709.5a',
  '709.5c',
  '709.5d',
  '709.5e',
  '709.5f',
  '709.5h',
  '709.5i',
  '710.1b',
  '711.2a',
  '712.8a',
  '712.8d',
  '712.8e',
  '712.14',
  '715.3a',
  '715.3b',
  '715.3d',
  '722.1',
  '722.2',
  '722.3',
  '722.4',
  '723.1',
  '723.1a',
  '723.2',
  '723.3',
  '723.4',
  '723.5',
  '723.7',
  '729.2',
  '729.2a',
  '729.2b',
  '729.2c',
  '729.2e',
  '729.3',
  '704.5y',
  '725.1',
  '725.2',
  '725.3',
  '725.4',
]);

/** File names that comments name as outside formats (downloads a user provides), not repository files. */
const OUTSIDE_FILES: ReadonlySet<string> = new Set(['AllSets.json', 'AtomicCards.json']);

interface Source {
  readonly file: string; // relative to the repository root
  readonly text: string;
}

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

function sources(): Source[] {
  const out: Source[] = [];
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    const src = path.join(root, 'packages', pkg, 'src');
    if (!existsSync(src)) continue;
    for (const full of walk(src, [])) {
      if (/\.tsx?$/.test(full)) out.push({ file: path.relative(root, full), text: readFileSync(full, 'utf8') });
    }
  }
  return out;
}

const SOURCES = sources();

/** "601.2a", "704.5", "800.4h": a rule number with a dot; not an address like 127.0.0.1. */
const CITATION = /(?<![\w.])([1-9]\d{2}\.\d+[a-z]?)(?![\w]|\.\d)/g;
/** A whole section cited by number: "rule 903", "CR 802", "rules 802, 803" (the first number). */
const SECTION = /\b(?:CR|[Rr]ules?) ([1-9]\d{2})(?![\d.])/g;
/** A rule number left unfinished: "800.?", "712.x". */
const PLACEHOLDER = /(?<![\w.])[1-9]\d{2}\.(?:\?|x\b)/g;

function lineOf(text: string, at: number): number {
  return text.slice(0, at).split('\n').length;
}

test('every rule number cited in packages/*/src exists in the rule documents (or the current CR list)', () => {
  const missing: string[] = [];
  for (const { file, text } of SOURCES) {
    for (const m of text.matchAll(CITATION)) {
      const id = m[1]!;
      if (index[id] === undefined && !CURRENT_CR_ONLY.has(id)) missing.push(`${file}:${lineOf(text, m.index)} ${id}`);
    }
  }
  for (const { file, text } of SOURCES) {
    for (const m of text.matchAll(SECTION)) {
      if (index[m[1]!] === undefined) missing.push(`${file}:${lineOf(text, m.index)} ${m[1]}`);
    }
  }
  assert.deepEqual(missing, [], 'rule numbers cited but in neither the rule documents nor the current-CR list');
  const known = [...CURRENT_CR_ONLY].filter((id) => index[id] !== undefined);
  assert.deepEqual(known, [], 'current-CR list entries the rule documents hold (cite them from the documents)');
});

test('no rule citation in packages/*/src is a placeholder ("800.?")', () => {
  const found: string[] = [];
  for (const { file, text } of SOURCES) {
    for (const m of text.matchAll(PLACEHOLDER)) found.push(`${file}:${lineOf(text, m.index)} ${m[0]}`);
  }
  assert.deepEqual(found, []);
});

/** The comments of a source file, through the TypeScript scanner (so strings and regexes are skipped). */
function comments(file: string, text: string): { text: string; at: number }[] {
  const variant = file.endsWith('.tsx') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const out: { text: string; at: number }[] = [];
  for (let k = scanner.scan(); k !== ts.SyntaxKind.EndOfFileToken; k = scanner.scan()) {
    if (k === ts.SyntaxKind.SingleLineCommentTrivia || k === ts.SyntaxKind.MultiLineCommentTrivia)
      out.push({ text: scanner.getTokenText(), at: scanner.getTokenStart() });
  }
  return out;
}

/** "cards/ability-tree.ts", "README.md", "data/rules.json": a file name with an extension. */
const FILE_NAME = /(?<![\w@/.-])((?:[\w.-]+\/)*[\w-][\w.-]*\.(?:ts|tsx|js|mjs|md|json|ya?ml|sql|txt|csv))(?![\w.])/g;

test('every file a comment in packages/*/src names exists in the repository', () => {
  const names = new Set(
    walk(path.join(root, 'packages'), [])
      .concat(walk(path.join(root, 'docs'), []))
      .map((f) => path.basename(f)),
  );
  for (const f of readdirSync(root)) names.add(f);
  // A comment may name a file of another package by its path inside that package's src ("effects/x.ts").
  const packageSources = readdirSync(path.join(root, 'packages')).map((p) => path.join('packages', p, 'src'));
  const missing: string[] = [];
  for (const { file, text } of SOURCES) {
    const pkg = file.split('/').slice(0, 2).join('/');
    for (const c of comments(file, text)) {
      for (const m of c.text.matchAll(FILE_NAME)) {
        const name = m[1]!;
        if (OUTSIDE_FILES.has(path.basename(name))) continue;
        const bases = [path.dirname(file), pkg, '.', 'packages', ...packageSources];
        const here = name.includes('/')
          ? bases.some((b) => existsSync(path.join(root, b, name)))
          : names.has(name) || bases.some((b) => existsSync(path.join(root, b, name)));
        if (!here) missing.push(`${file}:${lineOf(text, c.at + m.index)} ${name}`);
      }
    }
  }
  assert.deepEqual(missing, []);
});
