// `arbiter play --decks`: each entry a starter deck's name or a deck file (validated with the
// one deck parser and the card index; every problem named with its line). Cards of a deck file
// are played from their compiled definitions, so each must compile fully.
import { STARTER_BY_NAME, STARTER_DECKS, type CardDefinition } from '@arbiter/engine';
import { compileCard } from '@arbiter/compiler';
import { CliError } from './command.js';
import { loadCardIndex, readDeckFile } from './deck-verdict.js';

export interface ResolvedDecks {
  readonly decks: readonly (readonly string[])[];
  /** Definitions for every card the decks name (the starter cards plus compiled ones). */
  readonly cards: Readonly<Record<string, CardDefinition>>;
}

/** Reads one deck file: its main deck as card names, adding compiled definitions to `cards`. */
function deckFromFile(file: string, cards: Record<string, CardDefinition>): string[] {
  const db = loadCardIndex(undefined);
  const list = readDeckFile(file, db);
  // The starter cards are hand-written definitions: playable even where the card index lacks them.
  const problems = list.errors
    .filter((e) => !(e.kind === 'unknown-card' && STARTER_BY_NAME[e.text]))
    .map((e) => e.message);
  const deck: string[] = [];
  for (const e of list.main) {
    if (e.card === undefined && STARTER_BY_NAME[e.name]) {
      for (let i = 0; i < e.count; i++) deck.push(e.name);
      continue;
    }
    const record = e.card === undefined ? undefined : db.get(e.card);
    if (!record) continue; // reported by the parser
    const starter = STARTER_BY_NAME[record.name];
    const compiled = starter ? undefined : compileCard(record);
    if (compiled && !compiled.playable) {
      problems.push(
        `line ${e.line}: ${record.name} is not playable yet (${compiled.status}; see 'arbiter cards show "${record.name}"')`,
      );
      continue;
    }
    const def = starter ?? compiled!.definition;
    cards[def.name] = def;
    for (let i = 0; i < e.count; i++) deck.push(def.name);
  }
  if (deck.length === 0 && problems.length === 0) problems.push('the main deck is empty');
  if (problems.length > 0)
    throw new CliError(
      `deck file ${file} can't be played (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`,
    );
  return deck;
}

/** Resolves `--decks` entries: starter deck names or deck files. */
export function resolveDecks(
  specs: readonly string[],
  extraCards: Readonly<Record<string, CardDefinition>> = {},
): ResolvedDecks {
  const cards: Record<string, CardDefinition> = { ...STARTER_BY_NAME, ...extraCards };
  const decks = specs.map((spec) => {
    const starter = STARTER_DECKS[spec];
    if (starter) return starter;
    if (/[/\\.]/.test(spec)) return deckFromFile(spec, cards);
    throw new CliError(
      `unknown deck '${spec}': give a deck file or one of the starter decks (${Object.keys(STARTER_DECKS).join(', ')})`,
    );
  });
  return { decks, cards };
}
