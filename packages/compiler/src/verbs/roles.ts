/**
 * Role tokens (current CR 303.7, 111.10): "Create a Wicked Role token attached to target creature you control." A Role
 * is a predefined colourless Aura token (Enchantment — Aura Role) with "Enchant creature" and its own ability; it is
 * created attached to the named creature (303.4f), and isn't created if it can't enchant it (303.4g). A player's
 * older Role on the same permanent goes to the graveyard (704.5y, sba/roles.ts).
 */
import type { AbilityNode, CardDefinition, Effect } from '@arbiter/engine';
import { compileQuotedText, type PlayerVerbScope } from '../effects.js';
import { objectPhrase } from '../phrases.js';
import { normalizeText, SELF } from '../normalize.js';
import type { Cursor } from '../cursor.js';

/**
 * Each Role's abilities after "Enchant creature" (its reminder text on the cards that make it).
 */
const ROLE_TEXTS: Readonly<Record<string, string>> = {
  Cursed: 'Enchanted creature has base power and toughness 1/1.',
  Monster: 'Enchanted creature gets +1/+1 and has trample.',
  Royal: 'Enchanted creature gets +1/+1 and has ward {1}.', // 702.21a
  Sorcerer: 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',
  Virtuous: 'Enchanted creature gets +1/+1 for each enchantment you control.',
  // 603.4: an intervening "if" on the enchanted creature's own toughness (208.1).
  'Young Hero':
    'Enchanted creature has "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it."',
  // A token is only ever put into a graveyard from the battlefield (704.5d).
  Wicked:
    'Enchanted creature gets +1/+1.\nWhen this Aura is put into a graveyard from the battlefield, each opponent loses 1 life.',
};

/**
 * Displayed texts: each ability reads as its line, and an ability the Role grants ("Whenever this creature attacks,
 * scry 1.") names the enchanted creature, not the token (token-texts.ts reads the placeholder as the token).
 */
function grantedTexts(v: unknown, depth = 0): unknown {
  if (Array.isArray(v)) return v.map((w) => grantedTexts(w, depth + 1));
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, w] of Object.entries(v))
    out[k] =
      k === 'text' && typeof w === 'string' && depth > 0
        ? w.replaceAll(SELF, 'this creature')
        : grantedTexts(w, depth + 1);
  return out;
}

/** "a Wicked Role token" / "a Young Hero Role token": the Role's definition. */
function roleToken(p: Cursor): CardDefinition | null {
  return p.try(() => {
    if (!p.eat('a')) return null;
    for (const [name, text] of Object.entries(ROLE_TEXTS)) {
      const words = name.toLowerCase().split(' ');
      if (!p.is(...words, 'role', 'token')) continue;
      p.i += words.length + 2;
      const full = `Enchant creature\n${text}`;
      const abilities: AbilityNode[] = [];
      for (const line of full.split('\n')) {
        const a = compileQuotedText(p, normalizeText(line, `${name} Role`));
        if (!a) return null;
        abilities.push(...a.map((n) => ({ ...(grantedTexts(n) as AbilityNode), text: line }) as AbilityNode));
      }
      return {
        name: `${name} Role`,
        manaCost: null,
        colorIndicator: [],
        supertypes: [],
        types: ['Enchantment'],
        subtypes: ['Aura', 'Role'],
        oracleText: full,
        abilities,
        token: true,
      } as CardDefinition;
    }
    return null;
  });
}

/** "Create a Cursed Role token attached to target creature an opponent controls." */
export function createRolePlayerVerb({ p, ctx, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || !p.is(third ? 'creates' : 'create', 'a')) return undefined;
  const r = p.try((): Effect[] | null => {
    p.i++;
    const token = roleToken(p);
    if (!token || !p.eat('attached to')) return null;
    const to = objectPhrase(p, ctx);
    if (!to) return null;
    ctx.it = { kind: 'created' };
    return [{ kind: 'createToken', token, count: { kind: 'fixed', n: 1 }, attachedTo: to }];
  });
  return r ?? undefined;
}
