/**
 * Preloaded into a test process (`node --import tsx --import ./packages/compiler/test/verify-caches.ts …`): every
 * position the Scenario builder starts (`scenario()`, `modernScenario()`, the card-name test language's `cardGame`)
 * plays with `noCache: 'verify'` (state/types.ts): each kept legal-action list is compared with a fresh one at every
 * priority decision, and each cached characteristics map and mana-source list with a fresh computation; a
 * difference throws (docs/engine.md, Caches). The semantic tests hold cards the oracle's random games never do, so
 * this checks the caches on them too. A position that chose a cache mode of its own (an oracle test) keeps it.
 * Used by `verified-caches.test.ts`.
 */
import { Scenario, type GameOptions, type GameState } from '@arbiter/engine';

const start = Scenario.prototype.start;
Scenario.prototype.start = function (this: Scenario, ...args: Parameters<Scenario['start']>): GameState {
  const state = this.state as { options: GameOptions };
  if (state.options.noCache === undefined) state.options = { ...state.options, noCache: 'verify' };
  return start.apply(this, args);
};
