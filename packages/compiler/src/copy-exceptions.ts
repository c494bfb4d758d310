/**
 * 707.9b: the exceptions of a copy effect — ", except it isn't legendary, is an artifact in addition to its other types,
 * and has haste" — which become part of the copy's copiable values (the engine's CopyExceptions).
 */
import type { AbilityNode, CardType, CopyExceptions } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { compileQuotedText, grantListFor } from './effects.js';
import { SUBTYPES, TYPE_WORDS } from './vocab.js';

interface Draft {
  name?: string;
  power?: number;
  toughness?: number;
  addSubtypes?: string[];
  addTypes?: CardType[];
  notLegendary?: boolean;
  abilities?: AbilityNode[];
  thisAbility?: boolean;
}

/** One exception ("it's a Bird in addition to its other types", "it has flying", "its name is ~"); false if none. */
function exception(p: Cursor, selfName: string, ex: Draft): boolean {
  return (
    p.try(() => {
      const it = p.eat("it's") || p.eat('it is') || p.eat("he's") || p.eat("she's");
      if (it || p.eat('is')) {
        if (p.eat('not legendary')) return (ex.notLegendary = true);
        const t = p.tok();
        if (it && t?.kind === 'pt' && /^\d+\/\d+$/.test(t.t)) {
          p.i++;
          [ex.power, ex.toughness] = t.t.split('/').map(Number) as [number, number];
          return true;
        }
        return typesInAddition(p, ex) ? true : null;
      }
      if (p.eat("isn't legendary") || p.eat("it isn't legendary") || p.eat("he isn't legendary"))
        return (ex.notLegendary = true);
      if (p.eat('his name is ~') || p.eat('her name is ~') || p.eat('its name is ~')) {
        if (!selfName) return null;
        ex.name = selfName;
        return true;
      }
      if (!(p.eat('it has') || p.eat('has') || p.eat('he has') || p.eat('she has'))) return null;
      // 707.9a: "this ability" is the ability whose effect makes the copy (the engine finds it as the effect begins).
      const item = (): AbilityNode[] | null => (p.eat('this ability') ? ((ex.thisAbility = true), []) : granted(p));
      const first = item();
      if (!first) return null;
      const abilities = [...first];
      for (;;) {
        const save = p.i;
        if (!(p.eat(', and') || p.eat('and') || p.eat(','))) break;
        const more = item();
        if (!more) {
          p.i = save;
          break;
        }
        abilities.push(...more);
      }
      if (abilities.length > 0) (ex.abilities ??= []).push(...abilities);
      return true;
    }) === true
  );
}

/**
 * Granted abilities: keywords and quoted abilities (grantList), or one keyword the keyword lines compile ("dethrone",
 * "myriad", "changeling"), read as its own line.
 */
function granted(p: Cursor): AbilityNode[] | null {
  const g = grantListFor(p, { kind: 'self' });
  if (g && !g.choose)
    return [...g.keywords.map((k) => ({ kind: 'keyword', keyword: k }) as AbilityNode), ...g.abilities];
  return p.try(() => {
    const w = p.tok();
    const after = p.toks[p.i + 1]?.t;
    if (w?.kind !== 'word' || !(after === undefined || after === ',' || after === '.' || after === 'and')) return null;
    p.i++;
    const nodes = compileQuotedText(p, w.t[0]!.toUpperCase() + w.t.slice(1));
    return nodes && nodes.length > 0 ? nodes : null;
  });
}

/** "a Shapeshifter Rogue [artifact creature] in addition to its other types". */
function typesInAddition(p: Cursor, ex: Draft): boolean {
  if (!(p.eat('a') || p.eat('an'))) return false;
  const subtypes: string[] = [];
  while (p.tok()?.kind === 'word' && SUBTYPES.has(p.tok()!.raw)) subtypes.push(p.next()!.raw);
  const types: CardType[] = [];
  while (p.peek() && TYPE_WORDS[p.peek()!]) types.push(TYPE_WORDS[p.next()!.t]!);
  if (subtypes.length + types.length === 0) return false;
  if (!(p.eat('in addition to its other types') || p.eat('in addition to his other types'))) return false;
  if (subtypes.length) (ex.addSubtypes ??= []).push(...subtypes);
  if (types.length) (ex.addTypes ??= []).push(...types);
  return true;
}

/** ", except …" up to the sentence's end: the exceptions, or null (nothing consumed) when one isn't understood. */
export function copyExceptions(p: Cursor, selfName: string): CopyExceptions | null {
  return p.try(() => {
    if (!p.eat(', except')) return null;
    const ex: Draft = {};
    if (!exception(p, selfName, ex)) return null;
    for (;;) {
      const save = p.i;
      if (!(p.eat(', and') || p.eat('and') || p.eat(','))) break;
      if (!exception(p, selfName, ex)) {
        p.i = save;
        break;
      }
    }
    return ex;
  });
}
