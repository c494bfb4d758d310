/**
 * Card-level compilation: a CardRecord → the engine's CardDefinition, with an honest status.
 * Every line of Oracle text (reminder text aside) must become ability nodes for a card to be
 * `full`; each line that does not is listed verbatim in `failures`.
 */
import { backupAbilities, backupLine } from './backup.js';
import { danglingChoice, entryChoiceKinds } from './as-enters.js';
import type { CardFace, CardRecord } from '@arbiter/cards';
import type {
  AbilityNode,
  CardDefinition,
  CardType,
  Color,
  CostPart,
  Effect,
  ModeSpec,
  SpellAbility,
  Supertype,
  TargetSpec,
} from '@arbiter/engine';
import { colorsOfCost, combinedSplitDefinition, fusedSpellAbility } from '@arbiter/engine';
import { compileLine, modalTriggered } from './abilities.js';
import { partHasX } from './cost-parts.js';
import { Cursor } from './cursor.js';
import { effectText } from './effects.js';
import { dropModeName, normalizeText, SELF } from './normalize.js';
import { type Ctx, newCtx } from './phrases.js';
import { sacrificesOne } from './refs.js';
import { cardCtx, type CardCtx, type GrammarHooks } from './card-context.js';
import { levelBlock, levelBlocks } from './levelers.js';
import { linkExiledCards } from './linked.js';
import { tokenize } from './tokens.js';
import { withTokenOwnTexts } from './token-texts.js';
import { fillOverload } from './overload.js';
import { spellXFiltersOk, xFiltersOk } from './counts.js';
import { amountFiltersOk, filterAmountPhrase, spellAmountFiltersOk } from './amount-filters.js';
import { badManaIn, manaCostProblem, unknownTextSymbol } from './mana-symbols.js';
import type { CostOption } from './cost-choice.js';

export type Status = 'full' | 'partial' | 'none';

export interface CompiledFace {
  readonly definition: CardDefinition;
  readonly status: Status;
  /** The exact Oracle text of each clause (line or modal group) that did not compile. */
  readonly failures: readonly string[];
  /** The same clauses normalised (self = CARDNAME, current wording), for grouping. */
  readonly failureKeys: readonly string[];
  /** How many text units (lines or modal groups) compiled. */
  readonly compiled: number;
  /** Why the face could not be read at all (a symbol the rules don't define, a compiler error); absent when it could. */
  readonly unreadable?: readonly string[];
}

export interface CompiledCard {
  readonly name: string;
  readonly status: Status;
  /** The card as the engine plays it (the front face for multi-face cards). */
  readonly definition: CardDefinition;
  readonly faces: readonly CompiledFace[];
  readonly failures: readonly string[];
  readonly failureKeys: readonly string[];
  /** Playable in normal games: status `full` and a layout the engine supports. */
  readonly playable: boolean;
  /** Why some face could not be read at all (issue 13 §3); absent when every face could. */
  readonly unreadable?: readonly string[];
}

const TYPE_MAP: Readonly<Record<string, CardType>> = {
  Artifact: 'Artifact',
  Battle: 'Battle',
  Creature: 'Creature',
  Enchantment: 'Enchantment',
  Instant: 'Instant',
  Kindred: 'Kindred',
  Tribal: 'Kindred',
  Land: 'Land',
  Planeswalker: 'Planeswalker',
  Sorcery: 'Sorcery',
  Conspiracy: 'Conspiracy',
  Dungeon: 'Dungeon',
  Phenomenon: 'Phenomenon',
  Plane: 'Plane',
  Scheme: 'Scheme',
  Vanguard: 'Vanguard',
};
const SUPERTYPES = new Set<string>(['Basic', 'Legendary', 'Snow', 'World', 'Ongoing']);
const BASIC_MANA: Readonly<Record<string, Color>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

/** 305.6: basic land types give "{T}: Add [mana]." (one choice of colour for dual types). */
function intrinsicMana(face: CardFace): AbilityNode[] {
  const colors = face.subtypes.map((s) => BASIC_MANA[s]).filter((c): c is Color => c !== undefined);
  if (!face.types.includes('Land') || colors.length === 0) return [];
  if (colors.length === 1) {
    const mana = `{${colors[0]}}`;
    return [
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'tap' }] },
        targets: [],
        effects: [{ kind: 'addMana', mana }],
        manaAbility: true,
        text: `{T}: Add ${mana}.`,
      },
    ];
  }
  return [
    {
      kind: 'activated',
      cost: { parts: [{ kind: 'tap' }] },
      targets: [],
      effects: [{ kind: 'addMana', mana: '', anyColor: 1, colors } as Effect],
      manaAbility: true,
      text: `{T}: Add ${colors.map((c) => `{${c}}`).join(' or ')}.`,
    },
  ];
}

function sameColors(a: readonly Color[], b: readonly Color[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

interface Line {
  readonly orig: string;
  readonly norm: string;
}

/** Groups lines: a "Choose one —" line takes the bullet lines after it. Lines normalise one by one. */
function units(text: string, name: string): Line[][] {
  const out: Line[][] = [];
  for (const orig of text.split('\n')) {
    const norm = normalizeText(orig, name).trim();
    if (norm === '') continue;
    const l = { orig: orig.trim(), norm };
    if (norm.startsWith('\u2022') && out.length > 0 && /\u2014$|—$/.test(out[out.length - 1]![0]!.norm))
      out[out.length - 1]!.push({ orig: l.orig, norm: dropModeName(norm) });
    else out.push([l]);
  }
  return out;
}

const MODE_HEAD = /^choose (one|two|three|one or both|one or more) (?:\u2014|—)$/i;

function modes(unit: Line[], card: CardCtx): ModeSpec | null {
  const m = MODE_HEAD.exec(unit[0]!.norm);
  if (!m || unit.length < 3) return null;
  const n = unit.length - 1;
  const choose =
    m[1] === 'one'
      ? { min: 1, max: 1 }
      : m[1] === 'two'
        ? { min: 2, max: 2 }
        : m[1] === 'three'
          ? { min: 3, max: 3 }
          : m[1] === 'one or both'
            ? { min: 1, max: 2 }
            : { min: 1, max: n };
  const out: { text: string; targets: TargetSpec[]; effects: Effect[] }[] = [];
  for (const b of unit.slice(1)) {
    const text = b.norm.replace(/^\u2022\s*/, '');
    const ctx = newCtx(false);
    const effects = effectText(new Cursor(tokenize(text), card), ctx);
    // 601.2d: divided damage is announced only for a non-modal spell (engine: stack/divide.ts).
    if (!effects || danglingChoice([effects], new Set()) || JSON.stringify(effects).includes('"divided":true'))
      return null;
    out.push({ text, targets: ctx.targets, effects });
  }
  return { choose, modes: out };
}

/**
 * Issue 13 §3: a face whose mana cost or text holds a symbol the rules don't define (or a cost the
 * engine can't pay) compiles to nothing — status "none", the failure naming the clause and why.
 */
function unreadableFace(face: CardFace): CompiledFace | null {
  const failures: string[] = [];
  const costProblem = face.manaCost ? manaCostProblem(face.manaCost) : null;
  if (costProblem) failures.push(`Mana cost ${face.manaCost}: ${costProblem}`);
  for (const line of face.text.split('\n')) {
    const sym = unknownTextSymbol(line);
    if (sym) failures.push(`${line.trim()} (unknown symbol ${sym})`);
  }
  if (failures.length === 0) return null;
  return {
    definition: definitionOf({ ...face, manaCost: undefined }, []),
    status: 'none',
    failures,
    failureKeys: failures,
    compiled: 0,
    unreadable: failures,
  };
}

/** What compiling one face gathers unit by unit (passed explicitly from step to step). */
interface FaceDraft {
  readonly card: CardCtx;
  readonly permanent: boolean;
  /** 107.3: X is announced ({X} in the mana cost, or an additional cost's "pay X life" — 601.2b). */
  hasX: boolean;
  readonly abilities: AbilityNode[];
  readonly failures: string[];
  readonly failureKeys: string[];
  compiled: number;
  /** Spell text: every instruction line of an instant or sorcery is one spell ability (113.3a). */
  readonly spellCtx: Ctx;
  readonly spellEffects: Effect[];
  readonly spellCosts: CostPart[];
  /** 601.2b: "As an additional cost …, [cost] or [cost]": the costs to choose from. */
  spellCostChoice: CostOption[] | null;
  spellModes: ModeSpec | null;
  readonly linkUnits: [Line[], AbilityNode[]][];
  /** 702.96a: the instruction lines, for the overloaded text. */
  readonly spellLines: string[];
  overloadUnit: Line[] | null;
  /** 702.165: each backup line, with where its abilities go (the abilities printed after it are the ones it grants). */
  readonly backups: { readonly at: number; readonly ns: readonly number[] }[];
}

function failUnit(f: FaceDraft, unit: Line[]): void {
  f.failures.push(unit.map((l) => l.orig).join('\n'));
  f.failureKeys.push(unit.map((l) => l.norm).join('\n'));
}

function compileFace(face: CardFace, layoutNote: string | null): CompiledFace {
  const unreadable = unreadableFace(face);
  if (unreadable) return unreadable;
  const hasX = /\{X\}/.test(face.manaCost ?? '');
  const f: FaceDraft = {
    card: cardCtx(GRAMMAR, face.name, {
      manaValue: face.manaValue,
      power: face.power,
      hasX,
      manaCost: face.manaCost ?? null,
      ...(face.types.includes('Plane') ? { plane: true } : {}),
    }),
    permanent: !(face.types.includes('Instant') || face.types.includes('Sorcery')),
    hasX,
    abilities: [...intrinsicMana(face)],
    failures: [],
    failureKeys: [],
    compiled: 0,
    spellCtx: newCtx(false),
    spellEffects: [],
    spellCosts: [],
    spellCostChoice: null,
    spellModes: null,
    linkUnits: [],
    spellLines: [],
    overloadUnit: null,
    backups: [],
  };
  // 711: a leveler's level blocks compile apart, after its other lines.
  const allUnits = units(face.text, face.name);
  const levels =
    f.permanent && allUnits.every((u) => u.length === 1) ? levelBlocks(allUnits.map((u) => u[0]!.norm)) : null;
  for (const unit of levels ? allUnits.slice(0, levels.before) : allUnits) {
    if (unit.length > 1 || MODE_HEAD.test(unit[0]!.norm)) compileModalUnit(f, unit);
    else compileUnit(f, unit);
  }
  for (const block of levels?.blocks ?? []) {
    const lines = block.map((k) => allUnits[k]![0]!);
    const r = levelBlock(
      lines.map((l) => l.norm),
      (l) => {
        const x = compileLine(l, f.card, true);
        return x?.kind === 'abilities' && !badManaIn(x.abilities) ? x.abilities : null;
      },
    );
    if (r) {
      f.abilities.push(...r);
      f.compiled++;
    } else failUnit(f, lines);
  }
  for (const b of [...f.backups].reverse())
    f.abilities.splice(b.at, 0, ...backupAbilities(b.ns, f.abilities.slice(b.at)));
  linkAndOverload(f);
  const sa = spellAbilityOf(f);
  if (sa) f.abilities.unshift(sa);
  if (layoutNote) {
    f.failures.push(layoutNote);
    f.failureKeys.push(layoutNote);
  }
  const { failures, failureKeys, compiled } = f;
  const status: Status = failures.length === 0 ? 'full' : compiled > 0 ? 'partial' : 'none';
  // Ability texts are shown to players: the card's own name, not the placeholder.
  const named = JSON.parse(
    JSON.stringify(withTokenOwnTexts(f.abilities)).replaceAll(SELF, face.name.replace(/["\\]/g, '')),
  ) as AbilityNode[];
  return { definition: definitionOf(face, named), status, failures, failureKeys, compiled };
}

/** A unit of several lines (a mode list) or a "choose one —" head. */
function compileModalUnit(f: FaceDraft, unit: Line[]): void {
  // 603.3c: "When ~ enters, choose one —" and its bullets: a modal triggered ability.
  const trig =
    f.permanent && unit.length > 2
      ? modalTriggered(
          unit[0]!.norm,
          f.card,
          unit.slice(1).map((b) => b.norm.replace(/^\u2022\s*/, '')),
          f.permanent,
        )
      : null;
  if (trig && amountFiltersOk(trig)) {
    f.abilities.push(...trig);
    f.compiled++;
    return;
  }
  const ms: ModeSpec | null = !f.permanent && !f.spellModes && f.spellEffects.length === 0 ? modes(unit, f.card) : null;
  // "Up to X target creatures …" as a mode: the modes' targets are listed before X is announced (not modelled).
  const xCount = !!ms && JSON.stringify(ms).includes('"countX"');
  if (ms && !badManaIn(ms) && !xCount && spellXFiltersOk(ms, f.hasX) && spellAmountFiltersOk([], [], ms)) {
    f.spellModes = ms;
    f.compiled++;
  } else failUnit(f, unit);
}

/**
 * 702.106d: "the chosen name" is linked to a hidden agenda on the same card (an earlier line), or (607.2, 201.3) to
 * the name the permanent chose as it entered ("As ~ enters, choose a card name"). 702.106f: "one of the chosen names"
 * / "the other chosen name" to a double agenda.
 */
function danglingName(abilities: readonly AbilityNode[], earlier: readonly AbilityNode[]): boolean {
  const json = JSON.stringify(abilities);
  if (!json.includes('"chosen":"name"') && !json.includes('"chosen":"otherName"')) return false;
  const agenda = (k: string) => earlier.some((a) => a.kind === 'keyword' && a.keyword === k);
  const entered = entryChoiceKinds(earlier).has('cardName') && !json.includes('"addAbilities"');
  return json.includes('"chosen":"otherName"')
    ? !agenda('double agenda')
    : !agenda('hidden agenda') && !agenda('double agenda') && !entered;
}

/** A one-line unit: abilities, an additional cost, or a spell instruction. */
/**
 * A static ability describing objects "with the greatest power / mana value among …" (ObjectMatch.greatest): the
 * layer system (613) would read every other object's characteristics while computing them; not supported — refused.
 */
function greatestInStatic(value: unknown, inStatic = false): boolean {
  if (Array.isArray(value)) return value.some((v) => greatestInStatic(v, inStatic));
  if (value === null || typeof value !== 'object') return false;
  const o = value as Record<string, unknown>;
  const here = inStatic || o.kind === 'static';
  if (here && 'greatest' in o) return true;
  return Object.values(o).some((v) => greatestInStatic(v, here));
}

function compileUnit(f: FaceDraft, unit: Line[]): void {
  const backup = f.permanent ? backupLine(unit[0]!.norm) : null;
  if (backup) {
    f.backups.push({ at: f.abilities.length, ns: backup }); // 702.165a: built once the lines after it are compiled
    f.compiled++;
    return;
  }
  const r = compileLine(unit[0]!.norm, f.card, f.permanent);
  if (
    !r ||
    badManaIn(r.kind === 'abilities' ? r.abilities : r.kind === 'additionalCost' ? [r.parts, r.choice ?? []] : null)
  )
    return failUnit(f, unit);
  if (r.kind === 'abilities') {
    if (danglingChoice(r.abilities, entryChoiceKinds(f.abilities))) return failUnit(f, unit); // 607.2
    if (danglingName(r.abilities, f.abilities)) return failUnit(f, unit); // 702.106d
    if (!xFiltersOk(r.abilities, f.hasX)) return failUnit(f, unit); // 107.3: no announced X
    if (!amountFiltersOk(r.abilities)) return failUnit(f, unit); // a comparison nothing would read
    if (greatestInStatic(r.abilities)) return failUnit(f, unit); // 613: see greatestInStatic
    f.abilities.push(...r.abilities);
    f.compiled++;
    if (r.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'overload')) f.overloadUnit = unit;
    if (JSON.stringify(r.abilities).includes('"exiledWithSource"')) f.linkUnits.push([unit, r.abilities]);
    return;
  }
  if (r.kind === 'additionalCost') {
    const all = [r.parts, r.choice ?? []];
    if (!spellXFiltersOk(all, f.hasX) || JSON.stringify(all).includes('"statCompared"')) return failUnit(f, unit);
    if (r.choice && f.spellCostChoice) return failUnit(f, unit); // (one choice of costs per spell)
    if (r.choice?.some((o) => o.cost.parts.some(partHasX))) return failUnit(f, unit); // (X only in a fixed cost)
    if (r.choice) f.spellCostChoice = r.choice;
    f.spellCosts.push(...r.parts);
    if (r.parts.some(partHasX)) f.hasX = true; // 601.2b: "pay X life": the spell's X is announced
    f.compiled++;
    f.spellCtx.sacrificed = sacrificesOne(f.spellCosts); // "the sacrificed creature" (608.2i)
    return;
  }
  // Spell instructions share one context, so targets accumulate across lines.
  const before = f.spellCtx.targets.length;
  const effs = f.spellModes ? null : effectText(new Cursor(r.toks, f.card), f.spellCtx);
  if (
    !effs ||
    badManaIn(effs) ||
    danglingChoice([[...f.spellEffects, ...effs]], new Set()) ||
    !spellXFiltersOk([effs, f.spellCtx.targets], f.hasX) ||
    !spellAmountFiltersOk(effs, f.spellCtx.targets)
  ) {
    f.spellCtx.targets.length = before;
    return failUnit(f, unit);
  } // 608.2d, 107.3
  const kept = othersThanCreated(f.spellEffects, effs);
  if (otherWithoutReferent(kept)) {
    f.spellCtx.targets.length = before;
    return failUnit(f, unit);
  }
  f.spellEffects.push(...kept);
  f.spellLines.push(unit[0]!.norm);
  f.compiled++;
}

/**
 * "Create X 1/1 Soldier tokens. If X is 5 or more, destroy all other creatures": a spell is no permanent, so "other"
 * after the spell has created tokens means other than those tokens (ObjectRef `all` `exceptCreated`).
 */
function othersThanCreated(before: readonly Effect[], effs: readonly Effect[]): Effect[] {
  const json = JSON.stringify(effs);
  if (!JSON.stringify([before, effs]).includes('"kind":"createToken"') || !json.includes('"other":true'))
    return [...effs];
  const created = JSON.stringify(before).includes('"kind":"createToken"');
  return effs.map((e) => {
    const j = JSON.stringify(e);
    const seen = created || JSON.stringify(effs.slice(0, effs.indexOf(e))).includes('"kind":"createToken"');
    if (!seen) return e;
    return JSON.parse(
      j.replace(
        /\{"kind":"all","filter":\{"kind":"object","match":\{([^{}]*?),?"other":true([^{}]*)\}\}/g,
        (_m, a: string, b: string) => {
          const inner = [a, b.replace(/^,/, '')].filter((x) => x).join(',');
          return `{"kind":"all","exceptCreated":true,"filter":{"kind":"object","match":{${inner}}}`;
        },
      ),
    ) as Effect;
  });
}

/**
 * A spell is no permanent: in "Target creature you control gets +2/+1 … Each other creature you control gets +1/+1"
 * (Phalanx Tactics) or "Zombies you control get +2/+1 … Other creatures you control get +1/+1", "other" means other
 * than the objects named before it, which the tree's `other` (not the source itself) can't say. Such a line fails,
 * unless it came after created tokens (othersThanCreated).
 */
function otherWithoutReferent(effs: readonly Effect[]): boolean {
  return /\{"kind":"all","filter":\{"kind":"object","match":\{[^{}]*"other":true/.test(JSON.stringify(effs));
}

/** 607.2a: "the exiled card" links to the one ability that exiles; ambiguous links fail their lines. 702.96a: overload. */
function linkAndOverload(f: FaceDraft): void {
  const { abilities } = f;
  const linked = linkExiledCards(abilities);
  if (linked) abilities.splice(0, abilities.length, ...linked);
  else
    for (const [unit, abs] of f.linkUnits) {
      abilities.splice(0, abilities.length, ...abilities.filter((a) => !abs.includes(a)));
      f.compiled--;
      failUnit(f, unit);
    }
  if (f.overloadUnit && !fillOverload(abilities, f.card, f.spellLines, !!f.spellModes)) {
    f.compiled--;
    failUnit(f, f.overloadUnit);
  }
}

/**
 * The spell ability an instant or sorcery's instructions, modes and additional costs make (113.3a). A permanent
 * card's additional costs (601.2f: "As an additional cost to cast this spell, sacrifice a creature.") are kept the
 * same way, on a spell ability with no instructions: only casting reads it, and a permanent spell follows none (608.3).
 */
function spellAbilityOf(f: FaceDraft): SpellAbility | null {
  const costs = {
    ...(f.spellCosts.length ? { additionalCosts: f.spellCosts } : {}),
    ...(f.spellCostChoice ? { additionalCostChoice: f.spellCostChoice } : {}),
  };
  const anyCost = f.spellCosts.length > 0 || f.spellCostChoice !== null;
  if (f.permanent && anyCost) return { kind: 'spell', targets: [], effects: [], ...costs };
  if (f.permanent || !(f.spellEffects.length > 0 || f.spellModes || anyCost)) return null;
  return f.spellModes
    ? { kind: 'spell', modes: f.spellModes, targets: [], effects: [], ...costs }
    : { kind: 'spell', targets: f.spellCtx.targets, effects: f.spellEffects, ...costs };
}

function definitionOf(face: CardFace, abilities: AbilityNode[]): CardDefinition {
  const types = face.types.map((t) => TYPE_MAP[t]).filter((t): t is CardType => t !== undefined);
  const supertypes = face.supertypes.filter((s) => SUPERTYPES.has(s)) as Supertype[];
  const costColors = colorsOfCost(face.manaCost ?? null);
  const colors = face.colors as readonly Color[];
  const loyalty = face.loyalty !== undefined && /^\d+$/.test(face.loyalty) ? Number(face.loyalty) : undefined;
  const defense = face.defense !== undefined && /^\d+$/.test(face.defense) ? Number(face.defense) : undefined;
  return {
    name: face.name,
    manaCost: face.manaCost ?? null,
    ...(!sameColors(costColors, colors) ? { colorIndicator: [...colors] } : {}),
    supertypes,
    types,
    subtypes: [...face.subtypes],
    ...(face.power !== undefined ? { power: face.power, toughness: face.toughness ?? '0' } : {}),
    ...(loyalty !== undefined ? { loyalty } : {}),
    ...(defense !== undefined ? { defense } : {}),
    // 902.4 / 902.5: a vanguard card's life and hand modifiers.
    ...(face.types.includes('Vanguard') ? { handModifier: face.hand ?? 0, lifeModifier: face.life ?? 0 } : {}),
    oracleText: face.text,
    abilities,
  };
}

const UNSUPPORTED_LAYOUT: Readonly<Record<string, string>> = {};

/**
 * Cards the data or the engine can't play as printed, whatever their text: battles without a defense value in the
 * data (310.4), and layouts the importers don't know (a flattened two-part record without rules text, or anything new).
 */
function cardDataNote(card: CardRecord): string | null {
  const faces = card.faces ?? [card];
  if (faces.some((f) => f.types.includes('Battle') && f.defense === undefined))
    return 'battle: the card data gives no defense (310.4)';
  if (!KNOWN_LAYOUTS.has(card.layout)) {
    return card.layout === 'flattened'
      ? 'flattened two-part card: the card data gives its halves without rules text'
      : `unknown layout "${card.layout}": not supported`;
  }
  return null;
}
const KNOWN_LAYOUTS = new Set([
  'normal',
  'split',
  'flip',
  'transform',
  'modal_dfc',
  'meld',
  'adventure',
  'aftermath',
  'leveler',
  'saga',
  'class',
  'case',
  'planar',
  'scheme',
  'vanguard',
  'token',
  'double_faced_token',
  'emblem',
  'host',
  'augment',
  'mutate',
  'prototype',
  'battle',
]);

const VARIANT_NOTE: Readonly<Record<string, string>> = {
  scheme: 'scheme: the engine does not run Archenemy games yet (904)',
};

/** Untrusted card data never crashes a run: a face the compiler throws on is "none", with the error as its failure. */
function compileFaceSafely(face: CardFace, note: string | null): CompiledFace {
  try {
    return compileFace(face, note);
  } catch (e) {
    const why = `compiler error on this face: ${e instanceof Error ? e.message : String(e)}`;
    let definition: CardDefinition;
    try {
      definition = definitionOf({ ...face, manaCost: undefined }, []);
    } catch {
      definition = {
        name: face.name,
        manaCost: null,
        supertypes: [],
        types: [],
        subtypes: [],
        oracleText: face.text,
        abilities: [],
      };
    }
    return { definition, status: 'none', failures: [why], failureKeys: [why], compiled: 0, unreadable: [why] };
  }
}

/** Compiles a card record. Multi-face cards compile face by face. */
export function compileCard(card: CardRecord): CompiledCard {
  // 902: Vanguard and 901: Planechase (planes and phenomena) are supported; their lines compile like any other.
  // 905: conspiracies too (casual/conspiracy.ts: the command zone, hidden agenda); 904: schemes (casual/archenemy.ts).
  const supported =
    card.variant === 'vanguard' ||
    card.variant === 'plane' ||
    card.variant === 'phenomenon' ||
    card.variant === 'conspiracy' ||
    card.variant === 'scheme';
  const note =
    card.variant && !supported
      ? (VARIANT_NOTE[card.variant] ?? `${card.variant}: not supported`)
      : (UNSUPPORTED_LAYOUT[card.layout] ?? cardDataNote(card));
  const printed = card.faces && card.faces.length > 0 ? card.faces : [card];
  // 702.102a: fuse is a property of the whole split card (both halves print it); the engine casts both halves.
  const fuseLine = (f: CardFace): boolean => f.text.split('\n').some((l) => /^Fuse\b/.test(l.trim()));
  const fuse = card.layout === 'split' && printed.length === 2 && printed.every(fuseLine);
  // 702.127a: aftermath is a property of the half that prints it (the engine casts it from the graveyard only).
  const aftermathLine = (l: string): boolean => /^Aftermath\b/.test(l.trim());
  const aftermath = card.layout === 'aftermath' ? printed.map((f) => f.text.split('\n').some(aftermathLine)) : [];
  const unprinted = aftermath.some(Boolean)
    ? printed.map((f) => ({
        ...f,
        text: f.text
          .split('\n')
          .filter((l) => !aftermathLine(l))
          .join('\n'),
      }))
    : printed;
  const faces = fuse
    ? printed.map((f) => ({
        ...f,
        text: f.text
          .split('\n')
          .filter((l) => !/^Fuse\b/.test(l.trim()))
          .join('\n'),
      }))
    : unprinted;
  const compiled = faces.map((f, i) => compileFaceSafely(withoutDraftLines(f), i === 0 ? note : null));
  const failures = compiled.flatMap((f) => f.failures);
  const failureKeys = compiled.flatMap((f) => f.failureKeys);
  if (fuse && compiled.every((f) => f.status === 'full') && !fusedSpellAbility(compiled.map((f) => f.definition))) {
    failures.push('Fuse');
    failureKeys.push("fuse: these halves can't be followed one after the other (702.102d)");
  }
  const any = compiled.some((f) => f.compiled > 0 || f.status === 'full');
  const status: Status =
    failures.length === 0 ? 'full' : any && compiled.some((f) => f.compiled > 0) ? 'partial' : 'none';
  const definition = card.faces
    ? multiFaceDefinition(
        card,
        compiled.map((f, i) =>
          aftermath[i]
            ? { ...f.definition, aftermath: true }
            : card.layout === 'split'
              ? withDoor(f.definition, i)
              : f.definition,
        ),
        fuse,
      )
    : { ...compiled[0]!.definition, name: card.name };
  // 709.5h: "When you unlock this door" is a door's: a card that isn't a split permanent has none.
  if (definition.abilities.some(unlocksUnknownDoor)) {
    failures.push('When you unlock this door');
    failureKeys.push('unlock this door: not a door of a split permanent (709.5h)');
  }
  const unreadable = compiled.flatMap((f) => f.unreadable ?? []);
  // A card with an unreadable face is "none" as a whole: the engine can't play a card it can't read; so is a card the
  // data or the engine can't play as printed (`note`: a Room's other face may compile, 709.5).
  const overall: Status = unreadable.length > 0 || note !== null ? 'none' : status;
  return {
    name: card.name,
    status: overall,
    definition,
    faces: compiled,
    failures,
    failureKeys,
    playable: overall === 'full',
    ...(unreadable.length > 0 ? { unreadable } : {}),
  };
}

/**
 * 905.2: lines that function only during a Conspiracy draft (@arbiter/tournament's draft-abilities.ts plays them) do
 * nothing in a game: "Draft this card face up.", Cogwork Librarian's additional card, Lore Seeker's added booster pack.
 */
const DRAFT_ONLY_LINES: readonly RegExp[] = [
  /^Draft this card face up\.$/,
  /^As you draft a card, you may draft an additional card from that booster pack\. If you do, put this card into that booster pack\.$/,
  /^Reveal this card as you draft it\. After you draft this card, you may add a booster pack to the draft\.(?: \(.*\))?$/,
];

function withoutDraftLines(f: CardFace): CardFace {
  const lines = f.text.split('\n');
  // Older Oracle text names the card itself ("Draft Cogwork Librarian face up.").
  const own = (l: string): string => (f.name ? l.trim().split(f.name).join('this card') : l.trim());
  const kept = lines.filter((l) => !DRAFT_ONLY_LINES.some((re) => re.test(own(l))));
  return kept.length === lines.length ? f : { ...f, text: kept.join('\n') };
}

/** 709.5h: "When you unlock this door" on a half of a split permanent (a Room) names that half, door `i`. */
function withDoor(def: CardDefinition, i: number): CardDefinition {
  if (!def.abilities.some(unlocksUnknownDoor) || isInstantOrSorcery(def)) return def;
  const abilities = def.abilities.map((a) =>
    unlocksUnknownDoor(a) && a.kind === 'triggered' ? { ...a, trigger: { kind: 'unlocksDoor' as const, door: i } } : a,
  );
  return { ...def, abilities };
}
const unlocksUnknownDoor = (a: AbilityNode): boolean =>
  a.kind === 'triggered' && a.trigger.kind === 'unlocksDoor' && a.trigger.door < 0;
const isInstantOrSorcery = (def: CardDefinition): boolean => def.types.some((t) => t === 'Instant' || t === 'Sorcery');

/** 712.2: a transforming card's front face keeps its back face; 710.1: a flip card its flipped version. */
function multiFaceDefinition(card: CardRecord, faces: readonly CardDefinition[], fuse: boolean): CardDefinition {
  const [front, other] = [faces[0]!, faces[1]];
  if (card.layout === 'transform' && other) return { ...front, backFace: other };
  // 712.4: a meld card keeps its meld result, the back face it shares with the other card of its pair.
  if (card.layout === 'meld' && other) return { ...front, meldResult: other };
  // 715.2: an adventurer card has its normal characteristics and its Adventure's; 712.2: a modal double-faced card's back
  // face is cast or played instead of its front (engine stack/alternate-faces.ts).
  if (card.layout === 'adventure' && other) return { ...front, adventure: other };
  // Some data labels a transforming card (its front face says "Transform …") as modal double-faced: it transforms.
  if (card.layout === 'modal_dfc' && other && /\btransform\b/i.test(card.faces?.[0]?.text ?? ''))
    return { ...front, backFace: other };
  if (card.layout === 'modal_dfc' && other) return { ...front, modalBack: other };
  // 709.4: a split card has both halves' characteristics combined except on the stack, where it is the half cast
  // (709.3, engine stack/split.ts); with fuse both halves may be cast together (702.102).
  // 702.127a: an aftermath card is a split card whose second half is cast only from the graveyard.
  if ((card.layout === 'split' || card.layout === 'aftermath') && other) return combinedSplitDefinition(faces, fuse);
  // 710.1b: the flipped version has the card's mana cost (and so its colour).
  if (card.layout === 'flip' && other)
    return { ...front, flippedFace: { ...other, manaCost: other.manaCost ?? front.manaCost } };
  return front;
}

/** Compiles one ability's text (normalised, self = CARDNAME) outside any card; used for quoted abilities of tokens. */
export function compileAbilityText(
  text: string,
  permanent: boolean,
  card: CardCtx = lineContext(),
): AbilityNode[] | null {
  const r = compileLine(text, card, permanent);
  return r && r.kind === 'abilities' ? r.abilities : null;
}

/** A fresh compilation context outside any card (for scripts that compile single lines: scripts/frontier.ts). */
export function lineContext(): CardCtx {
  return cardCtx(GRAMMAR);
}

const GRAMMAR: GrammarHooks = { quoted: compileQuoted, filterAmount: filterAmountPhrase };

/** A quoted ability inside a card's text, compiled in the context of the text around it (CardCtx.quoted). */
function compileQuoted(text: string, permanent: boolean, card: CardCtx): AbilityNode[] | null {
  return compileAbilityText(text.replaceAll('CARDNAME', SELF), permanent, card);
}
