/**
 * Snapshot helpers for the compiler's output: a compiled card in the shape `arbiter cards show --json` prints
 * (status, playable, failed clauses, and each face's definition), written with sorted keys so that only a change
 * of content, never of property order, shows as a difference. `UPDATE_SNAPSHOTS=1` rewrites the committed files.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { CompiledCard } from '../src/index.js';

export const UPDATE = process.env['UPDATE_SNAPSHOTS'] === '1';

/** `v` with every object's keys sorted (arrays keep their order); `undefined` fields dropped as JSON drops them. */
export function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = canonical(x);
  }
  return out;
}

/** A compiled card as `arbiter cards show --json` reports it. */
export function shown(c: CompiledCard): unknown {
  return canonical({
    status: c.status,
    playable: c.playable,
    failures: c.failures,
    ...(c.unreadable ? { unreadable: c.unreadable } : {}),
    faces: c.faces.map((f) => ({
      name: f.definition.name,
      status: f.status,
      definition: f.definition,
      failures: f.failures,
    })),
  });
}

export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

export function readJson<T>(url: URL): T {
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

export function writeJson(url: URL, v: unknown): void {
  writeFileSync(url, JSON.stringify(v, null, 2) + '\n');
}
