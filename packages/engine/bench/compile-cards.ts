/**
 * Bench child (playout bench, compiled-card decks): compiles card records with one checkout's own compiler and
 * engine. BENCH_COMPILE_CHECKOUT names the checkout, BENCH_COMPILE_IN a JSON array of card records (read from this
 * checkout's card database by the parent), BENCH_COMPILE_OUT the file written: `{ name: definition }` for every
 * record that checkout's compiler compiles fully (`CompiledPool.definition`, no partial cards).
 */
import { register } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const checkout = process.env['BENCH_COMPILE_CHECKOUT'];
const input = process.env['BENCH_COMPILE_IN'];
const output = process.env['BENCH_COMPILE_OUT'];
if (!checkout || !input || !output) throw new Error('compile-cards: BENCH_COMPILE_CHECKOUT, _IN and _OUT are needed');
register(pathToFileURL(path.join(import.meta.dirname, 'workspace-resolve.mjs')), { data: { checkout } });
const { CompiledPool } = await import(pathToFileURL(path.join(checkout, 'packages/compiler/src/index.ts')).href);
const records = new Map<string, unknown>(
  (JSON.parse(readFileSync(input, 'utf8')) as { name: string }[]).map((r) => [r.name, r]),
);
const pool = new CompiledPool({ get: (name: string) => records.get(name) });
const full: Record<string, unknown> = {};
for (const name of records.keys()) {
  const d = pool.definition(name);
  if (d) full[name] = d;
}
writeFileSync(output, JSON.stringify(full));
