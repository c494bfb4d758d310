/**
 * 701.43 exert, as an attacking creature's option and as a trigger:
 *
 * - "You may exert ~ as it attacks." — the permission, chosen as it is declared as an attacker (engine
 *   combat/exert.ts); with "When you do, [effect]." its reflexive ability, compiled as "When you exert ~, [effect]."
 *   (the exertion is the event it waits for, 603.12).
 * - "Whenever you exert a creature, …" — a trigger on any exertion by its controller.
 */
import type { AbilityNode, ObjectRef } from '@arbiter/engine';
import type { TriggerConditionScope, TriggerParse } from './abilities.js';
import type { CardCtx } from './card-context.js';
import { Cursor } from './cursor.js';
import { tokenize, type Token } from './tokens.js';
import { SELF } from './normalize.js';

type Triggered = (toks: Token[], card: CardCtx, line: string, permanent: boolean) => AbilityNode[] | null;

/** "You may exert ~ as it attacks.[ When you do, [effect].]" */
export function exertLine(
  toks: Token[],
  card: CardCtx,
  line: string,
  permanent: boolean,
  triggered: Triggered,
): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  if (!permanent || !p.eat('you may exert ~ as it attacks .')) return null;
  const marker: AbilityNode = { kind: 'keyword', keyword: 'exertAsAttacks' };
  if (p.done) return [marker];
  if (!p.eat('when you do ,')) return null;
  const rest = toks.slice(p.i);
  const reflexive = triggered([...tokenize(`When you exert ${SELF},`), ...rest], card, line, permanent);
  if (!reflexive || reflexive.length !== 1 || reflexive[0]!.kind !== 'triggered') return null;
  return [marker, { ...reflexive[0]!, text: line }];
}

/** 701.43a: "[when] you exert ~" / "[whenever] you exert a creature" (a creature you control: only its controller exerts it). */
export function youExertTriggerCondition({ p, self, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('you exert ~')) return mk([{ kind: 'exerts', what: self }], self);
  if (p.eat('you exert a creature')) {
    const what = {
      kind: 'filter',
      filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } },
    } as const;
    const it: ObjectRef = { kind: 'triggeringObject' };
    return mk([{ kind: 'exerts', what }], it);
  }
  return undefined;
}
