/**
 * Keyword actions (701) that modern cards use as verbs: amass (701.47a), monstrosity (701.37a), bolster (701.39a), support (701.41a),
 * connive (701.50a / 701.50e), earthbend (701.66a), airbend (701.65a). Connive is an entry of OBJECT_VERBS, the others of PLAYER_VERBS (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import type { ObjectVerbScope, PlayerVerbScope } from '../effects.js';
import { addTarget, amount, number, objectPhrase } from '../phrases.js';
import { SUBTYPES, subtypeOf } from '../vocab.js';

/** 701.47a: "amass [subtype plural] N" (N a number or X): only the ability's controller amasses. */
export function amassPlayerVerb({ p, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('amass', 'amasses')) return undefined;
  const t = p.tok();
  const subtype = t && t.kind === 'word' && /^[A-Z]/.test(t.raw) ? subtypeOf(t.raw) : null;
  if (!subtype || !SUBTYPES.has(subtype)) return fail();
  p.i++;
  const n = amount(p);
  return n ? [{ kind: 'amass', subtype, amount: n }] : fail();
}

/** 701.37a: "Monstrosity N" (N a number or X): of the ability's source. */
export function monstrosityPlayerVerb({ p, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('monstrosity', 'monstrosity')) return undefined;
  const n = amount(p);
  return n ? [{ kind: 'monstrosity', amount: n }] : fail();
}

/** 701.57a: "discover N" / "discover X" (only the ability's controller discovers). */
export function discoverPlayerVerb({ p, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('discover', 'discovers')) return undefined;
  const n = amount(p);
  return n ? [{ kind: 'spellKeyword', keyword: 'discover', amount: n }] : fail();
}

/** 701.39a: "bolster N". */
export function bolsterPlayerVerb({ p, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('bolster', 'bolsters')) return undefined;
  const n = amount(p);
  return n ? [{ kind: 'bolster', amount: n }] : fail();
}

/**
 * 701.41a: "support N" on a permanent = "Put a +1/+1 counter on each of up to N other target creatures"; 701.41b: on an
 * instant or sorcery, "… each of up to N target creatures". (Support X is not read.)
 */
export function supportPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('support', 'supports')) return undefined;
  const n = number(p);
  if (n === null || n < 1) return fail();
  const target = addTarget(ctx, {
    count: { min: 0, max: n },
    filter: { kind: 'object', match: { types: ['Creature'], ...(ctx.permanent ? { other: true } : {}) } },
    text: `up to ${n} ${ctx.permanent ? 'other ' : ''}target creatures`,
  });
  return [{ kind: 'addCounters', what: { kind: 'target', target }, counter: '+1/+1', amount: { kind: 'fixed', n: 1 } }];
}

/** 701.50a: "[it / ~ / target creature you control] connives"; 701.50e: "… connives N / X". */
/** 702.171b: "[object] becomes saddled until end of turn" (Guidelight Matrix, Kolodin). */
export function becomesSaddledObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  if (plural || !p.eat('becomes saddled until end of turn')) return undefined;
  return [{ kind: 'becomeSaddled', what: subject }];
}

export function connivesObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  if (plural || !p.eat('connives')) return undefined;
  const n = p.try(() => amount(p)) ?? { kind: 'fixed' as const, n: 1 };
  return [{ kind: 'connive', what: subject, amount: n }];
}

/**
 * 701.66a: "earthbend N" / "earthbend X" (X bound by a following ", where X is …"): its target, "target land you
 * control", is a target of the ability (115.1); "that land" after it is that land.
 */
export function earthbendPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('earthbend', 'earthbends')) return undefined;
  const n = amount(p);
  if (!n) return fail();
  const target = addTarget(ctx, {
    count: { min: 1, max: 1 },
    filter: { kind: 'object', match: { types: ['Land'], controller: 'you' } },
    text: 'target land you control',
  });
  const what = { kind: 'target' as const, target };
  if (!p.is(',', 'where')) ctx.it = what; // "that creature's power" in ", where X is …" is still the earlier one
  return [{ kind: 'earthbend', what, amount: n }];
}

/** 701.65a: "airbend [target nonland permanent / up to two target creatures / that creature]" (only "you" airbend). */
export function airbendPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('airbend', 'airbends')) return undefined;
  const what = objectPhrase(p, ctx);
  return what ? [{ kind: 'airbend', what }] : fail();
}
