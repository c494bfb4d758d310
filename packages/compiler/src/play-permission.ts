/**
 * "Exile the top card of your library. Until end of turn, you may play that card." (601.2a): exiling the top
 * cards of a library, and permissions to play the exiled cards.
 */
import type { Amount, Effect, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { amount, number, playerRef, type Ctx } from './phrases.js';

/**
 * "[who] exile(s) the top [N] card(s) of [your | their] library [face down]", or "[you] exile N / that many cards from
 * the top of your library".
 */
export function exileTopOfLibrary(p: Cursor, ctx: Ctx, who: PlayerRef, third: boolean): Effect[] | null {
  const fromTop = p.try((): Effect[] | null => {
    if (third || !p.eat('exile')) return null;
    const n = amount(p);
    if (!n || !p.eat('cards from the top of your library')) return null;
    ctx.it = { kind: 'created' };
    return [{ kind: 'exileTop', who, amount: n }];
  });
  if (fromTop) return fromTop;
  return p.try((): Effect[] | null => {
    if (!p.eat(third ? 'exiles the top' : 'exile the top')) return null;
    let amount: Amount = { kind: 'fixed', n: 1 };
    if (!p.eat('card')) {
      const n = p.eat('x') ? null : number(p);
      if (n === null) {
        if (p.toks[p.i - 1]?.t !== 'x') return null;
        amount = { kind: 'x' };
      } else amount = { kind: 'fixed', n };
      if (!p.eat('cards')) return null;
    }
    let library: PlayerRef = who;
    if (third ? !p.eat('of their library') : !p.eat('of your library')) {
      // "Exile the top card of that player's / target opponent's / each opponent's library" (406.3: the owner's library).
      const other = !third && p.eat('of') ? playerRef(p, ctx) : null;
      if (!other || other.kind === 'you' || !p.eat("'s library")) return null;
      library = other;
    }
    // 406.3: cards exiled face down can't be looked at by any player unless an instruction allows it.
    const faceDown = p.eat('face down');
    ctx.it = { kind: 'created' };
    if (amount.kind === 'fixed' && amount.n === 1 && library.kind !== 'each' && !faceDown) ctx.exiledTopOne = true;
    const exile: Effect = { kind: 'exileTop', who: library, amount, ...(faceDown ? { faceDown: true } : {}) };
    // 608.2d: "Exile the top two cards of your library, then choose one of them."
    return !faceDown && p.eat(', then choose one of them') ? [exile, { kind: 'chooseOneOfThem' }] : [exile];
  });
}

/**
 * "look at the top card of that player's library, then exile it face down", "look at the top two cards of target
 * opponent's library and exile those cards face down", "look at the top card of each player's library, then exile
 * those cards face down" (406.3: the player who looked at them may go on looking at them while they remain exiled).
 */
export function lookThenExileFaceDown(p: Cursor, ctx: Ctx): Effect[] | null {
  const n0 = ctx.targets.length;
  const r = p.try(() => lookThenExile(p, ctx));
  if (!r) ctx.targets.length = n0; // the targets of a failed reading are not the ability's
  return r;
}

function lookThenExile(p: Cursor, ctx: Ctx): Effect[] | null {
  if (!p.eat('look at the top')) return null;
  let n: number | null = 1;
  if (!p.eat('card')) {
    n = number(p);
    if (n === null || !p.eat('cards')) return null;
  }
  if (!p.eat('of')) return null;
  // "their library" after a trigger that names a player ("deals combat damage to a player"): that player's library.
  const theirs = ctx.itPlayer?.kind === 'triggeringPlayer' && p.eat('their library') ? ctx.itPlayer : null;
  const library = theirs ?? playerRef(p, ctx);
  if (!library || library.kind === 'you' || (!theirs && !p.eat("'s library"))) return null;
  const several = n > 1 || library.kind === 'each';
  if (!(p.eat(', then exile') || p.eat('and exile'))) return null;
  if (!(several ? p.eat('those cards') || p.eat('them') : p.eat('it')) || !p.eat('face down')) return null;
  ctx.it = { kind: 'created' };
  return [{ kind: 'exileTop', who: library, amount: { kind: 'fixed', n }, faceDown: true, lookedAt: true }];
}

/**
 * "Until end of turn, you may play that card.", "You may play it this turn.", "Until your next turn, you may
 * play those cards.", "Until the end of your next turn, you may play that card.", "You may cast that card for as long
 * as it remains exiled[, without paying its mana cost]." The cards are the ones the text just exiled (`ctx.it` =
 * created), or the one target the text's only instruction so far exiled ("Exile target creature. … you may cast that
 * card"). 609.4b: "[,] and you may spend mana as though it were mana of any color / type to cast that spell" and
 * "[,] and mana of any type can be spent to cast it" belong to the permission.
 */
export function playPermissionClause(p: Cursor, ctx: Ctx, out: readonly Effect[] = []): Effect[] | null {
  const exiledAll = exiledEach(out);
  if (ctx.it?.kind !== 'created' && !exiledTarget(ctx, out) && !exiledAll) return null;
  return p.try((): Effect[] | null => {
    // 608.2c: "For each card exiled this way, you may play that card …" after "Exile all creatures": each of them.
    const each = exiledAll && p.eat('for each card exiled this way ,');
    let until: Until | null = p.eat('until end of turn ,')
      ? 'endOfTurn'
      : p.eat('until your next turn ,')
        ? 'yourNextTurn'
        : p.eat('until the end of your next turn ,')
          ? 'endOfYourNextTurn'
          : whileExiledFirst(p)
            ? 'whileExiled'
            : null;
    // "its owner may cast it": the exiled card's owner, not the controller, is the one permitted.
    const owner = !each && p.eat('its owner may');
    if (!owner && !p.eat('you may')) return null;
    // 406.3: "You may look at and play those cards": the controller may look at them while they're exiled.
    const look = p.eat('look at and');
    const castOnly = p.eat('cast');
    if (!castOnly && !p.eat('play')) return null;
    if (!(
      p.eat('that card') ||
      p.eat('those cards') ||
      p.eat('them') ||
      p.eat('it') ||
      p.eat('cards exiled this way') ||
      p.eat('the exiled card') ||
      p.eat('the exiled cards')
    ))
      return null;
    const free = p.eat('without paying its mana cost') || p.eat('without paying their mana costs');
    let spendAs = spendAsClause(p);
    if (until === null) {
      if (p.eat('this turn')) until = 'endOfTurn';
      else if (p.eat('until the end of your next turn')) until = 'endOfYourNextTurn';
      else if (whileExiledAfter(p)) until = 'whileExiled';
      else return null;
    }
    const free2 = !free && (p.eat('without paying its mana cost') || p.eat('without paying their mana costs'));
    spendAs ??= spendAsClause(p);
    if (!(p.eat('.') || p.done)) return null;
    // 609.4b: a spending permission for a card cast without paying its mana cost is meaningless; not read.
    if (spendAs && (free || free2)) return null;
    return [
      {
        kind: 'grantPlay',
        what: { kind: 'created' },
        until,
        ...(free || free2 ? { free: true } : {}),
        ...(castOnly ? { castOnly: true } : {}),
        ...(spendAs ? { spendAs } : {}),
        ...(look ? { look: true as const } : {}),
        ...(owner ? { player: 'owner' as const } : {}),
      },
    ];
  });
}

/** "for as long as it remains exiled" / "for as long as they remain exiled" after the permission. */
function whileExiledAfter(p: Cursor): boolean {
  return p.eat('for as long as it remains exiled') || p.eat('for as long as they remain exiled');
}

/** "For as long as it / that card remains exiled, …" / "For as long as they / those cards remain exiled, …" before it. */
function whileExiledFirst(p: Cursor): boolean {
  return (
    p.eat('for as long as it remains exiled ,') ||
    p.eat('for as long as that card remains exiled ,') ||
    p.eat('for as long as they remain exiled ,') ||
    p.eat('for as long as those cards remain exiled ,')
  );
}

/** "Exile all creatures." as the text's only instruction so far: every object it exiled is one of "those cards". */
function exiledEach(out: readonly Effect[]): boolean {
  const [e] = out;
  return out.length === 1 && e!.kind === 'exile' && e!.what.kind === 'all';
}

type Until = 'endOfTurn' | 'yourNextTurn' | 'endOfYourNextTurn' | 'whileExiled';

/** "Exile target creature." as the text's only instruction so far, `ctx.it` being that target: the exiled card is the one object moved. */
function exiledTarget(ctx: Ctx, out: readonly Effect[]): boolean {
  const [e] = out;
  return (
    out.length === 1 &&
    ctx.it?.kind === 'target' &&
    (e!.kind === 'exile' || e!.kind === 'exileUntilLeaves') &&
    JSON.stringify(e!.what) === JSON.stringify(ctx.it)
  );
}

/**
 * 609.4b: "[,] and you may spend mana as though it were mana of any color / type to cast that spell / it / them / those
 * spells", "[,] and mana of any type can be spent to cast that spell / it / them": which the permission allows.
 */
function spendAsClause(p: Cursor): 'color' | 'type' | null {
  return p.try((): 'color' | 'type' | null => {
    p.eat(',');
    if (!p.eat('and')) return null;
    let as: 'color' | 'type' | null = null;
    if (p.eat('you may spend mana as though it were mana of any')) {
      as = p.eat('color') ? 'color' : p.eat('type') ? 'type' : null;
      if (!as || !p.eat('to cast')) return null;
    } else if (p.eat('mana of any type can be spent to cast')) as = 'type';
    else return null;
    return p.eat('that spell') || p.eat('those spells') || p.eat('it') || p.eat('them') ? as : null;
  });
}

/**
 * "Mana of any type can be spent to cast spells this way." / "If you cast a spell this way, you may spend mana as
 * though it were mana of any color / type to cast it." after a permission (609.4b): the permission's spending.
 */
export function spendAsSentence(p: Cursor, out: Effect[]): boolean | null {
  const last = out[out.length - 1];
  if (last?.kind !== 'grantPlay' || last.spendAs || last.free) return false;
  const as = p.try((): 'color' | 'type' | null => {
    if (
      p.eat('mana of any type can be spent to cast spells this way') ||
      p.eat('mana of any type can be spent to cast a spell this way')
    )
      return p.eat('.') || p.done ? 'type' : null;
    if (!p.eat('if you cast a spell this way , you may spend mana as though it were mana of any')) return null;
    const t = p.eat('color') ? 'color' : p.eat('type') ? 'type' : null;
    return t && p.eat('to cast it') && (p.eat('.') || p.done) ? t : null;
  });
  if (!as) return false;
  out[out.length - 1] = { ...last, spendAs: as };
  return true;
}

/**
 * 608.2d: "Choose one of them." right after "Exile the top N cards of [a] library" (face up): the controller chooses one
 * of the exiled cards, "that card" afterwards (Fireglass Mentor: "… Until end of turn, you may play that card.").
 */
export function chooseOneOfThemSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  const last = out[out.length - 1];
  if (last?.kind !== 'exileTop' || last.faceDown || ctx.it?.kind !== 'created') return false;
  if (!p.is('choose', 'one', 'of', 'them', '.')) return false;
  p.i += 5;
  out.push({ kind: 'chooseOneOfThem' });
  return true;
}
