/**
 * Player verbs about counters that aren't "put N … counters on": proliferate (701.34a), "put your choice of a +1/+1,
 * first strike, or trample counter on …" (608.2d). Each is one entry of PLAYER_VERBS (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from '../cursor.js';
import { counterName, type PlayerVerbScope } from '../effects.js';
import { objectPhrase } from '../phrases.js';
import { choiceList } from './continuous-effects.js';
import { isSimpleKeyword } from '../vocab.js';

/** 701.34a: "Proliferate." — the ability's controller chooses; another player's proliferating is not read. */
export function proliferatePlayerVerb({ who, v }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !v('proliferate')) return undefined;
  return [{ kind: 'proliferate' }];
}

/** One counter of a choice list: "+1/+1", "first strike", "a deathtouch counter" (the word "counter" optional). */
export function counterItem(p: Cursor): string | null {
  if (!(p.eat('a') || p.eat('an'))) p.eat('a');
  const named = counterName(p);
  if (named) {
    p.eat('counter');
    return named;
  }
  const t = p.tok();
  if (t?.kind === 'pt' && /^[+-]\d+\/[+-]\d+$/.test(t.t)) {
    p.i++;
    return t.t;
  }
  for (const two of ['first strike', 'double strike']) if (p.eat(two)) return two;
  const w = p.peek();
  if (w && isSimpleKeyword(w)) {
    p.i++;
    return w;
  }
  return null;
}

/**
 * 608.2d: "put your choice of a +1/+1, first strike, or vigilance counter on [object]", "… of a deathtouch counter or
 * a lifelink counter on …": the controller chooses the kind as the instruction is followed.
 */
export function putChosenCounterPlayerVerb({ p, ctx, who, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || third || !p.is('put', 'your', 'choice', 'of')) return undefined;
  p.eat('put your choice of');
  const kinds = choiceList(p, () => counterItem(p));
  if (!kinds) return fail();
  p.eat('counter');
  if (!p.eat('on')) return fail();
  const what = objectPhrase(p, ctx);
  if (!what) return fail();
  return [
    {
      kind: 'chooseOne',
      who: { kind: 'you' },
      options: kinds.map((counter) => ({
        text: `${counter} counter`,
        effects: [{ kind: 'addCounters', what, counter, amount: { kind: 'fixed', n: 1 } }],
      })),
    },
  ];
}
