/**
 * Normalisation: Oracle text as the January-2017 index has it → current wording, with every
 * self-reference replaced by the placeholder CARDNAME. The grammar only has to know one
 * wording for each rule. Reminder text (in parentheses) is removed here (it never adds
 * rules, CR 207.2); everything else is kept, so no text is dropped silently.
 */

export const SELF = 'CARDNAME';
/** The card's own name inside a quoted ability (see normalizeText). */
export const OUTER = 'OUTERNAME';

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The names a card's text may use for itself: its full name and, for "Name, Title" legends, "Name". */
export function selfNames(name: string): string[] {
  const out = [name];
  const comma = name.indexOf(',');
  if (comma > 0) out.push(name.slice(0, comma));
  // "Borborygmos the Destroyer"-style names are not shortened: too ambiguous.
  return out;
}

/** Ordered (pattern, replacement) rewrites from older Oracle wording to the current rules. */
const REWRITES: readonly [RegExp, string][] = [
  [/\bhis or her\b/gi, 'their'],
  [/\bhim or her\b/gi, 'them'],
  [/\bhe or she\b/gi, 'they'],
  [/\bhimself or herself\b/gi, 'themselves'],
  [/\bconverted mana costs?\b/gi, 'mana value'],
  [/\btarget creature or player\b/gi, 'any target'],
  [/\bone target creature or player\b/gi, 'any target'],
  [/ to (?:your|their|its controller's|that player's) mana pool\b/gi, ''],
  [/\benters the battlefield\b/gi, 'enters'],
  [/\bis put into (?:a|your|its owner's|an opponent's) graveyard from the battlefield\b/gi, 'dies'],
  [/\bare put into (?:a|your|its owner's|their owners'|an opponent's) graveyards? from the battlefield\b/gi, 'die'],
  [/\bis unblockable\b/gi, "can't be blocked"],
  [/\bare unblockable\b/gi, "can't be blocked"],
  [/\bat end of turn\b/gi, 'at the beginning of the next end step'],
  [/\bput the top (\w+) cards? of your library into your graveyard\b/gi, 'mill $1 cards'],
  [/\bputs the top (\w+) cards? of their library into their graveyard\b/gi, 'mills $1 cards'],
  [/\bput the top card of your library into your graveyard\b/gi, 'mill a card'],
  [/\bputs the top card of their library into their graveyard\b/gi, 'mills a card'],
  [/\bplay (?:this spell|CARDNAME) only\b/gi, 'cast CARDNAME only'],
  [/\bActivate this ability only any time you could cast a sorcery\b/gi, 'Activate only as a sorcery'],
  [/\bActivate this ability only\b/gi, 'Activate only'],
  // Current wording: "each player sacrifices a creature of their choice" (the choice was always theirs, 701.17a).
  [
    /(\bsacrifices? (?:a|an|one|two|three|four|five|N|X|that many|\w+) [^."]*?) of (?:their|his or her) choice\b/g,
    '$1',
  ],
  // "When ~ enters, attach it to target creature you control": "it" is the Equipment or Aura itself (701.3).
  [/^(When CARDNAME enters, )attach it to\b/, '$1attach CARDNAME to'],
  // Current wording of threshold-like conditions: "there are seven or more cards in your graveyard".
  [
    /\bthere are (\w+ or (?:more|fewer)) (cards) in (your|their|an opponent's|that player's) graveyard\b/g,
    '$1 $2 are in $3 graveyard',
  ],
  // Current wording of a static ability's condition: "During your turn, ~ has first strike." (611.3a).
  [/^During your turn, /, "As long as it's your turn, "],
  [/^During turns other than yours, /, "As long as it's not your turn, "],
  [/\. During your turn, /g, ". As long as it's your turn, "],
  [/\. During turns other than yours, /g, ". As long as it's not your turn, "],
  // "If it was kicked, that creature also gains hexproof": "also" only stresses that the earlier effects still happen.
  [/\b(it|they|that creature|those creatures|that permanent|CARDNAME) also (gains?|gets?|deals|has)\b/g, '$1 $2'],
  // Current wording of the main phases (505.1): "first main phase" is the precombat main phase, "second main phase"
  // the postcombat one. The engine's turn has exactly one of each (it creates no additional main phases, 505.1a).
  [/\bfirst main phase\b/g, 'precombat main phase'],
  [/\bsecond main phase\b/g, 'postcombat main phase'],
  [/\u2212/g, '-'],
  [/[\u2018\u2019]/g, "'"],
  [/[\u201c\u201d]/g, '"'],
];

/** Removes reminder text: parenthesised passages (not nested in Oracle text). */
export function stripReminder(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/**
 * Ability words (207.2c) have no rules meaning: "Landfall — Whenever …" is read as "Whenever …".
 * Only a known list is dropped, so that keyword lines such as "Equip—Pay 3 life" stay intact.
 */
const ABILITY_WORDS =
  /^(?:Landfall|Cohort|Battalion|Bloodrush|Channel|Chroma|Constellation|Converge|Delirium|Domain|Fateful hour|Ferocious|Formidable|Grandeur|Hellbent|Heroic|Imprint|Inspired|Join forces|Kinship|Metalcraft|Morbid|Parley|Radiance|Raid|Rally|Spell mastery|Strive|Sweep|Tempting offer|Tempting Offer|Threshold|Will of the council|Council's dilemma|Lieutenant|Revolt|Eminence|Coven|Undergrowth|Enrage|Ascend|Magecraft|Alliance|Adamant|Addendum|Celebration|Corrupted|Descend \d+|Eerie|Fathomless descent|Flurry|Gotcha|Pack tactics|Paradox|Secret council|Survival|Valiant|Void|Will of the Planeswalkers|Vivid|Infusion|Repartee|Opus|Disappear|Renew) \u2014 /;

/**
 * 207.2d: a flavor word ("Field Reprogramming —", "Polymorphine —", "Rot Fly — If …") has no rules meaning either. It is dropped only
 * before a triggered or static ability's usual opening, never before a cost: a name before a cost may be a keyword
 * ability the compiler doesn't know ("Boast — {1}: …", 702.142), and dropping it would lose its restrictions. Saga
 * chapter numbers (714.2) are not flavor words, nor is "Max speed —" (702.178a, max-speed.ts).
 */
const FLAVOR_WORD =
  /^(?![IVX]+(?:, [IVX]+)* \u2014|Max speed \u2014)[A-Z][\w'!,.-]*(?: [\w'!,.-]+){0,7} \u2014 (?=(?:When|Whenever|At the beginning|As long as|During|Other|Creatures|Each|You|Prevent|If|CARDNAME)\b)/;

/**
 * Current Oracle wording names the object itself by its type: "this creature", "this spell", and for
 * permanents of newer kinds "this token", "this Saga", "this Siege", "this Class", "this Case", "this Room",
 * "this Spacecraft", and a scheme's "this scheme" (the object the ability belongs to, 109.5 / 201.5).
 */
const SELF_PHRASE =
  /\b[Tt]his (?:creature|permanent|artifact|enchantment|land|spell|card|planeswalker|battle|token|Aura|Equipment|Vehicle|Saga|Siege|Class|Case|Room|Spacecraft|Mount|Fortification|scheme)\b/g;

/**
 * 207.2d: a mode's name ("• Cure Wounds — You gain 2 life.", "• Fight Crime — Counter target spell.") is a flavor
 * word; the mode is the sentence after it (700.2). Only for a bullet of a "choose one —" group (the caller checks),
 * never for the named options of "As ~ enters, choose Khans or Dragons." (those names are what is chosen), and only
 * before a sentence, never before a cost or a symbol.
 */
const MODE_FLAVOR_WORD = /^\u2022 ?[A-Z0-9][\w'!?,.&:-]*(?: [\w'!?,.&:-]+){0,7} \u2014 (?=[A-Z])/;

export function dropModeName(bullet: string): string {
  return bullet.replace(MODE_FLAVOR_WORD, '\u2022 ');
}

export function normalizeText(text: string, name: string): string {
  let t = stripReminder(text).replace(ABILITY_WORDS, '').replace(FLAVOR_WORD, '');
  for (const n of selfNames(name).sort((a, b) => b.length - a.length)) {
    const re = new RegExp(`(?<![\\w-])${escapeRe(n)}(?![\\w-])`, 'g');
    // Inside a quoted ability granted to another object, the card's name is the card itself, not the object
    // that has the ability ("\"… equal to the number of arrow counters on Archery Training.\""): it is left as
    // OUTERNAME, which no grammar rule reads, rather than becoming that object's self-reference.
    t = t
      .split('"')
      .map((part, i) => part.replace(re, i % 2 === 1 ? OUTER : SELF))
      .join('"');
  }
  // "this creature", "this spell" … are self-references in current wording.
  t = t.replace(SELF_PHRASE, SELF);
  for (const [re, to] of REWRITES) t = t.replace(re, to);
  return t;
}
