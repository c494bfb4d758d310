// The set table of the OCTGN Magic data: what kind of product each set code is. OCTGN's
// set.xml gives a set's name, code and release date only; the kind decides format legality
// (Standard-eligible premier sets, Modern's sets, Un-sets), so it is kept here as data.

/**
 * Premier sets: expansions and core sets, legal in Standard when released (and so in Pioneer
 * from Return to Ravnica, in Modern from Eighth Edition). Bonus sheets legal in Standard with
 * their set count too (Time Spiral Timeshifted, The Big Score).
 */
const PREMIER = new Set(
  (
    'lea leb 2ed arn atq 3ed leg drk fem 4ed ice hml all mir vis 5ed wth tmp sth exo usg ulg 6ed uds mmq nem pcy inv pls 7ed apc ' +
    'ody tor jud ons lgn scg 8ed mrd dst 5dn chk bok sok 9ed rav gpt dis csp tsp tsb plc fut 10e lrw mor shm eve ala con arb m10 ' +
    'zen wwk roe m11 som mbs nph m12 isd dka avr m13 rtr gtc dgm m14 ths bng jou m15 ktk frf dtk ori bfz ogw soi emn kld aer akh ' +
    'hou xln rix dom m19 grn rna war m20 eld thb iko m21 znr khm stx afr mid vow neo snc dmu bro one mom mat woe lci mkm otj big ' +
    'blb dsk fdn dft tdm fin eoe spm tla ecl tmt sos msh'
  ).split(' '),
);

/** Sets released straight into Modern (and Legacy, Vintage), never Standard. */
const MODERN_DIRECT = new Set(['mh1', 'mh2', 'mh3']);

/** Un-sets and playtest cards: not tournament-legal (acorn / silver border). */
const FUNNY = new Set(['ugl', 'unh', 'ust', 'und', 'unf', 'cmb1']);

const BY_NAME: readonly [RegExp, string][] = [
  [/Commander|Commander Collection/i, 'commander'],
  [
    /Masters|Remastered|Masters Edition|Iconic|Eternal Masters|Modern Masters|Vintage Masters|Double Masters/i,
    'masters',
  ],
  [/^Duel Decks/i, 'duel_deck'],
  [/^From the Vault/i, 'from_the_vault'],
  [/^Premium Deck/i, 'premium_deck'],
  [/Planechase|Planes$/i, 'planechase'],
  [/Archenemy/i, 'archenemy'],
  [/Conspiracy/i, 'conspiracy'],
  [/Jumpstart/i, 'draft_innovation'],
  [/Promos?$|Secret Lair|Signature Spellbook/i, 'promo'],
  [/^Portal|Starter/i, 'starter'],
];

/** Set kinds from set code and name: `core`/`expansion` for premier sets, `funny` for Un-sets, else a supplemental kind. */
export function octgnSetType(code: string, name: string): string {
  const c = code.toLowerCase();
  if (FUNNY.has(c)) return 'funny';
  if (MODERN_DIRECT.has(c)) return 'draft_innovation';
  if (PREMIER.has(c))
    return /^(?:lea|leb|2ed|3ed|4ed|5ed|6ed|7ed|8ed|9ed|10e|m1\d|m2\d|fdn)$/.test(c) ? 'core' : 'expansion';
  for (const [re, type] of BY_NAME) if (re.test(name)) return type;
  return 'supplemental';
}

/** Whether a set was legal in Standard when released (premier sets). */
export function isPremierSet(code: string): boolean {
  return PREMIER.has(code.toLowerCase());
}

/** Whether a set is legal in Modern (premier sets from Eighth Edition on, and the Modern Horizons sets). */
export function isModernSet(code: string, releaseDate: string): boolean {
  const c = code.toLowerCase();
  return MODERN_DIRECT.has(c) || (PREMIER.has(c) && releaseDate >= '2003-07-28');
}
