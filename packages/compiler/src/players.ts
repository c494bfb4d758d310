/**
 * Phrases about players other than "you": "that player" / "target player" as the owner of a hand or the controller
 * of permanents ("each creature that player controls", "the number of cards in their hand"), conditions seen from
 * that player ("if that player has no cards in hand", 603.4), and player rules (305.2 land plays, 402.2 hand size).
 */
import type { Amount, Condition, Effect, ObjectMatch, PlayerRef, PlayerRelation, StaticEffect } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { type Ctx, addTarget, desc, descFilter, number } from './phrases.js';

/** After a player subject or recipient that is a target: "that player" / "they" now mean it (unless a trigger already gave them a meaning). */
export function noteTargetPlayer(ctx: Ctx, who: PlayerRef): void {
  if (who.kind === 'target' && (ctx.itPlayer === null || ctx.itPlayer.kind === 'target')) ctx.itPlayer = who;
}

/**
 * "… target player controls" / "… target opponent controls" / "… that player controls" / "… they control":
 * the player whose permanents these are. A new target player becomes "that player".
 */
export function controllerSuffix(p: Cursor, ctx: Ctx): PlayerRef | null {
  return p.try((): PlayerRef | null => {
    const start = p.i;
    if (p.is('target', 'player', 'controls') || p.is('target', 'opponent', 'controls')) {
      const rel = p.peek(1) === 'player' ? 'any' : 'opponent';
      p.i += 3;
      const ref: PlayerRef = {
        kind: 'target',
        target: addTarget(ctx, {
          count: { min: 1, max: 1 },
          filter: { kind: 'player', relation: rel },
          text: `target ${p.toks[start + 1]!.t}`,
        }),
      };
      noteTargetPlayer(ctx, ref);
      return ref;
    }
    if (ctx.itPlayer && (p.eat('that player controls') || p.eat('they control') || p.eat('they controls')))
      return ctx.itPlayer;
    if (ctx.defending && p.eat('defending player controls')) return ctx.defending;
    return null;
  });
}

/** Whose hand: "that player's hand", "their hand" (the player "that player" means), "target player's hand". */
function handOf(p: Cursor, ctx: Ctx): PlayerRef | null {
  if (ctx.itPlayer && (p.eat("that player 's hand") || p.eat('their hand'))) return ctx.itPlayer;
  return null;
}

/**
 * Amounts about another player: "the number of cards in that player's hand / in their hand", "the number of
 * [permanents] that player / target player controls", and "N minus …" / "… minus N" (107.1b: never below 0).
 */
export function playerAmount(p: Cursor, ctx: Ctx): Amount | null {
  return p.try((): Amount | null => {
    const lead = p.try(() => {
      const n = number(p);
      return n !== null && p.eat('minus') ? n : null;
    });
    const base = p.try((): Amount | null => {
      if (!p.eat('the number of')) return null;
      if (p.eat('cards in')) {
        const who = handOf(p, ctx);
        return who ? { kind: 'playerCards', who, zone: 'hand' } : null;
      }
      const d = desc(p);
      if (!d || d.card || d.spell || d.player || d.zone || d.match.controller) return null;
      const filter = descFilter(d);
      const who = filter ? controllerSuffix(p, ctx) : null;
      return filter && who ? { kind: 'countControlledBy', who, filter } : null;
    });
    if (!base) return null;
    if (lead !== null) return { kind: 'difference', a: { kind: 'fixed', n: lead }, b: base };
    const trail = p.try(() => {
      if (!p.eat('minus')) return null;
      return number(p);
    });
    return trail !== null ? { kind: 'difference', a: base, b: { kind: 'fixed', n: trail } } : base;
  });
}

/** "for each [permanent] target player / that player controls" (× base). */
export function forEachControlled(p: Cursor, ctx: Ctx, base: Amount): Amount | null {
  if (base.kind !== 'fixed') return null;
  return p.try((): Amount | null => {
    if (!p.eat('for each')) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.match.controller) return null;
    const filter = descFilter(d);
    const who = filter ? controllerSuffix(p, ctx) : null;
    return filter && who
      ? { kind: 'countControlledBy', who, filter, ...(base.n !== 1 ? { multiplier: base.n } : {}) }
      : null;
  });
}

/**
 * 603.4: "if that player has no cards in hand / has N or more (fewer) cards in hand / has N or less (more) life /
 * controls [a | N or more | no] [permanents]", where "that player" is the player the trigger refers to (or "defending
 * player" in an attack trigger, 506.2).
 */
export function thatPlayerCondition(p: Cursor, ctx: Ctx): Condition | null {
  return p.try((): Condition | null => {
    // 506.2: in an attack trigger, "defending player" is the triggering player (the one the creature attacks).
    const that = ctx.itPlayer?.kind === 'triggeringPlayer' && p.eat('that player');
    if (!that && !(ctx.defending?.kind === 'triggeringPlayer' && p.eat('defending player'))) return null;
    const inner = p.try((): Condition | null => {
      if (p.eat('has no cards in hand')) return { kind: 'handAtMost', n: 0 };
      if (p.eat('has')) return handOrLifeCount(p);
      if (p.eat('controls')) {
        const none = p.eat('no');
        const n = none ? 1 : p.eat('a') || p.eat('an') ? 1 : number(p);
        if (n === null) return null;
        if (!none && n > 1 && !p.eat('or more')) return null;
        const d = desc(p);
        // Only descriptions that don't themselves depend on who is looking ("you control" would be that player).
        if (!d || d.card || d.spell || d.player || d.zone || d.match.controller || d.match.owner || d.match.other)
          return null;
        const filter = descFilter(d);
        if (!filter) return null;
        const c: Condition = { kind: 'controls', filter, atLeast: n };
        return none ? { kind: 'not', condition: c } : c;
      }
      return null;
    });
    return inner ? { kind: 'triggeringPlayer', condition: inner } : null;
  });
}

/**
 * Player-rule statics: 305.2 "You may play an additional land / two additional lands on each of your turns";
 * 402.2 "Your / Each opponent's maximum hand size is increased / reduced by N".
 */
export function playerRuleStatic(p: Cursor): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    if (p.eat('you may play')) {
      const n = p.eat('an') ? 1 : number(p);
      if (n === null || !(p.eat('additional land') || p.eat('additional lands'))) return null;
      return p.eat('on each of your turns') ? { kind: 'additionalLands', count: n } : null;
    }
    const players = p.eat('your maximum hand size')
      ? 'you'
      : p.eat("each opponent 's maximum hand size")
        ? 'opponent'
        : null;
    if (!players || !p.eat('is')) return null;
    const sign = p.eat('increased by') ? 1 : p.eat('reduced by') ? -1 : 0;
    const n = sign ? number(p) : null;
    return n !== null ? { kind: 'maxHandSize', players, delta: sign * n } : null;
  });
}

/** 305.2: "You may play an additional land this turn." / "You may play up to N additional lands this turn." (a whole sentence). */
export function landPlaySentence(p: Cursor): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('you may play')) return null;
    const n = p.eat('an') ? 1 : p.eat('up to') ? number(p) : number(p);
    if (n === null || !(p.eat('additional land') || p.eat('additional lands')) || !p.eat('this turn')) return null;
    if (!(p.eat('.') || p.done)) return null;
    return [{ kind: 'additionalLandsThisTurn', who: { kind: 'you' }, count: n }];
  });
}

/** "spells", "creature spells", "blue creature spells", "spells of the chosen color": the spells a prohibition names. */
function spellsDesc(p: Cursor): ObjectMatch | null {
  return p.try((): ObjectMatch | null => {
    const d = desc(p);
    if (!d || !d.spell || !d.plural || d.alternatives || d.player || d.stackAbilities || d.zone) return null;
    const m: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(d.match)) if (v !== undefined) m[k] = v;
    // Only what the card itself shows as it would be cast; "that targets …" / "with a single target" are about targets not yet chosen.
    if (m.targeting || m.singleTarget || m.controller || m.owner) return null;
    return m as ObjectMatch;
  });
}

/**
 * 101.2: "Your opponents / Players / Each player / You can't cast [creature] spells [during your turn | during combat]."
 * and "Each player / You can't cast more than one spell each turn."; 602.5: "… can't cast spells or activate
 * abilities of artifacts, creatures, or enchantments" (and "… can't activate abilities of …" alone).
 */
export function castProhibitionStatic(p: Cursor): StaticEffect[] | null {
  // 101.2: "Spells with the chosen name can't be cast." — no player can cast them.
  const passive = p.try((): StaticEffect[] | null => {
    const spells = spellsDesc(p);
    return spells && Object.keys(spells).length && p.eat("can't be cast")
      ? [{ kind: 'cantCast', players: 'any', spells }]
      : null;
  });
  if (passive) return passive;
  return p.try((): StaticEffect[] | null => {
    const players =
      p.eat('your opponents') || p.eat('each opponent')
        ? 'opponent'
        : p.eat('players') || p.eat('each player')
          ? 'any'
          : p.eat('you')
            ? 'you'
            : null;
    if (!players || !p.eat("can't")) return null;
    const activate = (): StaticEffect | null => activationProhibition(p, players);
    if (p.eat('activate')) {
      const only = activate();
      return only ? [only] : null;
    }
    const cast = castProhibition(p, players);
    if (!cast) return null;
    if (!p.eat('or activate')) return [cast];
    const act = activate();
    return act && cast.kind === 'cantCast' && !cast.during && !cast.maxPerTurn ? [cast, act] : null;
  });
}

/** 602.5 / 101.2: "abilities of artifacts, creatures, or enchantments" (after "activate"): those players can't. */
function activationProhibition(p: Cursor, players: PlayerRelation): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    if (!p.eat('abilities of')) return null;
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone || d.stackAbilities) return null;
    const filter = descFilter(d);
    return filter ? { kind: 'cantActivate', affected: { kind: 'all', filter }, players } : null;
  });
}

/** After "[players] can't": "cast [creature] spells [during …]" or "cast more than one spell each turn". */
function castProhibition(p: Cursor, players: PlayerRelation): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    if (!p.eat('cast')) return null;
    if (p.eat('more than one spell each turn')) return { kind: 'cantCast', players, maxPerTurn: 1 };
    const spells = spellsDesc(p);
    if (!spells) return null;
    const during = p.eat('during your turn') ? 'yourTurn' : p.eat('during combat') ? 'combat' : undefined;
    return {
      kind: 'cantCast',
      players,
      ...(Object.keys(spells).length ? { spells } : {}),
      ...(during ? { during } : {}),
    };
  });
}

/** 101.2: "[player] can't cast [creature] spells this turn" (after the player subject). */
export function cantCastThisTurn(p: Cursor, who: PlayerRef): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat("can't cast")) return null;
    const spells = spellsDesc(p);
    if (!spells || !p.eat('this turn')) return null;
    return [{ kind: 'cantCastThisTurn', who, ...(Object.keys(spells).length ? { spells } : {}) }];
  });
}

/**
 * 701.9a: "[player] discards all the cards in their hand[, then draws that many cards]" (after "discards"). "That many"
 * is the number that player discarded; several players at once ("each player") would each need their own count, so
 * only a single player is accepted with the draw.
 */
export function discardAllThenDraw(p: Cursor, who: PlayerRef, third: boolean): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat(third ? 'all the cards in their hand' : 'all the cards in your hand')) return null;
    const discard: Effect = { kind: 'discard', who, amount: { kind: 'fixed', n: 0 }, all: true };
    const save = p.i;
    if ((p.eat(', then') || p.eat('then')) && p.eat(third ? 'draws that many cards' : 'draw that many cards')) {
      if (who.kind === 'each') return null;
      return [discard, { kind: 'draw', who, amount: { kind: 'discardedThisWay' } }];
    }
    p.i = save;
    return [discard];
  });
}

/**
 * After "you have" / "that player has": "N or more / fewer cards in hand", "exactly N cards in hand", "N or less /
 * more life" ("in your hand" after "you have" too).
 */
export function handOrLifeCount(p: Cursor): Condition | null {
  const exactly = p.eat('exactly');
  const n = exactly && p.eat('zero') ? 0 : number(p); // "exactly zero or seven cards in hand
  if (n === null) return null;
  const inHand = (): boolean => p.eat('cards in hand') || p.eat('cards in your hand');
  if (exactly) {
    const exact = (k: number): Condition => ({
      kind: 'allOf',
      conditions: [
        { kind: 'handAtLeast', n: k },
        { kind: 'handAtMost', n: k },
      ],
    });
    // "exactly zero or seven cards in hand": either count.
    const m = p.eat('or') ? number(p) : undefined;
    if (m === null || !inHand()) return null;
    return m === undefined ? exact(n) : { kind: 'anyOf', conditions: [exact(n), exact(m)] };
  }
  if (p.eat('or less life')) return { kind: 'lifeAtMost', n };
  if (p.eat('or more life')) return { kind: 'lifeAtLeast', n };
  if (p.eat('or more')) return inHand() ? { kind: 'handAtLeast', n } : null;
  if (p.eat('or fewer')) return inHand() ? { kind: 'handAtMost', n } : null;
  return null;
}
