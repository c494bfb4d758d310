/**
 * Naming an ability in a scenario (`ability:` of an `activate` step, `index:` of a stack entry):
 * by its text ("{T}: Add {G}."), its cost ("{T}", "{2}{B}"), a fragment of its text ("Add {G}",
 * "cycling", "unearth"), a keyword ("equip"), or — as a fallback — its index in the card's list.
 * A name that fits several abilities is an error listing them; an exact text beats a cost, and a
 * cost beats a fragment.
 */
import type { AbilityNode } from '@arbiter/engine';
import { ScenarioError } from './errors.js';

/** One ability a name may mean, with the text shown in messages. */
interface Candidate {
  readonly index: number;
  readonly text: string;
  readonly cost: string | null;
}

const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '')
    .trim();

/** The text an ability is named by, and the cost part of "Cost: Effect". */
function describe(a: AbilityNode, index: number): Candidate {
  const text =
    'text' in a && typeof a.text === 'string' && a.text !== ''
      ? a.text
      : a.kind === 'keyword'
        ? a.keyword
        : a.kind === 'spell'
          ? 'spell ability'
          : a.kind;
  const colon = a.kind === 'activated' ? text.indexOf(':') : -1;
  return { index, text, cost: colon > 0 ? text.slice(0, colon) : null };
}

/**
 * The index of the ability `name` means among `abilities` (those the `usable` filter keeps, when
 * the name is text). Throws a reference error naming the candidates when none or several fit.
 */
export function abilityByName(
  abilities: readonly AbilityNode[],
  name: number | string,
  sourceName: string,
  line: number,
  usable: (a: AbilityNode) => boolean = () => true,
): number {
  if (typeof name === 'number') {
    if (!Number.isInteger(name) || !abilities[name])
      throw new ScenarioError(
        'reference',
        line,
        `${sourceName} has no ability #${name} (abilities are numbered from 0; it has ${abilities.length}: ${list(abilities.map(describe))})`,
      );
    return name;
  }
  const all = abilities.map(describe).filter((c) => usable(abilities[c.index]!));
  const want = norm(name);
  if (want === '')
    throw new ScenarioError('schema', line, 'ability: give its text, its cost, a fragment of its text or its index');
  const tiers: ((c: Candidate) => boolean)[] = [
    (c) => norm(c.text) === want,
    (c) => c.cost !== null && norm(c.cost) === want,
    (c) => norm(c.text).includes(want) || (abilities[c.index]!.kind === 'keyword' && want.startsWith(norm(c.text))),
  ];
  for (const fits of tiers) {
    const hits = all.filter(fits);
    if (hits.length === 1) return hits[0]!.index;
    if (hits.length > 1) {
      throw new ScenarioError(
        'reference',
        line,
        `ability "${name}" of ${sourceName} is ambiguous: it fits ${hits.length} abilities (${list(hits)}); write more of its text, or its index`,
      );
    }
  }
  throw new ScenarioError(
    'reference',
    line,
    `${sourceName} has no ability named "${name}"${all.length ? `; its abilities are ${list(all)}` : ' (it has no ability that can be named here)'}`,
  );
}

function list(cs: readonly Candidate[]): string {
  return cs.map((c) => `${c.index}: "${c.text}"`).join(', ');
}

/**
 * 601.2b: the index of the additional cost `name` means among a spell's costs to choose from ("sacrifice a creature
 * or pay {3}"): its number, its text, or a fragment of its text that fits only it.
 */
export function costChoiceByName(
  options: readonly { readonly text: string }[],
  name: number | string,
  sourceName: string,
  line: number,
): number {
  const shown = options.map((o, i) => `${i}: "${o.text}"`).join(', ');
  if (options.length === 0)
    throw new ScenarioError('reference', line, `${sourceName} has no additional costs to choose from (601.2b)`);
  if (typeof name === 'number') {
    if (!Number.isInteger(name) || !options[name])
      throw new ScenarioError('reference', line, `${sourceName} has no additional cost #${name} (its costs: ${shown})`);
    return name;
  }
  const want = norm(name);
  const exact = options.findIndex((o) => norm(o.text) === want);
  if (exact >= 0) return exact;
  const hits = options.flatMap((o, i) => (norm(o.text).includes(want) ? [i] : []));
  if (hits.length === 1) return hits[0]!;
  throw new ScenarioError(
    'reference',
    line,
    `additional cost "${name}" of ${sourceName} ${hits.length ? 'is ambiguous' : 'is not one of its costs'} (its costs: ${shown})`,
  );
}
