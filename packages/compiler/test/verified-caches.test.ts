/**
 * Caches are only caches (docs/engine.md, Caches): every semantic test file of this folder, played again in one process
 * with `noCache: 'verify'` (verify-caches.ts). At every priority decision a kept legal-action list is compared with a
 * fresh one, and every cached characteristics map and mana-source list with a fresh computation; any difference fails
 * the test that reached it. The semantic tests hold cards that the oracle's random games never hold (foretell,
 * "can't cast spells this turn", conditions on whose turn it is), so this checks the caches on them too.
 * (Run alone: `npm test -- verified-caches`.)
 */
import './verify-caches.js';
import { readdirSync } from 'node:fs';

const here = new URL('.', import.meta.url);
for (const file of readdirSync(here)
  .filter((n) => /^semantic-.*\.test\.ts$/.test(n))
  .sort())
  await import(new URL(file, here).href);
