/**
 * Effect grammar: sentences of instructions → Effect nodes (610, 611).
 *
 *   text      := sentence+
 *   sentence  := ["then"] ["you may"] ["if" condition ","] chain "."
 *   chain     := clause ((", then" | "then" | "and" | ", and") clause)*
 *   clause    := verbPhrase                 (imperative: the controller acts)
 *              | player verbPhrase          ("target player draws two cards")
 *              | object objectVerbPhrase    ("target creature gets +2/+2 until end of turn")
 */
import { nextDrawSentence } from './draw-replacement.js';
import { becomeDayOrNightSentence } from './day-night.js';
import { becomeCopyObjectVerb } from './become-copy.js';
import { chooseOneOfThemSentence, playPermissionClause, spendAsSentence } from './play-permission.js';
import { kinshipClause } from './kinship.js';
import { voteClause } from './voting.js';
import { payAnyManaSentence } from './pay-any-mana.js';
import { fromAmongMilledSentence } from './milled-cards.js';
import { planeClause, returnedAfterExile } from './planes.js';
import { schemeClause } from './schemes.js';
import { ringTemptsClause } from './ring.js';
import { dieSentence, preventionClause, unpreventableSentence } from './prevention.js';
import { lureClause } from './combat-requirements.js';
import type {
  AbilityNode,
  Amount,
  CardDefinition,
  LookPick,
  ObjectMatch,
  TargetSpec,
  CardType,
  Color,
  Condition,
  CostSpec,
  CostPart,
  DamageRecipient,
  Duration,
  Effect,
  Filter,
  LayerMod,
  ObjectRef,
  PlayerRef,
  SimpleKeyword,
} from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { delayedEventSentence } from './delayed-events.js';
import { chooseCardNameSentence, searchNamedSentence } from './search-named.js';
import { spendRestriction } from './spend.js';
import { insteadAmounts } from './instead-amounts.js';
import { manaSpentAmount, manaSpentCondition, perColorSpent } from './mana-spent.js';
import { castThisTurnCondition } from './spells-cast.js';
import { lifeThisTurnAmount, lifeThisTurnCondition, twice } from './life-this-turn.js';
import { forEachDied, numberDied } from './died-this-turn.js';
import { objectIsCondition } from './object-is.js';
import { resolutionCountCondition } from './resolution-count.js';
import { diedCondition, sacrificedCondition } from './died-this-turn.js';
import { unlessCost } from './abilities.js';
import { firebendingGranted } from './firebending.js';
import {
  type Ctx,
  amount,
  controlledByPhrase,
  desc,
  descFilter,
  newCtx,
  number,
  objectPhrase,
  playerRef,
  targetPhrase,
  addTarget,
  zoneCount,
  markOther,
} from './phrases.js';
import type { Token } from './tokens.js';
import { untokenize } from './tokens.js';
import { OUTER, SELF } from './normalize.js';
import { COLOR_WORDS, PLURAL_TYPE, SUBTYPES, TYPE_WORDS, isSimpleKeyword } from './vocab.js';
import { graveyardTypesPhrase, statCondition } from './statics-stat.js';
import { domainAmount } from './domain.js';
import { landIsCondition } from './land-types.js';
import {
  playerSideAmount,
  greatestPowerAmount,
  totalStatAmount,
  lifeLostReferencesOk,
  sacrificedAmount,
  sacrificesOne,
  targetStatAmount,
} from './refs.js';
import { bindReferences } from './delayed.js';
import { zoneCardsClause } from './library-moves.js';
import { handChoice, putFromHandClause } from './hand-choice.js';
import { attachedToPhrase } from './entering-attached.js';
import { topCardCheck } from './top-card.js';
import { announcedXCondition, counterOnSource, numberOfCountersOnSource, usesAnnouncedX } from './counts.js';
import { revealUntilClause } from './reveal-until.js';
import { castFoundSentence, putFoundSentence } from './exile-cards-until.js';
import { repeatProcessSentence } from './top-card-to-hand.js';
import { forEachInParty, fullPartyCondition, numberInParty } from './party.js';
import {
  forEachControlled,
  landPlaySentence,
  handOrLifeCount,
  noteTargetPlayer,
  playerAmount,
  thatPlayerCondition,
} from './players.js';
import { numberThisWay, thisWayFor } from './any-number.js';
import { revealedIsCondition, revealedThisWayFor } from './reveal-top.js';
import {
  discardPlayerVerb,
  drawPlayerVerb,
  exileTopCardsPlayerVerb,
  lookPlayerVerb,
  manifestPlayerVerb,
  millPlayerVerb,
  revealPlayerVerb,
  scryPlayerVerb,
  searchPlayerVerb,
  shuffleIntoLibraryPlayerVerb,
  shuffleLibraryPlayerVerb,
  surveilPlayerVerb,
} from './verbs/library-and-hand.js';
import {
  cantCastThisTurnPlayerVerb,
  gainPlayerVerb,
  getEmblemPlayerVerb,
  getPlayerCountersPlayerVerb,
  loseLifePlayerVerb,
  loseTheGamePlayerVerb,
  payPlayerVerb,
  takePlayerVerb,
  winPlayerVerb,
} from './verbs/life-and-outcome.js';
import {
  createTokenCopyPlayerVerb,
  createTokensPlayerVerb,
  investigatePlayerVerb,
  populatePlayerVerb,
} from './verbs/tokens.js';
import { createRolePlayerVerb } from './verbs/roles.js';
import { proliferatePlayerVerb, putChosenCounterPlayerVerb } from './verbs/counters.js';
import {
  amassPlayerVerb,
  bolsterPlayerVerb,
  supportPlayerVerb,
  earthbendPlayerVerb,
  airbendPlayerVerb,
  discoverPlayerVerb,
  becomesSaddledObjectVerb,
  connivesObjectVerb,
  monstrosityPlayerVerb,
} from './verbs/keyword-actions.js';
import { becomeMonarchPlayerVerb } from './verbs/monarch.js';
import { dungeonCondition, takeInitiativePlayerVerb, venturePlayerVerb } from './dungeons.js';
import { castObjectPlayerVerb, exileInsteadSentence } from './verbs/cast-object.js';
import { castFromHandPlayerVerb } from './verbs/cast-from-hand.js';
import { choosePairSentence, pairFightSentence } from './chosen-pair.js';
import { perOpponentSentence } from './per-opponent.js';
import { forEachObjectSentence } from './for-each-object.js';
import { playersChooseSentence } from './players-choose.js';
import { oneOfTargetsSentence, theOtherSentence } from './one-of-targets.js';
import { opponentsMaySentence } from './opponents-may.js';
import { forEachMovedSentence } from './moved-this-way.js';
import { ownerOfTargetSentence } from './owner-of-target.js';
import {
  attachToPlayerVerb,
  changeTheTargetOfPlayerVerb,
  counterPlayerVerb,
  copyPlayerVerb,
  destroyPlayerVerb,
  goadPlayerVerb,
  detainPlayerVerb,
  exchangePlayerVerb,
  exileObjectPlayerVerb,
  putPlayerVerb,
  regeneratePlayerVerb,
  returnPlayerVerb,
  sacrificePlayerVerb,
  tapOrUntapPlayerVerb,
  tapPlayerVerb,
  transformPlayerVerb,
  untapPlayerVerb,
  exploresObjectVerb,
} from './verbs/objects.js';
import {
  addPlayerVerb,
  haveItDealPlayerVerb,
  haveSelfDealPlayerVerb,
  preventPlayerVerb,
} from './verbs/damage-and-mana.js';
import { fromOutsideGamePlayerVerb } from './verbs/outside-game.js';
import { anyNumberClausePlayerVerb, chooseAColorPlayerVerb, chooseACreatureTypePlayerVerb } from './verbs/choices.js';
import {
  becomeObjectVerb,
  becomesObjectVerb,
  eachObjectVerb,
  gainsObjectVerb,
  getsObjectVerb,
  hasObjectVerb,
  keywordListObjectVerb,
  landBecomesObjectVerb,
  losesObjectVerb,
  graveyardFlashbackClause,
  switchPTPlayerVerb,
} from './verbs/continuous-effects.js';
import { dealsObjectVerb, fightsObjectVerb } from './verbs/object-damage.js';
import {
  blockCountPredicateObjectVerb,
  cantAttackOrBlockForObjectVerb,
  cantBeBlockedObjectVerb,
  cantBeTargetedObjectVerb,
  doesntUntapObjectVerb,
  doesntUntapWhileObjectVerb,
  turnRequirementObjectVerb,
} from './verbs/untap-and-combat-limits.js';

const YOU: PlayerRef = { kind: 'you' };

/**
 * A duration: "until end of turn", "until your next turn", or one tied to the source (611.2b); without one, a
 * sentence's leading "Until end of turn," (611.2a, CardCtx.leadingDuration).
 */
export function duration(p: Cursor): Duration | null {
  if (p.eat('until end of turn') || p.eat('this turn')) return 'endOfTurn';
  if (p.eat('until your next turn')) return 'untilYourNextTurn';
  // 611.2b: durations tied to the source (the object whose ability this is).
  if (p.eat('for as long as you control ~')) return 'whileYouControlSource';
  if (p.eat('for as long as ~ remains on the battlefield')) return 'whileSourceOnBattlefield';
  return p.card.leadingDuration;
}

/**
 * Compiles a quoted ability outside any sentence's leading duration (the quote is its own text). When the grant's
 * subject is the card itself (CardCtx.outerIsSelf), the card's own name inside the quote (OUTER) is that card.
 */
export function compileQuotedText(p: Cursor, text: string): AbilityNode[] | null {
  const t = p.card.outerIsSelf ? text.replaceAll(OUTER, SELF) : text;
  const outerIsGrantor = p.card.grantingStatic === true && !p.card.outerIsSelf; // 201.5
  // "{T}, Unattach Razor Boomerang: It deals 1 damage …": "it" may be the granting object or the one that has the
  // ability; such a text is not read.
  if (outerIsGrantor && t.includes(OUTER) && /(^|[.:] )It /.test(t)) return null;
  return p.card.quoted(t, true, {
    ...p.card,
    leadingDuration: null,
    outerIsSelf: false,
    grantingStatic: false,
    outerIsGrantor,
  });
}

/** `grantList` for abilities granted to `subject` (the card's name in them is `subject` only when that is ~). */
export function grantListFor(p: Cursor, subject: ObjectRef | undefined): Grants | null {
  return p.within({ outerIsSelf: subject?.kind === 'self' }, () => grantList(p));
}

export function keywordList(p: Cursor): SimpleKeyword[] | null {
  return p.try(() => {
    const out: SimpleKeyword[] = [];
    for (;;) {
      let k: SimpleKeyword | null = null;
      for (const two of ['first strike', 'double strike']) if (p.eat(two)) k = two as SimpleKeyword;
      if (!k && p.peek() && isSimpleKeyword(p.peek()!)) k = p.next()!.t as SimpleKeyword;
      if (!k) return out.length ? out : null;
      out.push(k);
      const save = p.i;
      if (p.eat(', and') || p.eat('and') || p.eat(',')) {
        const q = p.peek();
        if (q && (isSimpleKeyword(q) || q === 'first' || q === 'double')) continue;
        p.i = save;
      }
      return out;
    }
  });
}

/** An amount with an optional "for each [description]" multiplier. */
export function amountFor(p: Cursor, base: Amount, ctx?: Ctx): Amount | null {
  if (!p.is('for', 'each')) return base;
  const chosen = base.kind === 'fixed' ? (revealedThisWayFor(p, ctx, base.n) ?? thisWayFor(p, ctx, base.n)) : null; // "for each card revealed this way"
  if (chosen) return chosen;
  const controlled = ctx ? forEachControlled(p, ctx, base) : null; // "for each creature target player controls" (players.ts)
  if (controlled) return controlled;
  const domain = base.kind === 'fixed' ? domainAmount(p, base.n) : null;
  if (domain) return domain;
  const party = base.kind === 'fixed' ? (forEachInParty(p, base.n) ?? forEachDied(p, base.n)) : null; // 700.8; 700.4
  if (party) return party;
  const colors = base.kind === 'fixed' ? perColorSpent(p, ctx ?? null, base.n) : null; // converge (mana-spent.ts)
  if (colors) return colors;
  if (base.kind === 'fixed' && p.is('for', 'each', 'opponent', 'you', 'have')) {
    p.i += 5; // 102.3
    return { kind: 'opponentCount', ...(base.n !== 1 ? { multiplier: base.n } : {}) };
  }
  const vote = p.card.vote.value?.indexOf(p.peek(2) ?? '') ?? -1;
  if (vote >= 0 && p.peek(3) === 'vote' && base.kind === 'fixed') {
    // "… for each death vote" (701.29a).
    p.i += 4;
    return { kind: 'votes', option: vote, ...(base.n !== 1 ? { multiplier: base.n } : {}) };
  }
  // 107.3: "for each charge counter removed this way" — the X counters removed to pay the cost.
  if (
    ctx?.removedX &&
    base.kind === 'fixed' &&
    base.n === 1 &&
    (p.is('for', 'each', ctx.removedX, 'counter', 'removed', 'this', 'way') ||
      p.is('for', 'each', 'counter', 'removed'))
  ) {
    p.i += p.peek(2) === 'counter' ? 4 : 7;
    p.eat('this way');
    return { kind: 'x' };
  }
  // 122.1: "for each charge counter on ~" / "… on it" where "it" is the source (a dies trigger: as it last existed).
  const onSource =
    base.kind === 'fixed'
      ? p.try(() => {
          p.i += 2;
          return counterOnSource(p, ctx ?? null);
        })
      : null;
  if (onSource && base.kind === 'fixed')
    return { kind: 'countersOnSource', counter: onSource, ...(base.n !== 1 ? { multiplier: base.n } : {}) };
  const r = p.try(() => {
    p.i += 2;
    const d = desc(p);
    if (!d || base.kind !== 'fixed') return null;
    const zc = zoneCount(d);
    if (zc) return { kind: 'cardsIn' as const, ...zc, ...(base.n !== 1 ? { multiplier: base.n } : {}) };
    if (d.card || d.spell || d.player || d.zone) return null;
    const filter = descFilter(d);
    if (!filter) return null;
    return { kind: 'count' as const, filter, ...(base.n !== 1 ? { multiplier: base.n } : {}) };
  });
  return r;
}

/** "equal to ~'s power", "equal to the number of creatures you control". */
export function amountEqual(p: Cursor, ctx: Ctx): Amount | null {
  return p.try((): Amount | null => {
    const other = playerAmount(p, ctx); // "the number of cards in that player's hand", "… target player controls" (players.ts)
    if (other) return other;
    const sac = sacrificedAmount(p, ctx);
    if (sac) return sac;
    if (p.eat('the life lost this way')) return { kind: 'lifeLostThisWay' };
    if (p.eat('the damage dealt this way')) return { kind: 'damageDealtThisWay' };
    const spent = manaSpentAmount(p, ctx) ?? lifeThisTurnAmount(p, ctx); // 601.2h / 400.7d; 119.3
    if (spent) return spent;
    if (p.eat('twice')) {
      const a = amountEqual(p, ctx);
      return a && twice(a);
    }
    if (p.eat('the number of times ~ has mutated')) return { kind: 'timesMutated' }; // 702.140
    // 903.3e: "your commander's mana value / power / toughness", read in whatever zone the commander is.
    if (p.eat("your commander 's")) {
      if (p.eat('mana value')) return { kind: 'commanderStat', stat: 'manaValue' };
      if (p.eat('power')) return { kind: 'commanderStat', stat: 'power' };
      return p.eat('toughness') ? { kind: 'commanderStat', stat: 'toughness' } : null;
    }
    const counters = numberOfCountersOnSource(p, ctx) ?? numberThisWay(p, ctx); // 122.1; "the number of cards revealed this way"
    if (counters) return counters;
    if (p.eat('your speed')) return { kind: 'speed' }; // 702.179b
    if (p.eat('your devotion to')) {
      // 700.5: "your devotion to black", "your devotion to red and white".
      const colors: Color[] = [];
      for (;;) {
        const c = COLOR_WORDS[p.peek() ?? ''];
        if (!c) return null;
        p.i++;
        colors.push(c);
        if (!p.eat('and')) break;
      }
      return { kind: 'devotion', colors };
    }
    if (p.eat("~ 's power") || (ctx.it?.kind === 'self' && p.eat('its power'))) return { kind: 'sourcePower' };
    if (p.eat("~ 's toughness") || (ctx.it?.kind === 'self' && p.eat('its toughness')))
      return { kind: 'sourcePower', stat: 'toughness' };
    if (ctx.it?.kind === 'target' && (p.eat('its power') || p.eat("that creature 's power"))) {
      const spec = ctx.targets[ctx.it.target];
      if (!spec || spec.count.max !== 1 || spec.filter.kind !== 'object') return null;
      return { kind: 'targetPower', target: ctx.it.target };
    }
    if (ctx.sacrificedThisWay && p.eat("that creature 's")) {
      const stat = p.eat('power') ? ('power' as const) : p.eat('toughness') ? ('toughness' as const) : null;
      return stat ? { kind: 'sacrificedThisWay', stat } : null;
    }
    // 603.2c: "the greatest power among them" — the attackers a "one or more [creatures] attack" trigger matched.
    if (ctx.them && p.eat('the greatest power among them')) return { kind: 'triggeringObjectsGreatestPower' };
    const targetStat = targetStatAmount(p, ctx) ?? greatestPowerAmount(p) ?? totalStatAmount(p) ?? playerSideAmount(p);
    if (targetStat) return targetStat;
    if (p.eat('the power of')) {
      // "the power of target creature you control" (608.2h: last known power if it has left).
      const n0 = ctx.targets.length;
      const t = targetPhrase(p, ctx);
      if (!t || t.filter.kind !== 'object' || ctx.targets[t.index]!.count.max !== 1) {
        ctx.targets.length = n0;
        return null;
      }
      ctx.it = { kind: 'target', target: t.index };
      return { kind: 'targetPower', target: t.index };
    }
    // 202.3: "its mana value" after "reveal the top card of your library and put that card into your hand".
    if (
      ctx.it?.kind === 'created' &&
      ctx.movedOne &&
      (p.eat('its mana value') || p.eat("that card 's mana value") || p.eat("the card 's mana value"))
    )
      return { kind: 'movedCardManaValue' };
    const spellMv = spellManaValue(p, ctx); // "that spell's mana value"
    if (spellMv) return spellMv;
    // "that creature's power / toughness" in a triggered ability: the triggering object (608.2h: as it last existed).
    if (ctx.it?.kind === 'triggeringObject' && (p.is('that', 'creature', "'s") || p.is('its'))) {
      const save = p.i;
      if (!p.eat('its')) p.i += 3;
      if (p.eat('power')) return { kind: 'triggeringObjectPT', stat: 'power' };
      if (p.eat('toughness')) return { kind: 'triggeringObjectPT', stat: 'toughness' };
      p.i = save;
    }
    const party = numberInParty(p) ?? numberDied(p); // 700.8; 700.4
    if (party) return party;
    if (p.eat('the number of')) {
      // Domain (305.6).
      if (p.eat('basic land types among lands you control')) return { kind: 'basicLandTypes' };
      const types = graveyardTypesPhrase(p); // 205.2a
      if (types) return { kind: 'graveyardCardTypes', whose: types };
      const d = desc(p);
      if (!d) return null;
      const zc = zoneCount(d);
      if (zc) return { kind: 'cardsIn', ...zc };
      if (d.card || d.spell || d.player || d.zone) return null;
      const filter = descFilter(d);
      return filter ? { kind: 'count', filter } : null;
    }
    return null;
  });
}

export function cardsWord(p: Cursor): boolean {
  return p.eat('cards') || p.eat('card');
}

/** "+2/+2" → [2, 2]. */
export function ptMod(p: Cursor): [number, number] | null {
  const t = p.tok();
  if (!t || t.kind !== 'pt') return null;
  const m = /^([+-])(\d+)\/([+-])(\d+)$/.exec(t.t);
  if (!m) return null;
  p.i++;
  return [Number(`${m[1]}${m[2]}`), Number(`${m[3]}${m[4]}`)];
}

// ---------------------------------------------------------------------------
// Tokens (111)
// ---------------------------------------------------------------------------

/** 111.10: predefined tokens named by their subtype alone ("a Treasure token"): colorless artifacts with a set ability. */
const PREDEFINED_TOKENS: Readonly<Record<string, string>> = {
  treasure: '{T}, Sacrifice CARDNAME: Add one mana of any color.',
  food: '{2}, {T}, Sacrifice CARDNAME: You gain 3 life.',
  clue: '{2}, Sacrifice CARDNAME: Draw a card.',
  blood: '{1}, {T}, Discard a card, Sacrifice CARDNAME: Draw a card.',
  gold: 'Sacrifice CARDNAME: Add one mana of any color.',
  map: '{1}, {T}, Sacrifice CARDNAME: Target creature you control explores. Activate only as a sorcery.',
  powerstone: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
  junk: '{T}, Sacrifice CARDNAME: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.',
  lander:
    '{2}, {T}, Sacrifice CARDNAME: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.',
  mutagen: '{1}, {T}, Sacrifice CARDNAME: Put a +1/+1 counter on target creature. Activate only as a sorcery.',
};

function predefinedToken(p: Cursor): CardDefinition | null {
  return p.try(() => {
    const w = p.peek();
    const text = w === undefined ? undefined : PREDEFINED_TOKENS[w];
    if (text === undefined || !/^[A-Z]/.test(p.tok()!.raw)) return null;
    const name = p.next()!.raw;
    if (!(p.eat('tokens') || p.eat('token'))) return null;
    if (p.is('with') || p.is('named')) return null;
    // Its texts say "this token" (token-texts.ts), not the name of the card that creates it.
    const abilities = compileQuotedText(p, text);
    if (!abilities) return null;
    return {
      name,
      manaCost: null,
      colorIndicator: [],
      supertypes: [],
      types: ['Artifact'],
      subtypes: [name],
      oracleText: text,
      abilities,
      token: true,
    } as CardDefinition;
  });
}

export function tokenDef(
  p: Cursor,
  given?: Amount,
): { def: CardDefinition; count: Amount; tapped: boolean; attacking: boolean; xPT: boolean } | null {
  return p.try(() => {
    const count = given ?? amount(p);
    if (!count) return null;
    const tapped = p.eat('tapped');
    const attacking = tapped && p.eat('and attacking');
    const predefined = predefinedToken(p);
    if (predefined) return { def: predefined, count, tapped, attacking, xPT: false };
    const legendary = p.eat('legendary');
    // A creature token has a printed P/T; a noncreature token ("a colorless artifact token named Gold") has none.
    const ptTok = p.tok();
    let pt: [string, string] | null = null;
    if (ptTok && ptTok.kind === 'pt' && /^(\d+\/\d+|X\/X)$/.test(ptTok.t)) {
      p.i++;
      pt = ptTok.t.split('/') as [string, string];
    }
    const xPT = pt?.[0] === 'X';
    const { colors, colorless } = tokenColors(p);
    if (!colorless && colors.length === 0) return null;
    const subtypes: string[] = [];
    const types: CardType[] = [];
    // A token's subtypes are the capitalised words before its card type (new token-only subtypes included).
    while (p.tok() && p.tok()!.kind === 'word' && /^[A-Z]/.test(p.tok()!.raw) && !TYPE_WORDS[p.peek()!])
      subtypes.push(p.next()!.raw);
    while (p.peek() && TYPE_WORDS[p.peek()!] && p.peek() !== 'creatures') {
      types.push(TYPE_WORDS[p.next()!.t]!);
    }
    // A creature token with no printed P/T has a characteristic-defining ability for it ("a green Ooze creature token
    // with \"~'s power and toughness are each equal to …\"", 604.3), checked below.
    if (types.includes('Creature') ? subtypes.length === 0 : pt !== null || !types.includes('Artifact')) return null;
    if (!(p.eat('tokens') || p.eat('token'))) return null;
    // 111.4: a token's name is its subtypes unless the effect names it ("… token named Minor Demon").
    const name = p.eat('named') ? tokenName(p) : subtypes.join(' ');
    if (name === null) return null;
    if (name === '') return null;
    const granted = p.eat('with') ? tokenAbilities(p) : { abilities: [], texts: [] };
    if (!granted) return null;
    const { abilities, texts } = granted;
    const hasCdaPT = abilities.some(
      (a) =>
        a.kind === 'static' &&
        a.effect.kind === 'layered' &&
        a.effect.affected.kind === 'self' &&
        a.effect.mods.some((m) => m.kind === 'cdaPT'),
    );
    if (types.includes('Creature') && !pt && !hasCdaPT) return null;
    const def: CardDefinition = {
      name,
      manaCost: null,
      colorIndicator: colors,
      supertypes: legendary ? ['Legendary'] : [],
      types,
      subtypes,
      ...(pt && !xPT ? { power: pt[0], toughness: pt[1] } : {}),
      oracleText: texts.join('\n'),
      abilities,
      token: true,
    };
    return { def, count, tapped, attacking, xPT };
  });
}

/** A token's colours: colour words joined by "and" or commas, or "colorless". */
function tokenColors(p: Cursor): { colors: Color[]; colorless: boolean } {
  const colors: Color[] = [];
  let colorless = false;
  for (;;) {
    const w = p.peek();
    if (w && COLOR_WORDS[w]) {
      colors.push(COLOR_WORDS[w]!);
      p.i++;
      if (p.eat('and') || p.eat(',')) continue;
      continue;
    }
    if (w === 'colorless') {
      colorless = true;
      p.i++;
      continue;
    }
    break;
  }
  return { colors, colorless };
}

/** 111.4: the name after "named" ("… token named Minor Demon", "… named Lord of the Pit"); null when there is none. */
function tokenName(p: Cursor): string | null {
  const words: string[] = [];
  for (;;) {
    const t = p.tok();
    if (t && t.kind === 'word' && /^[A-Z]/.test(t.raw)) {
      words.push(t.raw);
      p.i++;
      continue;
    }
    if (
      words.length > 0 &&
      (p.is('of', 'the') || p.is('the')) &&
      /^[A-Z]/.test(p.toks[p.i + (p.is('of') ? 2 : 1)]?.raw ?? '')
    ) {
      words.push(p.next()!.raw);
      continue;
    }
    if (words.length > 0 && p.is('of') && /^[A-Z]/.test(p.toks[p.i + 1]?.raw ?? '')) {
      words.push(p.next()!.raw);
      continue;
    }
    break;
  }
  return words.length === 0 ? null : words.join(' ');
}

/** After "with": the token's keywords, or its quoted abilities, and the texts they print. */
function tokenAbilities(p: Cursor): { abilities: AbilityNode[]; texts: string[] } | null {
  const abilities: AbilityNode[] = [];
  const texts: string[] = [];
  // 702.164a: "with toxic N" (Phyrexian Mites, Beasts).
  const toxic = p.try(() => (p.eat('toxic') ? number(p) : null));
  const changeling = toxic === null && p.eat('changeling'); // 702.73a: "a Shapeshifter creature token with changeling"
  const fire = toxic === null && !changeling ? firebendingGranted(p) : null; // 702.189a: "with firebending 1"
  const kws = toxic === null && !changeling && !fire ? keywordList(p) : null;
  if (fire) {
    abilities.push(fire.ability);
    texts.push(fire.text);
  } else if (changeling) {
    abilities.push({ kind: 'keyword', keyword: 'changeling' });
    texts.push('Changeling');
  } else if (toxic !== null) {
    if (toxic < 1) return null;
    abilities.push({ kind: 'keyword', keyword: 'toxic', n: toxic });
    texts.push(`Toxic ${toxic}`);
  } else if (kws) {
    for (const k of kws) abilities.push({ kind: 'keyword', keyword: k });
    texts.push(kws.map((k, i) => (i === 0 ? k[0]!.toUpperCase() + k.slice(1) : k)).join(', '));
  } else if (p.peek() === '"') {
    const inner = quoted(p);
    if (inner === null) return null;
    const compiled = compileQuotedText(p, inner);
    if (!compiled) return null;
    abilities.push(...compiled);
    texts.push(inner);
  } else return null;
  // "with toxic 1 and "This token can't block."": a quoted ability after the keywords.
  if (abilities.length > 0 && !abilities.some((a) => a.kind !== 'keyword') && p.is('and', '"')) {
    p.i++;
    const inner = quoted(p);
    const compiled = inner === null ? null : compileQuotedText(p, inner);
    if (inner === null || !compiled) return null;
    abilities.push(...compiled);
    texts.push(inner);
  }
  return { abilities, texts };
}

/** The text between double quotes, as raw text with CARDNAME restored; cursor after the closing quote. */
/** The cursor is just after a closing quote whose text ended with a full stop. */
export function quoteEnded(p: Cursor): boolean {
  return p.toks[p.i - 1]?.t === '"' && p.toks[p.i - 2]?.t === '.';
}

export function quoted(p: Cursor): string | null {
  if (!p.eat('"')) return null;
  const inner: Token[] = [];
  while (p.tok() && p.peek() !== '"') inner.push(p.next()!);
  if (!p.eat('"')) return null;
  return untokenize(inner);
}

// ---------------------------------------------------------------------------
// Clauses
// ---------------------------------------------------------------------------

const MANA_SYM = /^\{([WUBRGC]|\d+)\}$/;

function manaSymbols(p: Cursor): string | null {
  let s = '';
  while (p.tok()?.kind === 'sym' && MANA_SYM.test(p.peek()!)) s += p.next()!.t;
  return s || null;
}

/**
 * 106.1: "add two mana in any combination of colors", "add three mana in any combination of {R} and/or {G}",
 * "add {W}{W}, {W}{U}, or {U}{U}" (every pair of two colours): each mana is chosen separately, so the
 * ability adds N mana of one chosen colour among those allowed, N times.
 */
/** "{R} and/or {G}": two different coloured mana symbols (of "mana in any combination of …"). */
function twoManaColors(p: Cursor): [Color, Color] | null {
  return p.try((): [Color, Color] | null => {
    const a = /^\{([WUBRG])\}$/.exec(p.peek() ?? '')?.[1] as Color | undefined;
    if (!a) return null;
    p.i++;
    if (!(p.eat('and / or') || p.eat('and/or') || p.eat('or'))) return null;
    const b = /^\{([WUBRG])\}$/.exec(p.peek() ?? '')?.[1] as Color | undefined;
    if (!b || b === a) return null;
    p.i++;
    return [a, b];
  });
}

export function addManaCombination(p: Cursor): Effect[] | null {
  return p.try((): Effect[] | null => {
    const n = number(p);
    if (n !== null && n >= 1 && p.eat('mana in any combination of')) {
      if (p.eat('colors')) return Array.from({ length: n }, (): Effect => ({ kind: 'addMana', mana: '', anyColor: 1 }));
      const colors = twoManaColors(p);
      return colors
        ? Array.from({ length: n }, (): Effect => ({ kind: 'addMana', mana: '', anyColor: 1, colors }))
        : null;
    }
    if (n !== null) return null;
    // "{W}{W}, {W}{U}, or {U}{U}".
    const opts: string[] = [];
    for (;;) {
      const t1 = p.tok(),
        t2 = p.tok(1);
      if (!t1 || !t2 || t1.kind !== 'sym' || t2.kind !== 'sym') return null;
      opts.push(t1.t + t2.t);
      p.i += 2;
      if (p.eat(', or') || p.eat(',') || p.eat('or')) continue;
      break;
    }
    const cs = [...new Set(opts.flatMap((o) => o.match(/[WUBRG]/g) ?? []))] as Color[];
    if (cs.length !== 2 || opts.length !== 3 || opts.some((o) => !/^(\{[WUBRG]\}){2}$/.test(o))) return null;
    const want = new Set([
      `{${cs[0]}}{${cs[0]}}`,
      `{${cs[0]}}{${cs[1]}}`,
      `{${cs[1]}}{${cs[1]}}`,
      `{${cs[1]}}{${cs[0]}}`,
    ]);
    const got = new Set(opts);
    if (![...got].every((o) => want.has(o)) || !(got.has(`{${cs[0]}}{${cs[0]}}`) && got.has(`{${cs[1]}}{${cs[1]}}`)))
      return null;
    return [0, 1].map((): Effect => ({ kind: 'addMana', mana: '', anyColor: 1, colors: cs }));
  });
}

/** 106.7: "one mana of any color / type that a land you control / a Gate you control / a land an opponent controls could produce". */
function couldProduceMana(p: Cursor): Effect | null {
  return p.try(() => {
    if (!p.eat('one mana of any')) return null;
    const kind = p.eat('color') ? 'color' : p.eat('type') ? 'type' : null;
    if (!kind || !(p.eat('that a') || p.eat('that an'))) return null;
    const d = desc(p);
    const permanents = d && !d.card ? descFilter(d) : null;
    if (permanents?.kind !== 'object' || !p.eat('could produce')) return null;
    return { kind: 'addMana', mana: '', anyColor: 1, couldProduce: { permanents, kind } };
  });
}

/** "add {G}", "add {R}{R}", "add one mana of any color", "add one mana of the chosen color", "add {B} or {R}". */
export function addMana(p: Cursor): Effect | null {
  return p.try(() => {
    // 903.4 / 903.4f: Command Tower, Arcane Signet (undefined without a commander: no mana).
    if (p.eat("one mana of any color in your commander's color identity"))
      return { kind: 'addMana', mana: '', anyColor: 1, commanderIdentity: true } as Effect;
    const could = couldProduceMana(p);
    if (could) return could;
    if (p.eat('one mana of any color')) return { kind: 'addMana', mana: '', anyColor: 1 } as Effect;
    // 607.2: "one mana of the chosen color" — the colour chosen as the source entered (as-enters.ts checks the pairing).
    const chosen = p.try(() => {
      const k = number(p);
      return k !== null && k > 0 && p.eat('mana of the chosen color') ? k : null;
    });
    if (chosen !== null) return { kind: 'addMana', mana: '', anyColor: chosen, chosen: 'color' } as Effect;
    const n = p.try(() => {
      const k = number(p);
      return k !== null && p.eat('mana of any one color') ? k : null;
    });
    if (n !== null) return { kind: 'addMana', mana: '', anyColor: n } as Effect;
    const first = manaSymbols(p);
    if (!first) return null;
    if (p.is('or') || p.is(',')) {
      const opts = [first];
      for (;;) {
        const save = p.i;
        if (!(p.eat(', or') || p.eat('or') || p.eat(','))) break;
        const m = manaSymbols(p);
        if (!m) {
          p.i = save;
          break;
        }
        opts.push(m);
      }
      if (opts.length === 1) return { kind: 'addMana', mana: first } as Effect; // "Add {B}, then …"
      const colors = opts.map((o) => /^\{([WUBRG])\}$/.exec(o)?.[1] as Color | undefined);
      if (colors.some((c) => c === undefined)) return null;
      return { kind: 'addMana', mana: '', anyColor: 1, colors: colors as Color[] } as Effect;
    }
    return { kind: 'addMana', mana: first } as Effect;
  });
}

/**
 * 106.1 / 608.2h: a counted amount of mana — "add {G} for each creature you control", "add X mana of any one color",
 * "add X mana in any combination of colors / of {R} and/or {G}", "add an amount of {B} equal to …".
 */
export function addManaTimes(p: Cursor, ctx: Ctx): Effect | null {
  return p.try((): Effect | null => {
    if (p.eat('x mana of any one color')) return { kind: 'addMana', mana: '', anyColor: 1, times: { kind: 'x' } };
    if (p.eat('x mana in any combination of')) {
      if (p.eat('colors')) return { kind: 'addMana', mana: '', times: { kind: 'x' }, combination: true };
      const colors = twoManaColors(p);
      return colors ? { kind: 'addMana', mana: '', colors, times: { kind: 'x' }, combination: true } : null;
    }
    if (p.eat('an amount of')) {
      const m = manaSymbols(p);
      if (!m || !p.eat('equal to')) return null;
      const times = amountEqual(p, ctx);
      return times ? { kind: 'addMana', mana: m, times } : null;
    }
    p.eat('an additional'); // "Add {B}, then add an additional {B} for each charge counter removed this way"
    const m = manaSymbols(p);
    if (!m || !p.is('for', 'each')) return null;
    const times = amountFor(p, { kind: 'fixed', n: 1 }, ctx);
    return times && times.kind !== 'fixed' ? { kind: 'addMana', mana: m, times } : null;
  });
}

/** Verbs whose subject is a player (imperative = "you"). `third` = third-person form ("draws"). */
/** The scope every PLAYER_VERBS entry reads: playerVerb's arguments and its shared helpers. */
export interface PlayerVerbScope {
  readonly p: Cursor;
  readonly ctx: Ctx;
  readonly who: PlayerRef;
  readonly third: boolean;
  readonly v: (base: string, thirdForm?: string) => boolean;
  readonly save: number;
  readonly fail: () => null;
}

/** One branch of playerVerb: its result, or undefined when the text is not this branch's (the next one is tried). */
type PlayerVerbEntry = (s: PlayerVerbScope) => Effect[] | null | undefined;

/** Verbs whose subject is a player, tried in order (one entry per verb or verb family). */
const PLAYER_VERBS: readonly PlayerVerbEntry[] = [
  lookPlayerVerb,
  fromOutsideGamePlayerVerb,
  anyNumberClausePlayerVerb,
  exileTopCardsPlayerVerb,
  chooseAColorPlayerVerb,
  chooseACreatureTypePlayerVerb,
  drawPlayerVerb,
  discardPlayerVerb,
  gainPlayerVerb,
  cantCastThisTurnPlayerVerb,
  winPlayerVerb,
  loseTheGamePlayerVerb,
  rewindPlayerVerb,
  loseLifePlayerVerb,
  millPlayerVerb,
  scryPlayerVerb,
  surveilPlayerVerb,
  shuffleIntoLibraryPlayerVerb,
  shuffleLibraryPlayerVerb,
  revealPlayerVerb,
  sacrificePlayerVerb,
  createTokenCopyPlayerVerb,
  createRolePlayerVerb,
  createTokensPlayerVerb,
  exchangePlayerVerb,
  populatePlayerVerb,
  proliferatePlayerVerb,
  putChosenCounterPlayerVerb, // 608.2d
  amassPlayerVerb,
  bolsterPlayerVerb,
  supportPlayerVerb,
  earthbendPlayerVerb,
  airbendPlayerVerb,
  discoverPlayerVerb,
  monstrosityPlayerVerb,
  becomeMonarchPlayerVerb,
  venturePlayerVerb,
  takeInitiativePlayerVerb,
  investigatePlayerVerb,
  searchPlayerVerb,
  manifestPlayerVerb,
  getEmblemPlayerVerb,
  payPlayerVerb,
  getPlayerCountersPlayerVerb,
  haveSelfDealPlayerVerb,
  haveItDealPlayerVerb,
  haveTargetPlayerVerb,
  takePlayerVerb,
  onlyYouPlayerVerb,
  destroyPlayerVerb,
  goadPlayerVerb, // 701.15a
  exileObjectPlayerVerb,
  castObjectPlayerVerb,
  castFromHandPlayerVerb,
  changeTheTargetOfPlayerVerb,
  counterPlayerVerb,
  copyPlayerVerb,
  detainPlayerVerb,
  switchPTPlayerVerb, // 613.4d
  tapOrUntapPlayerVerb,
  tapPlayerVerb,
  transformPlayerVerb,
  untapPlayerVerb,
  regeneratePlayerVerb,
  returnPlayerVerb,
  putPlayerVerb,
  addPlayerVerb,
  preventPlayerVerb,
  attachToPlayerVerb,
];

export function playerVerb(p: Cursor, ctx: Ctx, who: PlayerRef, third: boolean): Effect[] | null {
  const v = (base: string, thirdForm = `${base}s`): boolean => p.eat(third ? thirdForm : base);
  const save = p.i;
  const fail = (): null => {
    p.i = save;
    return null;
  };
  const s: PlayerVerbScope = { p, ctx, who, third, v, save, fail };
  for (const entry of PLAYER_VERBS) {
    const r = entry(s);
    if (r !== undefined) return r;
  }
  return fail();
}

function rewindPlayerVerb({ p, save }: PlayerVerbScope): Effect[] | null | undefined {
  p.i = save;
  return undefined;
}

function haveTargetPlayerVerb({ p, ctx, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind === 'you' && !third && p.is('have', 'target')) {
    // "[You may] have target creature get -2/-2 until end of turn": the object's verb in its bare form.
    const r = p.try(() => {
      p.i++;
      const n0 = ctx.targets.length;
      const subj = objectPhrase(p, ctx);
      const r = subj && subj.kind === 'target' ? objectVerb(p, ctx, subj, true) : null;
      if (!r) ctx.targets.length = n0;
      return r;
    });
    if (r) return r;
  }
  if (who.kind === 'you' && !third && p.is('have')) {
    // 701.12a: "[You may] have it / ~ / enchanted creature fight target creature …": the object fights; 613.1: "you may
    // have ~ become a 3/3 Angel artifact creature with flying until end of turn".
    const r = p.try(() => {
      p.i++;
      const subj = objectPhrase(p, ctx);
      if (!subj || subj.kind === 'target' || !(p.is('fight') || p.is('become'))) return null;
      const r = objectVerb(p, ctx, subj, true);
      return r && r.length === 1 && (r[0]!.kind === 'fight' || r[0]!.kind === 'layered') ? r : null;
    });
    if (r) return r;
  }
  return undefined;
}

function onlyYouPlayerVerb({ who, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you') return fail();
  return undefined;
}

/**
 * 401.2 / 101.1: "look at the top N cards of your library[, then put them back in any order]"
 * followed by what happens to them: "Put one of them into your hand and the rest on the bottom
 * of your library in any order.", "You may reveal a creature card from among them and put it into
 * your hand. Put the rest …", "Put two of them into your hand and the rest into your graveyard."
 * The whole instruction (over several sentences) becomes one lookAtTop effect; the final full
 * stop is left to the sentence.
 */
export function lookAtTop(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    const reveal = p.eat('reveal the top');
    if (!reveal && !p.eat('look at the top')) return null;
    let count: Amount | null = { kind: 'fixed', n: 1 };
    if (!p.eat('card')) {
      count = amount(p);
      if (!count || !p.eat('cards')) return null;
    }
    if (!p.eat('of')) return null;
    let library: PlayerRef;
    if (p.eat('your library')) library = YOU;
    else {
      // "target opponent's library", "that player's library" (one player's)
      const pl = playerRef(p, ctx);
      if (!pl || (pl.kind !== 'target' && pl.kind !== 'triggeringPlayer') || !p.eat("'s library")) return null;
      library = pl;
    }
    const own = library.kind === 'you';
    // "the top X cards of your library, where X is the number of lands you control" (107.3: X bound by the text)
    if (count.kind === 'x' && p.is(',', 'where', 'x', 'is')) {
      const look: Effect = { kind: 'lookAtTop', library, count, picks: [], rest: 'top', restOrder: 'any' };
      const bound = whereXClause(p, ctx, [look])?.[0];
      if (!bound || bound.kind !== 'lookAtTop') return null;
      count = bound.count;
    }
    if (!reveal && p.eat(', then put them back in any order')) {
      return [{ kind: 'lookAtTop', library, count, picks: [], rest: 'top', restOrder: 'any' }];
    }
    // The sentences that say what happens to the cards.
    if (!(p.eat('.') || p.eat(','))) return null;
    const picks = lookPicks(p, own, reveal);
    const pick = picks?.[0];
    if (!picks || !pick) return null;
    let r: LookRest | null = null;
    // "… and the rest …" / ", and exile the rest" / ". [Then] put the rest …"
    const save = p.i;
    if (p.eat(', and') || p.eat('and')) r = lookRest(p, own);
    if (!r) {
      p.i = save;
      // ". [Then] put the rest …" / ", then put the rest …"
      if (!p.eat('.') && !(pick.faceDown && p.is(',', 'then'))) return null;
      p.eat(',');
      p.eat('then');
      r = lookRest(p, own);
    }
    if (!r) return null;
    // "exile one of them face down …. You may play that card": the exiled cards are "that card" (406.3).
    if (pick.to === 'exile') ctx.it = { kind: 'created' };
    return [{ kind: 'lookAtTop', library, count, picks, ...r, ...(reveal ? { reveal } : {}) }];
  });
}

/** Where the rest of the cards looked at go, and in which order. */
interface LookRest {
  readonly rest: 'top' | 'bottom' | 'graveyard' | 'exile';
  readonly restOrder: 'any' | 'random' | 'owner';
}

/** The library and graveyard the looked-at cards are in or go to ("your …", or another player's). */
const lookLibraryWords = (own: boolean): string[] =>
  own ? ['your library'] : ['that library', "that player 's library", 'their library'];
const lookGraveyardWords = (own: boolean): string[] =>
  own ? ['your graveyard'] : ["that player 's graveyard", 'their graveyard'];

/** "of them" / "of those cards" */
const lookThem = (p: Cursor): boolean => p.eat('of them') || p.eat('of those cards');

/** Where picked cards go: "into your hand", "onto the battlefield", "into [a] graveyard". */
function lookDestination(p: Cursor, own: boolean): LookPick['to'] | null {
  if (own && p.eat('into your hand')) return 'hand';
  if (own && p.eat('onto the battlefield')) return 'battlefield';
  for (const w of lookGraveyardWords(own)) if (p.eat(`into ${w}`)) return 'graveyard';
  return null;
}

/** How many are picked: "any number", "all" (revealed cards only), "[up to] N". */
function lookQuantity(p: Cursor, reveal: boolean): { n: number | 'any' | 'all'; upTo: boolean } | null {
  if (p.eat('any number')) return { n: 'any', upTo: true };
  if (reveal && p.is('all')) {
    p.i++;
    return { n: 'all', upTo: false };
  }
  const upTo = p.eat('up to');
  const n = number(p);
  return n === null ? null : { n, upTo };
}

/** A card description among the looked-at cards ("a creature card", "an Elf, Warrior, or Tyvar card"). */
function lookCardFilter(p: Cursor): Filter | null {
  const d = desc(p);
  if (!d || !d.card || d.zone) return null;
  const f = descFilter(d, 'library');
  if (f?.kind === 'object') return { kind: 'object', match: f.match };
  // Alternatives are matched as they are (the engine adds the library zone only to a plain object filter).
  const fs = f?.kind === 'anyOf' ? f.filters : [];
  const inLibrary = fs.every((x) => x.kind === 'object' && x.zone === 'library');
  return f && fs.length > 0 && inLibrary ? f : null;
}

/**
 * "You may [reveal / put] a creature card and/or a land card from among them [and put the revealed cards] into your
 * hand": up to one of each description, two picks (a card of both kinds may be picked as either); otherwise the one
 * pick of lookPick.
 */
function lookPicks(p: Cursor, own: boolean, reveal: boolean): LookPick[] | null {
  const both = p.try((): LookPick[] | null => {
    const revealed = p.eat('you may reveal');
    if (!revealed && !p.eat('you may put')) return null;
    const filters: Filter[] = [];
    for (const joint of ['a', 'and / or a']) {
      if (!(p.eat(joint) || p.eat(`${joint}n`))) return null;
      const f = lookCardFilter(p);
      if (!f) return null;
      filters.push(f);
    }
    if (!p.eat('from among them')) return null;
    if (revealed && !p.eat('and put the revealed cards')) return null;
    if (!own || !p.eat('into your hand')) return null;
    return filters.map((filter) => ({ n: 1, upTo: true, filter, reveal: revealed, to: 'hand' as const }));
  });
  if (both) return both;
  const one = lookPick(p, own, reveal);
  return one ? [one] : null;
}

/**
 * What is picked: "You may reveal a creature card from among them and put it into your hand.", "[You may] exile
 * N of them", "Put N of them / a [card] from among them / all [cards] revealed this way into …".
 */
function lookPick(p: Cursor, own: boolean, reveal: boolean): LookPick | null {
  return p.try((): LookPick | null => {
    if (p.eat('you may reveal')) {
      // "You may reveal a creature card from among them and put it into your hand."
      const q = lookQuantity(p, reveal);
      if (!q) return null;
      if (q.n === 'any') p.eat('of');
      const filter = lookCardFilter(p);
      if (!filter || !p.eat('from among them and put')) return null;
      if (!(p.eat('it') || p.eat('them') || p.eat('the revealed cards') || p.eat('that card') || p.eat('those cards')))
        return null;
      if (!own || !p.eat('into your hand')) return null;
      return { n: q.n, upTo: true, filter, reveal: true, to: 'hand' };
    }
    const may = p.eat('you may');
    if (p.eat('exile')) {
      const q = lookQuantity(p, reveal);
      if (!q || !lookThem(p)) return null;
      // 406.3: "exile one of them face down" — the looking player may go on looking at it.
      const faceDown = !reveal && p.eat('face down');
      return { n: q.n, upTo: q.upTo || may, reveal: false, to: 'exile', ...(faceDown ? { faceDown } : {}) };
    }
    if (!p.eat('put')) return null;
    const q = lookQuantity(p, reveal);
    if (!q) return null;
    let filter: Filter | undefined;
    if (q.n === 'all') {
      // "Put all land cards revealed this way into your hand."
      const f = lookCardFilter(p);
      if (!f || !p.eat('revealed this way')) return null;
      filter = f;
    } else if (!lookThem(p)) {
      const f = lookCardFilter(p);
      if (!f || !p.eat('from among them')) return null;
      filter = f;
    }
    const to = lookDestination(p, own);
    if (!to) return null;
    // 110.5b: "onto the battlefield tapped"
    const tapped = to === 'battlefield' && p.eat('tapped');
    return {
      n: q.n,
      upTo: q.upTo || may,
      ...(filter ? { filter } : {}),
      reveal: false,
      to,
      ...(tapped ? { tapped } : {}),
    };
  });
}

/** "exile the rest", "put the rest on the bottom of your library in any order", "the rest into your graveyard", … */
function lookRest(p: Cursor, own: boolean): LookRest | null {
  return p.try((): LookRest | null => {
    if (p.eat('exile the rest')) return { rest: 'exile', restOrder: 'any' };
    if (!(p.eat('put the rest') || p.eat('the rest') || p.eat('put the other') || p.eat('the other'))) return null;
    p.eat('of the revealed cards');
    for (const w of lookGraveyardWords(own)) if (p.eat(`into ${w}`)) return { rest: 'graveyard', restOrder: 'any' };
    let where: 'top' | 'bottom' | null = null;
    for (const w of lookLibraryWords(own)) {
      if (p.eat(`on the bottom of ${w}`)) where = 'bottom';
      else if (p.eat(`back on top of ${w}`) || p.eat(`on top of ${w}`)) where = 'top';
      if (where) break;
    }
    if (!where) return null;
    const restOrder = p.eat('in a random order') ? 'random' : p.eat('in any order') || own ? 'any' : 'owner';
    return { rest: where, restOrder };
  });
}

/** A cost paid during resolution: mana ("{2}{U}") or life ("2 life"). */
export function payment(p: Cursor): CostSpec | null {
  let m = '';
  while (p.tok()?.kind === 'sym' && (MANA_SYM.test(p.peek()!) || p.peek() === '{X}')) m += p.next()!.t;
  if (p.is('for', 'each')) return null;
  if (m) return { mana: m, parts: [] };
  // 107.14: "pay {E}{E}" — remove that many energy counters from the paying player (122.1).
  if (p.is('{E}')) {
    let n = 0;
    while (p.eat('{E}')) n++;
    return p.is('for', 'each') ? null : { parts: [{ kind: 'payEnergy', amount: n }] };
  }
  return p.try(() => {
    const n = number(p);
    return n !== null && p.eat('life') ? { parts: [{ kind: 'payLife', amount: n }] } : null;
  });
}

export function counterName(p: Cursor): string | null {
  const t = p.tok();
  if (!t) return null;
  if (t.kind === 'pt' && /^[+-]\d+\/[+-]\d+$/.test(t.t)) {
    p.i++;
    return t.t;
  }
  if (
    t.kind === 'word' &&
    p.peek(1) &&
    (p.peek(1) === 'counter' || p.peek(1) === 'counters') &&
    !['a', 'an', 'the'].includes(t.t)
  ) {
    p.i++;
    return t.t;
  }
  // 122.1b: the two-word keyword counters.
  for (const first of ['first', 'double'])
    if (p.is(first, 'strike', 'counter') || p.is(first, 'strike', 'counters')) {
      p.i += 2;
      return `${first} strike`;
    }
  return null;
}

/** "Search your library for any number of Goblin cards": more than any library holds. */
const ANY_NUMBER_OF_CARDS = 1000;

/**
 * 701.23: "search your library for a basic land card, put it onto the battlefield tapped, then shuffle"; "search your
 * library and/or graveyard for a card named …, reveal it, and put it into your hand. If you search your library this
 * way, shuffle." (the graveyard may be searched alone, and then nothing is shuffled).
 */
export function search(p: Cursor, ctx: Ctx, who: PlayerRef): Effect[] | null {
  return p.try(() => {
    // "Its controller may search their library for …" (another player searching their own library: otherPlayerMay).
    const theirs = who.kind === 'controllerOfTarget' || who.kind === 'ownerOfTarget';
    if (who.kind !== 'you' && !theirs) return null;
    const graveyard =
      !theirs && (p.eat('your library and / or graveyard for') || p.eat('your graveyard and / or library for'));
    if (!graveyard && !p.eat(theirs ? 'their library for' : 'your library for')) return null;
    let count = 1;
    if (p.eat('any number of'))
      count = ANY_NUMBER_OF_CARDS; // 701.23b: finding fewer (or none) is allowed anyway
    else if (p.eat('up to')) {
      // "up to X basic land cards, where X is …" (the count read as the search begins).
      const n = p.eat('x') ? 0 : number(p);
      if (n === null) return null;
      count = n;
    } else {
      const n = number(p);
      if (n === null) return null;
      count = n;
    }
    const named = count === 1 ? cardNamed(p) : null;
    const d = named ? null : desc(p);
    if (!named && (!d || !d.card || d.zone)) return null;
    // 201.2: "for up to four land cards with different names": no two of the cards found share a name.
    const differentNames = count !== 1 && (p.eat('with different names') || p.eat('that have different names'));
    const inLibrary = named ? ({ kind: 'object', match: { name: named } } as const) : descFilter(d!, 'library');
    if (!inLibrary) return null;
    // The engine's search looks in the library itself; the filter describes the card.
    const filter: Filter = inLibrary.kind === 'object' ? { kind: 'object', match: inLibrary.match } : inLibrary;
    // "up to X cards" with no "where X is": the spell's or ability's announced X (107.3; a triggered ability has none
    // and is refused for it).
    const upToAmount: Amount | null = count === 0 ? (whereXIs(p, ctx) ?? { kind: 'x' }) : null;
    if (count === 0 && !upToAmount) return null;
    const x = { ...(upToAmount ? { upToAmount } : {}), ...(differentNames ? { differentNames } : {}) };
    let reveal = false;
    if (p.eat(', reveal it') || p.eat(', reveal them') || p.eat(', reveal that card') || p.eat(', reveal those cards'))
      reveal = true;
    if (!reveal && (p.eat('and reveal that card') || p.eat('and reveal it'))) reveal = true;
    const topAfterShuffle = p.try(() => {
      p.eat(',');
      for (const w of [
        'then shuffle your library and put that card on top of it',
        'then shuffle and put that card on top',
        'then shuffle and put the card on top',
        '. shuffle your library , then put the card on top of it',
        '. shuffle your library , then put that card on top of it',
        '. then shuffle and put the card on top',
      ])
        if (p.eat(w)) return true;
      return null;
    });
    if (topAfterShuffle) {
      if (count !== 1 || graveyard) return null;
      // 701.23a: "…, reveal it, then shuffle and put that card on top."
      ctx.it = { kind: 'created' };
      return [{ kind: 'search', who, filter, count, to: 'libraryTop', reveal } as Effect];
    }
    const dest = searchDestination(p, ctx, count, upToAmount !== null);
    if (!dest) return null;
    const [put, attached] = dest;
    if (graveyard) {
      if (
        !p.eat('. if you search your library this way , shuffle') &&
        !p.eat('. if you searched your library this way , shuffle')
      )
        return null;
      ctx.it = { kind: 'created' };
      return [{ kind: 'search', who, filter, count, ...x, ...put, reveal, graveyard, ...attached } as Effect];
    }
    if (!(
      p.eat(', then shuffle your library') ||
      (theirs && p.eat(', then shuffle their library')) ||
      p.eat(', then shuffle') ||
      p.eat('. then shuffle your library') ||
      p.eat('. then shuffle') ||
      p.eat('. if you do , shuffle your library') ||
      p.eat('. shuffle your library')
    ))
      return null;
    ctx.it = { kind: 'created' };
    return [{ kind: 'search', who, filter, count, ...x, ...put, reveal, ...attached } as Effect];
  });
}

/** ", where X is [amount]" after "up to X … cards" (the cursor unmoved when it isn't). */
function whereXIs(p: Cursor, ctx: Ctx): Amount | null {
  return p.try(() => (p.eat(', where x is') ? amountEqual(p, ctx) : null));
}

/**
 * "…, [and / then] put it into your hand" / "put it onto the battlefield [tapped | attached to target creature]": where
 * the cards found go (303.4i: a named host for one card found), or null.
 */
function searchDestination(
  p: Cursor,
  ctx: Ctx,
  count: number,
  afterWhereX: boolean,
): [{ to: 'hand' | 'battlefield'; tapped?: true }, { attachedTo?: ObjectRef }] | null {
  // "…, where X is the number of Shrines you control. Put those cards onto the battlefield tapped, then shuffle."
  const next = p.eat(', and') || p.eat(', then') || p.eat(',') || p.eat('and') || (afterWhereX && p.eat('.'));
  if (!next) return null;
  if (
    p.eat('put it into your hand') ||
    p.eat('put them into your hand') ||
    p.eat('put that card into your hand') ||
    p.eat('put those cards into your hand')
  )
    return [{ to: 'hand' }, {}];
  if (!(
    p.eat('put it onto the battlefield') ||
    p.eat('put them onto the battlefield') ||
    p.eat('put that card onto the battlefield') ||
    p.eat('put those cards onto the battlefield')
  ))
    return null;
  if (p.eat('tapped')) return [{ to: 'battlefield', tapped: true }, {}];
  const host = count === 1 ? attachedToPhrase(p, ctx, { kind: 'created' }) : null;
  return [{ to: 'battlefield' }, host ? { attachedTo: host } : {}];
}

/**
 * "card named Ajani, Valiant Protector" (201.2): another card's name as written, up to ", reveal" or "and put". The
 * count before it was already read ("a").
 */
function cardNamed(p: Cursor): string | null {
  return p.try(() => {
    if (!p.eat('card named')) return null;
    let name = '';
    while (!p.done && !p.is(',', 'reveal') && !p.is('and', 'put')) {
      const t = p.toks[p.i]!;
      if (t.kind === 'word') name += (name ? ' ' : '') + t.raw;
      else if (t.kind === 'punct' && (t.t === ',' || t.t === "'s")) name += t.raw;
      else return null;
      p.i++;
    }
    return /^[A-Z]/.test(name) && !name.endsWith(',') ? name : null;
  });
}

interface Grants {
  keywords: SimpleKeyword[];
  abilities: AbilityNode[];
  /** "the color of your choice": chosen first (608.2d). */ choose?: boolean;
}

/** "protection from red", "protection from the chosen color", "protection from the color of your choice" (702.16). */
function protectionGrant(p: Cursor): { ability: AbilityNode; choose: boolean } | null {
  return p.try(() => {
    if (!p.eat('protection from')) return null;
    const start = p.i - 2;
    let match: ObjectMatch;
    let choose = false;
    const w = p.peek();
    if (w && COLOR_WORDS[w] && !(p.peek(1) === 'and' || p.peek(1) === 'or')) {
      p.i++;
      match = { colors: [COLOR_WORDS[w]!] };
    } else if (p.eat('the chosen color')) match = { chosen: 'color' };
    else if (p.eat('the color of your choice')) {
      match = { chosen: 'color' };
      choose = true;
    } else return null;
    const text = untokenize(p.toks.slice(start, p.i));
    return {
      ability: {
        kind: 'keyword',
        keyword: 'protection',
        from: { kind: 'object', match },
        text: text[0]!.toUpperCase() + text.slice(1),
      },
      choose,
    };
  });
}

/** "flying", "trample and \"{G}: Regenerate ~.\"", "first strike, vigilance, and lifelink": what "gains" grants. */
export function grantList(p: Cursor): Grants | null {
  return p.try(() => {
    const g: Grants = { keywords: [], abilities: [] };
    const item = (): boolean => {
      if (p.peek() === '"') {
        const inner = quoted(p);
        const abilities = inner === null ? null : compileQuotedText(p, inner);
        if (!abilities) return false;
        g.abilities.push(...abilities);
        return true;
      }
      const prot = protectionGrant(p);
      if (prot) {
        g.abilities.push(prot.ability);
        g.choose ||= prot.choose;
        return true;
      }
      for (const two of ['first strike', 'double strike'])
        if (p.eat(two)) {
          g.keywords.push(two as SimpleKeyword);
          return true;
        }
      if (p.peek() && isSimpleKeyword(p.peek()!)) {
        g.keywords.push(p.next()!.t as SimpleKeyword);
        return true;
      }
      const fire = firebendingGranted(p); // 702.189a
      if (fire) g.abilities.push(fire.ability);
      return fire !== null;
    };
    if (!item()) return null;
    for (;;) {
      const save = p.i;
      if (!(p.eat(', and') || p.eat('and') || p.eat(','))) break;
      const q = p.peek();
      if (
        !(q === '"' || q === 'first' || q === 'double' || q === 'firebending' || (q && isSimpleKeyword(q))) ||
        !item()
      ) {
        p.i = save;
        break;
      }
    }
    return g;
  });
}

/**
 * The token-creating instruction a following "It has …" / "That token has …" sentence completes (the last
 * instruction, or the last one of a "you may" / "if you do" group), as a function giving its replacement.
 */
function tokenGrantTarget(e: Effect): ((g: Grants) => Effect[]) | null {
  if (e.kind === 'createToken') {
    return (g) => {
      const kws = g.keywords.map((k) => ({ kind: 'keyword' as const, keyword: k }));
      const texts = [
        e.token.oracleText,
        g.keywords.join(', '),
        ...g.abilities.map((a) => ('text' in a && typeof a.text === 'string' ? a.text : '')),
      ].filter(Boolean);
      return [
        {
          ...e,
          token: {
            ...e.token,
            abilities: [...e.token.abilities, ...kws, ...g.abilities],
            oracleText: texts.join('\n'),
          },
        },
      ];
    };
  }
  if (e.kind === 'createTokenCopy') return (g) => [e, ...grantEffects({ kind: 'created' }, g, 'permanent')];
  if (e.kind === 'optional' && e.effects.length > 0) {
    const inner = tokenGrantTarget(e.effects[e.effects.length - 1]!);
    return inner ? (g) => [{ ...e, effects: [...e.effects.slice(0, -1), ...inner(g)] }] : null;
  }
  if (e.kind === 'payOrNot' && e.paid.length > 0 && e.unpaid.length === 0) {
    const inner = tokenGrantTarget(e.paid[e.paid.length - 1]!);
    return inner ? (g) => [{ ...e, paid: [...e.paid.slice(0, -1), ...inner(g)] }] : null;
  }
  return null;
}

/** Keywords as a keyword grant, quoted abilities as a layer-6 effect (613.1f), for the same duration. */
export function grantEffects(what: ObjectRef, g: Grants, d: Duration): Effect[] {
  const out: Effect[] = [];
  if (g.choose) out.push({ kind: 'choose', what: 'color' });
  if (g.keywords.length) out.push({ kind: 'grantKeyword', what, keywords: g.keywords, duration: d });
  if (g.abilities.length)
    out.push({ kind: 'layered', what, mods: [{ kind: 'addAbilities', abilities: g.abilities }], duration: d });
  return out;
}

/** Verbs whose subject is an object: gets, gains, deals, fights, can't block. */
/** What every OBJECT_VERBS entry reads: objectVerb's arguments and the helpers it shares with them. */
export interface ObjectVerbScope {
  readonly p: Cursor;
  readonly ctx: Ctx;
  readonly subject: ObjectRef;
  readonly plural: boolean;
  readonly v: (singular: string, pl: string) => boolean;
  readonly save: number;
  readonly fail: () => null;
}

/** One branch of objectVerb: its result, or undefined when the text is not this branch's (the next one is tried). */
type ObjectVerbEntry = (s: ObjectVerbScope) => Effect[] | null | undefined;

/** Verbs whose subject is an object, tried in order (one entry per verb or verb family). */
const OBJECT_VERBS: readonly ObjectVerbEntry[] = [
  eachObjectVerb,
  getsObjectVerb,
  gainsObjectVerb,
  keywordListObjectVerb,
  losesObjectVerb,
  hasObjectVerb,
  dealsObjectVerb,
  fightsObjectVerb,
  exploresObjectVerb,
  connivesObjectVerb,
  becomesSaddledObjectVerb,
  becomeObjectVerb,
  landBecomesObjectVerb,
  becomeCopyObjectVerb,
  becomesObjectVerb,
  doesntUntapObjectVerb,
  doesntUntapWhileObjectVerb,
  blockCountPredicateObjectVerb,
  turnRequirementObjectVerb,
  cantBeBlockedObjectVerb,
  cantBeTargetedObjectVerb,
  cantAttackOrBlockForObjectVerb,
];

function objectVerb(p: Cursor, ctx: Ctx, subject: ObjectRef, plural: boolean): Effect[] | null {
  const v = (singular: string, pl: string): boolean => p.eat(plural ? pl : singular);
  const save = p.i;
  const fail = (): null => {
    p.i = save;
    return null;
  };
  const s: ObjectVerbScope = { p, ctx, subject, plural, v, save, fail };
  for (const entry of OBJECT_VERBS) {
    const r = entry(s);
    if (r !== undefined) return r;
  }
  return fail();
}

/** "a 3/3 red and green Elemental artifact creature with trample": layered changes (613.1d–f, 613.4b). */
export function becomesCreature(p: Cursor, subject?: ObjectRef): LayerMod[] | null {
  return p.try(() => {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const ptTok = p.tok();
    if (!ptTok || ptTok.kind !== 'pt' || !/^\d+\/\d+$/.test(ptTok.t)) return null;
    p.i++;
    const [pw, tg] = ptTok.t.split('/').map(Number) as [number, number];
    const colors: Color[] = [];
    let colorless = false;
    for (;;) {
      const w = p.peek();
      if (w && COLOR_WORDS[w]) {
        colors.push(COLOR_WORDS[w]!);
        p.i++;
        p.eat('and');
        continue;
      }
      if (w === 'colorless') {
        colorless = true;
        p.i++;
        continue;
      }
      break;
    }
    const subtypes: string[] = [];
    while (p.tok() && p.tok()!.kind === 'word' && SUBTYPES.has(p.tok()!.raw)) subtypes.push(p.next()!.raw);
    const types: CardType[] = [];
    while (p.peek() && TYPE_WORDS[p.peek()!]) types.push(TYPE_WORDS[p.next()!.t]!);
    if (!types.includes('Creature')) return null;
    const mods: LayerMod[] = [{ kind: 'addTypes', types, ...(subtypes.length ? { subtypes } : {}) }];
    if (colors.length || colorless) mods.push({ kind: 'setColors', colors });
    mods.push({ kind: 'setPT', power: { kind: 'fixed', n: pw }, toughness: { kind: 'fixed', n: tg } });
    if (p.eat('with')) {
      // 613.1f: "with flying", "with \"{X}: ~ gets +X/+0 until end of turn.\"", "with flying and \"…\"".
      const g = grantListFor(p, subject);
      if (!g || g.choose) return null;
      mods.push({
        kind: 'addAbilities',
        abilities: [...g.keywords.map((k) => ({ kind: 'keyword', keyword: k }) as AbilityNode), ...g.abilities],
      });
    }
    p.eat('in addition to its other types'); // 205.1b: addTypes keeps them either way
    return mods;
  });
}

export function recipient(p: Cursor, ctx: Ctx): DamageRecipient[] | null {
  const t = eachOfTargets(p, ctx) ?? targetPhrase(p, ctx);
  if (t) {
    const ref = { kind: 'target' as const, target: t.index };
    if (t.filter.kind === 'object') ctx.it = ref;
    if (t.filter.kind === 'player') noteTargetPlayer(ctx, ref); // "… to target player and 1 damage to each creature that player controls"
    return [ref];
  }
  const pr = playerRef(p, ctx);
  if (pr) {
    noteTargetPlayer(ctx, pr);
    return [pr];
  }
  // "deals 4 damage to them": the player the trigger refers to, when "them" can't be an object.
  if (ctx.itPlayer && !ctx.it && p.eat('them')) return [ctx.itPlayer];
  const o = objectPhrase(p, ctx);
  if (!o) return null;
  if (p.eat('and each player')) return [o, { kind: 'each', relation: 'any' }];
  if (p.eat('and each opponent') || p.eat('and each of your opponents'))
    return [o, { kind: 'each', relation: 'opponent' }];
  return [o];
}

/**
 * 601.2c: "to each of up to three targets" / "to each of two target creatures": each target of the group is dealt the
 * damage (as "to up to two target creatures" says); only a group of more than one target.
 */
function eachOfTargets(p: Cursor, ctx: Ctx): ReturnType<typeof targetPhrase> {
  if (!p.is('each', 'of')) return null;
  return p.try(() => {
    p.i += 2;
    const before = ctx.targets.length;
    const t = targetPhrase(p, ctx);
    if (t && ctx.targets[t.index]!.count.max > 1) return t;
    ctx.targets.length = before;
    return null;
  });
}

/**
 * "N damage to R [and N damage to R]" / "damage equal to its power to R". `its`: the power "its power" names — the
 * subject's (by default ~, the source; null when the subject's power can't be named).
 */
export function damage(p: Cursor, ctx: Ctx, its: Amount | null = { kind: 'sourcePower' }): Effect[] | null {
  return p.try(() => {
    const out: Effect[] = [];
    for (;;) {
      let a: Amount | null = null;
      let rs: DamageRecipient[] | null = null;
      if (p.eat('damage equal to')) {
        // "~ deals damage equal to its power": "its" is the subject, ~ — not the trigger's object ("Whenever an
        // opponent casts a noncreature spell, ~ deals damage equal to its power to that player", Gleeful Arsonist).
        if (p.is('its', 'toughness')) return null;
        if (p.is('its', 'power') && !its) return null;
        a = p.eat('its power') ? its : amountEqual(p, ctx);
        if (!a || !p.eat('to')) return null;
        rs = recipient(p, ctx);
      } else if (p.eat('damage to')) {
        rs = recipient(p, ctx);
        if (!rs || !p.eat('equal to')) return null;
        a = amountEqual(p, ctx);
      } else {
        a = amount(p);
        if (a && (a.kind === 'fixed' || a.kind === 'x') && p.eat('damage divided as you choose among')) {
          // 601.2d: divided as the spell is cast among one, two, or three / any number of targets.
          const t = dividedTargets(p, ctx);
          if (t === null) return null;
          return [{ kind: 'damage', amount: a, to: { kind: 'target', target: t }, divided: true }];
        }
        if (!a || !p.eat('damage to')) return null;
        rs = recipient(p, ctx);
      }
      if (!a || !rs) return null;
      const am = amountFor(p, a, ctx);
      if (!am) return null;
      for (const r of rs) out.push({ kind: 'damage', amount: am, to: r });
      if (p.is('and') && (p.tok(1)?.kind === 'num' || p.peek(1) === 'x')) {
        p.i++;
        continue;
      }
      return out;
    }
  });
}

/** Designations: 702.131c the city's blessing, 702.178a max speed, 722.1 the monarch, 903.3 "you control your commander / a commander". */
function designationCondition(p: Cursor): Condition | null {
  if (p.eat("you have the city 's blessing")) return { kind: 'cityBlessing' };
  if (p.eat('you have max speed')) return { kind: 'maxSpeed' }; // 702.178a
  if (p.eat("you don't have max speed")) return { kind: 'not', condition: { kind: 'maxSpeed' } };
  if (p.eat("you don't have the city 's blessing")) return { kind: 'not', condition: { kind: 'cityBlessing' } };
  if (p.eat("you're the monarch") || p.eat('you are the monarch')) return { kind: 'monarch', is: 'you' };
  if (p.eat("you aren't the monarch") || p.eat('you are not the monarch'))
    return { kind: 'not', condition: { kind: 'monarch', is: 'you' } };
  if (p.eat('there is no monarch') || p.eat("there's no monarch")) return { kind: 'monarch', is: 'none' };
  if (p.eat('an opponent is the monarch')) return { kind: 'monarch', is: 'opponent' };
  if (p.eat('you control your commander')) return { kind: 'controlsCommander', whose: 'yours' };
  if (p.eat('you control a commander')) return { kind: 'controlsCommander', whose: 'any' };
  return dungeonCondition(p); // 309.7, 725.1 (dungeons.ts)
}

/** After "you control": "another [desc]", "N or more [desc]", "the creature with the greatest power [or tied …]". */
function youControlCondition(p: Cursor): Condition | null {
  const another = p.eat('another');
  // "you control the creature with the greatest power [or tied for …]": one of those greatest (objects/greatest.ts).
  const the = !another && p.eat('the');
  const atLeast = another || the ? 1 : number(p);
  if (atLeast === null) return null;
  p.eat('or more');
  const d = desc(p);
  if (!d || d.card || d.spell || d.player || d.zone || (the && !d.match.greatest)) return null;
  if (another) markOther(d);
  const filter = descFilter(d);
  if (!filter) return null;
  return { kind: 'controls', filter, atLeast };
}

/**
 * A condition, or two joined by "or" / "or if": "if you control a Desert or there is a Desert card in your graveyard"
 * holds when either does.
 */
function condition(p: Cursor, ctx: Ctx): Condition | null {
  const first = singleCondition(p, ctx);
  if (!first || p.done || !p.is('or')) return first;
  const alt = p.try(() => (p.eat('or if') || p.eat('or') ? singleCondition(p, ctx) : null));
  return alt ? { kind: 'anyOf', conditions: [first, alt] } : first;
}

function singleCondition(p: Cursor, ctx: Ctx): Condition | null {
  // "if that land was nonbasic" (land-types.ts), "if it's legendary / a Goat" (object-is.ts), "if it's a creature
  // card" after a reveal (reveal-top.ts, 701.20a)
  const target = landIsCondition(p, ctx) ?? objectIsCondition(p, ctx) ?? revealedIsCondition(p, ctx);
  if (target) return target;
  const nth = resolutionCountCondition(p, ctx); // 608.2 "the second time this ability has resolved this turn"
  if (nth) return nth;
  const theirs = thatPlayerCondition(p, ctx); // 603.4 "if that player has no cards in hand" (players.ts)
  if (theirs) return theirs;
  const stat = statCondition(p, ctx) ?? selfStatCondition(p, ctx); // 208.1: "its toughness is 3 or less"
  if (stat) return stat;
  return p.try(() => {
    const designation = designationCondition(p); // 702.131c, 722.1, 903.3
    if (designation) return designation;
    if (p.eat('you control')) return youControlCondition(p);
    if (p.eat("you don't control")) {
      const n = number(p);
      if (n !== 1) return null;
      const d = desc(p);
      if (!d || d.card || d.spell || d.player || d.zone) return null;
      const filter = descFilter(d);
      return filter ? { kind: 'not', condition: { kind: 'controls', filter, atLeast: 1 } } : null;
    }
    if (p.eat("it's your turn")) return { kind: 'yourTurn' };
    const partyOrX = fullPartyCondition(p) ?? announcedXCondition(p) ?? manaSpentCondition(p, ctx); // 700.8; 107.3; 601.2h
    if (partyOrX) return partyOrX;
    // Werewolves: "if no spells were cast last turn" / "if a player cast two or more spells last turn".
    if (p.eat('no spells were cast last turn')) return { kind: 'spellsLastTurn', count: 'total', atMost: 0 };
    const cast = p.try(() => {
      if (!p.eat('a player cast')) return null;
      const n = number(p);
      return n !== null && p.eat('or more spells last turn') ? n : null;
    });
    if (cast !== null) return { kind: 'spellsLastTurn', count: 'anyPlayer', atLeast: cast };
    // "if ~ is an enchantment / a creature", "if ~ is untapped / tapped".
    if (p.eat('~ is untapped')) return { kind: 'selfIs', tapped: false };
    if (p.eat('~ is tapped')) return { kind: 'selfIs', tapped: true };
    if (p.eat('~ is monstrous')) return { kind: 'selfIs', monstrous: true }; // 701.37b
    if (p.eat('~ entered this turn') || (ctx.it?.kind === 'self' && p.eat('it entered this turn')))
      return { kind: 'selfIs', enteredThisTurn: true };
    const selfType = p.try(() => {
      if (!(p.eat('~ is an') || p.eat('~ is a'))) return null;
      const w = p.peek();
      const t = w ? TYPE_WORDS[w] : undefined;
      if (!t || PLURAL_TYPE.has(w!)) return null;
      p.i++;
      return t;
    });
    if (selfType) return { kind: 'selfIs', types: [selfType] };
    // "if you cast it [from your hand]": only where "it" is this permanent (its own enters trigger).
    if (ctx.it?.kind === 'self' && p.eat('you cast it from your hand')) return { kind: 'castIt', from: 'hand' };
    if (p.eat('~ was cast from anywhere other than your hand')) return { kind: 'castIt', notFromHand: true }; // 601.2a
    if (ctx.it?.kind === 'self' && p.eat('you cast it')) return { kind: 'castIt' };
    if (!ctx.permanent && p.eat('you cast ~ during your main phase'))
      return { kind: 'castIt', duringYourMainPhase: true }; // 505.1
    const kicked = kickedCondition(p, ctx) ?? castFromCondition(p); // 702.33d–f; 601.2a
    if (kicked) return kicked;
    // "This turn" conditions, read from the turn's history.
    if (p.eat('a creature died this turn')) return { kind: 'thisTurn', what: 'creatureDied' };
    const life = lifeThisTurnCondition(p) ?? castThisTurnCondition(p) ?? descendedCondition(p); // 119.3; 601.2i; 700.11
    if (life) return life;
    const died = diedCondition(p) ?? sacrificedCondition(p) ?? attackedWithPowerCondition(p); // 700.4; 701.17a; 508.1
    if (died) return died;
    if (p.eat('you attacked with a creature this turn') || p.eat('you attacked this turn'))
      return { kind: 'thisTurn', what: 'youAttacked' };
    // (Revolt's wording, "a permanent left the battlefield under your control this turn", says the same.)
    if (
      p.eat('a permanent you controlled left the battlefield this turn') ||
      p.eat('a permanent left the battlefield under your control this turn')
    )
      return { kind: 'thisTurn', what: 'yourPermanentLeft' };
    // Void (207.2c): 702.185a "warped" — cast for its warp cost.
    if (p.eat('a nonland permanent left the battlefield this turn or a spell was warped this turn'))
      return { kind: 'thisTurn', what: 'nonlandLeftOrWarped' };
    if (p.eat('you have no cards in hand')) return { kind: 'handAtMost', n: 0 };
    const gy = p.try(() => {
      const n = number(p);
      return n !== null && p.eat('or more cards are in your graveyard') ? n : null;
    });
    if (gy !== null) return { kind: 'graveyardAtLeast', n: gy };
    // 700.5: "your devotion to white [and black] is less than five" (the Theros gods).
    const dev = p.try((): Condition | null => {
      const a = amountEqual(p, ctx);
      if (a?.kind !== 'devotion' || !p.eat('is less than')) return null;
      const n = number(p);
      return n === null ? null : { kind: 'devotionLessThan', colors: a.colors, n };
    });
    if (dev) return dev;
    if (p.eat('you have')) return handOrLifeCount(p);
    void ctx;
    return null;
  });
}
export { condition };

/**
 * "that spell's mana value" / "the mana value of that spell": in a cast trigger, the triggering spell's
 * (triggeringObjectPT); after "counter target spell", the single target spell's — both read on the stack (202.3e: X
 * included) or as they last existed there (608.2h).
 */
function spellManaValue(p: Cursor, ctx: Ctx): Amount | null {
  return p.try((): Amount | null => {
    if (!(p.eat("that spell 's mana value") || p.eat('the mana value of that spell'))) return null;
    if (ctx.it?.kind === 'target') {
      const spec = ctx.targets[ctx.it.target];
      const f = spec?.filter;
      if (
        !spec ||
        spec.count.max !== 1 ||
        spec.count.min !== 1 ||
        f?.kind !== 'stackObject' ||
        !f.spells ||
        f.abilities
      )
        return null;
      return { kind: 'targetPower', target: ctx.it.target, stat: 'manaValue' };
    }
    return ctx.it === null || ctx.it.kind === 'triggeringObject'
      ? p.card.triggerSpell === 'triggeringObject'
        ? { kind: 'triggeringObjectPT', stat: 'manaValue' }
        : null
      : null;
  });
}

/** 208.1: "its toughness is 3 or less" ("its": the source) / "~'s power is 4 or greater". */
function selfStatCondition(p: Cursor, ctx: Ctx): Condition | null {
  return p.try((): Condition | null => {
    if (!(p.eat("~ 's") || (ctx.it?.kind === 'self' && p.eat('its')))) return null;
    const stat = p.eat('power is') ? 'power' : p.eat('toughness is') ? 'toughness' : null;
    const n = stat ? number(p) : null;
    if (!stat || n === null) return null;
    if (p.eat('or less')) return { kind: 'selfIs', stat: { stat, atMost: n } };
    return p.eat('or greater') ? { kind: 'selfIs', stat: { stat, atLeast: n } } : null;
  });
}

/**
 * 601.2a: "~ was cast from a graveyard / from exile / from your hand" — the zone the spell was cast from (a copy wasn't
 * cast, 707.10; engine objects/conditions.ts castIt).
 */
function castFromCondition(p: Cursor): Condition | null {
  if (p.eat('~ was cast from a graveyard') || p.eat('~ was cast from your graveyard'))
    return { kind: 'castIt', from: 'graveyard' };
  if (p.eat('~ was cast from exile')) return { kind: 'castIt', from: 'exile' };
  return p.eat('~ was cast from your hand') ? { kind: 'castIt', from: 'hand' } : null;
}

/** Pack tactics (207.2c): "you attacked with creatures with total power N or greater this combat" (508.1). */
function attackedWithPowerCondition(p: Cursor): Condition | null {
  return p.try((): Condition | null => {
    if (!p.eat('you attacked with creatures with total power')) return null;
    const n = number(p);
    return n !== null && p.eat('or greater this combat') ? { kind: 'attackedWithPower', atLeast: n } : null;
  });
}

/** 702.33d–f: "~ was kicked", "it was kicked [twice]", "it was kicked with its {1}{U} kicker" ("it": the card itself). */
function kickedCondition(p: Cursor, ctx: Ctx): Condition | null {
  return p.try((): Condition | null => {
    // 702.166b: "~ was bargained" / "it was bargained": its bargain cost (paid like kicker) was paid.
    if (p.eat('~ was bargained') || (ctx.it?.kind === 'self' && p.eat('it was bargained'))) return { kind: 'kicked' };
    // 701.59a: "evidence was collected": its optional collect-evidence cost (paid like kicker) was paid.
    if (p.eat('evidence was collected')) return { kind: 'kicked' };
    if (!(p.eat('~ was kicked') || (ctx.it?.kind === 'self' && p.eat('it was kicked')))) return null;
    if (p.eat('twice')) return { kind: 'kicked', times: 2 };
    if (p.eat('with its')) {
      let mana = '';
      while (p.tok()?.kind === 'sym') mana += p.next()!.t;
      return mana && p.eat('kicker') ? { kind: 'kicked', withCost: mana } : null;
    }
    return { kind: 'kicked' };
  });
}

/** One clause: an imperative verb phrase, or a subject and its verb phrase. */
function clause(
  p: Cursor,
  ctx: Ctx,
  last: {
    subject:
      { kind: 'player'; ref: PlayerRef; they?: boolean } | { kind: 'object'; ref: ObjectRef; plural: boolean } | null;
  },
): Effect[] | null {
  // A continuing subject: "… draws a card and loses 1 life."
  if (last.subject) {
    const s = last.subject;
    const r =
      s.kind === 'player'
        ? playerVerb(p, ctx, s.ref, s.ref.kind !== 'you' && !s.they)
        : objectVerb(p, ctx, s.ref, s.plural);
    if (r) return r;
  }
  const planar = planeClause(p, ctx, (who, third) => playerVerb(p, ctx, who, third)); // 901: planes.ts
  if (planar) return planar;
  const scheme = schemeClause(p); // 701.26: schemes.ts
  if (scheme) return scheme;
  const ring = ringTemptsClause(p); // 701.54a: ring.ts
  if (ring) return ring;
  const flashback = graveyardFlashbackClause(p); // 702.34a: verbs/continuous-effects.ts
  if (flashback) return flashback;
  const prevention = preventionClause(p, ctx); // 615 / 614.9 / 609.7: prevention.ts
  if (prevention) return prevention;
  const lure = lureClause(p, ctx); // 509.1c: combat-requirements.ts
  if (lure) return lure;
  const imp = playerVerb(p, ctx, YOU, false);
  if (imp) {
    last.subject = { kind: 'player', ref: YOU };
    return imp;
  }
  const pl = p.try(() => {
    // "They draw a card.": the player "they" names takes the verb's plain form.
    const they = p.is('they');
    const start = p.i;
    const who = playerRef(p, ctx);
    if (!who) return null;
    if (p.is('may')) return otherPlayerMayClause(p, ctx, who, start);
    const r = playerVerb(p, ctx, who, who.kind !== 'you' && !they);
    if (r) {
      last.subject = { kind: 'player', ref: who, ...(they ? { they } : {}) };
      noteTargetPlayer(ctx, who);
    }
    return r;
  });
  if (pl) return pl;
  return p.try(() => {
    const startTargets = ctx.targets.length;
    const eachSubject = p.is('each');
    const plural = eachSubject || p.is('all') || p.is('up', 'to') || p.is('creatures') || p.is('other');
    const those = p.is('those') || p.is('they');
    let subj = objectPhrase(p, ctx);
    // "Those tokens gain haste." / "They gain haste." after tokens were created: all of them.
    let pluralSubject = plural || (those && (subj?.kind === 'created' || subj?.kind === 'triggeringObjects'));
    if (!subj) {
      // "Creatures you control get +1/+1 until end of turn."
      const d = desc(p);
      if (d && !d.card && !d.spell && !d.player && d.plural) {
        const f = descFilter(d);
        const by = f ? controlledByPhrase(p, ctx, d) : null; // "Creatures target player controls …"
        if (f) {
          subj = by ? { kind: 'all', filter: f, controlledBy: by } : { kind: 'all', filter: f };
          pluralSubject = true;
        }
        // "Creatures target player controls get +2/+2 until end of turn. Untap them.": the same objects.
        // "Creatures you control get +1/+1 until end of turn. Untap those creatures.": likewise.
        if (subj && (by || ctx.it === null || (ctx.it.kind === 'triggeringObject' && p.card.triggerSpell)))
          ctx.it = subj;
      }
    }
    if (!subj) {
      ctx.targets.length = startTargets;
      return null;
    }
    if (subj.kind === 'target') {
      const spec = ctx.targets[subj.target];
      if (spec && (spec.count.max > 1 || spec.perOpponent)) pluralSubject = true; // "They gain haste" (one per opponent)
    }
    const at = p.i;
    // "Each creature you control gets …" (a distributive subject takes the singular verb; 702.96a overloaded text).
    const r =
      objectVerb(p, ctx, subj, pluralSubject) ??
      ((subj.kind === 'all' || subj.kind === 'target') && eachSubject
        ? ((p.i = at), objectVerb(p, ctx, subj, false)) // "Each of those creatures doesn't untap …"
        : null);
    if (!r) {
      ctx.targets.length = startTargets;
      return null;
    }
    last.subject = { kind: 'object', ref: subj, plural: pluralSubject };
    return r;
  });
}

function chain(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try(() => {
    const last: Parameters<typeof clause>[2] = { subject: null };
    const first = clause(p, ctx, last);
    if (!first) return null;
    const out = [...first];
    for (;;) {
      const save = p.i;
      if (!(p.eat(', then') || p.eat('then') || p.eat(', and') || p.eat('and') || p.eat(','))) break;
      // "Mill three cards, then you may return a creature card …": the rest of the sentence is optional (608.2d).
      const may = p.is('you', 'may') ? optionalTail(p, ctx) : null;
      if (may) {
        out.push(...may);
        break;
      }
      const next = clause(p, ctx, last);
      if (!next) {
        p.i = save;
        break;
      }
      out.push(...next);
    }
    return returnedAfterExile(out);
  });
}

/** "you may [clauses]" after a ", then": the clauses as one optional instruction (a payment alone asks by itself). */
function optionalTail(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try(() => {
    const start = p.i;
    p.i += 2;
    const inner = chain(p, ctx);
    if (!inner) return null;
    if (inner.length === 1 && inner[0]!.kind === 'payOrNot') return inner;
    return [{ kind: 'optional', who: YOU, effects: inner, text: untokenize(p.toks.slice(start, p.i)) }];
  });
}

/** One sentence, up to and including its full stop. */
export function sentence(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.within({ leadingDuration: null }, () =>
    p.try(() => {
      p.eat('then');
      if (!p.is('until', 'end', 'of', 'turn', ',')) return sentenceBody(p, ctx);
      // 611.2a: "Until end of turn, [clauses]." Every clause must be one that lasts for a duration;
      // anything else ("Until end of turn, whenever …") is a different construction.
      p.i += 5;
      const out = p.within({ leadingDuration: 'endOfTurn' }, () => sentenceBody(p, ctx));
      return out && out.every((e) => 'duration' in e && e.duration === 'endOfTurn') ? out : null;
    }),
  );
}

/**
 * "Its controller may search their library for a basic land card, put it onto the battlefield tapped, then shuffle."
 * (701.23, 608.2d): a target's controller (as it last existed, 608.2h) or owner chooses, and searches their own library.
 */
function otherPlayerMay(p: Cursor, ctx: Ctx): Effect[] | null {
  if (!(p.is('its') || p.is('that', 'land', "'s") || p.is('that', 'player', 'may', 'search'))) return null;
  return p.try(() => {
    const start = p.i;
    // "Destroy target land an opponent controls. That player may search …": the target's controller.
    const it = ctx.it?.kind === 'target' ? ctx.it.target : null;
    const who =
      it !== null && opponentControls(ctx.targets[it]?.filter) && p.eat('that player')
        ? ({ kind: 'controllerOfTarget', target: it } as const)
        : playerRef(p, ctx);
    if (!who || (who.kind !== 'controllerOfTarget' && who.kind !== 'ownerOfTarget')) return null;
    if (!p.eat('may', 'search')) return null;
    const inner = search(p, ctx, who);
    const text = untokenize(p.toks.slice(start, p.i));
    return inner && (p.eat('.') || p.done) ? [{ kind: 'optional', who, effects: inner, text }] : null;
  });
}

/**
 * "For each land you control, create a Treasure token." — read as "Create a Treasure token for each land you control."
 * (one token per object counted as the effect resolves, 608.2h); only when the instruction is a token creation, or
 * counters put on ~ for each card revealed this way (reveal-top.ts).
 */
function forEachCreateSentence(p: Cursor, ctx: Ctx): Effect[] | null {
  if (!p.is('for', 'each')) return null;
  const comma = p.toks.findIndex((t, k) => k > p.i && t.t === ',');
  const end = p.toks.findIndex((t, k) => k > comma && t.t === '.');
  // "For each nonland card revealed this way, you create a 3/3 green Elephant creature token."
  const you = p.toks[comma + 1]?.t === 'you' ? 1 : 0;
  // "For each nonland card revealed this way, put a +1/+1 counter on ~." (a revealed count only)
  const verb = p.toks[comma + 1 + you]?.t;
  if (comma < 0 || !(verb === 'create' || (verb === 'put' && !you && ctx.revealTop)) || end < 0) return null;
  const toks = [...p.toks.slice(comma + 1 + you, end), ...p.toks.slice(p.i, comma), p.toks[end]!];
  const q = new Cursor(toks, p.card);
  const before = ctx.targets.length;
  const out = sentence(q, ctx);
  const e = out?.length === 1 ? out[0]! : null;
  const one =
    (e?.kind === 'createToken' && (e.count.kind === 'count' || e.count.kind === 'thisWay')) ||
    (e?.kind === 'addCounters' && e.what.kind === 'self' && e.amount.kind === 'thisWay');
  if (!out || !q.done || !one) {
    ctx.targets.length = before;
    return null;
  }
  p.i = end + 1;
  return out;
}

/**
 * "Defending player may pay {U}." / "Target opponent may sacrifice two creatures." (608.2d): one player other than you
 * chooses, as the effect resolves, whether to follow the instruction; the sentence must end there (what follows an
 * "and" would not be told apart from the choice). "They may …" only after a single player.
 */
function otherPlayerMayClause(p: Cursor, ctx: Ctx, who: PlayerRef, start: number): Effect[] | null {
  if (who.kind === 'you' || who.kind === 'each') return null;
  p.i++;
  const inner = playerVerb(p, ctx, who, false);
  if (!inner || !(p.is('.') || p.done)) return null;
  noteTargetPlayer(ctx, who);
  return [{ kind: 'optional', who, effects: inner, text: untokenize(p.toks.slice(start, p.i)) }];
}

/** A target filter whose objects are all controlled by an opponent ("target land an opponent controls"). */
function opponentControls(f: Filter | undefined): boolean {
  if (!f) return false;
  if (f.kind === 'anyOf') return f.filters.every(opponentControls);
  return f.kind === 'object' && f.match.controller === 'opponent';
}

function sentenceBody(p: Cursor, ctx: Ctx): Effect[] | null {
  const dies = dieSentence(p, ctx); // 614.1a "… would die this turn, exile it instead" (prevention.ts)
  if (dies) return dies;
  const lands = landPlaySentence(p); // 305.2 (players.ts)
  if (lands) return lands;
  const theirs = otherPlayerMay(p, ctx); // "Its controller may search their library …" (701.23)
  if (theirs) return theirs;
  const perObject = forEachCreateSentence(p, ctx); // "For each land you control, create a Treasure token."
  if (perObject) return perObject;
  return p.try(() => {
    const sentenceStart = p.i;
    let out: Effect[] | null;
    if (p.is('you', 'may')) {
      const start = p.i;
      p.i += 2;
      const inner = chain(p, ctx);
      if (!inner) return null;
      // "You may tap or untap target permanent, then you may tap or untap another target permanent": two choices,
      // the second asked whether or not the first was taken (608.2d), so the tail is not inside the first.
      const tail = inner.length > 1 ? inner[inner.length - 1]! : null;
      const second = tail?.kind === 'optional' && tail.who.kind === 'you' && /^you may /.test(tail.text) ? tail : null;
      if (second) inner.pop();
      // "You may pay {2}." — paying is already a choice (payOrNot asks); so is casting a card (castObject asks).
      const text = untokenize(p.toks.slice(start, p.i));
      out =
        inner.length === 1 &&
        (inner[0]!.kind === 'payOrNot' || inner[0]!.kind === 'castObject' || inner[0]!.kind === 'castFromHand')
          ? inner
          : [
              {
                kind: 'optional',
                who: YOU,
                effects: inner,
                text: second ? text.slice(0, -second.text.length).replace(/,? then $/, '') : text,
              },
            ];
      if (second) out.push(second);
    } else if (p.is('if')) {
      p.i++;
      const c = condition(p, ctx);
      if (!c || !p.eat(',')) return null;
      const targets = ctx.targets.length;
      const inner = chain(p, ctx);
      if (!inner) return null;
      // 702.33g: a target that only a kicked spell has is chosen only if it is kicked.
      if (c.kind === 'kicked' && ctx.targets.length !== targets && !kickedTargets(ctx, c, inner, targets)) return null;
      out = [{ kind: 'conditional', condition: c, then: inner }];
    } else {
      out = chain(p, ctx);
      if (!out) return null;
      out = trailingConditions(p, ctx, out, sentenceStart);
      if (!out) return null;
    }
    // "[effects] unless [player] pays [cost]" (118.12); "[effects] unless {U} was spent to cast it" (a condition).
    if (p.is('unless')) {
      // "A, then B unless you pay …": only B hangs on the payment; the chain's effects are not told apart: refused.
      if (out.length > 1 && p.toks.slice(sentenceStart, p.i).some((t) => t.t === 'then')) return null;
      const paid = unlessClause(p, ctx, out) ?? unlessCondition(p, ctx, out);
      if (!paid) return null;
      out = paid;
    }
    // "[effects] at the beginning of the next turn's upkeep / next end step" (603.7: a delayed trigger).
    const delayed = p.eat("at the beginning of the next turn 's upkeep")
      ? 'upkeep'
      : p.eat('at the beginning of the next end step')
        ? 'end'
        : p.eat('at end of combat') // 511.2: the end of combat step of this turn
          ? 'endCombat'
          : null;
    // 603.7c: what "it" / "that creature" / "them" in it refers to is fixed in effectText (bindReferences).
    if (delayed)
      out = [{ kind: 'delayedTrigger', step: delayed, effects: out, text: untokenize(p.toks.slice(0, p.i)) }];
    // "…, where X is the number of creatures you control."
    if (p.is(',', 'where', 'x', 'is')) {
      const bound = whereXClause(p, ctx, out);
      if (!bound) return null;
      out = bound;
    }
    // A quoted ability ending in its own full stop ends the sentence ('… gains "{T}: Draw a card." Then …').
    if (!(p.eat('.') || p.done || quoteEnded(p))) return null;
    return out;
  });
}

/**
 * "[effects] if [condition]" after a chain; then "and [effects] if [condition]", each with its own condition (the
 * Eventide hybrid spells: "You gain X life if {G} was spent to cast ~ and X life if {W} was spent to cast ~" — each
 * half happens when its mana was spent; both when both were). A second half that leaves out the first's subject and
 * verb ("… and 3 damage to each creature with flying if …") reads them from the first ("~ deals"); never a target.
 * Null when an "and" half doesn't read (the cursor is then past the first condition).
 */
function trailingConditions(p: Cursor, ctx: Ctx, out: Effect[], start: number): Effect[] | null {
  if (!(p.is(',', 'if') || p.is('if'))) return out;
  const save = p.i;
  const firstEnd = p.i;
  p.eat(',');
  p.eat('if');
  const c = condition(p, ctx);
  if (!c) {
    p.i = save;
    return out;
  }
  const all: Effect[] = [{ kind: 'conditional', condition: c, then: out }];
  while (p.is('and') || p.is(',', 'and')) {
    const half = conditionedHalf(p, ctx, p.toks.slice(start, firstEnd));
    if (!half) return null;
    all.push(half);
  }
  return all;
}

/** "and [effects] if [condition]" (see trailingConditions): `first` is the first half's effect text. */
function conditionedHalf(p: Cursor, ctx: Ctx, first: readonly Token[]): Effect | null {
  return p.try(() => {
    p.eat(',');
    p.eat('and');
    const at = p.toks.findIndex((t, k) => k >= p.i && (t.t === 'if' || t.t === '.'));
    if (at < 0 || p.toks[at]!.t !== 'if') return null;
    const words = p.toks.slice(p.i, at);
    const targets = ctx.targets.length;
    for (let k = 0; k < first.length; k++) {
      const lead = first.slice(0, k);
      if (lead.some((t) => t.t === 'target')) break;
      const q = new Cursor([...lead, ...words], p.card);
      const then = chain(q, ctx);
      if (then && q.done) {
        p.i = at + 1;
        const c = condition(p, ctx);
        return c ? { kind: 'conditional', condition: c, then } : null;
      }
      ctx.targets.length = targets;
    }
    return null;
  });
}

/** "[effects] unless {U} was spent to cast it": the effects happen only if the condition is false. */
function unlessCondition(p: Cursor, ctx: Ctx, out: Effect[]): Effect[] | null {
  return p.try(() => {
    p.eat('unless');
    const c = manaSpentCondition(p, ctx);
    return c ? [{ kind: 'conditional', condition: { kind: 'not', condition: c }, then: out }] : null;
  });
}

/** "[effects] unless [player] pays [cost]" (118.12): the effects as a payOrNot, or null (the cursor back at "unless"). */
function unlessClause(p: Cursor, ctx: Ctx, out: Effect[]): Effect[] | null {
  const save = p.i;
  const start = p.i;
  p.i++;
  const who = playerRef(p, ctx);
  const afterWho = p.i;
  const pays = !!who && (p.eat('pays') || p.eat('pay'));
  const afterPays = p.i;
  let cost = pays ? payment(p) : null;
  // "… unless its controller pays {1} for each card in your graveyard": that mana once per thing counted (608.2h).
  if (pays && !cost) p.i = afterPays;
  const times = pays && !cost ? manaForEach(p, ctx) : null;
  if (times) cost = times.cost;
  // "… unless you sacrifice a land / discard a card / return …" (abilities.ts: the cost grammar).
  if (!cost && who?.kind === 'you') {
    p.i = afterWho;
    cost = unlessCost(p);
  }
  if (!who || !cost) {
    p.i = save;
    return null;
  }
  const text = untokenize(p.toks.slice(start, p.i));
  return [{ kind: 'payOrNot', who, cost, ...(times ? { times: times.n } : {}), paid: [], unpaid: out, text }];
}

/** "{1} for each [thing]": a mana cost without X and the amount that counts the things, or null (nothing consumed). */
function manaForEach(p: Cursor, ctx: Ctx): { cost: CostSpec; n: Amount } | null {
  return p.try(() => {
    let m = '';
    while (p.tok()?.kind === 'sym' && MANA_SYM.test(p.peek()!)) m += p.next()!.t;
    if (!m || !p.is('for', 'each')) return null;
    const n = amountFor(p, { kind: 'fixed', n: 1 }, ctx);
    return n && FOR_EACH_PAID.has(n.kind) ? { cost: { mana: m, parts: [] }, n } : null;
  });
}

/** Amounts "pays {1} for each …" may count as the payment is offered: things on the battlefield and in zones. */
const FOR_EACH_PAID = new Set<Amount['kind']>(['count', 'cardsIn', 'basicLandTypes', 'countersOnSource']);

/** "You may put a creature card with mana value X or less from your hand onto the battlefield[, where X is …]." */
function putFromHandSentence(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try(() => {
    const put = putFromHandClause(p, ctx);
    if (!put || !p.is(',', 'where', 'x', 'is')) return put;
    const bound = whereXClause(p, ctx, put);
    return bound && (p.eat('.') || p.done) && p.done ? bound : null;
  });
}

/** "…, where X is …": the effects with X bound, or null (the cursor back at the comma). */
function whereXClause(p: Cursor, ctx: Ctx, out: Effect[]): Effect[] | null {
  const save = p.i;
  p.i += 4;
  const x = amountEqual(p, ctx);
  // Values read once as the effect begins (608.2h: as it last existed, if it has left): counts, devotion, the sacrificed object, "its power".
  const fixedOnce =
    x &&
    (x.kind === 'countersOnSource' ||
      x.kind === 'thisWay' || // 122.1: the counters on the source (608.2h)
      x.kind === 'count' ||
      x.kind === 'greatestPower' ||
      x.kind === 'triggeringObjectsGreatestPower' ||
      x.kind === 'totalStat' ||
      x.kind === 'basicLandTypes' ||
      x.kind === 'cardsIn' ||
      x.kind === 'sacrificed' ||
      x.kind === 'devotion' ||
      x.kind === 'manaSpent' || // 601.2h: fixed once cast
      x.kind === 'lifeThisTurn' || // 119.3
      x.kind === 'lifeTotal' ||
      x.kind === 'colorsAmong' ||
      x.kind === 'opponentCount' ||
      x.kind === 'partySize' || // 700.8
      x.kind === 'diedThisTurn' || // 700.4
      x.kind === 'sourcePower' ||
      x.kind === 'timesMutated' ||
      x.kind === 'movedCardManaValue' || // 202.3
      x.kind === 'targetPower' ||
      x.kind === 'triggeringObjectPT');
  // Another player's hand or permanents ("the number of cards in their hand minus 4"): read as the one effect using X is followed.
  const once =
    x &&
    (x.kind === 'playerCards' || x.kind === 'countControlledBy' || x.kind === 'difference') &&
    JSON.stringify(out).split('{"kind":"x"}').length === 2;
  if (!x || !(fixedOnce || once)) {
    p.i = save;
    return null;
  }
  // "with mana value X or less, where X is …": this X is not announced (107.3), it is the amount, compared where the
  // filter is used (amount-filters.ts); so is a target's "with power X or less".
  const withX = (json: string): string =>
    json
      .replaceAll('"manaValueX":"atMost"', '"statCompared":{"stat":"manaValue","cmp":"le","amount":{"kind":"x"}}')
      .replaceAll('"manaValueX":"equal"', '"statCompared":{"stat":"manaValue","cmp":"eq","amount":{"kind":"x"}}')
      .replaceAll('{"kind":"x"}', JSON.stringify(x));
  const bound = JSON.parse(withX(JSON.stringify(out))) as Effect[];
  // "up to X target creatures, where X is …": a number of targets that is not the announced X is not modelled.
  if (ctx.targets.some((t) => t.countX)) {
    p.i = save;
    return null;
  }
  // A mana cost with {X} ("unless its controller pays {X}, where X is …") would be paid with the ability's own X.
  if (JSON.stringify(bound).includes('{X}')) {
    p.i = save;
    return null;
  }
  ctx.targets.forEach((t, i) => {
    const json = JSON.stringify(t);
    if (usesAnnouncedX(json)) ctx.targets[i] = JSON.parse(withX(json)) as TargetSpec;
  });
  return bound;
}

/** Sentences until the end of the cursor. */
export function effectText(p: Cursor, ctx: Ctx): Effect[] | null {
  // A vote's choices are known only within its own text: this text gets its own cell, starting from the outer one.
  return p.within({ vote: { value: p.card.vote.value } }, () => effectSentences(p, ctx));
}

function effectSentences(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try(() => {
    const out: Effect[] = [];
    while (!p.done) {
      let read: boolean | null = false;
      for (const reader of SENTENCE_READERS) {
        read = reader(p, ctx, out);
        if (read !== false) break;
      }
      if (read === null) return null;
      if (read) continue;
      const s = sentence(p, ctx);
      if (!s) return null;
      out.push(...s);
    }
    // 400.7 / 603.7c: references to objects that moved, and what delayed triggered abilities refer to.
    const bound = out.length ? bindReferences(out, ctx.targets) : null;
    return bound && !readsGoneTarget(bound, ctx.targets) && lifeLostReferencesOk(bound) ? bound : null;
  });
}

/**
 * A sentence that reads or amends the effects before it: true when it read one (the cursor after it), false when
 * the text here is not its own, null when it is but the text fails (the whole effect text fails).
 */
type SentenceReader = (p: Cursor, ctx: Ctx, out: Effect[]) => boolean | null;

/** Effects a clause returns, appended: true when there were some. */
function appended(out: Effect[], effects: Effect[] | null): boolean {
  if (!effects) return false;
  out.push(...effects);
  return true;
}

/**
 * 702.33e / 608.2c: "[A]. If ~ was kicked, [B] instead." / "If ~ was kicked, instead [B]." — B replaces A when the spell
 * was kicked; so with any condition checked as the text resolves ("If you control three or more snow permanents, it
 * deals 3 damage instead"). Read only as the second sentence of the text, so that A is exactly the one sentence before it.
 */
function insteadSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('if') || out.length === 0) return false;
  if (p.toks.slice(0, p.i).filter((t) => t.t === '.').length !== 1) return false;
  let end = p.i;
  while (end < p.toks.length && p.toks[end]!.t !== '.') end++;
  const body = p.toks.slice(p.i, end);
  const comma = body.findIndex((t) => t.t === ',');
  if (comma < 0) return false;
  const lead = body[comma + 1]?.t === 'instead';
  const trail = body[body.length - 1]?.t === 'instead';
  if (lead === trail) return false;
  const cond = new Cursor(body.slice(1, comma), p.card);
  const c = condition(cond, ctx);
  // 605.1a: a mana ability's "add … instead" is not read (it would stop being a mana ability).
  if (!c || !cond.done || JSON.stringify(out).includes('"kind":"addMana"')) return false;
  const rest = lead ? body.slice(comma + 2) : body.slice(comma + 1, -1);
  const q = new Cursor([...rest, { kind: 'punct', t: '.', raw: '.' }], p.card);
  const targets = ctx.targets.length;
  // "it deals 4 damage instead", "create twelve of those tokens instead": A with another number (instead-amounts.ts).
  const aToks = p.toks.slice(
    0,
    p.toks.findIndex((t) => t.t === '.'),
  );
  const amended = insteadAmounts(aToks, rest, out, p.card);
  // "Target player mills three cards. If …, that player mills ten cards instead.": "that player" is A's target player.
  const players = ctx.targets.flatMap((t, i) => (t.filter.kind === 'player' ? [i] : []));
  const itPlayer = ctx.itPlayer;
  if (players.length === 1) ctx.itPlayer = { kind: 'target', target: players[0]! };
  const then = amended ?? sentence(q, ctx);
  ctx.itPlayer = itPlayer;
  if (!then || (!amended && !q.done)) return null;
  // 702.33g: B's own targets are chosen only if the spell is kicked, and then A's are not (the last sentence only:
  // nothing after it may read A's targets).
  const last = end >= p.toks.length - 1;
  if (ctx.targets.length !== targets && !(last && c.kind === 'kicked' && kickedInstead(ctx, c, then, targets)))
    return null;
  const otherwise = out.splice(0, out.length);
  // "If that creature is red, you may put it on the bottom … instead": declining B leaves A (608.2c).
  const [opt] = then;
  const chosen =
    then.length === 1 && opt?.kind === 'optional' && !opt.otherwise
      ? [{ ...opt, otherwise }]
      : (layeredInstead(otherwise, then) ?? then);
  out.push({ kind: 'conditional', condition: c, then: chosen, otherwise });
  p.i = Math.min(end + 1, p.toks.length);
  return true;
}

/**
 * "Until end of turn, target creature becomes an artifact creature with base power and toughness 4/3. If …, it has
 * base power and toughness 1/1 until end of turn instead." (Behind the Mask): B replaces only the characteristics it
 * names; A's other changes to the same object still apply (the object still becomes an artifact creature).
 */
function layeredInstead(a: readonly Effect[], b: readonly Effect[]): Effect[] | null {
  const [x] = a;
  const [y] = b;
  if (a.length !== 1 || b.length !== 1 || x?.kind !== 'layered' || y?.kind !== 'layered') return null;
  if (JSON.stringify(x.what) !== JSON.stringify(y.what) || x.duration !== y.duration) return null;
  const replaced = new Set(y.mods.map((m) => m.kind));
  return [{ ...x, mods: [...x.mods.filter((m) => !replaced.has(m.kind)), ...y.mods] }];
}

/**
 * 702.33g / 601.2c: the targets from `from` on belong to text that has its effect only if the spell was kicked: they
 * are chosen only then. Only for an instant's or sorcery's own text and any kicker (not "kicked twice" or "with its
 * {…} kicker", which the cast doesn't tell apart).
 */
function kickedTargets(ctx: Ctx, c: Extract<Condition, { kind: 'kicked' }>, then: Effect[], from: number): boolean {
  if (ctx.permanent || c.times !== undefined || c.withCost !== undefined) return false;
  // "If this spell was kicked, it also deals 4 damage to target player" (Goblin Barrage): "it" is the spell, not a target.
  if (then.some((e) => e.kind === 'damage' && e.by?.kind === 'target')) return false;
  for (let i = from; i < ctx.targets.length; i++) ctx.targets[i] = { ...ctx.targets[i]!, kicked: true };
  return true;
}

/**
 * 702.33g: "[A]. If ~ was kicked, instead [B]." where B has targets of its own and reads none of A's (nor divides
 * damage): B's targets are chosen only if the spell is kicked, A's only if it isn't ("Return target creature card …
 * If this spell was kicked, instead return two target creature cards …").
 */
function kickedInstead(ctx: Ctx, c: Extract<Condition, { kind: 'kicked' }>, then: Effect[], from: number): boolean {
  if (JSON.stringify(then).includes('"divided"') || readsTargetBelow(then, from)) return false;
  if (!kickedTargets(ctx, c, then, from)) return false;
  for (let i = 0; i < from; i++) ctx.targets[i] = { ...ctx.targets[i]!, kicked: false };
  return true;
}

/** Does any reference in `v` name a target group before `from` ({kind: 'target', target: 0}, "targetPower", …)? */
function readsTargetBelow(v: unknown, from: number): boolean {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((w) => readsTargetBelow(w, from));
  const o = v as Record<string, unknown>;
  if (typeof o.target === 'number' && o.target < from) return true;
  return Object.values(o).some((w) => readsTargetBelow(w, from));
}

/**
 * "You may sacrifice ~ / a creature. If you do, [B]." / "You may discard a card. If you do, [B]." / "You may return a
 * land you control to its owner's hand. If you do, [B].": that instruction as a cost the player may pay (118.12), so
 * that B happens only if it was done — not when ~ has already left the battlefield, the hand is empty or there is no
 * land to return (608.2c). Null for any other optional instruction.
 */
function sacrificeAsCost(o: Extract<Effect, { kind: 'optional' }>): Extract<Effect, { kind: 'payOrNot' }> | null {
  const [e] = o.effects;
  if (o.effects.length !== 1 || !e) return null;
  const own = (who: PlayerRef): boolean => samePlayer(who, o.who);
  const part: CostPart | null =
    e.kind === 'sacrificeObject' && e.what.kind === 'self' && o.who.kind === 'you'
      ? { kind: 'sacrifice', what: { kind: 'object', match: {} }, count: 1, self: true }
      : e.kind === 'sacrifice' && own(e.who) && e.count.kind === 'fixed'
        ? { kind: 'sacrifice', what: e.filter, count: e.count.n }
        : e.kind === 'discard' && own(e.who) && e.amount.kind === 'fixed' && !e.random && !e.all
          ? { kind: 'discard', what: { kind: 'object', match: {} }, count: e.amount.n }
          : e.kind === 'returnChosen' && own(e.who)
            ? { kind: 'returnToHand', what: e.filter, count: e.count }
            : null;
  return part ? { kind: 'payOrNot', who: o.who, cost: { parts: [part] }, paid: [], unpaid: [], text: o.text } : null;
}

/**
 * "You may tap ~. If you do, [B]." / "When ~ dies, you may exile it. If you do, [B].": B depends on ~ becoming tapped
 * or exiled, which the tree can't test (~ may already be tapped, or have left the graveyard, 608.2c), and a {T} cost
 * would wrongly apply summoning sickness (302.6): not compiled.
 */
function unverifiableIfYouDo(o: Extract<Effect, { kind: 'optional' }>): boolean {
  // "You may pay {2}{R} and sacrifice a nonland permanent. If you do, [B].": B must wait for the payment, which the
  // optional's effects don't (the sacrifice and B would follow a declined payment).
  if (o.effects.some((e) => e.kind === 'payOrNot')) return true;
  const [e] = o.effects;
  if (o.effects.length !== 1 || !e) return false;
  return e.kind === 'tap';
}

type DoneAct = Extract<Effect, { kind: 'ifDone' }>['act'];

/**
 * "Exile ~ / it" (the source or the triggering object) and "Sacrifice ~ / it": an instruction whose happening the engine
 * checks (608.2c, `ifDone`), so that "If you do" / "When you do" after it can be read.
 */
function doneAct(e: Effect | undefined): DoneAct | null {
  if (e?.kind === 'sacrificeObject') return e;
  if (e?.kind === 'exile' && !e.linked && (e.what.kind === 'self' || e.what.kind === 'triggeringObject')) return e;
  return null;
}

/** The checked instruction `last` holds, alone or as the one instruction of a "you may": then wrapped with its branches. */
function wrapDone(last: Effect, then: Effect[], otherwise?: Effect[]): Effect | null {
  const inner = last.kind === 'optional' && last.effects.length === 1 && !last.otherwise ? last.effects[0] : last;
  const act = doneAct(inner);
  if (!act || (otherwise && last.kind === 'optional')) return null;
  const wrapped: Effect = { kind: 'ifDone', act, then, ...(otherwise ? { otherwise } : {}) };
  return last.kind === 'optional' ? { ...last, effects: [wrapped] } : wrapped;
}

/**
 * "If you do, [B]. Those permanents / They …": a following sentence about B's objects belongs to B's branch (608.2c:
 * Lorthos, the Tidemaker — the tapped permanents don't untap only if {8} was paid). Null when such a sentence fails.
 */
function branchFollowUps(p: Cursor, ctx: Ctx): Effect[] | null {
  const out: Effect[] = [];
  while (p.is('those') || p.is('they')) {
    const s = sentence(p, ctx);
    if (!s) return null;
    out.push(...s);
  }
  return out;
}

/**
 * "You may exile a creature card from your graveyard. If you do, [B]." (118.12, 608.2c): the exile as a cost the player
 * may pay, so that B happens only if a card was exiled (not with no such card in the graveyard). The "If you do"
 * sentence that must follow is read next (ifYouDoSentence); "When you do, [B]." (603.12) likewise (whenYouDoSentence).
 */
function mayExileFromGraveyardSentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('you', 'may', 'exile')) return false;
  const start = p.i;
  const cost = p.try(() => {
    p.i += 2;
    const c = unlessCost(p);
    const then = p.is('.', 'if', 'you', 'do', ',') || p.is('.', 'when', 'you', 'do', ','); // 608.2c / 603.12
    return c && c.parts[0]?.kind === 'exileFromGraveyard' && then ? c : null;
  });
  if (!cost) return false;
  const text = untokenize(p.toks.slice(start, p.i));
  p.i++;
  out.push({ kind: 'payOrNot', who: YOU, cost, paid: [], unpaid: [], text });
  return true;
}

/**
 * "You may remove a +1/+1 counter from ~ / it. If you do, [B]." / "… When you do, [B]." (118.12, 608.2c): removing the
 * counter is a cost the player may pay, so B happens only if a counter was removed (not with none of that kind left).
 * "It" must be the source itself.
 */
function mayRemoveCounterSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('you', 'may', 'remove')) return false;
  const start = p.i;
  const counter = p.try(() => {
    p.i += 3;
    if (!(p.eat('a') || p.eat('an') || p.eat('one'))) return null;
    const t = p.next();
    if (!t || !(t.kind === 'word' || (t.kind === 'pt' && (t.t === '+1/+1' || t.t === '-1/-1')))) return null;
    if (!p.eat('counter from')) return null;
    const self = p.eat('~') || ((ctx.it?.kind === 'self' || (ctx.permanent && ctx.it === null)) && p.eat('it'));
    return self && (p.is('.', 'if', 'you') || p.is('.', 'when', 'you', 'do', ',')) ? t.t : null;
  });
  if (!counter) return false;
  const text = untokenize(p.toks.slice(start, p.i));
  p.i++;
  out.push({
    kind: 'payOrNot',
    who: YOU,
    cost: { parts: [{ kind: 'removeCounters', counter, count: 1 }] },
    paid: [],
    unpaid: [],
    text,
  });
  return true;
}

/**
 * "You may collect evidence N. If you do, [B]." / "… When you do, [B]." (701.59a, 118.12): collecting evidence is a cost
 * the player may pay, so B happens only if cards with total mana value N or greater were exiled.
 */
function mayCollectEvidenceSentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('you', 'may', 'collect', 'evidence')) return false;
  const start = p.i;
  const n = p.try(() => {
    p.i += 4;
    const k = number(p);
    return k !== null && k > 0 && (p.is('.', 'if', 'you', 'do', ',') || p.is('.', 'when', 'you', 'do', ',')) ? k : null;
  });
  if (n === null) return false;
  const text = untokenize(p.toks.slice(start, p.i));
  p.i++;
  const cost = { parts: [{ kind: 'collectEvidence' as const, amount: n }] };
  out.push({ kind: 'payOrNot', who: YOU, cost, paid: [], unpaid: [], text });
  return true;
}

/**
 * "If you do, [B]." / "If they do, [B]." / "If the player does, [B]." (608.2c): the words of such a sentence, whether it
 * names another player (the one whose choice the sentence before asks) and whether it is the "don't" branch.
 */
function ifDoWords(p: Cursor): { n: number; other: boolean; dont: boolean } | null {
  for (const [subject, other] of [
    [['you'], false],
    [['they'], true],
    [['the', 'player'], true],
    [['that', 'player'], true],
  ] as const)
    for (const verb of other && subject.length > 1 ? ['does', "doesn't"] : ['do', "don't"])
      if (p.is('if', ...subject, verb, ','))
        return { n: subject.length + 3, other, dont: verb === "don't" || verb === "doesn't" };
  return null;
}

/**
 * "That player may pay {2}. If the player does, [B]." / "Counter target spell unless its controller pays {4}. If they
 * do, [B]." (608.2c, 118.12): another player's choice, which that player makes as the ability resolves; "they" in B is
 * that player. The choice must be a payment the engine checks (a cost, paid or not) or a draw.
 */
function otherPlayerChoice(last: Effect): Effect | null {
  if (last.kind === 'payOrNot') return last.who.kind === 'you' ? null : last;
  if (last.kind !== 'optional' || last.who.kind === 'you' || last.otherwise) return null;
  const [only] = last.effects;
  // "That player may pay {2}.": the payment asks by itself (one question, not two).
  if (last.effects.length === 1 && only?.kind === 'payOrNot' && samePlayer(only.who, last.who) && !only.paid.length)
    return only.unpaid.length ? null : only;
  const cost = sacrificeAsCost(last);
  if (cost) return cost;
  // "That player may draw an additional card. If they do, …": drawing is done by choosing it, as for "you may draw"; any
  // other instruction might be chosen and not done ("discard a card at random" from an empty hand), which the tree
  // can't tell: not compiled.
  return last.effects.every((e) => e.kind === 'draw' && samePlayer(e.who, last.who)) ? last : null;
}

function samePlayer(a: PlayerRef, b: PlayerRef): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** "You may [A]. If you do, [B]." — B happens only when A was chosen (608.2c). */
function ifYouDoSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  const words = ifDoWords(p);
  if (!words) return false;
  const { dont, other } = words;
  const prev = out[out.length - 1];
  const last = prev && other ? otherPlayerChoice(prev) : prev;
  const checked = !!last && !other && doneAct(last) !== null; // "Sacrifice ~. If you do, …" (608.2c)
  if (
    !last ||
    (last.kind !== 'optional' && last.kind !== 'payOrNot' && !checked) ||
    (dont && last.kind !== 'payOrNot' && !checked)
  )
    return null;
  if (last.kind === 'optional' && unverifiableIfYouDo(last)) return null;
  if (last.kind === 'optional' && other && last.effects.some((e) => e.kind === 'optional')) return null;
  p.i += words.n;
  const them = other && (last.kind === 'optional' || last.kind === 'payOrNot') ? last.who : null;
  const saved = ctx.itPlayer;
  if (them) ctx.itPlayer = them; // "If they do, they draw a card." — the player who chose (608.2c)
  const first = topCardCheck(p, ctx) ?? revealUntilClause(p, ctx) ?? sentence(p, ctx);
  const more = first ? branchFollowUps(p, ctx) : null;
  ctx.itPlayer = saved;
  if (!first || !more) return null;
  const s = [...first, ...more];
  const asCost = last.kind === 'optional' && !dont ? sacrificeAsCost(last) : null;
  if (asCost) {
    out[out.length - 1] = { ...asCost, paid: s };
    return true;
  }
  const wrapped = last.kind === 'payOrNot' ? null : dont ? wrapDone(last, [], s) : wrapDone(last, s);
  if (wrapped) {
    out[out.length - 1] = wrapped;
    return true;
  }
  if (last.kind === 'payOrNot')
    out[out.length - 1] = dont ? { ...last, unpaid: [...last.unpaid, ...s] } : { ...last, paid: [...last.paid, ...s] };
  else if (last.kind === 'optional') out[out.length - 1] = { ...last, effects: [...last.effects, ...s] };
  else return null;
  return true;
}

/**
 * 603.12: "You may [pay / sacrifice / discard A]. When you do, [B]." — B is a reflexive triggered ability: it triggers
 * only if A was done, and its targets are chosen as it is put on the stack (after A), so it is compiled as an ability
 * of its own (its own targets; "it" / "that player" of the outer ability carry over unless they name a target).
 */
function whenYouDoSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('when', 'you', 'do', ',')) return false;
  const last = out[out.length - 1];
  const cost = last?.kind === 'payOrNot' ? last : last?.kind === 'optional' ? sacrificeAsCost(last) : null;
  // "[You may] exile ~ / sacrifice ~. When you do, …": the exile or sacrifice checked as it happens (608.2c, 603.12).
  const checked = !cost && last ? wrapDone(last, []) : null;
  if (!checked && (!cost || cost.unpaid.length > 0)) return null;
  const start = p.i + 4;
  p.i = start;
  const inner: Ctx = {
    ...newCtx(ctx.permanent),
    it: untargeted(ctx.it),
    itPlayer: untargeted(ctx.itPlayer),
    ...(ctx.defending !== undefined ? { defending: untargeted(ctx.defending) } : {}),
    ...(ctx.itController !== undefined ? { itController: untargeted(ctx.itController) } : {}),
    // "You may sacrifice another creature. When you do, … equal to that creature's power" (608.2h).
    ...(cost && sacrificesOne(cost.cost.parts) ? { sacrificed: true, sacrificedThat: true } : {}),
  };
  const effects = effectSentences(p, inner);
  if (!effects) return null;
  const text = untokenize(p.toks.slice(start - 4, p.i));
  const reflexive: Effect = { kind: 'reflexiveTrigger', targets: inner.targets, effects, text };
  out[out.length - 1] = cost ? { ...cost, paid: [...cost.paid, reflexive] } : wrapDone(last!, [reflexive])!;
  return true;
}

/** A reference that doesn't name one of the outer ability's targets (those are not the reflexive ability's). */
function untargeted<T extends ObjectRef | PlayerRef>(r: T | null | undefined): T | null {
  return r && !JSON.stringify(r).includes('arget') ? r : null;
}

/**
 * "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's
 * graveyard." — where the countered card goes instead (614.1a).
 */
function counteredThisWaySentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('if', 'that', 'spell', 'is', 'countered', 'this', 'way', ',')) return false;
  const prev = out[out.length - 1];
  const counter =
    prev?.kind === 'counter'
      ? prev
      : prev?.kind === 'payOrNot' && prev.unpaid.length === 1 && prev.unpaid[0]!.kind === 'counter'
        ? prev.unpaid[0]
        : null;
  if (!counter || counter.kind !== 'counter' || counter.what.kind !== 'target') return null;
  p.i += 8;
  const gy = (): boolean =>
    p.eat("instead of into that player 's graveyard") || p.eat("instead of putting it into its owner 's graveyard");
  let instead: 'exile' | 'hand' | 'libraryTop' | 'libraryBottom' | null = null;
  if (p.eat('exile it') && gy()) instead = 'exile';
  else if (p.eat("put it into its owner 's hand") && gy()) instead = 'hand';
  else if (p.eat("put it on top of its owner 's library") && gy()) instead = 'libraryTop';
  else if (p.eat("put it on the bottom of its owner 's library") && gy()) instead = 'libraryBottom';
  if (!instead || !(p.eat('.') || p.done)) return null;
  const patched: Effect = { ...counter, instead };
  // The exiled card is "it" / "that card" afterwards when the counter is the text's only instruction (play-permission.ts).
  if (instead === 'exile' && prev!.kind === 'counter' && out.length === 1) ctx.it = { kind: 'created' };
  out[out.length - 1] =
    prev!.kind === 'counter' ? patched : { ...(prev as Extract<Effect, { kind: 'payOrNot' }>), unpaid: [patched] };
  return true;
}

/** 705.1: "Flip a coin. If you win the flip, [A]. [If you lose the flip, [B].]" */
function flipCoinSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('flip', 'a', 'coin', '.')) return false;
  const r = p.try(() => {
    p.i += 4;
    let won: Effect[] = [];
    let lost: Effect[] = [];
    if (p.eat('if you win the flip ,')) {
      const s = sentence(p, ctx);
      if (!s) return null;
      won = s;
    }
    if (p.eat('if you lose the flip ,')) {
      const s = sentence(p, ctx);
      if (!s) return null;
      lost = s;
    }
    return won.length || lost.length ? { kind: 'flipCoin' as const, won, lost } : null;
  });
  if (!r) return null;
  out.push(r);
  return true;
}

/**
 * "Choose target creature. …" / "Choose two / up to one / any number of target creatures. …": the targets are chosen as
 * the spell or ability is put on the stack (601.2c, 115.1); the sentence does nothing itself, and "that creature" /
 * "it" / "them" / "each of those creatures" in the rest refers to that target group.
 */
function chooseTargetSentence(p: Cursor, ctx: Ctx): boolean {
  return (
    p.is('choose') &&
    !!p.try(() => {
      p.i++;
      const t = targetPhrase(p, ctx);
      const objects =
        t?.filter.kind === 'object' ||
        (t?.filter.kind === 'anyOf' && t.filter.filters.every((f) => f.kind === 'object'));
      if (!t || !objects || !p.eat('.')) return null;
      ctx.it = { kind: 'target', target: t.index };
      return true;
    })
  );
}

/** 106.6: "Add …. Spend this mana only to …" / "This mana can't be spent to …": the mana just added is restricted. */
function spendOnlySentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('spend', 'this', 'mana', 'only') && !p.is('this', 'mana', "can't", 'be', 'spent')) return false;
  const r = spendRestriction(p);
  if (!r || out.length === 0 || !out.every((e) => e.kind === 'addMana')) return null;
  for (let k = 0; k < out.length; k++) out[k] = { ...(out[k] as Extract<Effect, { kind: 'addMana' }>), spendOnly: r };
  return true;
}

/**
 * "Create a 1/1 … token. It has \"…\"" / "They have flying and \"…\"": part of the token's definition (111.4),
 * also when the creation is optional ("You may create …. It has …"). "Create a token that's a copy of ….
 * That token has haste [and \"…\"]": an effect that gives the new token those abilities indefinitely (611.2;
 * not part of its copiable values, 707.2).
 */
function tokenGrantSentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean {
  const last = out[out.length - 1];
  const withGrants = last ? tokenGrantTarget(last) : null;
  if (
    !withGrants ||
    !(p.is('that', 'token', 'has') || p.is('it', 'has') || p.is('they', 'have') || p.is('those', 'tokens', 'have'))
  )
    return false;
  const g = p.try(() => {
    p.i += p.is('it') || p.is('they') ? 2 : 3;
    const r = grantList(p);
    return r && !r.choose && (p.eat('.') || p.done || quoteEnded(p)) ? r : null;
  });
  if (!g) return false;
  out.splice(out.length - 1, 1, ...withGrants(g));
  return true;
}

/**
 * 608.2c: "If [X], [A]. Otherwise, [B]." / "[A] if [X]. Otherwise, [B]." / "You may [cost]. If you do, [A]. Otherwise,
 * [B].": B is the other branch of the sentence before — done when X is false, or when the cost wasn't paid.
 */
function otherwiseSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('otherwise', ',')) return false;
  const last = out[out.length - 1];
  const open =
    (last?.kind === 'conditional' && !last.otherwise) || (last?.kind === 'payOrNot' && last.unpaid.length === 0);
  if (!last || !open) return null;
  const save = p.i;
  p.i += 2;
  const other = sentence(p, ctx);
  if (!other) {
    p.i = save;
    return null;
  }
  out[out.length - 1] = last.kind === 'conditional' ? { ...last, otherwise: other } : { ...last, unpaid: other };
  return true;
}

/** The sentences effectSentences reads before a plain sentence, in the order they are tried. */
const SENTENCE_READERS: readonly SentenceReader[] = [
  nextDrawSentence, // 614.1a, 614.6 (draw-replacement.ts)
  (p, _ctx, out) => becomeDayOrNightSentence(p, out), // 726.2 (day-night.ts)
  insteadSentence, // 702.33e, 608.2c
  otherwiseSentence, // 608.2c
  (p, ctx, out) => appended(out, voteClause(p, ctx, sentence)),
  payAnyManaSentence, // 101.4 (pay-any-mana.ts)
  fromAmongMilledSentence, // 608.2c (milled-cards.ts)
  chooseOneOfThemSentence, // 608.2d (play-permission.ts)
  (p, ctx, out) => appended(out, playPermissionClause(p, ctx, out)),
  (p, _ctx, out) => spendAsSentence(p, out), // 609.4b
  castFoundSentence, // 118.9, 608.2c (exile-cards-until.ts)
  putFoundSentence, // 110.2a (exile-cards-until.ts)
  repeatProcessSentence, // 608.2c (top-card-to-hand.ts)
  (p, ctx, out) => appended(out, kinshipClause(p, ctx, sentence)), // "… If it shares a creature type with ~, …"
  (p, _ctx, out) => unpreventableSentence(p, out), // 615.12 (prevention.ts)
  mayExileFromGraveyardSentence, // 118.12
  mayRemoveCounterSentence, // 118.12
  mayCollectEvidenceSentence, // 701.59a
  chooseCardNameSentence, // 201.3 (search-named.ts)
  searchNamedSentence, // 701.23a (search-named.ts)
  ifYouDoSentence,
  whenYouDoSentence, // 603.12
  delayedEventSentence, // 603.7a (delayed-events.ts)
  counteredThisWaySentence,
  exileInsteadSentence, // 614.1a (verbs/cast-object.ts)
  (p, ctx, out) => perOpponentSentence(p, ctx, out, sentence), // 601.2c
  (p, ctx, out) => oneOfTargetsSentence(p, ctx, out, sentence), // 608.2d (one-of-targets.ts)
  (p, ctx, out) => theOtherSentence(p, ctx, out, sentence),
  (p, ctx, out) => opponentsMaySentence(p, ctx, out, sentence), // tempting offer, 608.2d (opponents-may.ts)
  (p, ctx, out) => forEachMovedSentence(p, ctx, out, { sentence, playerVerb }), // 608.2c (moved-this-way.ts)
  (p, ctx, out) => forEachObjectSentence(p, ctx, out, sentence), // 707.2 (for-each-object.ts)
  playersChooseSentence, // 608.2d, 101.4 (players-choose.ts)
  ownerOfTargetSentence, // 401.3, 701.19
  flipCoinSentence,
  (p, ctx) => choosePairSentence(p, ctx), // 601.2c (chosen-pair.ts)
  (p, ctx) => chooseTargetSentence(p, ctx),
  pairFightSentence, // 701.12a
  (p, ctx, out) =>
    appended(
      out,
      handChoice(p, ctx) ??
        topCardCheck(p, ctx) ??
        revealUntilClause(p, ctx) ??
        putFromHandSentence(p, ctx) ??
        zoneCardsClause(p, ctx),
    ),
  spendOnlySentence,
  tokenGrantSentence,
];

/**
 * "Destroy target creature. Its controller loses 2 life.": a destroyed target is gone (400.7);
 * the engine reads "its controller" from last known information (608.2h), which it keeps for
 * objects leaving the battlefield, the stack or a graveyard. A target card moved from a graveyard
 * is read only for its characteristics ("that card's power", targetPower); anything else naming it
 * after the move is not compiled rather than executed wrongly, nor is a card moved from another zone.
 */
function readsGoneTarget(effects: readonly Effect[], targets: readonly TargetSpec[]): boolean {
  const gone = new Set<number>();
  const refs = (x: unknown, exceptStats = false): number[] => {
    const out: number[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) {
        v.forEach(walk);
        return;
      }
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      const kinds = exceptStats
        ? ['controllerOfTarget', 'ownerOfTarget']
        : ['controllerOfTarget', 'ownerOfTarget', 'targetPower'];
      if (kinds.includes(o['kind'] as string) && typeof o['target'] === 'number') out.push(o['target']);
      for (const w of Object.values(o)) walk(w);
    };
    walk(x);
    return out;
  };
  const fromGraveyard = new Set<number>();
  for (const e of effects) {
    if (refs(e).some((t) => gone.has(t))) return true;
    if (refs(e, true).some((t) => fromGraveyard.has(t))) return true;
    if (
      (e.kind === 'destroy' ||
        e.kind === 'exile' ||
        e.kind === 'returnToHand' ||
        e.kind === 'counter' ||
        e.kind === 'sacrificeObject' ||
        e.kind === 'putInLibrary') &&
      e.what.kind === 'target'
    ) {
      const f = targets[e.what.target]?.filter;
      const known =
        f && ((f.kind === 'object' && (f.zone === undefined || f.zone === 'battlefield')) || f.kind === 'stackObject');
      if (known) continue;
      if (f?.kind === 'object' && f.zone === 'graveyard') fromGraveyard.add(e.what.target);
      else gone.add(e.what.target);
    }
  }
  return false;
}

export { addTarget };
export type { Filter };

/** "one, two, or three target creatures", "one or two targets", "any number of target creatures and/or players" (601.2d). */
function dividedTargets(p: Cursor, ctx: Ctx): number | null {
  return p.try((): number | null => {
    const start = p.i;
    let min = 1;
    let max: number;
    if (p.eat('any number of')) {
      min = 1;
      max = 99;
    } else if (p.eat('one , two , or three')) max = 3;
    else if (p.eat('one or two')) max = 2;
    else return null;
    let filter: Filter | null;
    if (
      p.eat('targets') ||
      p.eat('target creatures and / or players') ||
      p.eat('target creatures and / or planeswalkers and / or players')
    )
      filter = { kind: 'anyTarget' };
    else {
      if (!p.eat('target')) return null;
      const d = desc(p);
      filter = d && !d.spell && !d.card && !d.zone ? descFilter(d) : null;
    }
    if (!filter) return null;
    return addTarget(ctx, { count: { min, max }, filter, text: untokenize(p.toks.slice(start, p.i)) });
  });
}

/** 700.11: "you descended this turn" (a permanent card was put into your graveyard from anywhere this turn). */
function descendedCondition(p: Cursor): Condition | null {
  if (p.eat('you descended this turn')) return { kind: 'thisTurn', what: 'youDescended' };
  return discardedCondition(p) ?? leftGraveyardCondition(p);
}

/** 701.9a: "you've discarded a card this turn", "you discarded a card this turn", "a player / an opponent discarded …". */
function discardedCondition(p: Cursor): Condition | null {
  if (p.eat("you've discarded a card this turn") || p.eat('you discarded a card this turn'))
    return { kind: 'thisTurn', what: 'youDiscarded' };
  if (p.eat('a player discarded a card this turn')) return { kind: 'thisTurn', what: 'playerDiscarded' };
  if (p.eat('an opponent discarded a card this turn')) return { kind: 'thisTurn', what: 'opponentDiscarded' };
  return null;
}

/** 603.10a: "a card left your graveyard this turn", "[one | N] or more cards left your graveyard this turn". */
function leftGraveyardCondition(p: Cursor): Condition | null {
  return p.try((): Condition | null => {
    let atLeast = 1;
    if (!p.eat('a card')) {
      const n = number(p);
      if (n === null || !p.eat('or more cards')) return null;
      atLeast = n;
    }
    if (!p.eat('left your graveyard this turn')) return null;
    return { kind: 'thisTurn', what: 'cardLeftYourGraveyard', ...(atLeast > 1 ? { atLeast } : {}) };
  });
}
