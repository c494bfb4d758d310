/**
 * Player verbs that make tokens: create tokens or a token copy, populate and investigate. Each is one entry of
 * PLAYER_VERBS (effects.ts).
 */
import type { Amount, CardDefinition, Effect } from '@arbiter/engine';
import { copyExceptions } from '../copy-exceptions.js';
import type { Cursor } from '../cursor.js';
import { amountEqual, amountFor, compileQuotedText, tokenDef, type PlayerVerbScope } from '../effects.js';
import { amount, number, objectPhrase } from '../phrases.js';

export function createTokenCopyPlayerVerb({ p, ctx, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  const count = copyCount(p, third ? 'creates' : 'create');
  if (!count) return undefined;
  // 707.2 / 111.10: "Create a token that's a copy of [object]." / "Create X tokens that are copies of [object]."
  const of = objectPhrase(p, ctx);
  if (!of) return fail();
  // 707.9b: "…, except it isn't legendary" — the exceptions become part of the token's copiable values.
  const except = p.is(',', 'except') ? copyExceptions(p, p.card.selfName) : undefined;
  if (except === null || except?.thisAbility) return fail();
  ctx.it = { kind: 'created' };
  return [{ kind: 'createTokenCopy', of, count, ...(except ? { except } : {}) }];
}

/** "create a token that's a copy of" (one) / "create two / X tokens that are copies of" (that many), or null. */
function copyCount(p: Cursor, verb: string): Amount | null {
  if (p.eat(verb, 'a', 'token', "that's", 'a', 'copy', 'of')) return { kind: 'fixed', n: 1 };
  return p.try(() => {
    if (!p.eat(verb)) return null;
    const n = amount(p);
    return n && (n.kind !== 'fixed' || n.n > 1) && p.eat('tokens that are copies of') ? n : null;
  });
}

export function createTokensPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('create')) {
    // "Create a number of 1/1 … tokens equal to your devotion to white."
    const aNumber = p.eat('a number of');
    const t = tokenDef(p, aNumber ? { kind: 'fixed', n: 0 } : undefined);
    if (!t) return fail();
    if (aNumber && !p.is('equal', 'to')) return fail();
    // 508.4: "… token that's tapped and attacking" / "… tokens that are tapped and attacking" / "a tapped and
    // attacking … token": its controller chooses whom it attacks (engine: combat/enter-attacking.ts).
    const attacking = t.attacking || p.eat("that's tapped and attacking") || p.eat('that are tapped and attacking');
    // "For each opponent, create a … token that's tapped and attacking that player" (per-opponent.ts): each opponent's
    // tokens attack that opponent.
    const each = attacking && ctx.eachOpponent && (p.eat('that player') || p.eat('that opponent'));
    const orPlaneswalker = each && p.eat('or a planeswalker they control');

    const equal = aNumber ? ((p.i += 2), amountEqual(p, ctx)) : null;
    if (aNumber && !equal) return fail();
    // "Create a 1/1 … token for each land you control" (the count is fixed by the multiplier).
    const count = equal ?? (p.is('for', 'each') ? amountFor(p, t.count, ctx) : t.count);
    if (!count || p.is('for', 'each')) return fail();
    const e: Effect = {
      kind: 'createToken',
      token: t.def,
      count,
      ...(t.xPT ? { xPT: { kind: 'x' } } : {}),
      ...(who.kind !== 'you' ? { controller: who } : {}),
      ...(t.tapped || attacking ? { tapped: true } : {}),
      ...(attacking && !each ? { attacking: true } : {}),
      ...(each ? { attackingEach: { kind: 'each', relation: 'opponent' } as const } : {}),
      ...(orPlaneswalker ? { orPlaneswalker: true } : {}),
    };
    ctx.it = { kind: 'created' };
    return [e];
  }
  return undefined;
}

export function populatePlayerVerb({ ctx, v }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('populate')) {
    ctx.it = { kind: 'created' };
    return [{ kind: 'populate' }];
  }
  return undefined;
}

export function investigatePlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('investigate', 'investigates')) {
    // Investigate (701): create a Clue token, a colorless Clue artifact with "{2}, Sacrifice this artifact: Draw a card." (111.10).
    const n = p.eat('twice')
      ? 2
      : (p.try(() => {
          const k = number(p);
          return k !== null && p.eat('times') ? k : null;
        }) ?? 1);
    const abilities = compileQuotedText(p, '{2}, Sacrifice CARDNAME: Draw a card.');
    if (!abilities) return fail();
    const clue: CardDefinition = {
      name: 'Clue',
      manaCost: null,
      colorIndicator: [],
      supertypes: [],
      types: ['Artifact'],
      subtypes: ['Clue'],
      oracleText: '{2}, Sacrifice this artifact: Draw a card.',
      abilities,
      token: true,
    };
    ctx.it = { kind: 'created' };
    return [
      {
        kind: 'createToken',
        token: clue,
        count: { kind: 'fixed', n },
        ...(who.kind !== 'you' ? { controller: who } : {}),
      },
    ];
  }
  return undefined;
}
