/**
 * 614.1c / 614.12: static abilities that modify how other permanents enter the battlefield — "Creatures your
 * opponents control enter tapped", "Each other non-Human creature you control enters with an additional +1/+1
 * counter on it", "… for each opponent who lost life this turn". Each is checked against the permanent as it would
 * exist on the battlefield (614.12): its controller-to-be, the face or copiable values it will have, face down a
 * 2/2 creature with no name or types (708.2). Only permanents already on the battlefield (and command-zone objects
 * such as a conspiracy's hidden agenda, 702.106) apply them: an ability functions only there (113.6), so a
 * permanent's own such ability never applies to it.
 */
import type {
  Amount,
  CardDefinition,
  Filter,
  ObjectMatch,
  SimpleKeyword,
  StaticEffect,
} from '../cards/ability-tree.js';
import { colorsOfCost } from '../cards/mana-symbols.js';
import { battlefieldStaticsOf, chars, type BattlefieldStatic } from '../objects/characteristics.js';
import { commandSources } from '../zones/command.js';
import type { Characteristics } from '../objects/characteristics-reader.js';
import { checkCondition } from '../objects/conditions.js';
import { matchesCharacteristics, matchesRelation } from '../objects/filters.js';
import { isSimple } from '../objects/printed-characteristics.js';
import { CREATURE_TYPES } from '../objects/creature-types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { chosenNames } from '../state/access.js';
import type { EventRules } from './event-rules.js';
import { plainContext } from '../state/tasks.js';

/** The permanent about to enter, as it would exist on the battlefield (614.12). */
export interface EnteringObject {
  /** Its characteristics there (controller included). */
  readonly chars: Characteristics;
  readonly token: boolean;
}

/** What other permanents' statics add to an entering permanent: tapped, counters, and the rules cited. */
export interface OthersEntering {
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly rules: readonly string[];
}

const NONE: OthersEntering = { tapped: false, counters: {}, rules: [] };

/** The fields of an ObjectMatch an entering permanent can be checked against (the compiler writes no others). */
const ENTERING_FIELDS: ReadonlySet<string> = new Set([
  'types',
  'notTypes',
  'subtypes',
  'notSubtypes',
  'supertypes',
  'notSupertypes',
  'colors',
  'notColors',
  'allTypes',
  'colorless',
  'multicolored',
  'withKeyword',
  'withoutKeyword',
  'controller',
  'token',
  'nonToken',
  'other',
  'chosen',
]);

/** Whether an entering-permanent filter can be checked (every field is one of ENTERING_FIELDS). */
export function enteringFilterSupported(f: Filter): boolean {
  if (f.kind === 'anyOf') return f.filters.every(enteringFilterSupported);
  return f.kind === 'object' && !f.zone && Object.keys(f.match).every((k) => ENTERING_FIELDS.has(k));
}

function matchesEntering(
  state: GameState,
  m: ObjectMatch,
  e: EnteringObject,
  you: PlayerId,
  source: ObjectId,
): boolean {
  if (!matchesCharacteristics(m, e.chars)) return false;
  if (m.controller && !matchesRelation(state, m.controller, you, e.chars.controller)) return false;
  if (m.token && !e.token) return false;
  if (m.nonToken && e.token) return false;
  // 607.2: "of the chosen type / color" — what the source chose as it entered.
  const chosen = state.objects[source]?.chosen;
  if (m.chosen === 'creatureType' && !(chosen?.creatureType && e.chars.subtypes.includes(chosen.creatureType)))
    return false;
  if (m.chosen === 'color' && !(chosen?.color && e.chars.colors.includes(chosen.color))) return false;
  if (m.chosen === 'name' && !chosenNames(chosen).includes(e.chars.name)) return false; // 702.106d
  return m.chosen !== 'otherName';
}

/** Whether the permanent about to enter matches `f` (from the point of view of `you`, the source's controller). */
export function enteringMatches(
  state: GameState,
  f: Filter,
  e: EnteringObject,
  you: PlayerId,
  source: ObjectId,
): boolean {
  if (f.kind === 'anyOf') return f.filters.some((g) => enteringMatches(state, g, e, you, source));
  return f.kind === 'object' && enteringFilterSupported(f) && matchesEntering(state, f.match, e, you, source);
}

/**
 * The "enters tapped / with additional counters" statics of the battlefield's permanents that apply to `e`
 * (`mayTap`: it isn't already entering tapped). Counted amounts are counted now, as it would enter (614.1c).
 */
export function othersEntering(ctx: EventRules, state: GameState, e: EnteringObject, mayTap: boolean): OthersEntering {
  const statics = staticsOf(state, 'othersEnter');
  if (statics.length === 0) return NONE;
  let tapped = false;
  const counters: Record<string, number> = {};
  for (const { source, chars: c, ability: a } of statics) {
    if (a.effect.kind !== 'othersEnter') continue;
    if (a.condition && !checkCondition(state, a.condition, c.controller, chars, source)) continue; // 611.3b
    if (!enteringMatches(state, a.effect.filter, e, c.controller, source)) continue;
    if (a.effect.tapped && mayTap) tapped = true;
    const add = a.effect.counters;
    if (!add) continue;
    const n = add.amountOf ? add.amount * counted(ctx, state, source, c, add.amountOf) : add.amount;
    if (n > 0) counters[add.counter] = (counters[add.counter] ?? 0) + n;
  }
  if (!tapped && Object.keys(counters).length === 0) return NONE;
  return { tapped, counters, rules: ['614.1c', '614.12'] };
}

/**
 * The static abilities of `kind` that function now: the battlefield's, and those of command-zone objects (114.4,
 * 902.7, 901.7, a conspiracy's hidden agenda 702.106).
 */
export function staticsOf(state: GameState, kind: StaticEffect['kind']): readonly BattlefieldStatic[] {
  const field = battlefieldStaticsOf(state, [kind]);
  const command = commandSources(state);
  if (command.length === 0) return field;
  const out = [...field];
  for (const source of command) {
    const c = chars(state, source);
    for (const ability of c.abilities)
      if (ability.kind === 'static' && ability.effect.kind === kind) out.push({ source, chars: c, ability });
  }
  return out;
}

/** An amount of the static's text ("for each opponent who lost life this turn"), counted for its controller now. */
function counted(ctx: EventRules, state: GameState, source: ObjectId, c: Characteristics, a: Amount): number {
  return ctx.amount(state, plainContext(c.controller, source, c.name), a);
}

/** 708.2: a permanent entering face down is a 2/2 creature with no name, mana cost, color, types or abilities. */
function faceDownChars(controller: PlayerId): Characteristics {
  return {
    name: '',
    manaCost: null,
    colors: [],
    supertypes: [],
    types: ['Creature'],
    subtypes: [],
    power: 2,
    toughness: 2,
    loyalty: null,
    abilities: [],
    keywords: new Set(),
    controller,
  };
}

/** The characteristics of a permanent entering with the values of `def` (a token, a copy, a back face). */
function definitionChars(def: CardDefinition, controller: PlayerId): Characteristics {
  const keywords = new Set<SimpleKeyword>();
  for (const a of def.abilities) if (a.kind === 'keyword' && isSimple(a)) keywords.add(a.keyword);
  return {
    name: def.name,
    manaCost: def.manaCost,
    colors: def.colorIndicator ? [...def.colorIndicator] : colorsOfCost(def.manaCost),
    supertypes: [...def.supertypes],
    types: [...def.types],
    // 702.73a: changeling is every creature type in every zone.
    subtypes: def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling')
      ? [...new Set([...def.subtypes, ...CREATURE_TYPES])]
      : [...def.subtypes],
    power: null,
    toughness: null,
    loyalty: def.loyalty ?? null,
    abilities: [...def.abilities],
    keywords,
    controller,
  };
}

/**
 * An object moving to the battlefield as it would exist there: face down (708.2), with the definition it enters
 * with when that isn't its own (a copy, 707.2; a back face, 712.8), else its present characteristics.
 */
export function enteringObject(
  state: GameState,
  id: ObjectId,
  def: CardDefinition | undefined,
  controller: PlayerId,
  faceDown: boolean,
): EnteringObject {
  const o = state.objects[id];
  const token = o?.kind === 'token';
  if (faceDown) return { chars: faceDownChars(controller), token };
  const own = o ? state.cards[o.defKey] : undefined;
  if (def && def !== own) return { chars: definitionChars(def, controller), token };
  return { chars: { ...chars(state, id), controller }, token };
}

/** A token about to be created with the values of `def` (111.1). */
export function enteringToken(def: CardDefinition, controller: PlayerId): EnteringObject {
  return { chars: definitionChars(def, controller), token: true };
}
