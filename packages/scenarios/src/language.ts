/**
 * The card-name test language: the scenario file's verbs (docs/scenarios.md), typed, for TypeScript tests.
 *
 *   const g = cardGame({
 *     players: [
 *       { name: 'Alex', battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
 *       { name: 'Bianca', battlefield: ['Grizzly Bears'] },
 *     ],
 *     position: { turn: 2, active: 'Alex', step: 'main1' },
 *   });
 *   g.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
 *   g.resolve();
 *   g.expect({ zones: { 'Grizzly Bears': 'graveyard' }, log_cites: ['704.5g'] });
 *
 * A thin layer: every verb is written as the YAML a scenario file would hold (the same keys), parsed by the
 * scenario parser and carried out by the scenario runner (ScriptRunner, checkAll) — one implementation for
 * files and tests. Names that mean nothing, or (in queries and expectations) several objects, throw the
 * ScenarioError a file would report, naming the card and the verb.
 */
import {
  chars,
  type CardDefinition,
  type GameObject,
  type GameOptions,
  type GameState,
  type ObjectId,
  type PendingDecision,
  type PlayerId,
  type StepName,
  type ZoneName,
} from '@arbiter/engine';
import { stringify } from 'yaml';
import { mapSource, starterSource, type CardSource } from './cards.js';
import { ScenarioError } from './errors.js';
import type { CastOptionWord } from './model.js';
import { checkAll, type Failure } from './expect.js';
import { ScenarioGame } from './game.js';
import { parseExpect, parseScenario, parseStep } from './parse.js';
import { ScriptRunner } from './script.js';
import { parseYaml } from './yaml.js';

// ------------------------------------------------------------------ setup (the `setup:` and `position:` keys)

/** A card in a hand, library, graveyard, exile or command zone: its name, or the name with details. */
export type CardSpec =
  | string
  | {
      readonly card: string;
      readonly label?: string;
      readonly face_down?: boolean;
      readonly owner?: string;
      readonly count?: number;
      readonly commander?: boolean;
    };

/** A permanent: its name, or the name with its status (docs/scenarios.md, *Setup*). */
export type PermanentSpec =
  | string
  | {
      readonly card: string;
      readonly label?: string;
      readonly tapped?: boolean;
      readonly counters?: Readonly<Record<string, number>>;
      readonly damage?: number;
      /** The name (or label) of the permanent it is attached to. */
      readonly attached_to?: string;
      readonly controller?: string;
      readonly owner?: string;
      readonly summoning_sick?: boolean;
      readonly token?: boolean;
      readonly face_down?: boolean;
    };

export interface PlayerSetup {
  /** Default: P1, P2, … by seat. */
  readonly name?: string;
  readonly team?: string | number;
  readonly life?: number;
  readonly poison?: number;
  readonly counters?: Readonly<Record<string, number>>;
  readonly range_of_influence?: number | 'unlimited';
  /** Top first. */
  readonly library?: readonly CardSpec[];
  readonly hand?: readonly CardSpec[];
  /** Bottom first. */
  readonly graveyard?: readonly CardSpec[];
  readonly exile?: readonly CardSpec[];
  readonly command?: readonly CardSpec[];
  readonly battlefield?: readonly PermanentSpec[];
  readonly planar_deck?: readonly CardSpec[];
  /** 400.11a: cards the player owns outside the game (their sideboard). */
  readonly outside?: readonly CardSpec[];
  /** 903.11: the names of the cards the player's deck began the game with. */
  readonly starting_deck?: readonly CardSpec[];
}

/** Names of targets: a flat list spread over the target requirements, or one list per requirement. */
export type TargetNames = readonly string[] | readonly (readonly string[])[];

export type StackSpec =
  | {
      readonly spell: string;
      readonly by?: string;
      readonly owner?: string;
      readonly targets?: TargetNames;
      readonly x?: number;
      readonly modes?: readonly number[];
      readonly label?: string;
    }
  | {
      readonly ability: string;
      /** The ability by text, cost, fragment or index (docs/scenarios.md, *Naming abilities*). */
      readonly index?: number | string;
      readonly by?: string;
      readonly targets?: TargetNames;
      readonly x?: number;
      readonly trigger_object?: string;
      readonly trigger_player?: string;
    };

export interface PositionSpec {
  readonly turn?: number;
  readonly active: string | readonly string[];
  /** main1, combatDamage, "end step", … (docs/scenarios.md, *Position*). */
  readonly step?: StepName | string;
  readonly priority?: string;
  readonly lands_played?: number;
  readonly begin_step?: boolean;
  readonly mulligan?: boolean;
  /** Bottom first; nothing is paid. */
  readonly stack?: readonly StackSpec[];
}

export interface GameSetup {
  /** A count (players P1…Pn with empty zones) or each player's zones. */
  readonly players: number | readonly PlayerSetup[];
  readonly position: PositionSpec;
  /** The variant: free-for-all, team-vs-team, two-headed-giant, … (default two-player / free-for-all). */
  readonly format?: string;
  readonly teams?: readonly (readonly string[])[];
  readonly seats?: readonly string[];
  readonly seating?: 'given' | 'rules';
  readonly seed?: number | string;
  /** Game options, as the engine names them; they override the variant's presets. */
  readonly options?: Partial<GameOptions>;
}

export interface GameSources {
  /** Card definitions the test writes itself (looked up first). */
  readonly cards?: Readonly<Record<string, CardDefinition>>;
  /** Further card sources (e.g. compiled cards); default: the engine's starter cards. */
  readonly sources?: readonly CardSource[];
  /** Variants to treat as implemented (default: the engine's). */
  readonly variants?: readonly string[];
}

// ------------------------------------------------------------------ script steps

/** The engine must refuse the step: `true`, an error code, or the code, rule and a fragment of the message. */
export type Refusal = true | string | { readonly code?: string; readonly rule?: string; readonly message?: string };

interface StepOptions {
  /** Who acts (default: whoever the game waits for); players before them in turn order pass first. */
  readonly by?: string;
  /** The engine must refuse the step (and leave the state unchanged). */
  readonly refused?: Refusal;
}

/** A cast option named in `with:` (model.ts CastOptionWord), or "morph" for a face-down cast (702.37). */
export type CastWord = CastOptionWord | 'morph';

export interface CastSpec extends StepOptions {
  readonly targets?: TargetNames;
  readonly modes?: readonly number[];
  readonly x?: number;
  /** Objects sacrificed, discarded, tapped or exiled to pay the costs. */
  readonly costs?: readonly string[];
  /** Mana sources to pay with (default: the engine pays automatically). */
  readonly pay?: readonly string[];
  readonly with?: CastWord | readonly CastWord[];
  readonly replicate?: number;
  readonly splice?: readonly string[];
  readonly half?: string | number;
  /** 118.9: a printed alternative cost, by a fragment of its text or its number. */
  readonly alternative_cost?: string | number;
  /** 601.2b: which of the spell's additional costs to choose from is paid ("pay {3}"), by its text, a fragment or number. */
  readonly additional_cost?: string | number;
  readonly divide?: readonly number[];
}

export interface ActivateSpec extends StepOptions {
  /** The ability by its text, cost or a fragment of its text, or its index (default: the first one listed). */
  readonly ability?: string | number;
  readonly targets?: TargetNames;
  readonly x?: number;
  readonly costs?: readonly string[];
  readonly pay?: readonly string[];
  /** 601.2h: the kinds of the counters a "Remove a counter" cost removes, in order ("-1/-1", "+1/+1", …). */
  readonly counters?: readonly string[];
  readonly from?: 'battlefield' | 'hand' | 'graveyard' | 'exile' | 'command';
}

/** What `choose` answers: yes/no, a colour or word, names (or one list per target requirement), an order, amounts. */
export type ChooseValue =
  | boolean
  | string
  | readonly number[]
  | readonly string[]
  | readonly (readonly string[])[]
  | Readonly<Record<string, number>>;

// ------------------------------------------------------------------ expectations (the `expect:` keys)

export type ListExpect =
  readonly string[] | { readonly contains?: readonly string[]; readonly excludes?: readonly string[] };

export interface ObjectExpect {
  readonly zone?: ZoneName | 'none';
  readonly controller?: string;
  readonly owner?: string;
  /** "3/3" */
  readonly pt?: string;
  readonly power?: number;
  readonly toughness?: number;
  readonly tapped?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly damage?: number;
  readonly attached_to?: string;
  readonly summoning_sick?: boolean;
  readonly face_down?: boolean;
  readonly keywords?: readonly string[];
  readonly types?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly colors?: readonly string[];
  readonly name?: string;
  readonly new_object?: boolean;
  readonly stack_of?: string | number;
  readonly commander?: boolean;
  readonly color_identity?: readonly string[];
}

export interface PlayerExpect {
  readonly life?: number;
  readonly poison?: number;
  readonly counters?: Readonly<Record<string, number>>;
  readonly hand?: ListExpect;
  readonly library?: ListExpect;
  readonly graveyard?: ListExpect;
  readonly battlefield?: ListExpect;
  readonly hand_count?: number;
  readonly library_count?: number;
  readonly graveyard_count?: number;
  readonly left?: boolean;
  readonly outcome?: 'playing' | 'won' | 'lost' | 'drew';
}

export interface ViewExpect {
  readonly sees?: readonly string[];
  readonly hides?: readonly string[];
  readonly hands?: Readonly<Record<string, readonly string[] | 'hidden'>>;
  readonly hand_count?: Readonly<Record<string, number>>;
  readonly library_count?: Readonly<Record<string, number>>;
  readonly decision?: string;
  readonly waiting_for?: string;
}

export interface Expectation {
  readonly turn?: number;
  readonly step?: StepName | string;
  readonly active?: string | readonly string[];
  readonly priority?: string;
  readonly decision?: string | { readonly kind: string; readonly player?: string };
  readonly stack?: ListExpect;
  readonly stacks?: Readonly<Record<string, ListExpect>>;
  readonly result?: 'none' | 'draw' | { readonly winners: readonly string[] };
  readonly winner?: string;
  readonly life?: Readonly<Record<string, number>>;
  readonly poison?: Readonly<Record<string, number>>;
  readonly players?: Readonly<Record<string, PlayerExpect>>;
  readonly battlefield?: ListExpect;
  readonly exile?: ListExpect;
  readonly command?: ListExpect;
  readonly objects?: Readonly<Record<string, ObjectExpect | ZoneName>>;
  readonly zones?: Readonly<Record<string, ZoneName | 'none'>>;
  readonly log_cites?: readonly string[];
  readonly log_not_cites?: readonly string[];
  readonly log_contains?: readonly string[];
  readonly log_not_contains?: readonly string[];
  readonly in_range?: Readonly<Record<string, readonly string[]>>;
  readonly turn_markers?: number;
  readonly seating?: readonly string[];
  readonly view?: Readonly<Record<string, ViewExpect>>;
}

/** An expectation that failed; its message lists every failed check. */
export class ExpectationError extends Error {
  override readonly name = 'ExpectationError';
  constructor(
    message: string,
    readonly failures: readonly Failure[],
  ) {
    super(message);
  }
}

// ------------------------------------------------------------------ the game

/** YAML text for a value (keys as written: the scenario format's own). */
const yaml = (v: unknown): string => stringify(v, { lineWidth: 0 });

/** Sets a position up by card names. Throws the ScenarioError a scenario file would report. */
export function cardGame(setup: GameSetup, sources: GameSources = {}): CardGame {
  return new CardGame(setup, sources);
}

export class CardGame {
  readonly game: ScenarioGame;
  private readonly runner: ScriptRunner;

  constructor(setup: GameSetup, src: GameSources = {}) {
    const players =
      typeof setup.players === 'number' ? setup.players : setup.players.map((p, i) => ({ name: `P${i + 1}`, ...p }));
    const { options, position, seed, ...rest } = setup;
    const text = yaml({
      name: 'card-name test',
      rules: ['100.1'],
      ...(seed !== undefined ? { seed } : {}),
      setup: { ...rest, players },
      position,
    });
    const doc = parseScenario(text);
    const withOptions = options
      ? { ...doc, setup: { ...doc.setup!, options: { ...doc.setup!.options, ...options } } }
      : doc;
    const list: CardSource[] = [
      ...(src.cards ? [mapSource('test cards', src.cards)] : []),
      ...(src.sources ?? [starterSource]),
    ];
    this.game = new ScenarioGame(withOptions, list, undefined, 0, src.variants);
    this.runner = new ScriptRunner(this.game);
  }

  /** The engine's state (plain JSON). */
  get state(): GameState {
    return this.game.state;
  }

  /** The decision the game waits for. */
  get pending(): PendingDecision | null {
    return this.game.state.pending;
  }

  // ---------------------------------------------------------------- verbs

  /** 601: casts a spell by name, with named targets, modes, X, costs and cast options. */
  cast(card: string, spec: CastSpec = {}): this {
    return this.step(`cast ${card}`, { cast: card, ...spec });
  }

  /** 602: activates an ability of a named source (by its text, cost or a fragment; default the first listed). */
  activate(source: string, spec: ActivateSpec = {}): this {
    return this.step(`activate ${source}`, { activate: source, ...spec });
  }

  /** 305: plays a land. */
  play(land: string, spec: StepOptions = {}): this {
    return this.step(`play ${land}`, { play: land, ...spec });
  }

  /** The priority holder (or `by`) passes, `times` times. */
  pass(times = 1, spec: StepOptions = {}): this {
    for (let i = 0; i < times; i++)
      this.step(
        'pass',
        spec.by ? { pass: spec.by, ...(spec.refused ? { refused: spec.refused } : {}) } : { pass: null, ...spec },
      );
    return this;
  }

  /** Everyone passes until the top object of the stack has resolved (`all`: until the stack is empty); stops at any other decision. */
  resolve(all: 'all' | 'top' = 'top'): this {
    return this.step('resolve', all === 'all' ? { resolve: 'all' } : { resolve: null });
  }

  /** Passes priority (declaring no attackers or blockers) until `step` (this turn's if still ahead, or of turn `turn`). */
  advance(step: StepName | string, turn?: number): this {
    return this.step(`advance to ${step}`, { advance: step, ...(turn !== undefined ? { turn } : {}) });
  }

  /** 508: declares attackers — a list (one defender), a map attacker → player or planeswalker, or none. */
  attack(attacks: readonly string[] | Readonly<Record<string, string>>, spec: StepOptions = {}): this {
    const v = Array.isArray(attacks) && attacks.length === 0 ? 'none' : attacks;
    return this.step('attack', { attack: v, ...spec });
  }

  /** 509: declares blockers — a map blocker → attacker, or none (an empty map). */
  block(blocks: Readonly<Record<string, string>>, spec: StepOptions = {}): this {
    return this.step('block', { block: Object.keys(blocks).length === 0 ? 'none' : blocks, ...spec });
  }

  /** 510.1c: divides an attacker's combat damage among its blockers (and the player, with trample). */
  assign(amounts: Readonly<Record<string, number>>, spec: StepOptions = {}): this {
    return this.step('assign', { assign: amounts, ...spec });
  }

  /** Answers the pending decision. */
  choose(value: ChooseValue, spec: StepOptions = {}): this {
    return this.step('choose', { choose: value, ...spec });
  }

  /** 103.5: keeps / mulligans the opening hand; bottom puts cards on the bottom. */
  keep(player?: string, spec: Pick<StepOptions, 'refused'> = {}): this {
    return this.step('keep', { keep: player ?? null, ...spec });
  }
  mulligan(player?: string, spec: Pick<StepOptions, 'refused'> = {}): this {
    return this.step('mulligan', { mulligan: player ?? null, ...spec });
  }
  bottom(cards: readonly string[], spec: StepOptions = {}): this {
    return this.step('bottom', { bottom: cards, ...spec });
  }

  /** 104.3a: the player concedes. */
  concede(player: string, spec: Pick<StepOptions, 'refused'> = {}): this {
    return this.step(`concede ${player}`, { concede: player, ...spec });
  }

  /** 400.7: remembers the object each card is now, for `new_object` checks. */
  remember(cards: readonly string[]): this {
    return this.step('remember', { remember: cards });
  }

  /** Carries out one step written as a scenario file's step (YAML text or the same keys in an object). */
  step(what: string, step: string | Readonly<Record<string, unknown>>): this {
    const parsed = this.named(what, () => parseStep(parseYaml(typeof step === 'string' ? step : yaml(step))));
    const refusing = parsed.refused !== null;
    const d = this.pending;
    // A refusal is about the player named: they must be the one the game waits for (no one passes for them first).
    if (refusing && parsed.by !== null && d?.kind === 'priority' && d.player !== this.player(parsed.by.text))
      throw new ScenarioError(
        'action',
        parsed.line,
        `${what}: ${parsed.by.text} doesn't hold priority (${this.game.playerName(d.player)} does); a refused step is tried by the player the game waits for`,
      );
    const before = refusing ? JSON.stringify(this.state) : '';
    const failures = this.named(what, () =>
      parsed.kind === 'expect' ? checkAll(this.game, parsed.checks) : this.runner.run(parsed),
    );
    if (failures.length > 0) throw this.failed(what, failures);
    // A refused choice leaves the state as it was (unless players passed first to let `by` act).
    if (refusing && parsed.by === null && JSON.stringify(this.state) !== before)
      throw new ExpectationError(`${what}: the engine refused the step but the state changed`, []);
    return this;
  }

  // ---------------------------------------------------------------- expectations

  /** The expectations (a scenario's `expect:` keys) that fail, each with its message. */
  check(expect: Expectation): Failure[] {
    return checkAll(
      this.game,
      this.named('expect', () => parseExpect(parseYaml(yaml(expect)))),
    );
  }

  /** Checks expectations; throws an ExpectationError listing the failed ones (prefixed by `message`). */
  expect(expect: Expectation, message?: string): this {
    const failures = this.check(expect);
    if (failures.length > 0) throw this.failed(message ?? 'expect', failures);
    return this;
  }

  // ---------------------------------------------------------------- queries by name

  /** The seat of a player by name (or P1, P2 …). */
  player(name: string): PlayerId {
    return this.named(`player ${name}`, () => this.game.player({ text: name, line: 0 }));
  }

  /**
   * The object a name stands for (`Grizzly Bears`, `Grizzly Bears#2`, a label, `Mogg Fanatic ability`), in `zone`
   * if given. A name that several objects have (in that zone) is an error naming them.
   */
  id(name: string, zone?: ZoneName): ObjectId {
    return this.named(name, () => {
      const { objects } = this.game.candidates(name);
      const inZone = zone ? objects.filter((o) => o.zone === zone) : objects;
      if (zone && objects.length > 0 && inZone.length === 0)
        throw new ScenarioError(
          'reference',
          0,
          `"${name}" is not in ${zone} (${objects.map((o) => `${this.game.displayName(o)} in ${o.zone}`).join(', ')})`,
        );
      if (inZone.length === 1) return inZone[0]!.id;
      return this.game.resolve({ text: name, line: 0 }, { strict: true, ...(zone ? { zones: [zone] } : {}) });
    });
  }

  /** The game object a name stands for. */
  object(name: string, zone?: ZoneName): GameObject {
    return this.state.objects[this.id(name, zone)]!;
  }

  /** Its characteristics now (613). */
  chars(name: string, zone?: ZoneName): ReturnType<typeof chars> {
    return chars(this.state, this.id(name, zone));
  }

  /** [power, toughness] now. */
  pt(name: string): [number | null, number | null] {
    const c = this.chars(name);
    return [c.power, c.toughness];
  }

  /** The zone of the one object of that name. */
  zone(name: string): ZoneName {
    return this.object(name).zone;
  }

  /** The zones of every object with that name, in setup order (tokens after). */
  zones(name: string): ZoneName[] {
    return this.game.candidates(name).objects.map((o) => o.zone);
  }

  tapped(name: string): boolean {
    return this.object(name).tapped;
  }

  counters(name: string, kind: string): number {
    return this.object(name).counters[kind] ?? 0;
  }

  life(player: string): number {
    return this.state.players[this.player(player)]!.life;
  }

  /** The names of the cards in a player's hand, library (top first) or graveyard (bottom first). */
  cards(player: string, zone: 'hand' | 'library' | 'graveyard'): string[] {
    const p = this.state.players[this.player(player)]!;
    return p[zone].map((id) => this.state.cards[this.state.objects[id]!.defKey]!.name);
  }

  /** The name a scenario would use for an object id. */
  nameOf(id: ObjectId): string {
    return this.game.nameOf(id);
  }

  /** Whether some log entry cites exactly this rule (`log_cites` in expect() also accepts its sub-rules). */
  cites(rule: string): boolean {
    return this.state.log.some((e) => e.rules.includes(rule));
  }

  // ---------------------------------------------------------------- errors

  /** Runs `f`; a ScenarioError it throws is rethrown saying which verb (and so which card) it was about. */
  private named<T>(what: string, f: () => T): T {
    try {
      return f();
    } catch (err) {
      if (err instanceof ScenarioError)
        throw new ScenarioError(err.category, err.line, `${what}: ${err.message}`, err.extra);
      throw err;
    }
  }

  private failed(what: string, failures: readonly Failure[]): ExpectationError {
    return new ExpectationError(`${what}: ${failures.map((f) => f.message).join('; ')}`, failures);
  }
}
