/**
 * Setting up any position directly: "put these cards here, at this step, with this life".
 * Used by rule tests and by scenario files (docs/scenarios.md). The result is an ordinary
 * game state, waiting at the first decision of the chosen step.
 */
import { startingHandSize, startingLife, vanguardOf } from '../objects/starting-values.js';
import type { CardDefinition } from '../cards/ability-tree.js';
import type { Color } from '../cards/mana-symbols.js';
import { initialState, SetupError } from '../game/create.js';
import { run } from '../game/loop.js';
import { touch } from '../objects/characteristics.js';
import type { GameOptions, GameState, ObjectId, PlayerId, StepName, TargetRef, ZoneName } from '../state/types.js';
import { perform } from '../effects/perform.js';
import { STEP_PHASE } from '../turn/steps.js';
import { createObject } from '../zones/move.js';
import { primaryPlayer, teamRun } from '../state/team.js';
import { snapshotRanges, isPlanarCard } from '../objects/range.js';
import { createPlanarDecks, setStartingPlanes } from '../casual/planechase.js';
import { commanderCard, designate, designation, isCommander } from '../casual/commander.js';
import { checkConspiracies, putConspiracies } from '../casual/conspiracy.js';
import { colorIdentityOf } from '../casual/color-identity.js';
import { ownObject, putCardDefinition, putObject } from '../objects/copy-on-write.js';
import { freshStackStatus } from '../objects/fresh-status.js';

export interface PermanentSpec {
  readonly card: string;
  readonly tapped?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly damage?: number;
  /** Index (into the same player's battlefield list) or object id is resolved by the caller; here: object id. */
  readonly attachedTo?: ObjectId;
  readonly faceDown?: boolean;
  readonly controller?: PlayerId;
  readonly summoningSick?: boolean;
  readonly token?: boolean;
}

export interface ScenarioSetup {
  readonly players:
    number | readonly { readonly name?: string; readonly team?: number; readonly rangeOfInfluence?: number | null }[];
  readonly cards: Readonly<Record<string, CardDefinition>> | ((name: string) => CardDefinition | undefined);
  readonly seed?: number | string;
  readonly options?: Partial<GameOptions>;
  /** 800.5: keep the players in the order given (default), or seat them as the variant's rules say. */
  readonly seating?: 'given' | 'rules';
}

export class Scenario {
  readonly state: GameState;
  private readonly lookup: (name: string) => CardDefinition | undefined;

  constructor(setup: ScenarioSetup) {
    const players =
      typeof setup.players === 'number' ? Array.from({ length: setup.players }, () => ({})) : setup.players;
    this.lookup =
      typeof setup.cards === 'function'
        ? setup.cards
        : (n: string) => (setup.cards as Record<string, CardDefinition>)[n];
    this.state = initialState(
      {
        players: players.map((p) => ({ ...p, deck: [] })),
        seed: setup.seed ?? 1,
        cards: {},
        options: setup.options ?? {},
        ...(setup.seating ? { seating: setup.seating } : {}),
      },
      true,
    );
    this.state.phase = 'playing';
  }

  private def(name: string): string {
    if (!this.state.cards[name]) {
      const d = this.lookup(name);
      if (!d) throw new SetupError(`unknown card "${name}"`);
      putCardDefinition(this.state, name, d);
    }
    return name;
  }

  private seat(p: PlayerId): void {
    if (!Number.isInteger(p) || !this.state.players[p]) throw new SetupError(`no player ${p}`);
  }

  /** Adds cards to a player's zone (library: first listed = top). Returns the new object ids. */
  /**
   * 901.3: a player's planar deck in a Planechase position, top first (a position needn't hold the ten cards a
   * game begins with). As play starts, the active player's top plane is turned face up (901.5) unless one is.
   */
  planarDeck(player: PlayerId, cards: readonly string[]): ObjectId[] {
    this.seat(player);
    if (!this.state.options.planechase) throw new SetupError('planar decks need the Planechase option (901)', '901.3');
    for (const c of cards) {
      if (!isPlanarCard(this.state.cards[this.def(c)]))
        throw new SetupError(`"${c}" is neither a plane nor a phenomenon`, '901.3');
    }
    if (!this.state.planechase)
      createPlanarDecks(
        this.state,
        this.state.players.map(() => []),
        false,
      );
    const ids = cards.map((c) =>
      createObject(this.state, this.def(c), player, 'command', 'card', this.state.nextCardId++, { faceDown: true }),
    );
    this.state.planechase!.decks[player]!.push(...ids);
    return ids;
  }

  /**
   * 905.4 / 702.106a: a conspiracy in a player's command zone (with hidden agenda: face down, naming `named`; 702.106f
   * with double agenda, naming the two cards of the list).
   */
  conspiracy(player: PlayerId, card: string, named?: string | readonly string[]): ObjectId {
    this.seat(player);
    if (!this.state.options.conspiracy)
      throw new SetupError('conspiracies need the Conspiracy Draft option (905)', '313.1');
    const choice =
      typeof named === 'string' ? { card, named } : named !== undefined ? { card, names: [...named] } : { card };
    const v = checkConspiracies(
      `${this.state.players[player]!.name}'s`,
      [],
      [choice],
      (n) => this.state.cards[n] ?? this.lookup(n),
    );
    if (v) throw new SetupError(v.message, v.rule);
    this.def(card);
    return putConspiracies(this.state, player, [choice], this.state.cards)[0]!;
  }

  /**
   * 400.11a: cards `player` owns outside the game (their sideboard). A position has no starting deck of its own:
   * `startingDeck` names the cards the player's deck began the game with, which 903.11 reads in Commander.
   */
  outside(player: PlayerId, cards: readonly string[], startingDeck: readonly string[] = []): this {
    this.seat(player);
    const p = this.state.players[player]!;
    const list = (p.outside ??= []);
    for (const c of cards) {
      const def = this.state.cards[this.def(c)]!;
      list.push({ name: def.name, identity: colorIdentityOf(def), inStartingDeck: startingDeck.includes(def.name) });
    }
    return this;
  }

  put(player: PlayerId, zone: Exclude<ZoneName, 'battlefield' | 'stack'>, cards: readonly string[]): ObjectId[] {
    this.seat(player);
    return cards.map((c) => createObject(this.state, this.def(c), player, zone, 'card', this.state.nextCardId++));
  }

  /** Puts a permanent onto the battlefield (owned by `owner`). Returns its id. */
  permanent(owner: PlayerId, spec: PermanentSpec | string): ObjectId {
    this.seat(owner);
    const s: PermanentSpec = typeof spec === 'string' ? { card: spec } : spec;
    const def = this.lookup(s.card);
    if (def && (def.types.includes('Instant') || def.types.includes('Sorcery')))
      throw new SetupError(
        `${s.card} is an ${def.types.includes('Instant') ? 'instant' : 'sorcery'} and can't be on the battlefield (400.4a)`,
      );
    const id = createObject(
      this.state,
      this.def(s.card),
      owner,
      'battlefield',
      s.token ? 'token' : 'card',
      s.token ? null : this.state.nextCardId++,
      {
        tapped: s.tapped ?? false,
        controller: s.controller ?? owner,
        faceDown: s.faceDown ?? false,
      },
    );
    const o = ownObject(this.state, id);
    o.summoningSick = s.summoningSick ?? false;
    if (o.summoningSick) o.enteredThisTurn = true; // a summoning-sick permanent of the setup entered this turn
    if (s.counters) for (const [k, v] of Object.entries(s.counters)) o.counters[k] = v;
    if (s.damage) o.damage = s.damage;
    if (s.attachedTo !== undefined) {
      if (!this.state.objects[s.attachedTo] || this.state.objects[s.attachedTo]!.zone !== 'battlefield')
        throw new SetupError(`${s.card} is attached to ${s.attachedTo}, which is not on the battlefield`);
      o.attachedTo = s.attachedTo;
    }
    touch(this.state);
    return id;
  }

  battlefield(owner: PlayerId, cards: readonly (string | PermanentSpec)[]): ObjectId[] {
    return cards.map((c) => this.permanent(owner, c));
  }
  hand(player: PlayerId, cards: readonly string[]): ObjectId[] {
    return this.put(player, 'hand', cards);
  }
  library(player: PlayerId, cards: readonly string[]): ObjectId[] {
    return this.put(player, 'library', cards);
  }
  graveyard(player: PlayerId, cards: readonly string[]): ObjectId[] {
    return this.put(player, 'graveyard', cards);
  }

  /**
   * Puts a spell on the stack, as if `controller` (default: the owner) had cast it with these
   * choices (601.2). Costs are not paid. Returns its id. Call in bottom-to-top order.
   */
  stackSpell(owner: PlayerId, spec: StackSpellSpec): ObjectId {
    this.seat(owner);
    const controller = spec.controller ?? owner;
    this.seat(controller);
    const def = this.lookup(spec.card);
    if (def && def.types.includes('Land'))
      throw new SetupError(`${spec.card} is a land and can't be on the stack (305.9, 405.1)`);
    const id = createObject(this.state, this.def(spec.card), owner, 'stack', 'card', this.state.nextCardId++, {
      controller,
    });
    ownObject(this.state, id).stack = {
      stackOf: 0,
      x: spec.x ?? 0,
      modes: [...(spec.modes ?? [])],
      targets: this.checkTargets(spec.card, spec.targets),
      source: null,
      sourceName: spec.card,
      abilityTargets: null,
      abilityEffects: null,
      triggerObject: null,
      triggerPlayer: null,
      isCopy: false,
      manaSpent: 0,
    };
    return id;
  }

  /**
   * Puts an activated or triggered ability of permanent `source` on the stack (602.2a / 603.3),
   * controlled by `controller` (default: the source's controller). `ability` indexes the source's
   * card definition's abilities. Costs are not paid. Returns its id.
   */
  stackAbility(spec: StackAbilitySpec): ObjectId {
    const src = this.state.objects[spec.source];
    if (!src) throw new SetupError(`no object ${spec.source} to be the source of an ability on the stack`);
    const def = this.state.cards[src.defKey]!;
    const a = def.abilities[spec.ability];
    if (!a || (a.kind !== 'activated' && a.kind !== 'triggered')) {
      throw new SetupError(
        `${def.name} has no activated or triggered ability #${spec.ability} (it has ${def.abilities.length} abilit${def.abilities.length === 1 ? 'y' : 'ies'})`,
      );
    }
    if (a.kind === 'activated' && a.manaAbility)
      throw new SetupError(
        `${def.name}'s ability #${spec.ability} is a mana ability and doesn't use the stack (605.3a)`,
      );
    const controller = spec.controller ?? src.controller;
    this.seat(controller);
    const id = this.state.nextObjectId++;
    const effects =
      a.kind === 'triggered' && a.optional
        ? [{ kind: 'optional' as const, who: { kind: 'you' as const }, effects: a.effects, text: a.text }]
        : [...a.effects];
    putObject(this.state, {
      id,
      defKey: src.defKey,
      cardId: null,
      owner: controller,
      controller,
      zone: 'stack',
      kind: 'ability',
      timestamp: this.state.nextTimestamp++,
      ...freshStackStatus(),
      stack: {
        stackOf: 0,
        x: spec.x ?? 0,
        modes: [],
        targets: this.checkTargets(def.name, spec.targets),
        source: spec.source,
        sourceName: def.name,
        abilityTargets: a.targets,
        abilityEffects: effects,
        triggerObject: spec.triggerObject ?? null,
        triggerPlayer: spec.triggerPlayer ?? null,
        isCopy: false,
        abilityKind: a.kind === 'triggered' ? 'triggered' : 'activated',
        manaSpent: 0,
      },
    });
    this.state.turns[0]!.stack.push(id);
    touch(this.state);
    return id;
  }

  private checkTargets(what: string, targets: readonly (readonly TargetRef[])[] | undefined): TargetRef[][] {
    return (targets ?? []).map((g) =>
      g.map((t) => {
        if (t.kind === 'player') this.seat(t.player);
        else if (!this.state.objects[t.id]) throw new SetupError(`${what} targets object ${t.id}, which doesn't exist`);
        return t;
      }),
    );
  }

  /** 122.1: sets a player's counters (energy, experience, …; "poison" sets poison). */
  playerCounters(player: PlayerId, counters: Readonly<Record<string, number>>): this {
    this.seat(player);
    const p = this.state.players[player]!;
    for (const [k, v] of Object.entries(counters)) {
      if (k === 'poison') p.poison = v;
      else if (v > 0) p.counters[k] = v;
      else delete p.counters[k];
    }
    return this;
  }

  /** Players whose life total the position sets (their vanguard's life modifier is then not applied, 902.4). */
  private lifeSet = new Set<PlayerId>();
  life(player: PlayerId, life: number): this {
    this.seat(player);
    this.state.players[player]!.life = life;
    this.lifeSet.add(player);
    return this;
  }
  /**
   * 903.3: designates the card of object `id` (anywhere: command zone, battlefield, face down …) as its owner's
   * commander in a Commander position (`options.commander`); `chosen`: the colour chosen for it before the game
   * (903.4b). Returns the id.
   */
  designateCommander(id: ObjectId, chosen?: Color): ObjectId {
    const o = this.state.objects[id];
    if (!this.state.commander) throw new SetupError('commanders need the Commander option (903)', '903.1');
    if (!o || o.kind !== 'card' || o.cardId === null)
      throw new SetupError(`object ${id} is not a card and can't be a commander`, '903.3');
    if (!isCommander(this.state, id))
      designate(this.state, designation(this.state, o.cardId, o.owner, this.state.cards[o.defKey]!.name, chosen));
    return id;
  }

  /** 903.6: puts `card` face up into `player`'s command zone as their commander. Returns its id. */
  commander(player: PlayerId, card: string, chosen?: Color): ObjectId {
    return this.designateCommander(this.put(player, 'command', [card])[0]!, chosen);
  }

  /** 903.8: the commander `id` has been cast from the command zone `n` times by its owner (the tax is {2n}). */
  commanderCasts(id: ObjectId, n: number): this {
    const c = commanderCard(this.state, id);
    if (!c || !Number.isInteger(n) || n < 0)
      throw new SetupError(`object ${id} is not a commander, or ${n} is not a count`, '903.8');
    this.state.commander!.casts[`${c.cardId}:${c.owner}`] = n;
    return this;
  }

  /** 903.10a: `player` has been dealt `n` combat damage by the commander `id` this game. */
  commanderDamage(id: ObjectId, player: PlayerId, n: number): this {
    this.seat(player);
    const c = commanderCard(this.state, id);
    if (!c || !Number.isInteger(n) || n < 0)
      throw new SetupError(`object ${id} is not a commander, or ${n} is not an amount`, '903.10a');
    this.state.commander!.damage[`${c.cardId}:${player}`] = n;
    return this;
  }

  poison(player: PlayerId, n: number): this {
    this.seat(player);
    this.state.players[player]!.poison = n;
    return this;
  }

  /**
   * Starts play at `step` of turn `turn`, with `active` as the active player. The step's
   * turn-based actions are considered done unless `beginStep` is true.
   */
  start(at: StartSpec): GameState {
    this.seat(at.active);
    let active = [at.active, ...(at.alsoActive ?? []).filter((p) => p !== at.active)];
    for (const p of active) this.seat(p);
    // 805.4: with shared team turns the whole team is active (its primary player first, 805.2).
    if (this.state.options.sharedTeamTurns) {
      const run0 = teamRun(this.state, at.active).filter((p) => !this.state.players[p]!.left);
      active = [...run0, ...active.filter((p) => !run0.includes(p))];
    }
    // 902.4: a vanguard card put into the command zone during setup modifies its owner's starting life.
    for (const p of this.state.players)
      if (!this.lifeSet.has(p.id) && vanguardOf(this.state, p.id) !== null) p.life = startingLife(this.state, p.id);
    if (at.mulligan) return this.startWithMulligans(at.active);
    const t = this.state.turns[0]!;
    t.number = at.turn ?? 2;
    this.state.turnCount = t.number;
    t.activePlayers = active;
    t.step = at.step;
    t.phase = STEP_PHASE[at.step];
    t.stepBegun = !(at.beginStep ?? false);
    t.priority = null;
    if (at.priority !== undefined) {
      // 117: a given player holds priority first (e.g. the stack was set up with their opponent's spell).
      this.seat(at.priority);
      if (this.state.players[at.priority]!.left)
        throw new SetupError(`player ${at.priority} has left the game and can't hold priority`);
      t.priority = at.priority;
    }
    t.passed = [];
    this.state.startingPlayer = this.state.options.sharedTeamTurns ? primaryPlayer(this.state, at.active) : at.active;
    this.state.players[at.active]!.landsPlayedThisTurn = at.landsPlayed ?? 0;
    for (const p of this.state.players) p.keptHand = true;
    this.setUpMarkers(at);
    // 901.5 / 901.6: the active player is the planar controller and turns up their top plane.
    if (this.state.options.planechase) {
      if (!this.state.planechase)
        createPlanarDecks(
          this.state,
          this.state.players.map(() => []),
          false,
        );
      if (this.state.planechase!.faceUp.length === 0) setStartingPlanes(this.state, [this.state.startingPlayer]);
    }
    snapshotRanges(this.state); // 801.2c: ranges as this turn began
    this.state.focus = 0;
    run(this.state);
    return this.state;
  }

  /** 807.4: Grand Melee's other turn markers (default: every fourth player from the active one, at the same step). */
  private setUpMarkers(at: StartSpec): void {
    const st = this.state;
    const k = st.options.turnMarkers ?? 0;
    if (k <= 0) return;
    st.turns[0] = { ...st.turns[0]!, marker: 1, holder: at.active };
    const t0 = st.turns[0];
    const n = st.players.length;
    type M = NonNullable<StartSpec['markers']>[number];
    const specs: readonly M[] =
      at.markers ?? Array.from({ length: k - 1 }, (_, i): M => ({ holder: (at.active + 4 * (i + 1)) % n }));
    if (specs.length !== k - 1)
      throw new SetupError(
        `a Grand Melee game with ${n} players has ${k} turn markers: give the holders of the other ${k - 1}`,
        '807.4a',
      );
    specs.forEach((m, i) => {
      this.seat(m.holder);
      if (m.holder === at.active || specs.some((x, j) => j !== i && x.holder === m.holder))
        throw new SetupError(`player ${m.holder} can't hold two turn markers`, '807.4');
      const step = m.step ?? at.step;
      st.turns.push({
        marker: i + 2,
        number: t0.number,
        activePlayers: m.waiting ? [] : [m.holder],
        phase: STEP_PHASE[step],
        step,
        stepBegun: true,
        priority: null,
        passed: [],
        stack: [],
        combat: null,
        extraPhases: [],
        repeatCleanup: false,
        holder: m.holder,
        ...(m.waiting ? { waiting: true } : {}),
      });
    });
  }

  /**
   * 103.5: starts the game at the opening-hand decisions. Players with no hand set up draw
   * their opening hand from the top of their library as listed (no shuffle); the mulligan
   * process then runs as in createGame, and turn 1 follows with `active` as starting player.
   */
  private startWithMulligans(active: PlayerId): GameState {
    const st = this.state;
    st.phase = 'mulligan';
    st.startingPlayer = active;
    st.turns[0]!.activePlayers = [active];
    for (const p of st.players) {
      if (p.hand.length > 0) continue;
      for (let i = 0; i < startingHandSize(st, p.id); i++) perform(st, { kind: 'draw', player: p.id }, ['103.5']); // 902.5
    }
    st.tasks.push({ kind: 'mulligan', index: 0, phase: 'decide', mulled: [], answer: null });
    run(st);
    return st;
  }
}

export interface StartSpec {
  readonly active: PlayerId;
  readonly step: StepName;
  readonly turn?: number;
  readonly beginStep?: boolean;
  readonly landsPlayed?: number;
  /** Who holds priority first (default: the active player, 117.3a). */
  readonly priority?: PlayerId;
  /** 805: further active players of a shared team turn. */
  readonly alsoActive?: readonly PlayerId[];
  /** Start at the opening hands and mulligans (103.5) instead of at `step`. */
  readonly mulligan?: boolean;
  /**
   * 807.4: in Grand Melee, the holders of the other turn markers (marker 2, 3, …), each taking a turn at
   * `step` (default: the same step) or waiting to begin one (807.4d). Default: every fourth player from `active`.
   */
  readonly markers?: readonly { readonly holder: PlayerId; readonly step?: StepName; readonly waiting?: boolean }[];
}

export interface StackSpellSpec {
  readonly card: string;
  readonly controller?: PlayerId;
  readonly targets?: readonly (readonly TargetRef[])[];
  readonly x?: number;
  readonly modes?: readonly number[];
}

export interface StackAbilitySpec {
  /** The permanent (or other object) whose ability it is. */
  readonly source: ObjectId;
  /** Index into the source's card definition's abilities. */
  readonly ability: number;
  readonly controller?: PlayerId;
  readonly targets?: readonly (readonly TargetRef[])[];
  readonly x?: number;
  readonly triggerObject?: ObjectId;
  readonly triggerPlayer?: PlayerId;
}
