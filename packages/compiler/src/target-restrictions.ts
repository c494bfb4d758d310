/**
 * 601.2c: what can't target a permanent (engine StaticEffect cantBeTargetedBy, read by stack/targets.ts), after the
 * subject of a static ("~", "Creatures you control"):
 *
 *   restriction := ("can't be the target of" | "can't be the targets of") (spells ["or" abilities] | abilities) "."
 *   spells      := desc-of-spells                         "black or red spells your opponents control", "Aura spells"
 *   abilities   := "abilities" ["from" color "sources"] ["your opponents control"]
 *
 * "[spells] or abilities your opponents control" with no controller on the spells: both are the opponents'. As a
 * resolved effect it is followed by its duration ("Target creature can't be the target of … this turn", 611.2).
 */
import type { Color, ObjectMatch } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import { desc } from './phrases.js';
import { spellMatch } from './spells-cast.js';
import { COLOR_WORDS } from './vocab.js';

export interface TargetRestriction {
  readonly spells?: ObjectMatch;
  readonly abilities?: ObjectMatch;
}

/** "black", "nongreen" (one colour word). */
function sourceColor(p: Cursor): ObjectMatch | null {
  const w = p.peek();
  if (!w) return null;
  const plain: Color | undefined = COLOR_WORDS[w];
  const m = /^non-?(\w+)$/.exec(w);
  const not: Color | undefined = m ? COLOR_WORDS[m[1]!] : undefined;
  if (!plain && !not) return null;
  p.i++;
  return plain ? { colors: [plain] } : { notColors: [not!] };
}

/** After "abilities": ["from" color "sources"] ["your opponents control"]; `from` tells whether sources were named. */
function abilitiesPart(p: Cursor): { match: ObjectMatch; from: boolean; opponents: boolean } | null {
  let match: ObjectMatch = {};
  const from = p.eat('from');
  if (from) {
    const c = sourceColor(p);
    if (!c || !p.eat('sources')) return null;
    match = c;
  }
  const opponents = p.eat('your opponents control');
  return { match: opponents ? { ...match, controller: 'opponent' } : match, from, opponents };
}

/** The spells of `toks` ("black or red spells your opponents control"), the whole of it, or null. */
function spellsPart(p: Cursor, toks: Cursor['toks']): ObjectMatch | null {
  const q = new Cursor(toks, p.card);
  const d = desc(q);
  if (!d || !q.done || !d.plural || d.stackAbilities || d.alternatives) return null;
  const m = spellMatch(d);
  return m && !m.targeting && !m.singleTarget && !m.owner ? m : null;
}

export function targetRestriction(p: Cursor): TargetRestriction | null {
  return p.try((): TargetRestriction | null => {
    if (!(p.eat("can't be the target of") || p.eat("can't be the targets of"))) return null;
    if (p.eat('abilities')) {
      const a = abilitiesPart(p);
      return a ? { abilities: a.match } : null;
    }
    const rest = p.toks.slice(p.i);
    const or = rest.findIndex((t, k) => t.t === 'or' && rest[k + 1]?.t === 'abilities');
    // The spells end at "or abilities", at the end of the sentence or at a duration ("… this turn").
    const end = rest.findIndex((t, k) => t.t === '.' || (t.t === 'this' && rest[k + 1]?.t === 'turn'));
    const stop = or >= 0 ? or : end >= 0 ? end : rest.length;
    const spells = spellsPart(p, rest.slice(0, stop));
    if (!spells) return null;
    p.i += stop;
    if (or < 0) return { spells };
    p.i += 2;
    const a = abilitiesPart(p);
    if (!a) return null;
    if (a.opponents && !spells.controller) {
      // "spells or abilities your opponents control": both; with named sources the reading is unclear.
      return a.from ? null : { spells: { ...spells, controller: 'opponent' }, abilities: a.match };
    }
    return { spells, abilities: a.match };
  });
}
