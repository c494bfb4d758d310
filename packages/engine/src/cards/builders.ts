/**
 * Small constructors for writing card definitions by hand in the one card data form.
 * They produce exactly what the Oracle-text compiler produces; nothing here is behaviour.
 */
import type {
  AbilityNode,
  CardDefinition,
  CardType,
  Effect,
  Filter,
  ObjectRef,
  SimpleKeyword,
  Supertype,
  TargetSpec,
} from './ability-tree.js';

export function kw(...keywords: SimpleKeyword[]): AbilityNode[] {
  return keywords.map((keyword) => ({ kind: 'keyword', keyword }));
}

export const ANY_TARGET: TargetSpec = { count: { min: 1, max: 1 }, filter: { kind: 'anyTarget' }, text: 'any target' };
export const TARGET_CREATURE: TargetSpec = {
  count: { min: 1, max: 1 },
  filter: { kind: 'object', match: { types: ['Creature'] } },
  text: 'target creature',
};
export const TARGET_PLAYER: TargetSpec = {
  count: { min: 1, max: 1 },
  filter: { kind: 'player', relation: 'any' },
  text: 'target player',
};
export const TARGET_SPELL: TargetSpec = {
  count: { min: 1, max: 1 },
  filter: { kind: 'stackObject', spells: true, abilities: false },
  text: 'target spell',
};

export function target(text: string, filter: Filter, min = 1, max = 1): TargetSpec {
  return { count: { min, max }, filter, text };
}

export const T0: ObjectRef = { kind: 'target', target: 0 };
export const T1: ObjectRef = { kind: 'target', target: 1 };
export const SELF: ObjectRef = { kind: 'self' };

interface Base {
  readonly name: string;
  readonly cost: string | null;
  readonly text: string;
  readonly abilities?: readonly AbilityNode[];
  readonly supertypes?: readonly Supertype[];
  readonly subtypes?: readonly string[];
}

export function card(
  types: readonly CardType[],
  b: Base & { power?: string; toughness?: string; loyalty?: number },
): CardDefinition {
  return {
    name: b.name,
    manaCost: b.cost,
    supertypes: b.supertypes ?? [],
    types,
    subtypes: b.subtypes ?? [],
    ...(b.power !== undefined ? { power: b.power, toughness: b.toughness ?? '0' } : {}),
    ...(b.loyalty !== undefined ? { loyalty: b.loyalty } : {}),
    oracleText: b.text,
    abilities: b.abilities ?? [],
  };
}

export function creature(
  name: string,
  cost: string,
  subtypes: string[],
  pt: [number, number],
  text: string,
  abilities: AbilityNode[] = [],
): CardDefinition {
  return card(['Creature'], { name, cost, subtypes, power: String(pt[0]), toughness: String(pt[1]), text, abilities });
}

export function spell(
  kind: 'Instant' | 'Sorcery',
  name: string,
  cost: string,
  text: string,
  targets: TargetSpec[],
  effects: Effect[],
  extra: Partial<Extract<AbilityNode, { kind: 'spell' }>> = {},
): CardDefinition {
  return card([kind], { name, cost, text, abilities: [{ kind: 'spell', targets, effects, ...extra }] });
}

/** 305.6: a basic land has "{T}: Add [mana]." for its land type. */
export function basicLand(name: string, subtype: string, mana: string, snow = false): CardDefinition {
  return card(['Land'], {
    name,
    cost: null,
    supertypes: snow ? ['Basic', 'Snow'] : ['Basic'],
    subtypes: [subtype],
    text: `({T}: Add ${mana}.)`,
    abilities: [tapForMana(mana)],
  });
}

export function tapForMana(mana: string): AbilityNode {
  return {
    kind: 'activated',
    cost: { parts: [{ kind: 'tap' }] },
    targets: [],
    effects: [{ kind: 'addMana', mana }],
    manaAbility: true,
    text: `{T}: Add ${mana}.`,
  };
}

export function token(
  name: string,
  colors: ('W' | 'U' | 'B' | 'R' | 'G')[],
  subtypes: string[],
  pt: [number, number],
  abilities: AbilityNode[] = [],
  text = '',
): CardDefinition {
  return {
    name,
    manaCost: null,
    colorIndicator: colors,
    supertypes: [],
    types: ['Creature'],
    subtypes,
    power: String(pt[0]),
    toughness: String(pt[1]),
    oracleText: text,
    abilities,
    token: true,
  };
}
