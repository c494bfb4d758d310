/**
 * Casting a card as an effect resolves (601.2): "[You may] cast target instant or sorcery card from your graveyard
 * [without paying its mana cost] (118.9)." and the replacement that often follows it, "If that spell would be put into
 * a graveyard, exile it instead." (614.1a). The engine's `castObject` effect; the verb is one entry of PLAYER_VERBS
 * (effects.ts), the sentence one of SENTENCE_READERS.
 */
import type { Effect, Filter } from '@arbiter/engine';
import type { Cursor } from '../cursor.js';
import type { PlayerVerbScope } from '../effects.js';
import { objectPhrase, type Ctx } from '../phrases.js';

/** A filter for cards in a graveyard (every alternative), with the graveyard's owner when it says ("your"). */
function graveyardCards(f: Filter): { owner: string | undefined } | null {
  if (f.kind === 'object') return f.zone === 'graveyard' ? { owner: f.match.owner } : null;
  if (f.kind !== 'anyOf') return null;
  const parts = f.filters.map(graveyardCards);
  if (parts.some((x) => x === null)) return null;
  const owners = new Set(parts.map((x) => x!.owner));
  return { owner: owners.size === 1 ? parts[0]!.owner : undefined };
}

/** "cast target [card] from [a | your | an opponent's | that player's] graveyard [without paying its mana cost]". */
export function castObjectPlayerVerb({ p, ctx, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  // Only "you may cast …": the engine asks whether to cast (a bare imperative would be mandatory).
  if (who.kind !== 'you' || third || p.toks[p.i - 1]?.t !== 'may' || !p.is('cast', 'target')) return undefined;
  const r = p.try((): Effect[] | null => {
    const n0 = ctx.targets.length;
    p.i++;
    const what = objectPhrase(p, ctx, { defaultZone: 'graveyard' });
    const spec = what?.kind === 'target' ? ctx.targets[what.target] : undefined;
    if (!what || !spec || spec.count.max !== 1 || !graveyardCards(spec.filter)) {
      ctx.targets.length = n0;
      return null;
    }
    const free = p.eat('without paying its mana cost');
    // "… this turn" is a permission that lasts (not this effect); "and mana of any type can be spent" is not read.
    if (p.is('this', 'turn') || p.is(',', 'and')) {
      ctx.targets.length = n0;
      return null;
    }
    return [{ kind: 'castObject', what, ...(free ? { free: true } : {}) }];
  });
  return r ?? undefined;
}

/** The `castObject` effect that `out` ends with (alone or as the last of an optional instruction). */
function lastCast(out: Effect[]): { effect: Extract<Effect, { kind: 'castObject' }>; set: (e: Effect) => void } | null {
  const last = out[out.length - 1];
  if (last?.kind === 'castObject') return { effect: last, set: (e) => (out[out.length - 1] = e) };
  return null;
}

/**
 * 614.1a: "If that spell would be put into [a | your | their] graveyard, exile it instead." after a cast the effect
 * offers. "your graveyard" is read only when the card is cast from your own graveyard (the spell goes to its owner's).
 */
export function exileInsteadSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('if', 'that', 'spell', 'would', 'be', 'put', 'into')) return false;
  const cast = lastCast(out);
  if (!cast) return null;
  return (
    p.try(() => {
      p.i += 7;
      const spec = cast.effect.what.kind === 'target' ? ctx.targets[cast.effect.what.target] : undefined;
      const owner = spec ? graveyardCards(spec.filter)?.owner : undefined;
      const ok =
        p.eat('a graveyard') ||
        p.eat("its owner 's graveyard") ||
        (owner === 'you' && p.eat('your graveyard')) ||
        (owner === 'opponent' && p.eat('their graveyard'));
      if (!ok || !p.eat(', exile it instead')) return null;
      if (!(p.eat('.') || p.done)) return null;
      cast.set({ ...cast.effect, exileInstead: true });
      return true;
    }) ?? null
  );
}
