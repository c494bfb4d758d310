/**
 * 113.6b / 113.6k: triggered abilities that function from their card's graveyard.
 *
 * "Whenever a land enters under your control, you may return ~ from your graveyard to the battlefield"
 * (Bloodghast): an ability whose effect moves its card out of the graveyard functions only there (113.6k),
 * as does one that says so ("…, if ~ is in your graveyard, …", 113.6b). The engine runs such abilities from
 * the graveyard (`TriggeredAbility.fromGraveyard`, triggers/detect.ts); while the card is on the battlefield
 * they do nothing.
 */
import type { Effect, TriggerSpec } from '@arbiter/engine';
import type { Token } from './tokens.js';

/** Does the text move this card "from your graveyard" (113.6k)? */
export function movesSelfFromGraveyard(toks: readonly Token[]): boolean {
  // Not "a card named ~ from your graveyard": that is another card.
  return toks.some(
    (x, k) =>
      x.t === '~' &&
      toks[k - 1]?.t !== 'named' &&
      toks[k + 1]?.t === 'from' &&
      toks[k + 2]?.t === 'your' &&
      toks[k + 3]?.t === 'graveyard',
  );
}

/** Effects that move the card itself; after them it is a new object (400.7) that the ability can't find. */
const MOVES = new Set<Effect['kind']>(['returnToHand', 'putOntoBattlefield', 'putInLibrary', 'exile']);

const SELFLESS_COSTS = new Set<string>([
  'payLife',
  'discard',
  'sacrifice',
  'exileFromGraveyard',
  'payEnergy',
  'exileFromHand',
  'returnToHand',
  'tapUntapped',
]);

/**
 * May these effects run from the graveyard? Every reference to the card itself must be the object an effect
 * moves (a damage source or a counter recipient that has just left would find nothing), and the trigger must be
 * one the engine checks for graveyard cards: not a leaves-the-battlefield event (its look-back, 603.10a, is not
 * modelled for graveyard sources) nor a state trigger.
 */
export function graveyardAbilityOk(specs: readonly TriggerSpec[], effects: readonly Effect[]): boolean {
  if (
    specs.some(
      (s) => s.kind === 'leavesBattlefield' || s.kind === 'state' || s.kind === 'castSelf' || s.kind === 'cycled',
    )
  )
    return false;
  const ok = (list: readonly Effect[]): boolean =>
    list.every((e) => {
      if (e.kind === 'optional') return ok(e.effects);
      if (e.kind === 'conditional') return ok(e.then) && ok(e.otherwise ?? []);
      if (e.kind === 'ifDone') return ok([e.act]) && ok(e.then) && ok(e.otherwise ?? []);
      // The card is not a permanent there: a cost can't tap, sacrifice or otherwise use it (113.6b).
      if (e.kind === 'payOrNot')
        return (
          e.cost.parts.every((x) => SELFLESS_COSTS.has(x.kind) && !(x.kind === 'sacrifice' && x.self)) &&
          ok(e.paid) &&
          ok(e.unpaid)
        );
      if (!JSON.stringify(e).includes('{"kind":"self"}')) return true;
      if (
        !MOVES.has(e.kind) ||
        !('what' in e) ||
        typeof e.what !== 'object' ||
        e.what === null ||
        !('kind' in e.what) ||
        e.what.kind !== 'self'
      )
        return false;
      // Nothing else in the moving effect may name the card.
      const { what: _w, ...rest } = e as Effect & { what: unknown };
      return !JSON.stringify(rest).includes('{"kind":"self"}');
    });
  return ok(effects);
}
