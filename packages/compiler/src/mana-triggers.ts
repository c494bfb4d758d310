/**
 * Abilities that trigger when a permanent is tapped for mana (106.12a; the engine's mana/triggered.ts):
 *
 *   manaTrigger := "Whenever" subject "," adder "adds" mana addition? "."            (605.1b: a triggered mana ability)
 *   subject     := "enchanted land is tapped for mana"                     (adder: "its controller")
 *                | ("a" | "an") landDesc "is tapped for mana"               (adder: "its controller")
 *                | "a player taps" ("a" | "an") landDesc "for mana"         (adder: "that player")
 *                | "you tap" ("a" | "an") landDesc "for mana"               (adder: none, "add …")
 *   mana        := ManaSymbol+ | "one mana of any type that land produced"
 *   addition    := "(in addition to the mana the land produces)"
 *
 * Such an ability has no target and adds mana, so it is a mana ability: it resolves at once, without the stack
 * (605.1b, 605.4a). Only wordings whose mana needs no choice are read (a "mana of any color" trigger would have to
 * stop a cost payment half way, 601.2g). Other abilities with these subjects ("~ deals 1 damage to that player") use
 * the stack and are read by the general trigger grammar through `tappedForManaSubject`.
 */
import type { CardCtx } from './card-context.js';
import type { AbilityNode, Effect, Filter, PlayerRef, TriggerSpec } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { desc, descFilter } from './phrases.js';
import type { Token } from './tokens.js';

export interface ManaTriggerSubject {
  readonly spec: TriggerSpec;
  /** Who "its controller" / "that player" is: the player who tapped it (the triggering player). */
  readonly adder: 'itsController' | 'thatPlayer' | 'you';
}

function landFilter(p: Cursor): Filter | null {
  return p.try(() => {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const d = desc(p);
    if (!d || d.plural || d.card || d.spell || d.player || d.zone) return null;
    const f = descFilter(d);
    if (!f || f.kind !== 'object') return null;
    const m = f.match;
    // Only lands: "a land", "a Forest", "a snow land", "a basic land", "a Mountain, Forest, or Plains".
    const landish =
      m.types?.includes('Land') ||
      ((m.subtypes ?? []).every((s) => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(s)) &&
        (m.subtypes?.length ?? 0) > 0);
    return landish ? f : null;
  });
}

/** The trigger condition, after "Whenever". */
export function tappedForManaSubject(p: Cursor): ManaTriggerSubject | null {
  return p.try(() => {
    if (p.eat('enchanted land is tapped for mana'))
      return { spec: { kind: 'tappedForMana', what: { kind: 'enchanted' } }, adder: 'itsController' };
    if (p.eat('a player taps')) {
      const f = landFilter(p);
      return f && p.eat('for mana')
        ? { spec: { kind: 'tappedForMana', what: { kind: 'filter', filter: f } }, adder: 'thatPlayer' }
        : null;
    }
    if (p.eat('you tap')) {
      const f = landFilter(p);
      if (!f || f.kind !== 'object' || !p.eat('for mana')) return null;
      return {
        spec: {
          kind: 'tappedForMana',
          what: { kind: 'filter', filter: { ...f, match: { ...f.match, controller: 'you' } } },
        },
        adder: 'you',
      };
    }
    const f = landFilter(p);
    return f && p.eat('is tapped for mana')
      ? { spec: { kind: 'tappedForMana', what: { kind: 'filter', filter: f } }, adder: 'itsController' }
      : null;
  });
}

function manaAdded(p: Cursor, who: PlayerRef | null): Effect | null {
  return p.try(() => {
    const base = who ? { who } : {};
    if (p.eat('one mana of any type that land produced'))
      return { kind: 'addMana', mana: '', producedType: 1, ...base } as Effect;
    let mana = '';
    while (p.tok()?.kind === 'sym' && /^\{[WUBRGC]\}$/.test(p.tok()!.t)) mana += p.next()!.t;
    return mana ? ({ kind: 'addMana', mana, ...base } as Effect) : null;
  });
}

export function manaTriggerLine(toks: Token[], card: CardCtx, line: string, permanent: boolean): AbilityNode[] | null {
  if (!permanent) return null;
  const p = new Cursor(toks, card);
  return p.try((): AbilityNode[] | null => {
    if (!p.eat('whenever')) return null;
    const s = tappedForManaSubject(p);
    if (!s || !p.eat(',')) return null;
    const player: PlayerRef = { kind: 'triggeringPlayer' };
    let who: PlayerRef | null;
    if (s.adder === 'you') {
      if (!p.eat('add')) return null;
      who = null;
    } else {
      if (!(s.adder === 'itsController' ? p.eat('its controller adds') : p.eat('that player adds'))) return null;
      who = player;
    }
    p.eat('an additional'); // current Oracle wording: "its controller adds an additional {G}" (the mana the land produced is added anyway)
    const add = manaAdded(p, who);
    if (!add) return null;
    p.eat('in addition to the mana the land produces'); // the tokenizer drops the brackets
    if (!p.eat('.') || !p.done) return null;
    return [{ kind: 'triggered', trigger: s.spec, targets: [], effects: [add], manaAbility: true, text: line }];
  });
}
