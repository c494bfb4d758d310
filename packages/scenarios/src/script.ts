/**
 * Carrying out a scenario's script: each step becomes one or more engine choices
 * (submitInPlace). An engine refusal is an 'action' error naming the step's line and the
 * engine's code, message and rule — unless the step says `refused:`, in which case the
 * refusal is what the scenario expects.
 */
import {
  submitInPlace,
  type Action,
  type Choice,
  type Color,
  type EngineError,
  type LegalAction,
  type ObjectId,
  type PendingDecision,
  type PlayerId,
  type StepName,
  type TargetRef,
  type ZoneName,
} from '@arbiter/engine';
import { abilityByName, costChoiceByName } from './ability-names.js';
import { ScenarioError } from './errors.js';
import { currentTurn, spellSpecs, type ScenarioGame } from './game.js';
import type { ChooseValue, Ref, Refusal, Step } from './model.js';

export interface StepOutcome {
  /** A `refused:` step that was refused as expected, or an expectation failure description. */
  readonly failures: readonly {
    readonly line: number;
    readonly message: string;
    readonly expected?: unknown;
    readonly actual?: unknown;
  }[];
}

const STEP_ORDER: readonly StepName[] = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
];
const MAX_PASSES = 2000;

/** What the game waits for, in words: "Bianca: priority", "Alex: declare attackers". */
export function describePending(g: ScenarioGame, d: PendingDecision | null = g.state.pending): string {
  if (!d) return g.state.result ? 'nothing (the game is over)' : 'nothing';
  const who = g.playerName(d.player);
  switch (d.kind) {
    case 'priority':
      return `${who} to act with priority (cast, activate, play or pass)`;
    case 'mulligan':
      return `${who} to keep or mulligan`;
    case 'bottomCards':
      return `${who} to put ${d.count} card(s) on the bottom (bottom: [...])`;
    case 'declareAttackers':
      return `${who} to declare attackers (attack: ...)`;
    case 'declareBlockers':
      return `${who} to declare blockers (block: ...)`;
    case 'assignCombatDamage':
      return `${who} to assign ${g.nameOf(d.attacker)}'s combat damage (assign: ...)`;
    case 'chooseObjects':
      return `${who} to choose ${d.min === d.max ? d.min : `${d.min}–${d.max}`} of ${d.options.map((id) => g.nameOf(id)).join(', ')} (${d.purpose}; choose: [...])`;
    case 'orderObjects':
      return `${who} to order ${d.objects.map((id) => g.nameOf(id)).join(', ')} (choose: [...])`;
    case 'chooseTargets':
      return `${who} to choose targets for ${d.source} (choose: [...])`;
    case 'yesNo':
      return `${who} to answer yes or no: ${d.prompt} (choose: yes|no)`;
    case 'chooseColor':
      return `${who} to choose a colour (choose: red)`;
    case 'chooseName':
      return `${who} to name a card: ${d.prompt} (choose: Lightning Bolt)`;
    case 'orderTriggers':
      return `${who} to order triggered abilities: ${d.triggers.map((t, i) => `${i}: ${t}`).join('; ')} (choose: [0, 1, …])`;
    case 'orderReplacements':
      return `${who} to order replacement effects: ${d.effects.map((t, i) => `${i}: ${t}`).join('; ')} (choose: [0, 1, …])`;
    case 'chooseOption':
      return `${who} to decide: ${d.prompt ?? d.kind}`;
    default: {
      const unknown: never = d; // every decision kind has its case (a new kind fails type-checking here)
      return `${who} to decide: ${(unknown as { kind: string; prompt?: string }).prompt ?? (unknown as { kind: string }).kind}`;
    }
  }
}

export class ScriptRunner {
  constructor(private readonly g: ScenarioGame) {}

  private get state() {
    return this.g.state;
  }

  /** Submits one choice. Returns the engine's error if it refused and the step allows that. */
  private submit(step: Step, player: PlayerId, choice: Choice): EngineError | null {
    let r;
    try {
      r = submitInPlace(this.state, player, choice);
    } catch (err) {
      throw new ScenarioError(
        'internal',
        step.line,
        `the engine failed on this step: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (r.ok) return null;
    if (step.refused) return r.error;
    throw new ScenarioError(
      'action',
      step.line,
      `${r.error.message} (the game was waiting for ${describePending(this.g)})`,
      { code: r.error.code, ...(r.error.rule ? { rule: r.error.rule } : {}) },
    );
  }

  /** Runs a step; returns expectation-style failures (for `refused:` that didn't happen). */
  run(step: Step): { line: number; message: string; expected?: unknown; actual?: unknown }[] {
    const refusal = this.dispatch(step);
    return this.checkRefusal(step, refusal);
  }

  private checkRefusal(
    step: Step,
    err: EngineError | null | 'none',
  ): { line: number; message: string; expected?: unknown; actual?: unknown }[] {
    const want: Refusal | null = step.refused;
    if (!want) return [];
    if (err === null || err === 'none') {
      return [
        {
          line: want.line,
          message: `expected the engine to refuse this step${want.code ? ` with ${want.code}` : ''}, but it was accepted`,
          expected: want.code ?? 'refused',
          actual: 'accepted',
        },
      ];
    }
    const out: { line: number; message: string; expected?: unknown; actual?: unknown }[] = [];
    if (want.code && want.code !== err.code)
      out.push({
        line: want.line,
        message: `refused with ${err.code} ("${err.message}"), not ${want.code}`,
        expected: want.code,
        actual: err.code,
      });
    if (want.rule && err.rule !== want.rule)
      out.push({
        line: want.line,
        message: `refused citing rule ${err.rule ?? '(none)'}, not ${want.rule}`,
        expected: want.rule,
        actual: err.rule ?? null,
      });
    if (want.message && !err.message.toLowerCase().includes(want.message.toLowerCase()))
      out.push({
        line: want.line,
        message: `refusal message "${err.message}" doesn't contain "${want.message}"`,
        expected: want.message,
        actual: err.message,
      });
    return out;
  }

  private pending(): PendingDecision | null {
    return this.state.pending;
  }

  private needPending(step: Step): PendingDecision {
    const d = this.pending();
    if (!d)
      throw new ScenarioError(
        'action',
        step.line,
        this.state.result
          ? `the game is over (${this.state.result.reason}); nothing more can happen`
          : 'no decision is pending',
      );
    return d;
  }

  private dispatch(step: Step): EngineError | null | 'none' {
    switch (step.kind) {
      case 'cast':
        return this.cast(step);
      case 'activate':
        return this.activate(step);
      case 'play': {
        const p = this.actor(step);
        const card = this.g.resolve(step.card, { zones: ['hand'], player: p, role: 'land' });
        return this.submit(step, p, { kind: 'action', action: { kind: 'playLand', card } });
      }
      case 'turnFaceUp': {
        const p = this.actor(step);
        const object = this.g.resolve(step.card, {
          zones: ['command', 'battlefield'],
          player: p,
          role: 'face-down card',
        });
        return this.submit(step, p, { kind: 'action', action: { kind: 'turnFaceUp', object } });
      }
      case 'pass': {
        const d = this.needPending(step);
        if (d.kind !== 'priority' && !step.refused)
          throw new ScenarioError(
            'action',
            step.line,
            `nobody holds priority: the game is waiting for ${describePending(this.g)}`,
          );
        const p = step.by ? this.g.player(step.by) : d.player;
        return this.submit(step, p, { kind: 'action', action: { kind: 'pass' } });
      }
      case 'resolve':
        this.resolve(step, step.all);
        return 'none';
      case 'advance':
        this.advance(step, step.step, step.turn);
        return 'none';
      case 'attack':
        return this.attack(step);
      case 'block':
        return this.block(step);
      case 'assign': {
        const d = this.waitFor(step, 'assignCombatDamage');
        if (!d || d.kind !== 'assignCombatDamage')
          throw new ScenarioError(
            'action',
            step.line,
            `no combat damage assignment is pending (the game is waiting for ${describePending(this.g)})`,
          );
        return this.submit(step, step.by ? this.g.player(step.by) : d.player, {
          kind: 'assignCombatDamage',
          assignment: this.assignment(step.assignment, d),
        });
      }
      case 'choose':
        return this.choose(step, step.value);
      case 'keep':
      case 'mulligan': {
        const d = this.needPending(step);
        return this.submit(step, step.by ? this.g.player(step.by) : d.player, { kind: step.kind });
      }
      case 'bottom': {
        const d = this.needPending(step);
        const prefer = d.kind === 'bottomCards' ? d.hand : [];
        return this.submit(step, step.by ? this.g.player(step.by) : d.player, {
          kind: 'bottomCards',
          cards: this.g.resolveMany(step.cards, { zones: ['hand'], prefer, role: 'card' }),
        });
      }
      case 'concede': {
        const d = this.pending();
        const p = step.by ? this.g.player(step.by) : d?.player;
        if (p === undefined) throw new ScenarioError('schema', step.line, 'say who concedes: {concede: <player>}');
        return this.submit(step, p, { kind: 'concede' });
      }
      case 'remember':
        this.g.remember(step.refs);
        return 'none';
      case 'expect':
      case 'note':
        return 'none';
    }
  }

  /**
   * Who acts: `by`, else whoever holds priority. If `by` doesn't hold priority, the players
   * before them in turn order pass first (so "Bianca casts Counterspell" works in response).
   */
  private actor(step: Step): PlayerId {
    const d = this.needPending(step);
    if (!step.by) return d.player;
    const p = this.g.player(step.by);
    if (d.kind !== 'priority' || d.player === p) return p;
    const turn = this.state.turns.find((t) => t.priority === d.player) ?? currentTurn(this.state);
    if (turn.passed.includes(p)) return p; // they already passed; the engine will say it isn't their priority
    for (let i = 0; i < this.state.players.length; i++) {
      const cur = this.pending();
      if (!cur || cur.kind !== 'priority' || cur.player === p) break;
      this.submit(step, cur.player, { kind: 'action', action: { kind: 'pass' } });
    }
    return p;
  }

  /** The priority decision's entry for casting `card` the way `opts` says (alternative cost, splice, half, …), if listed. */
  private legalCast(
    card: ObjectId,
    opts: Partial<Extract<Action, { kind: 'cast' }>> = {},
  ): Extract<LegalAction, { kind: 'cast' }> | undefined {
    const d = this.pending();
    if (!d || d.kind !== 'priority') return undefined;
    const same = (a?: readonly ObjectId[], b?: readonly ObjectId[]): boolean =>
      [...(a ?? [])].sort().join() === [...(b ?? [])].sort().join();
    const entries = d.actions.filter(
      (a): a is Extract<LegalAction, { kind: 'cast' }> => a.kind === 'cast' && a.card === card,
    );
    return (
      entries.find(
        (a) =>
          (a.alternative ?? null) === (opts.alternative ?? null) &&
          (a.altCost ?? null) === (opts.altCost ?? null) &&
          (a.half ?? null) === (opts.half ?? null) &&
          !!a.faceDown === !!opts.faceDown &&
          !!a.fuse === !!opts.fuse &&
          same(a.splice, opts.splice),
      ) ?? (Object.keys(opts).length === 0 ? entries[0] : undefined)
    );
  }

  /** Target requirements when the engine lists no entry for this way of casting: 702.96b overload has none, 702.103b bestow targets a creature (702.140a mutate a non-Human creature), 702.47b spliced text adds its own. */
  private unlistedSpecs(
    card: ObjectId,
    modes: readonly number[],
    opts: Partial<Extract<Action, { kind: 'cast' }>>,
  ): { min: number; max: number; legal: readonly TargetRef[] }[] {
    const def = this.state.cards[this.state.objects[card]!.defKey]!;
    const half = opts.half !== undefined ? def.halves?.[opts.half] : undefined;
    const own =
      opts.alternative === 'overload'
        ? []
        : opts.alternative === 'bestow' || opts.alternative === 'mutate'
          ? [{ count: { min: 1, max: 1 } }]
          : spellSpecs(half ?? def, modes);
    const spliced = (opts.splice ?? []).flatMap((id) =>
      spellSpecs(this.state.cards[this.state.objects[id]!.defKey]!, []),
    );
    return [...own, ...spliced].map((sp) => ({ min: sp.count.min, max: sp.count.max, legal: [] }));
  }

  /** 601.2h / 602.2b: the objects named to pay costs, and the mana sources to pay with (else the engine pays). */
  private costsAndPayment(step: { readonly costs: readonly Ref[] | null; readonly pay: readonly Ref[] | null }): {
    costObjects?: ObjectId[];
    payment?: { kind: 'sources'; sources: ObjectId[] };
  } {
    return {
      ...(step.costs
        ? { costObjects: this.g.resolveMany(step.costs, { zones: ['battlefield', 'hand', 'graveyard'], role: 'cost' }) }
        : {}),
      ...(step.pay
        ? {
            payment: {
              kind: 'sources' as const,
              sources: this.g.resolveMany(step.pay, { zones: ['battlefield'], role: 'mana source' }),
            },
          }
        : {}),
    };
  }

  private cast(step: Extract<Step, { kind: 'cast' }>): EngineError | null {
    const p = this.actor(step);
    const d = this.pending();
    const inHand =
      d?.kind === 'priority'
        ? d.actions.filter((a) => a.kind === 'cast').map((a) => (a as { card: ObjectId }).card)
        : [];
    // 601.2a: flashback and retrace cast the card from the graveyard (702.34a, 702.81a); play permissions from elsewhere.
    const fromGraveyard = step.options.with.some((w) => w === 'flashback' || w === 'retrace');
    const zones: ZoneName[] = fromGraveyard ? ['graveyard'] : ['hand', 'graveyard', 'exile', 'command', 'library'];
    const card = this.g.resolve(step.card, { zones, player: p, prefer: inHand, role: 'spell' });
    if (fromGraveyard) this.checkGraveyardCast(step, card);
    const options = this.castOptions(step, card, p);
    const legal = this.legalCast(card, options);
    const modes = step.modes ?? [];
    let specs: { min: number; max: number; legal: readonly TargetRef[] }[];
    if (legal?.modes) specs = modes.flatMap((m) => legal.modes![m]?.targets ?? []);
    else if (legal) specs = [...legal.targets];
    else specs = this.unlistedSpecs(card, modes, options);
    const targets = step.targets ? this.g.targetGroups(step.targets, specs) : specs.map(() => []);
    const action: Action = {
      kind: 'cast',
      card,
      targets,
      ...(step.modes ? { modes: step.modes } : {}),
      ...(step.x !== null ? { x: step.x } : {}),
      ...this.costsAndPayment(step),
      ...options,
    };
    return this.submit(step, p, { kind: 'action', action });
  }

  /** The engine's cast options for `with:`, `replicate:`, `splice:`, `half:`, `alternative_cost:`, `additional_cost:` and `divide:`. */
  private castOptions(
    step: Extract<Step, { kind: 'cast' }>,
    card: ObjectId,
    p: PlayerId,
  ): Partial<Extract<Action, { kind: 'cast' }>> {
    const o = step.options;
    const out: { -readonly [K in keyof Extract<Action, { kind: 'cast' }>]?: Extract<Action, { kind: 'cast' }>[K] } = {};
    for (const w of o.with) {
      switch (w) {
        case 'bestow':
        case 'mutate':
        case 'overload':
        case 'evoke':
        case 'dash':
        case 'blitz':
        case 'warp':
        case 'awaken':
          // 118.9a: only one alternative cost can be applied to a spell.
          if (out.alternative)
            throw new ScenarioError(
              'schema',
              o.line,
              `with: ${out.alternative} and ${w} are both alternative costs; only one can be applied to a spell (118.9a)`,
              { rule: '118.9a' },
            );
          out.alternative = w;
          break;
        case 'buyback':
          out.buyback = true;
          break;
        case 'entwine':
          out.entwine = true;
          break;
        case 'conspire':
          out.conspire = true;
          break;
        case 'face_down':
          out.faceDown = true;
          break;
        case 'fuse':
          out.fuse = true;
          break;
        case 'kicker':
          out.kicker = [0]; // 702.33a: its (first) kicker cost
          break;
        case 'flashback':
        case 'retrace':
          break; // the card is cast from the graveyard (see cast())
      }
    }
    if (o.replicate !== null) out.replicate = o.replicate;
    if (o.splice)
      out.splice = this.g.resolveMany(o.splice, {
        zones: ['hand'],
        player: p,
        exclude: new Set([card]),
        role: 'card to splice',
      });
    if (o.divide) out.divide = o.divide;
    const def = this.state.cards[this.state.objects[card]!.defKey]!;
    if (o.half !== null) {
      const halves = def.halves ?? [];
      const i =
        typeof o.half === 'number'
          ? o.half
          : halves.findIndex((h) => h.name.toLowerCase() === String(o.half).toLowerCase());
      if (!halves[i])
        throw new ScenarioError(
          'reference',
          o.line,
          `${def.name} has no half "${o.half}"${halves.length ? ` (its halves are ${halves.map((h, k) => `${k}: ${h.name}`).join(', ')})` : ': it is not a split card (709)'}`,
        );
      out.half = i;
    }
    if (o.alternativeCost !== null) {
      const alts = this.g
        .chars(card)
        .abilities.filter((a) => a.kind === 'static' && a.effect.kind === 'alternativeCost');
      const i = abilityByName(alts, o.alternativeCost, def.name, o.line);
      out.altCost = i;
    }
    if (o.additionalCost !== null) {
      const sa = this.g.chars(card).abilities.find((a) => a.kind === 'spell');
      const options = sa?.kind === 'spell' ? (sa.additionalCostChoice ?? []) : [];
      out.costChoice = costChoiceByName(options, o.additionalCost, def.name, o.line);
    }
    return out;
  }

  /** `with: flashback` / `with: retrace` names the permission the card must have to be cast from a graveyard (601.2a). */
  private checkGraveyardCast(step: Extract<Step, { kind: 'cast' }>, card: ObjectId): void {
    const c = this.g.chars(card);
    for (const w of step.options.with) {
      const has =
        w === 'flashback'
          ? c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flashback')
          : w === 'retrace'
            ? c.keywords.has('retrace')
            : true;
      if (!has)
        throw new ScenarioError(
          'reference',
          step.options.line,
          `${this.g.nameOf(card)} has no ${w} (${w === 'flashback' ? '702.34a' : '702.81a'})`,
        );
    }
  }

  private activate(step: Extract<Step, { kind: 'activate' }>): EngineError | null {
    const p = this.actor(step);
    const d = this.pending();
    const listed =
      d?.kind === 'priority'
        ? d.actions.filter((a): a is Extract<LegalAction, { kind: 'activate' }> => a.kind === 'activate')
        : [];
    // 602.2: an ability may be activated from wherever it says (cycling from the hand, unearth from the graveyard).
    const zones: ZoneName[] = step.from ? [step.from] : ['battlefield', 'hand', 'graveyard', 'exile', 'command'];
    const source = this.g.resolve(step.source, {
      zones,
      player: p,
      prefer: listed.map((a) => a.source),
      role: 'source',
    });
    if (step.from && this.state.objects[source]!.zone !== step.from)
      throw new ScenarioError(
        'reference',
        step.source.line,
        `${this.g.nameOf(source)} is in ${this.state.objects[source]!.zone}, not in ${step.from}`,
      );
    const abilities = this.g.chars(source).abilities;
    let index: number;
    if (step.ability === null) {
      const mine = listed.filter((a) => a.source === source);
      index =
        (mine.find((a) => !a.manaAbility) ?? mine[0])?.ability ??
        this.g.abilityIndex(this.state.cards[this.state.objects[source]!.defKey]!, null, step.line);
    } else {
      index = abilityByName(
        abilities,
        step.ability,
        this.g.nameOf(source),
        step.line,
        (a) => a.kind === 'activated' || (a.kind === 'keyword' && a.keyword === 'equip'),
      );
    }
    const entry = listed.find((a) => a.source === source && a.ability === index);
    const a = abilities[index];
    const specs = entry
      ? [...entry.targets]
      : a && a.kind === 'activated'
        ? a.targets.map((s) => ({ min: s.count.min, max: s.count.max, legal: [] as TargetRef[] }))
        : a && a.kind === 'keyword' && a.keyword === 'equip'
          ? [{ min: 1, max: 1, legal: [] as TargetRef[] }]
          : [];
    const targets = step.targets ? this.g.targetGroups(step.targets, specs) : specs.map(() => []);
    const action: Action = {
      kind: 'activate',
      source,
      ability: index,
      targets,
      ...(step.x !== null ? { x: step.x } : {}),
      ...this.costsAndPayment(step),
      ...(step.counters !== null ? { counterKinds: step.counters } : {}),
    };
    return this.submit(step, p, { kind: 'action', action });
  }

  /** Everyone passes until the top object of the stack has resolved (or, with `all`, the stack is empty). */
  private resolve(step: Step, all: boolean): void {
    const d0 = this.pending();
    if (d0 && d0.kind !== 'priority')
      throw new ScenarioError(
        'action',
        step.line,
        `can't pass priority to resolve anything: the game is waiting for ${describePending(this.g, d0)}`,
      );
    // The stack the priority decision is about; in Grand Melee (807.5) another turn marker's if that one is empty.
    const focused = currentTurn(this.state);
    const t =
      focused.stack.length > 0 ? focused : (this.state.turns.find((x) => !x.removed && x.stack.length > 0) ?? focused);
    if (t.stack.length === 0) throw new ScenarioError('action', step.line, 'nothing to resolve: the stack is empty');
    const top = t.stack[t.stack.length - 1]!;
    for (let i = 0; i < MAX_PASSES; i++) {
      if (all ? t.stack.length === 0 : !t.stack.includes(top)) return;
      const d = this.pending();
      if (!d) return; // game over
      if (d.kind !== 'priority') return; // a choice during resolution: the next step answers it
      this.submit(step, d.player, { kind: 'action', action: { kind: 'pass' } });
    }
    throw new ScenarioError('action', step.line, 'the stack never finished resolving');
  }

  /**
   * Passes priority (declaring no attackers or blockers) until the game reaches `target`
   * — this turn's if it is still ahead, else a later turn's, or turn `turn`. Stops early at
   * any other decision, which the next step must answer.
   */
  private advance(step: Step, target: StepName, turn: number | null): void {
    // (Re-read the turn each time: in Grand Melee the engine moves between turn markers, 807.5.)
    const at = (): boolean => {
      const t = currentTurn(this.state);
      return t.step === target && (turn === null || t.number === turn);
    };
    const past = (): boolean => turn !== null && currentTurn(this.state).number > turn;
    if (at() && this.pending()) return;
    if (past())
      throw new ScenarioError(
        'action',
        step.line,
        `turn ${turn} is over (this is turn ${currentTurn(this.state).number})`,
      );
    if (target === 'untap')
      throw new ScenarioError(
        'schema',
        step.line,
        'no player receives priority in the untap step (502.4); advance to upkeep instead',
      );
    for (let i = 0; i < MAX_PASSES; i++) {
      const d = this.pending();
      if (!d) return; // the game ended on the way: the expectations say whether that was right
      if (at()) return;
      if (past())
        throw new ScenarioError(
          'action',
          step.line,
          `turn ${turn} went by without a ${target} step with a decision in it`,
        );
      if (d.kind === 'priority') this.submit(step, d.player, { kind: 'action', action: { kind: 'pass' } });
      else if (d.kind === 'declareAttackers') this.submit(step, d.player, { kind: 'declareAttackers', attacks: [] });
      else if (d.kind === 'declareBlockers') this.submit(step, d.player, { kind: 'declareBlockers', blocks: [] });
      else return; // another decision: the next step answers it
    }
    throw new ScenarioError('action', step.line, `never reached the ${target} step`);
  }

  /** Passes priority within this turn until a decision of `kind` is pending (or the turn moves past `limit`). */
  private waitFor(step: Step, kind: PendingDecision['kind'], limit: StepName = 'cleanup'): PendingDecision | null {
    const t = currentTurn(this.state);
    const turn = t.number;
    for (let i = 0; i < MAX_PASSES; i++) {
      const d = this.pending();
      if (!d) return null;
      if (d.kind === kind) return d;
      if (t.number !== turn || STEP_ORDER.indexOf(t.step) > STEP_ORDER.indexOf(limit)) return null;
      if (d.kind !== 'priority') return d;
      this.submit(step, d.player, { kind: 'action', action: { kind: 'pass' } });
    }
    return null;
  }

  /**
   * The attack or block declaration (508.1a, 509.1a) was not asked: nothing to do for an empty declaration; the
   * engine's refusal when nothing could attack or block and the step expects a refusal; otherwise an error naming
   * what the game waits for.
   */
  private noDeclaration(
    step: Step,
    d: PendingDecision | null,
    empty: boolean,
    words: { rule: string; refusal: string; expected: string; none: string },
  ): EngineError | 'none' {
    if (empty && !step.refused) return 'none';
    // Nothing could attack (block), so no declaration was asked: that is the engine's refusal.
    if (!d && step.refused) return { code: 'NO_DECISION', message: words.refusal, rule: words.rule };
    throw new ScenarioError(
      'action',
      step.line,
      d ? `expected ${words.expected}, but the game is waiting for ${describePending(this.g, d)}` : words.none,
      { rule: words.rule },
    );
  }

  private attack(step: Extract<Step, { kind: 'attack' }>): EngineError | null | 'none' {
    const d = this.waitFor(step, 'declareAttackers', 'declareAttackers');
    if (!d || d.kind !== 'declareAttackers')
      return this.noDeclaration(step, d, step.attacks.length === 0, {
        rule: '508.1a',
        refusal: 'no attack declaration was asked: no creature could attack',
        expected: 'the attack declaration',
        none: `there was no attack declaration this turn: no creature could attack (untapped, not summoning sick (302.6), no defender (702.3b), not restricted)`,
      });
    const player = step.by ? this.g.player(step.by) : d.player;
    const attacks = step.attacks.map(({ attacker, at }) => {
      const id = this.g.resolve(attacker, {
        zones: ['battlefield'],
        player,
        prefer: d.options.map((o) => o.attacker),
        role: 'attacker',
      });
      const opt = d.options.find((o) => o.attacker === id);
      let defender: TargetRef;
      if (at) defender = this.g.target(at, opt?.defenders ?? []);
      else {
        const players = (opt?.defenders ?? d.options[0]?.defenders ?? []).filter((x) => x.kind === 'player');
        if (players.length !== 1) {
          throw new ScenarioError(
            'schema',
            attacker.line,
            `say whom ${attacker.text} attacks (${players.map((x) => this.g.nameOfTarget(x)).join(' or ') || 'no player can be attacked'}): {${attacker.text}: <player or planeswalker>}`,
          );
        }
        defender = players[0]!;
      }
      return { attacker: id, defender };
    });
    return this.submit(step, player, { kind: 'declareAttackers', attacks });
  }

  private block(step: Extract<Step, { kind: 'block' }>): EngineError | null | 'none' {
    const d = this.waitFor(step, 'declareBlockers', 'declareBlockers');
    if (!d || d.kind !== 'declareBlockers')
      return this.noDeclaration(step, d, step.blocks.length === 0, {
        rule: '509.1a',
        refusal: 'no block declaration was asked: no creature could block',
        expected: 'a block declaration',
        none: 'there was no block declaration: no creature could block',
      });
    if (step.by) {
      const p = this.g.player(step.by);
      if (p !== d.player) {
        const t = currentTurn(this.state);
        const attacked = (t.combat?.attackers ?? []).some(
          (a) => a.defender.kind === 'player' && a.defender.player === p,
        );
        throw new ScenarioError(
          'action',
          step.line,
          attacked
            ? `the block declaration pending is ${this.g.playerName(d.player)}'s, not ${this.g.playerName(p)}'s: defending players declare in APNAP order (509.1), and one with no creature able to block is skipped`
            : `${this.g.playerName(p)} isn't a defending player this combat (it's ${this.g.playerName(d.player)}'s block declaration)`,
        );
      }
    }
    const blocks = step.blocks.map(({ blocker, attacker }) => {
      const b = this.g.resolve(blocker, {
        zones: ['battlefield'],
        player: d.player,
        prefer: d.options.map((o) => o.blocker),
        role: 'blocker',
      });
      const opt = d.options.find((o) => o.blocker === b);
      const combat = currentTurn(this.state).combat;
      const attackers = combat ? combat.attackers.map((x) => x.attacker) : [];
      const a = this.g.resolve(attacker, {
        zones: ['battlefield'],
        prefer: opt?.attackers ?? attackers,
        role: 'attacker',
      });
      return { blocker: b, attacker: a };
    });
    return this.submit(step, d.player, { kind: 'declareBlockers', blocks });
  }

  private assignment(
    list: readonly { to: Ref; amount: number }[],
    d: Extract<PendingDecision, { kind: 'assignCombatDamage' }>,
  ): { to: TargetRef; amount: number }[] {
    const legal: TargetRef[] = [
      ...d.blockers.map((id) => ({ kind: 'object' as const, id })),
      ...(d.trampleTo ? [d.trampleTo] : []),
    ];
    return list.map(({ to, amount }) => ({ to: this.g.target(to, legal), amount }));
  }

  private choose(step: Step, v: ChooseValue): EngineError | null {
    const d = this.needPending(step);
    const p = step.by ? this.g.player(step.by) : d.player;
    const fail = (what: string): never => {
      throw new ScenarioError('action', step.line, `the pending decision is ${describePending(this.g, d)}; ${what}`);
    };
    const refs = (): Ref[] =>
      v.kind === 'refs'
        ? [...v.refs]
        : v.kind === 'text'
          ? v.value === 'none'
            ? []
            : [{ text: v.value, line: v.line }]
          : fail('give a list of names');
    switch (d.kind) {
      case 'yesNo': {
        if (v.kind === 'bool') return this.submit(step, p, { kind: 'yesNo', yes: v.value });
        if (v.kind === 'text' && /^(yes|y|no|n)$/i.test(v.value))
          return this.submit(step, p, { kind: 'yesNo', yes: /^y/i.test(v.value) });
        return fail('answer yes or no');
      }
      case 'chooseColor': {
        if (v.kind !== 'text') return fail('name a colour');
        const c = COLORS[v.value.toLowerCase()];
        if (!c) return fail(`"${v.value}" is not a colour (white, blue, black, red, green)`);
        return this.submit(step, p, { kind: 'chooseColor', color: c });
      }
      case 'chooseName': // 201.3: any card name, as text
        return v.kind === 'text' ? this.submit(step, p, { kind: 'chooseName', name: v.value }) : fail('name a card');
      case 'chooseObjects':
        return this.submit(step, p, {
          kind: 'chooseObjects',
          objects: this.g.resolveMany(refs(), { prefer: d.options, zones: zonesOf(this.g, d.options), role: 'choice' }),
        });
      case 'orderObjects':
        return this.submit(step, p, {
          kind: 'orderObjects',
          objects: this.g.resolveMany(refs(), { prefer: d.objects, zones: zonesOf(this.g, d.objects), role: 'object' }),
        });
      case 'bottomCards':
        return this.submit(step, p, {
          kind: 'bottomCards',
          cards: this.g.resolveMany(refs(), { prefer: d.hand, zones: ['hand'], role: 'card' }),
        });
      case 'chooseTargets': {
        const t =
          v.kind === 'refs'
            ? { grouped: v.grouped !== null, groups: v.grouped ?? [v.refs], line: step.line }
            : { grouped: false, groups: [refs()], line: step.line };
        return this.submit(step, p, { kind: 'chooseTargets', targets: this.g.targetGroups(t, d.targets) });
      }
      case 'orderTriggers': {
        const order = v.kind === 'numbers' ? [...v.values] : indexesByWords(refs(), d.triggers, 'pending trigger');
        return this.submit(step, p, { kind: 'orderTriggers', order });
      }
      case 'mulligan':
        if (v.kind !== 'text' || !/^(keep|mulligan)$/i.test(v.value)) return fail('answer keep or mulligan');
        return this.submit(step, p, { kind: /^keep$/i.test(v.value) ? 'keep' : 'mulligan' });
      case 'assignCombatDamage':
        if (v.kind !== 'amounts') return fail('give a map of recipient: damage');
        return this.submit(step, p, { kind: 'assignCombatDamage', assignment: this.assignment(v.assignment, d) });
      case 'priority':
        if (v.kind === 'text' && v.value === 'pass')
          return this.submit(step, p, { kind: 'action', action: { kind: 'pass' } });
        throw new ScenarioError(
          'action',
          step.line,
          `choose: answers a decision, but no decision is asked: the game is waiting for ${describePending(this.g, d)}`,
        );
      case 'orderReplacements': {
        const order = v.kind === 'numbers' ? [...v.values] : indexesByWords(refs(), d.effects, 'replacement effect');
        return this.submit(step, p, { kind: 'orderReplacements', order });
      }
      case 'chooseOption': {
        // 801.5b: options that aren't objects or players (a mode chosen by an opponent, a pile): indexes, or words of the option.
        const chosen =
          v.kind === 'numbers'
            ? [...v.values]
            : indexesByWords(
                refs(),
                d.options,
                'option',
                d.options.map((t, k) => `${k}: ${t}`),
              );
        return this.submit(step, p, { kind: 'chooseOption', chosen });
      }
      case 'declareAttackers':
      case 'declareBlockers':
        return fail(`use ${d.kind === 'declareAttackers' ? 'attack' : 'block'}: instead of choose:`);
      default: {
        const unknown: never = d; // every decision kind has its case (a new kind fails type-checking here)
        return fail(`scenario files can't answer a "${(unknown as { kind: string }).kind}" decision yet`);
      }
    }
  }
}

/**
 * The index of the entry (a pending trigger, replacement effect or option) each name's words are part of, or a
 * reference error that lists them (as `shown`, when given).
 */
function indexesByWords(
  refs: readonly Ref[],
  entries: readonly string[],
  what: string,
  shown: readonly string[] = entries,
): number[] {
  return refs.map((r) => {
    const i = entries.findIndex((t) => t.toLowerCase().includes(r.text.toLowerCase()));
    if (i < 0)
      throw new ScenarioError('reference', r.line, `no ${what} matches "${r.text}"; they are: ${shown.join(' | ')}`);
    return i;
  });
}

const COLORS: Record<string, Color> = {
  w: 'W',
  white: 'W',
  u: 'U',
  blue: 'U',
  b: 'B',
  black: 'B',
  r: 'R',
  red: 'R',
  g: 'G',
  green: 'G',
};

function zonesOf(
  g: ScenarioGame,
  ids: readonly ObjectId[],
): ('battlefield' | 'hand' | 'library' | 'graveyard' | 'exile' | 'stack' | 'command' | 'ante')[] {
  return [
    ...new Set(ids.map((id) => g.state.objects[id]?.zone).filter((z): z is NonNullable<typeof z> => z !== undefined)),
  ];
}
