/**
 * A scenario's game: the engine state built from the setup and position, plus the names
 * the file uses for players and objects. Objects are named by card name ("Grizzly Bears"),
 * by card name and number ("Grizzly Bears#2": the second of that name, in setup order) or
 * by a label given in the setup. A name follows its card from zone to zone (400.7 makes a
 * new object each time; the card's identity, GameObject.cardId, stays).
 */
import * as engine from '@arbiter/engine';
import {
  Scenario,
  SetupError,
  chars,
  ownObject,
  type CardDefinition,
  type GameObject,
  type GameState,
  type ObjectId,
  type PlayerId,
  type TargetRef,
  type ZoneName,
} from '@arbiter/engine';
import { abilityByName } from './ability-names.js';
import { lookupCard, type CardSource } from './cards.js';
import { closest, didYouMean, ScenarioError } from './errors.js';
import type {
  CardEntry,
  PermanentEntry,
  PlayerDoc,
  PositionDoc,
  Ref,
  ScenarioDoc,
  SetupDoc,
  StackEntry,
  Targets,
} from './model.js';

/** Variants the engine implements; others make the scenario fail as unsupported. */
export function engineVariants(): readonly string[] {
  const e = engine as Record<string, unknown>;
  const declared = e['SUPPORTED_VARIANTS'] ?? e['VARIANT_IDS'];
  return Array.isArray(declared) ? (declared as string[]) : ['two-player', 'free-for-all'];
}

/** A card's identity over time: a physical card (cardId) or a token (its object id). */
type Identity = { readonly card: number } | { readonly token: ObjectId };

export interface ResolveOptions {
  /** Zones to look in first (in order); others only if nothing is found there. */
  readonly zones?: readonly ZoneName[];
  /** Prefer these objects (e.g. the legal choices of the pending decision). */
  readonly prefer?: readonly ObjectId[];
  /** In expectations a bare name must be unambiguous; in script steps the first in setup order is taken. */
  readonly strict?: boolean;
  /** What the name is for, in messages ("target", "attacker"). */
  readonly role?: string;
  /** Objects already chosen in the same list: a repeated bare name means another object. */
  readonly exclude?: ReadonlySet<ObjectId>;
  /** Prefer objects this player controls (on the battlefield or stack) or owns (elsewhere). */
  readonly player?: PlayerId;
}

export class ScenarioGame {
  readonly state: GameState;
  readonly playerIds = new Map<string, PlayerId>();
  /** label → identity, with the line that gave it. */
  private readonly labels = new Map<string, { id: Identity; line: number }>();
  /** card name → identities in order of appearance (setup order, then tokens as they appear). */
  private readonly byName = new Map<string, Identity[]>();
  private readonly seenCards = new Set<number>();
  private readonly seenTokens = new Set<ObjectId>();
  private readonly builder: Scenario;
  private readonly defs = new Map<string, CardDefinition>();
  /** 400.7: the object each card (or token) was when the script began, or when last remembered. */
  private readonly remembered = new Map<string, ObjectId>();

  /** The setup and position this game starts from (the case's own, else the scenario's). */
  readonly setup: SetupDoc;
  readonly position: PositionDoc;

  constructor(
    readonly doc: ScenarioDoc,
    private readonly sources: readonly CardSource[],
    beforeStart?: (game: ScenarioGame) => void,
    caseIndex = 0,
    /** Variants to treat as implemented (default: the engine's). */
    variants: readonly string[] = engineVariants(),
  ) {
    this.position = doc.cases[caseIndex]?.position ?? doc.position!;
    this.setup = doc.cases[caseIndex]?.setup ?? doc.setup!;
    this.loadDefinitions(doc.cards, sources);

    const s = this.setup;
    const { options, players } = gameOptions(s, variants);
    this.builder = wrap(
      s.line,
      () =>
        new Scenario({
          players,
          ...(s.seating === 'rules' ? { seating: 'rules' } : {}),
          cards: (n) => this.defs.get(n),
          seed: doc.seed,
          options,
        }),
    );
    this.state = this.builder.state;
    // Seat numbers come from the engine (seating by the rules may reorder the players).
    this.state.players.forEach((p) => this.playerIds.set(p.name.toLowerCase(), p.id));

    for (const p of s.players) this.setUpPlayer(p, this.seatOf(p));
    // 901.3: planar decks (the active player's top plane is turned face up as play starts, 901.5).
    for (const p of s.players) {
      const deck = p.planarDeck ?? [];
      if (deck.length === 0) continue;
      if (!options.planechase)
        throw new ScenarioError('schema', deck[0]!.line, 'planar_deck needs setup.options.planechase: true (901)');
      const ids = wrap(deck[0]!.line, () =>
        this.builder.planarDeck(
          this.seatOf(p),
          deck.map((e) => e.card),
        ),
      );
      deck.forEach((e, k) => this.label(e, ids[k]!));
    }
    // 400.11a / 903.11: cards outside the game, and the starting deck 903.11 compares them with.
    for (const p of s.players) {
      const out = p.outside ?? [];
      if (out.length === 0) continue;
      wrap(out[0]!.line, () =>
        this.builder.outside(
          this.seatOf(p),
          out.map((e) => e.card),
          p.startingDeck ?? [],
        ),
      );
    }
    this.setUpBattlefield();
    for (const e of this.position.stack) this.setUpStack(e);
    this.refresh();
    beforeStart?.(this);
    this.start();
    for (const o of Object.values(this.state.objects))
      if (o.kind !== 'ability') this.remembered.set(identityKey(o), o.id);
  }

  /** Every card name in the setup and position, looked up in the inline cards and then the sources (400.7). */
  private loadDefinitions(cards: ScenarioDoc['cards'], sources: readonly CardSource[]): void {
    const inline: Record<string, CardDefinition> = {};
    for (const c of cards) {
      if (inline[c.def.name])
        throw new ScenarioError('schema', c.line, `card "${c.def.name}" is defined twice in cards:`);
      inline[c.def.name] = c.def;
    }
    const allSources: CardSource[] = [
      { label: 'inline cards', get: (n) => inline[n], suggest: (n) => closest(n, Object.keys(inline)) },
      ...sources,
    ];
    // Every card name in the setup and position must be known before the game is built.
    const check = (name: string, line: number): void => {
      if (this.defs.has(name)) return;
      const r = lookupCard(allSources, name);
      if (!r.def) {
        const looked = allSources.map((s) => s.label).join(', ');
        const msg = r.reasons.length
          ? `"${name}" has no playable definition: ${r.reasons.join('; ')}; define it under cards:`
          : `"${name}" is not a card any source knows (${looked})${didYouMean(r.suggestions)}; define it under cards:`;
        throw new ScenarioError('card', line, msg, { suggestions: r.suggestions });
      }
      this.defs.set(name, r.def);
    };
    const s = this.setup;
    for (const p of s.players)
      for (const e of [
        ...p.hand,
        ...p.library,
        ...p.graveyard,
        ...p.exile,
        ...p.command,
        ...p.battlefield,
        ...(p.planarDeck ?? []),
        ...(p.outside ?? []),
      ]) {
        check(e.card, e.line);
        for (const n of e.named === undefined ? [] : typeof e.named === 'string' ? [e.named] : e.named)
          check(n, e.line); // 702.106a: the chosen name is a card's (702.106f: both of a double agenda's)
      }
    for (const e of this.position.stack) if (e.kind === 'spell') check(e.card, e.line);
  }

  /** 400.7: remembers the object each named card is now; `new_object` checks compare with it. */
  remember(refs: readonly Ref[]): void {
    for (const r of refs) {
      const o = this.state.objects[this.resolve(r, { strict: true, role: 'object to remember' })]!;
      this.remembered.set(identityKey(o), o.id);
    }
  }

  /** 400.7: whether object `id` is a new object since its card was remembered (at the start of the script, or by `remember:`). */
  isNewObject(id: ObjectId): boolean {
    const o = this.state.objects[id]!;
    const was = this.remembered.get(identityKey(o));
    return was !== undefined && was !== id;
  }

  // -------------------------------------------------------------------------
  // Setup
  // -------------------------------------------------------------------------

  private setUpPlayer(p: PlayerDoc, i: PlayerId): void {
    const b = this.builder;
    if (p.life !== null) b.life(i, p.life);
    if (p.poison !== null) b.poison(i, p.poison);
    if (Object.keys(p.counters).length) b.playerCounters(i, p.counters);
    const zones: [Exclude<ZoneName, 'battlefield' | 'stack'>, readonly CardEntry[]][] = [
      ['library', p.library],
      ['hand', p.hand],
      ['graveyard', p.graveyard],
      ['exile', p.exile],
      ['command', p.command],
    ];
    for (const [zone, entries] of zones) {
      for (const e of entries) {
        let owner = i;
        if (e.owner) {
          owner = this.player(e.owner);
          if (owner !== i && (zone === 'library' || zone === 'hand' || zone === 'graveyard')) {
            throw new ScenarioError(
              'position',
              e.line,
              `${e.card} is owned by ${this.state.players[owner]!.name} but is in ${p.name}'s ${zone}: a card can be only in its owner's ${zone} (400.3)`,
              { rule: '400.3' },
            );
          }
        }
        if (e.token)
          throw new ScenarioError(
            'position',
            e.line,
            `a token can't be in a ${zone} (it ceases to exist there, 704.5d / 111.7)`,
            { rule: '704.5d' },
          );
        if (zone === 'command' && this.defs.get(e.card)!.types.includes('Conspiracy')) {
          this.putConspiracy(e, owner);
          continue;
        }
        if (e.named !== undefined || e.faceUp !== undefined)
          throw new ScenarioError(
            'schema',
            e.line,
            `named: and face_up: are for conspiracy cards (702.106a); ${e.card} is not one`,
          );
        const [id] = wrap(e.line, () => b.put(owner, zone, [e.card]));
        if (e.faceDown) {
          if (zone !== 'exile' && zone !== 'command')
            throw new ScenarioError(
              'position',
              e.line,
              `face-down cards on the setup are only for exile and the battlefield (${zone} cards are kept face down anyway, 406.3 / 708)`,
            );
          ownObject(this.state, id!).faceDown = true;
        }
        this.label(e, id!);
      }
    }
  }

  /**
   * 905.4 / 702.106a: a conspiracy listed in `command:` (format: conspiracy). With hidden agenda it is face down with
   * its `named:` card; `face_up: true` means it has been turned face up already (702.106c).
   */
  private putConspiracy(e: CardEntry, owner: PlayerId): void {
    if (e.faceDown)
      throw new ScenarioError(
        'schema',
        e.line,
        `a conspiracy is face down by its hidden agenda (give named:), not by face_down:`,
      );
    const id = wrap(e.line, () => this.builder.conspiracy(owner, e.card, e.named));
    if (e.faceUp) {
      if (!this.state.objects[id]!.faceDown)
        throw new ScenarioError('schema', e.line, `${e.card} has no hidden agenda: it starts face up (702.106a)`);
      ownObject(this.state, id).faceDown = false;
    }
    this.label(e, id);
  }

  private setUpBattlefield(): void {
    const players = this.setup.players;
    // A permanent listed under a player is controlled by that player; `owner:` names another owner.
    let pending: { e: PermanentEntry; owner: PlayerId; lister: PlayerId }[] = players.flatMap((p) => {
      const i = this.seatOf(p);
      return p.battlefield.map((e) => ({ e, owner: e.owner ? this.player(e.owner) : i, lister: i }));
    });
    // Hosts first: an entry attached to another waits until that permanent exists.
    while (pending.length > 0) {
      const next: typeof pending = [];
      let progress = false;
      for (const item of pending) {
        const { e } = item;
        if (e.attachedTo) {
          const host = this.tryResolve(e.attachedTo, { zones: ['battlefield'] });
          if (host === undefined) {
            next.push(item);
            continue;
          }
        }
        this.createPermanent(item.e, item.owner, item.lister);
        progress = true;
      }
      if (!progress) {
        const e = next[0]!.e;
        throw new ScenarioError(
          'position',
          e.attachedTo!.line,
          `${e.card} is attached to "${e.attachedTo!.text}", which is not a permanent on the battlefield`,
        );
      }
      pending = next;
    }
    // Auras attached to nothing, or to something they can't enchant, can't be set up (303.4, 704.5m).
    for (const p of players) {
      for (const e of p.battlefield) {
        const def = this.defs.get(e.card)!;
        if (def.subtypes.includes('Aura') && !e.attachedTo && !e.faceDown) {
          throw new ScenarioError(
            'position',
            e.line,
            `${e.card} is an Aura on the battlefield attached to nothing; give attached_to (an Aura on the battlefield is attached to an object or player, 303.4, 704.5m)`,
            { rule: '303.4' },
          );
        }
      }
    }
  }

  private createPermanent(e: PermanentEntry, owner: PlayerId, lister: PlayerId): void {
    const def = this.defs.get(e.card)!;
    const controller = e.controller ? this.player(e.controller) : lister !== owner ? lister : undefined;
    let attachedTo: ObjectId | undefined;
    if (e.attachedTo) {
      attachedTo = this.resolve(e.attachedTo, { zones: ['battlefield'], role: 'attached_to' });
      const host = this.state.objects[attachedTo]!;
      const hostDef = this.state.cards[host.defKey]!;
      const isAura = def.subtypes.includes('Aura');
      const isEquipment = def.subtypes.includes('Equipment') || def.subtypes.includes('Fortification');
      if (!isAura && !isEquipment) {
        throw new ScenarioError(
          'position',
          e.attachedTo.line,
          `${e.card} is neither an Aura nor an Equipment and can't be attached to anything (301.5, 303.4)`,
        );
      }
      if (isAura) {
        const enchant = def.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'enchant');
        if (
          enchant &&
          enchant.kind === 'keyword' &&
          enchant.keyword === 'enchant' &&
          enchant.what.kind === 'object' &&
          enchant.what.match.types &&
          !host.faceDown &&
          !enchant.what.match.types.some((t) => hostDef.types.includes(t))
        ) {
          throw new ScenarioError(
            'position',
            e.attachedTo.line,
            `${e.card} (${enchant.text}) can't be attached to ${hostDef.name} (303.4d)`,
            { rule: '303.4d' },
          );
        }
      }
      if (isEquipment && def.subtypes.includes('Equipment') && !host.faceDown && !hostDef.types.includes('Creature')) {
        throw new ScenarioError(
          'position',
          e.attachedTo.line,
          `Equipment can be attached only to a creature, not ${hostDef.name} (301.5c)`,
          { rule: '301.5c' },
        );
      }
    }
    if (e.damage > 0 && !e.faceDown && !def.types.includes('Creature')) {
      throw new ScenarioError(
        'position',
        e.line,
        `${e.card} isn't a creature, so it can't have damage marked on it (120.3e)`,
        { rule: '120.3e' },
      );
    }
    const counters: Record<string, number> = { ...(e.counters ?? {}) };
    // 306.5b / 310.4b: a planeswalker or battle on the battlefield has its loyalty or defense counters.
    if (!e.counters && !e.faceDown) {
      if (def.loyalty !== undefined) counters['loyalty'] = def.loyalty;
      if (def.defense !== undefined) counters['defense'] = def.defense;
    }
    const id = wrap(e.line, () =>
      this.builder.permanent(owner, {
        card: e.card,
        tapped: e.tapped,
        counters,
        damage: e.damage,
        faceDown: e.faceDown,
        summoningSick: e.summoningSick,
        token: e.token,
        ...(controller !== undefined ? { controller } : {}),
        ...(attachedTo !== undefined ? { attachedTo } : {}),
      }),
    );
    this.label(e, id);
  }

  /** The targets a stack entry of the position names, checked against the specs' counts only (as set up). */
  private positionTargets(
    targets: Targets | null | undefined,
    specs: readonly { readonly count: { readonly min: number; readonly max: number } }[],
  ): TargetRef[][] | undefined {
    return targets
      ? this.targetGroups(
          targets,
          specs.map((s) => ({ min: s.count.min, max: s.count.max, legal: [] })),
          true,
        )
      : undefined;
  }

  private setUpStack(e: StackEntry): void {
    if (e.kind === 'spell') {
      const controller = e.by ? this.player(e.by) : e.owner ? this.player(e.owner) : this.activeFromPosition();
      const owner = e.owner ? this.player(e.owner) : controller;
      const def = this.defs.get(e.card)!;
      const specs = spellSpecs(def, e.modes ?? []);
      const targets = this.positionTargets(e.targets, specs);
      const id = wrap(e.line, () =>
        this.builder.stackSpell(owner, {
          card: e.card,
          controller,
          ...(targets ? { targets } : {}),
          ...(e.x !== null ? { x: e.x } : {}),
          ...(e.modes ? { modes: e.modes } : {}),
        }),
      );
      if (e.label) this.setLabel(e.label, { card: this.state.objects[id]!.cardId! }, e.line);
      return;
    }
    const source = this.resolve(e.source, {
      zones: ['battlefield', 'graveyard', 'exile', 'hand', 'command'],
      role: 'ability source',
    });
    const def = this.state.cards[this.state.objects[source]!.defKey]!;
    const index = this.abilityIndex(def, e.index, e.line);
    const a = def.abilities[index]!;
    const specs = a.kind === 'activated' || a.kind === 'triggered' ? a.targets : [];
    const targets = this.positionTargets(e.targets, specs);
    wrap(e.line, () =>
      this.builder.stackAbility({
        source,
        ability: index,
        ...(e.by ? { controller: this.player(e.by) } : {}),
        ...(targets ? { targets } : {}),
        ...(e.x !== null ? { x: e.x } : {}),
        ...(e.triggerObject ? { triggerObject: this.resolve(e.triggerObject, { role: 'trigger_object' }) } : {}),
        ...(e.triggerPlayer ? { triggerPlayer: this.player(e.triggerPlayer) } : {}),
      }),
    );
  }

  /** An ability by index into the card's abilities, by text, or the first non-mana activated/triggered one. */
  abilityIndex(def: CardDefinition, index: number | string | null, line: number): number {
    const abilities = def.abilities;
    const usable = (i: number): boolean => {
      const a = abilities[i]!;
      return (
        (a.kind === 'activated' && !a.manaAbility) ||
        a.kind === 'triggered' ||
        (a.kind === 'keyword' && a.keyword === 'equip')
      );
    };
    if (index !== null)
      return abilityByName(
        abilities,
        index,
        def.name,
        line,
        (a) => typeof index === 'number' || a.kind === 'activated' || a.kind === 'triggered' || a.kind === 'keyword',
      );
    const i = abilities.findIndex((_, k) => usable(k));
    if (i < 0)
      throw new ScenarioError('action', line, `${def.name} has no activated or triggered ability`, { rule: '602.1' });
    return i;
  }

  private seatOf(p: PlayerDoc): PlayerId {
    return this.playerIds.get(p.name.toLowerCase())!;
  }

  private activeFromPosition(): PlayerId {
    const a = this.position.active[0];
    return a ? this.player(a) : 0;
  }

  private start(): void {
    const pos = this.position;
    const active = pos.active.map((r) => this.player(r));
    if (active.length === 0) throw new ScenarioError('schema', pos.line, 'position: name the active player');
    if (!pos.mulligan && (pos.step === 'untap' || pos.step === 'cleanup')) {
      if (pos.priority)
        throw new ScenarioError(
          'position',
          pos.priority.line,
          `no player receives priority during the ${pos.step} step (${pos.step === 'untap' ? '502.4' : '514.3'})`,
        );
      if (pos.stack.length > 0)
        throw new ScenarioError(
          'position',
          pos.line,
          `the stack can't hold anything at the start of the ${pos.step} step: nothing could have been cast or put there`,
        );
    }
    if (pos.mulligan && (pos.stack.length > 0 || pos.turn !== null))
      throw new ScenarioError(
        'position',
        pos.line,
        'mulligan: true starts the game before turn 1; it takes no turn, step or stack',
      );
    const priority = pos.priority ? this.player(pos.priority) : undefined;
    wrap(pos.line, () =>
      this.builder.start({
        active: active[0]!,
        step: pos.step,
        alsoActive: active.slice(1),
        ...(pos.turn !== null ? { turn: pos.turn } : {}),
        ...(pos.landsPlayed !== null ? { landsPlayed: pos.landsPlayed } : {}),
        ...(priority !== undefined ? { priority } : {}),
        beginStep: pos.beginStep,
        mulligan: pos.mulligan,
      }),
    );
    this.refresh();
  }

  // -------------------------------------------------------------------------
  // Names
  // -------------------------------------------------------------------------

  private label(e: CardEntry, id: ObjectId): void {
    const o = this.state.objects[id]!;
    this.note(o);
    this.designate(e, id);
    if (e.label) this.setLabel(e.label, o.cardId !== null ? { card: o.cardId } : { token: id }, e.line);
  }

  /** 903.3: a commander entry (or, in a commander format, a card listed in the command zone) is its owner's commander. */
  private designate(e: CardEntry, id: ObjectId): void {
    const o = this.state.objects[id]!;
    const def = this.state.cards[o.defKey]!;
    const variantCard = def.types.some(
      (t) => t === 'Vanguard' || t === 'Plane' || t === 'Phenomenon' || t === 'Scheme' || t === 'Conspiracy',
    );
    if (!e.commander && !(this.state.commander && o.zone === 'command' && !variantCard && !o.faceDown)) return;
    if (!this.state.commander)
      throw new ScenarioError('schema', e.line, 'commander: true needs setup.format: commander or brawl (903)');
    wrap(e.line, () => this.builder.designateCommander(id));
    if (e.commanderCasts !== undefined) wrap(e.line, () => this.builder.commanderCasts(id, e.commanderCasts!));
    for (const [who, n] of Object.entries(e.commanderDamage ?? {}))
      wrap(e.line, () => this.builder.commanderDamage(id, this.player({ text: who, line: e.line }), n));
  }

  private setLabel(label: string, id: Identity, line: number): void {
    const prev = this.labels.get(label.toLowerCase());
    if (prev)
      throw new ScenarioError(
        'position',
        line,
        `label "${label}" is already used on line ${prev.line}: one card can't be in two places (400.1, 400.7)`,
      );
    if (this.playerIds.has(label.toLowerCase()))
      throw new ScenarioError('schema', line, `label "${label}" is also a player's name`);
    if (this.defs.has(label) || [...this.defs.keys()].some((n) => n.toLowerCase() === label.toLowerCase()))
      throw new ScenarioError('schema', line, `label "${label}" is also a card name; pick a label that isn't`);
    this.labels.set(label.toLowerCase(), { id, line });
  }

  private note(o: GameObject): void {
    if (o.kind === 'ability') return;
    const name = this.state.cards[o.defKey]?.name ?? o.defKey;
    let id: Identity;
    if (o.cardId !== null) {
      if (this.seenCards.has(o.cardId)) return;
      this.seenCards.add(o.cardId);
      id = { card: o.cardId };
    } else {
      if (this.seenTokens.has(o.id)) return;
      this.seenTokens.add(o.id);
      id = { token: o.id };
    }
    const list = this.byName.get(name) ?? [];
    list.push(id);
    this.byName.set(name, list);
  }

  /** Records objects that appeared since the last look (tokens, mostly), in id order. */
  refresh(state: GameState = this.state): void {
    for (const key of Object.keys(state.objects)
      .map(Number)
      .sort((a, b) => a - b))
      this.note(state.objects[key]!);
  }

  private current(id: Identity, state: GameState = this.state): GameObject | undefined {
    if ('token' in id) return state.objects[id.token];
    for (const o of Object.values(state.objects)) if (o.cardId === id.card && o.kind !== 'ability') return o;
    return undefined;
  }

  /** The name a scenario would use for an object: its label, else "Name" or "Name#k". */
  displayName(o: GameObject, state: GameState = this.state): string {
    if (o.kind === 'ability') return `${o.stack?.sourceName ?? '?'} ability`;
    const name = state.cards[o.defKey]?.name ?? o.defKey;
    const same = (x: Identity): boolean => ('card' in x ? o.cardId === x.card : o.cardId === null && o.id === x.token);
    for (const [label, { id }] of this.labels) if (same(id)) return this.labelText(label);
    const list = this.byName.get(name) ?? [];
    const k = list.findIndex(same);
    if (list.length <= 1 || k < 0) return name;
    return `${name}#${k + 1}`;
  }

  private labelText(lower: string): string {
    for (const p of this.setup.players)
      for (const e of [...p.hand, ...p.library, ...p.graveyard, ...p.exile, ...p.command, ...p.battlefield])
        if (e.label?.toLowerCase() === lower) return e.label;
    for (const e of this.position.stack) if (e.kind === 'spell' && e.label?.toLowerCase() === lower) return e.label;
    return lower;
  }

  playerName(p: PlayerId): string {
    return this.state.players[p]?.name ?? `P${p + 1}`;
  }

  /** A player by name (case-insensitive) or seat ("P1"). */
  tryPlayer(text: string): PlayerId | undefined {
    const t = text.trim().toLowerCase();
    const byName = this.playerIds.get(t);
    if (byName !== undefined) return byName;
    const m = /^p(\d+)$/.exec(t);
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= this.state.players.length) return Number(m[1]) - 1;
    return undefined;
  }

  player(r: Ref): PlayerId {
    const p = this.tryPlayer(r.text);
    if (p === undefined) {
      throw new ScenarioError(
        'reference',
        r.line,
        `no player named "${r.text}"${didYouMean(
          closest(
            r.text,
            this.state.players.map((q) => q.name),
          ),
        )}; players are ${this.state.players.map((q) => q.name).join(', ')}`,
      );
    }
    return p;
  }

  /** All objects a name could mean, in setup order: by label, "Name#k", "Name", or "Name ability" (on the stack). */
  candidates(text: string, state: GameState = this.state): { objects: GameObject[]; exact: boolean } {
    this.refresh(state);
    const t = text.trim();
    const lab = this.labels.get(t.toLowerCase());
    if (lab) {
      const o = this.current(lab.id, state);
      return { objects: o ? [o] : [], exact: true };
    }
    const m = /^(.*)#(\d+)$/.exec(t);
    if (m) {
      const list = this.byName.get(m[1]!.trim()) ?? [];
      const id = list[Number(m[2]) - 1];
      const o = id ? this.current(id, state) : undefined;
      return { objects: o ? [o] : [], exact: true };
    }
    const ab = /^(.*?)\s+ability$/i.exec(t);
    if (ab && !this.byName.has(t)) {
      const objs: GameObject[] = [];
      for (const tr of state.turns)
        for (const id of tr.stack) {
          const o = state.objects[id]!;
          if (o.kind === 'ability' && o.stack?.sourceName === ab[1]) objs.push(o);
        }
      return { objects: objs, exact: false };
    }
    const objs = (this.byName.get(t) ?? [])
      .map((id) => this.current(id, state))
      .filter((o): o is GameObject => o !== undefined);
    return { objects: objs, exact: false };
  }

  tryResolve(r: Ref, opts: ResolveOptions = {}): ObjectId | undefined {
    try {
      return this.resolve(r, opts);
    } catch {
      return undefined;
    }
  }

  /** An object by name (see the class comment), preferring the given zones and objects. */
  resolve(r: Ref, opts: ResolveOptions = {}): ObjectId {
    const { objects, exact } = this.candidates(r.text);
    const what = opts.role ? `${opts.role} "${r.text}"` : `"${r.text}"`;
    if (objects.length === 0) {
      if (exact) {
        const known =
          this.labels.has(r.text.toLowerCase()) ||
          (/#\d+$/.test(r.text) && this.byName.has(r.text.replace(/#\d+$/, '').trim()));
        throw new ScenarioError(
          'reference',
          r.line,
          known ? `${what}: that card is no longer in the game` : `${what}: no such object${this.suggestNames(r.text)}`,
        );
      }
      throw new ScenarioError(
        'reference',
        r.line,
        `${what}: no object of that name is in the game${this.suggestNames(r.text)}`,
      );
    }
    if (exact) return objects[0]!.id;
    let pool = objects;
    if (opts.exclude && opts.exclude.size > 0) {
      pool = objects.filter((o) => !opts.exclude!.has(o.id));
      if (pool.length === 0)
        throw new ScenarioError(
          'reference',
          r.line,
          `${what}: every object of that name is already chosen in this list`,
        );
    }
    for (const z of opts.zones ?? []) {
      const inZone = pool.filter((o) => o.zone === z);
      if (inZone.length > 0) {
        pool = inZone;
        break;
      }
    }
    if (opts.player !== undefined) {
      const mine = pool.filter(
        (o) =>
          (o.zone === 'battlefield'
            ? chars(this.state, o.id).controller
            : o.zone === 'stack'
              ? o.controller
              : o.owner) === opts.player,
      );
      if (mine.length > 0) pool = mine;
    }
    if (opts.prefer && opts.prefer.length > 0) {
      const preferred = pool.filter((o) => opts.prefer!.includes(o.id));
      if (preferred.length > 0) pool = preferred;
    }
    if (pool.length > 1 && opts.strict) {
      const name = r.text.trim();
      throw new ScenarioError(
        'reference',
        r.line,
        `${what} is ambiguous: ${pool.length} objects have that name (${pool.map((o) => `${this.displayName(o)} in ${o.zone}`).join(', ')}); write ${name}#1, ${name}#2, … or give a label`,
      );
    }
    return pool[0]!.id;
  }

  /** Several names for distinct objects (a repeated bare name picks the next object of that name). */
  resolveMany(refs: readonly Ref[], opts: ResolveOptions = {}): ObjectId[] {
    const chosen = new Set<ObjectId>();
    return refs.map((r) => {
      const id = this.resolve(r, { ...opts, exclude: chosen });
      chosen.add(id);
      return id;
    });
  }

  private suggestNames(text: string): string {
    const names = new Set<string>([
      ...this.byName.keys(),
      ...[...this.labels.keys()],
      ...this.state.players.map((p) => p.name),
    ]);
    return didYouMean(closest(text.replace(/#\d+$/, ''), names));
  }

  /** A target: a player's name, or an object (preferring legal ones). */
  target(r: Ref, legal: readonly TargetRef[], exclude?: ReadonlySet<ObjectId>): TargetRef {
    const p = this.tryPlayer(r.text);
    if (p !== undefined && !this.candidates(r.text).objects.length) return { kind: 'player', player: p };
    const prefer = legal
      .filter((t): t is Extract<TargetRef, { kind: 'object' }> => t.kind === 'object')
      .map((t) => t.id);
    return {
      kind: 'object',
      id: this.resolve(r, {
        prefer,
        zones: ['battlefield', 'stack', 'graveyard', 'exile', 'hand', 'library', 'command'],
        role: 'target',
        ...(exclude ? { exclude } : {}),
      }),
    };
  }

  /**
   * Targets as written → one group per target requirement. A flat list is spread over the
   * requirements in order: one each if the counts match, else each takes as many as it can
   * while leaving the later ones their minimum.
   */
  targetGroups(
    t: Targets,
    specs: readonly { min: number; max: number; legal: readonly TargetRef[] }[],
    setup = false,
  ): TargetRef[][] {
    let groups: Ref[][];
    if (t.grouped) groups = t.groups.map((g) => [...g]);
    else {
      const flat = [...(t.groups[0] ?? [])];
      if (specs.length <= 1) groups = specs.length === 0 && flat.length === 0 ? [] : [flat];
      else if (flat.length === specs.length) groups = flat.map((x) => [x]);
      else {
        groups = [];
        let rest = flat;
        specs.forEach((s, i) => {
          const laterMin = specs.slice(i + 1).reduce((n, x) => n + x.min, 0);
          const take = Math.max(0, Math.min(s.max, rest.length - laterMin));
          groups.push(rest.slice(0, take));
          rest = rest.slice(take);
        });
        if (rest.length > 0)
          throw new ScenarioError(
            'schema',
            t.line,
            `too many targets: ${flat.length} given, at most ${specs.reduce((n, s) => n + s.max, 0)} allowed`,
          );
      }
    }
    return groups.map((g, i) => {
      const chosen = new Set<ObjectId>();
      return g.map((r) => {
        const t = setup ? this.setupTarget(r, chosen) : this.target(r, specs[i]?.legal ?? [], chosen);
        if (t.kind === 'object') chosen.add(t.id);
        return t;
      });
    });
  }

  private setupTarget(r: Ref, exclude: ReadonlySet<ObjectId>): TargetRef {
    const p = this.tryPlayer(r.text);
    if (p !== undefined) return { kind: 'player', player: p };
    return {
      kind: 'object',
      id: this.resolve(r, { zones: ['battlefield', 'stack', 'graveyard', 'exile'], role: 'target', exclude }),
    };
  }

  /** Name of object `id` for messages, as the scenario would write it. */
  nameOf(id: ObjectId, state: GameState = this.state): string {
    const o = state.objects[id];
    return o ? this.displayName(o, state) : `object ${id}`;
  }

  nameOfTarget(t: TargetRef): string {
    return t.kind === 'player' ? this.playerName(t.player) : this.nameOf(t.id);
  }

  /** Characteristics (for checks and the board). */
  chars(id: ObjectId): ReturnType<typeof chars> {
    return chars(this.state, id);
  }
}

/** A card's identity across zone changes (its physical card), or a token's (its object). */
function identityKey(o: GameObject): string {
  return o.cardId !== null ? `card ${o.cardId}` : `token ${o.id}`;
}

/** The turn in progress the engine is advancing (807.5: Grand Melee has several; otherwise the only one). */
export function currentTurn(state: GameState): GameState['turns'][number] {
  return state.turns[state.focus ?? 0] ?? state.turns[0]!;
}

/** Runs a builder call, turning the engine's SetupError (and crashes) into errors naming `line`. */
export function wrap<T>(line: number, f: () => T): T {
  try {
    return f();
  } catch (err) {
    if (err instanceof ScenarioError) throw err;
    if (err instanceof SetupError) {
      const msg = err.message;
      const category = /unknown card/.test(msg) ? 'card' : 'position';
      throw new ScenarioError(
        category,
        line,
        msg,
        err.rule
          ? { rule: err.rule }
          : /\((\d{3}\.\d+[a-z]?)/.exec(msg)?.[1]
            ? { rule: /\((\d{3}\.\d+[a-z]?)/.exec(msg)![1]! }
            : {},
      );
    }
    throw new ScenarioError('internal', line, `the engine failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The target requirements of a spell card for the chosen modes (or of its Aura enchant ability). */
export function spellSpecs(def: CardDefinition, modes: readonly number[]): engine.TargetSpec[] {
  if (def.subtypes.includes('Aura')) {
    for (const a of def.abilities)
      if (a.kind === 'keyword' && a.keyword === 'enchant')
        return [{ count: { min: 1, max: 1 }, filter: a.what, text: a.text }];
  }
  const sa = def.abilities.find((a) => a.kind === 'spell');
  if (!sa || sa.kind !== 'spell') return [];
  if (sa.modes) return modes.flatMap((m) => sa.modes!.modes[m]?.targets ?? []);
  return [...sa.targets];
}

/** The engine's options and players for a setup: its variant (one the engine implements), options and teams. */
function gameOptions(
  s: SetupDoc,
  variants: readonly string[],
): {
  options: { -readonly [K in keyof engine.GameOptions]?: engine.GameOptions[K] };
  players: { name: string; team: number }[];
} {
  // 902: Vanguard is a casual variant played over a two-player or multiplayer game; the vanguard cards are
  // the ones listed in the players' command zones (902.3), so the game itself is the default one.
  const casual =
    s.format?.name === 'vanguard' ||
    s.format?.name === 'commander' ||
    s.format?.name === 'brawl' ||
    s.format?.name === 'conspiracy';
  const variant = (casual ? null : s.format?.name) ?? (s.players.length > 2 ? 'free-for-all' : 'two-player');
  const known = variants;
  if (!known.includes(variant)) {
    throw new ScenarioError(
      'unsupported',
      s.format?.line ?? s.line,
      `variant "${variant}" is not implemented by the engine (it implements ${known.join(', ')})`,
    );
  }
  // The engine applies the variant's preset options (its rules' defaults); the file's options override them.
  const options: { -readonly [K in keyof engine.GameOptions]?: engine.GameOptions[K] } = { ...s.options, variant };
  if (s.format?.name === 'commander' || s.format?.name === 'brawl') options.commander = s.format.name; // 903, 903.12
  if (s.format?.name === 'conspiracy') options.conspiracy = true; // 905: a Conspiracy Draft game (905.3: Free-for-All)
  // 801.2a: a range of influence given for every player alike is the game's; different ones are per player.
  const rois = s.players.filter((p) => p.rangeOfInfluence !== null).map((p) => p.rangeOfInfluence!);
  const shared = rois.length === s.players.length && new Set(rois.map((r) => r.value)).size === 1;
  if (shared) options.rangeOfInfluence = rois[0]!.value;
  const anyTeam = s.players.some((p) => p.team !== null);
  // (Per-player ranges pass through the builder to the engine's PlayerSetup.rangeOfInfluence.)
  const players = s.players.map((p, i) => ({
    name: p.name,
    team: p.team ?? (anyTeam ? 1000 + i : i),
    ...(!shared && p.rangeOfInfluence ? { rangeOfInfluence: p.rangeOfInfluence.value } : {}),
  })) as { name: string; team: number }[];
  return { options, players };
}
