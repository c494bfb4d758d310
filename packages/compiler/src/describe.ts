/**
 * A plain-English rendering of a compiled ability tree, for reviewing the compiler (`arbiter cards
 * audit`): each node becomes words a reviewer can hold next to the Oracle text — kinds and field
 * names split into words, fixed amounts as numbers, targets by number, the object itself as "this".
 * It shows what the tree says, not a paraphrase of what the text says.
 */
import type { AbilityNode } from '@arbiter/engine';

const words = (s: string): string => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function value(v: unknown, depth: number): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v))
    return v.length === 0 ? 'nothing' : v.map((x) => value(x, depth + 1)).join(depth === 0 ? '; then ' : ', ');
  const o = v as Record<string, unknown>;
  const kind = typeof o['kind'] === 'string' ? (o['kind'] as string) : undefined;
  if (kind === 'fixed' && typeof o['n'] === 'number') return String(o['n']);
  if (kind === 'target' && typeof o['target'] === 'number') return `target #${(o['target'] as number) + 1}`;
  if (kind === 'self') return 'this';
  if (kind === 'you') return 'you';
  const fields = Object.entries(o).filter(([k]) => k !== 'kind' && k !== 'text');
  const inner = fields.map(([k, x]) => `${words(k)} ${value(x, depth + 1)}`).join(', ');
  if (!kind) return `{${inner}}`;
  return inner === '' ? words(kind) : `${words(kind)} (${inner})`;
}

/** One line per ability: its kind, then its fields in words. */
export function describeAbility(a: AbilityNode): string {
  return value(a, 0);
}

export function describeAbilities(abilities: readonly AbilityNode[]): string[] {
  return abilities.map((a, i) => `${i + 1}. ${describeAbility(a)}`);
}
