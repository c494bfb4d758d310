/**
 * Constructed formats as the source documents define them (MTR 6.3–6.7, 9.5,
 * effective 2015-01-23 with the 2015-03-27 update; spec §6.4). Entries that
 * the source marks "from 2015-01-23" or "unbanned/unrestricted from
 * 2015-01-23" carry dates, so a check is made "as of" an event date.
 *
 * Set codes are the usual three-letter codes; compare case-insensitively.
 */

/** A dated list entry: in force on dates d with from ≤ d < until (ISO yyyy-mm-dd strings). */
export interface DatedEntry {
  readonly name: string;
  readonly from?: string;
  readonly until?: string;
}

export interface LegalSet {
  readonly code: string;
  readonly name: string;
  /** First date the set is legal in the format (its release date unless the source says otherwise). */
  readonly legalFrom: string;
}

export interface ConstructedFormat {
  readonly id: string;
  readonly name: string;
  /** null = every set (Vintage, Legacy): any printing released by the event date. */
  readonly sets: readonly LegalSet[] | null;
  readonly banned: readonly DatedEntry[];
  readonly restricted: readonly DatedEntry[];
}

const FRF_DATE = '2015-01-23';
const DTK_DATE = '2015-03-27';

function sets(rows: ReadonlyArray<readonly [string, string, string]>): LegalSet[] {
  return rows.map(([code, name, legalFrom]) => ({ code, name, legalFrom }));
}

const names = (...list: string[]): DatedEntry[] => list.map((name) => ({ name }));

/** MTR 6.4: the 47 Modern sets, Eighth Edition through Dragons of Tarkir, with release dates. */
export const MODERN_SETS: readonly LegalSet[] = sets([
  ['8ED', 'Eighth Edition', '2003-07-28'],
  ['MRD', 'Mirrodin', '2003-10-02'],
  ['DST', 'Darksteel', '2004-02-06'],
  ['5DN', 'Fifth Dawn', '2004-06-04'],
  ['CHK', 'Champions of Kamigawa', '2004-10-01'],
  ['BOK', 'Betrayers of Kamigawa', '2005-02-04'],
  ['SOK', 'Saviors of Kamigawa', '2005-06-03'],
  ['9ED', 'Ninth Edition', '2005-07-29'],
  ['RAV', 'Ravnica: City of Guilds', '2005-10-07'],
  ['GPT', 'Guildpact', '2006-02-03'],
  ['DIS', 'Dissension', '2006-05-05'],
  ['CSP', 'Coldsnap', '2006-07-21'],
  ['TSP', 'Time Spiral', '2006-10-06'],
  ['PLC', 'Planar Chaos', '2007-02-02'],
  ['FUT', 'Future Sight', '2007-05-04'],
  ['10E', 'Tenth Edition', '2007-07-13'],
  ['LRW', 'Lorwyn', '2007-10-12'],
  ['MOR', 'Morningtide', '2008-02-01'],
  ['SHM', 'Shadowmoor', '2008-05-02'],
  ['EVE', 'Eventide', '2008-07-25'],
  ['ALA', 'Shards of Alara', '2008-10-03'],
  ['CON', 'Conflux', '2009-02-06'],
  ['ARB', 'Alara Reborn', '2009-04-30'],
  ['M10', 'Magic 2010', '2009-07-17'],
  ['ZEN', 'Zendikar', '2009-10-02'],
  ['WWK', 'Worldwake', '2010-02-05'],
  ['ROE', 'Rise of the Eldrazi', '2010-04-23'],
  ['M11', 'Magic 2011', '2010-07-16'],
  ['SOM', 'Scars of Mirrodin', '2010-10-01'],
  ['MBS', 'Mirrodin Besieged', '2011-02-04'],
  ['NPH', 'New Phyrexia', '2011-05-13'],
  ['M12', 'Magic 2012', '2011-07-15'],
  ['ISD', 'Innistrad', '2011-09-30'],
  ['DKA', 'Dark Ascension', '2012-02-03'],
  ['AVR', 'Avacyn Restored', '2012-05-04'],
  ['M13', 'Magic 2013', '2012-07-13'],
  ['RTR', 'Return to Ravnica', '2012-10-05'],
  ['GTC', 'Gatecrash', '2013-02-01'],
  ['DGM', "Dragon's Maze", '2013-05-03'],
  ['M14', 'Magic 2014', '2013-07-19'],
  ['THS', 'Theros', '2013-09-27'],
  ['BNG', 'Born of the Gods', '2014-02-07'],
  ['JOU', 'Journey into Nyx', '2014-05-02'],
  ['M15', 'Magic 2015', '2014-07-18'],
  ['KTK', 'Khans of Tarkir', '2014-09-26'],
  ['FRF', 'Fate Reforged', FRF_DATE],
  ['DTK', 'Dragons of Tarkir', DTK_DATE],
]);

const modernSet = (code: string): LegalSet => {
  const s = MODERN_SETS.find((x) => x.code === code);
  if (!s) throw new Error(`unknown set ${code}`);
  return s;
};

/** MTR 6.3: Standard. No banned cards. */
export const STANDARD: ConstructedFormat = {
  id: 'standard',
  name: 'Standard',
  sets: ['THS', 'BNG', 'JOU', 'M15', 'KTK', 'FRF', 'DTK'].map(modernSet),
  banned: [],
  restricted: [],
};

/** MTR 6.4: Modern. */
export const MODERN: ConstructedFormat = {
  id: 'modern',
  name: 'Modern',
  sets: MODERN_SETS,
  banned: [
    ...names('Ancestral Vision', 'Ancient Den'),
    { name: 'Birthing Pod', from: FRF_DATE },
    ...names('Blazing Shoal', 'Bloodbraid Elf', 'Chrome Mox', 'Cloudpost', 'Dark Depths', 'Deathrite Shaman'),
    { name: 'Dig Through Time', from: FRF_DATE },
    ...names('Dread Return', 'Glimpse of Nature'),
    { name: 'Golgari Grave-Troll', until: FRF_DATE },
    ...names(
      'Great Furnace',
      "Green Sun's Zenith",
      'Hypergenesis',
      'Jace, the Mind Sculptor',
      'Mental Misstep',
      'Ponder',
      'Preordain',
      'Punishing Fire',
      'Rite of Flame',
      'Seat of the Synod',
      'Second Sunrise',
      'Seething Song',
      "Sensei's Divining Top",
      'Stoneforge Mystic',
      'Skullclamp',
      'Sword of the Meek',
    ),
    { name: 'Treasure Cruise', from: FRF_DATE },
    ...names('Tree of Tales', "Umezawa's Jitte", 'Vault of Whispers'),
  ],
  restricted: [],
};

/** MTR 6.5/6.6: the cards banned in both Vintage and Legacy (Conspiracy draft-matters, ante, dexterity, Shahrazad). */
const ETERNAL_BANNED = names(
  'Advantageous Proclamation',
  'Amulet of Quoz',
  'Backup Plan',
  "Brago's Favor",
  'Bronze Tablet',
  'Chaos Orb',
  'Contract from Below',
  'Darkpact',
  'Demonic Attorney',
  'Double Stroke', // the source misprints it "Double Storke" (spec §9.16)
  'Falling Star',
  'Immediate Action',
  'Iterative Analysis',
  'Jeweled Bird',
  "Muzzio's Preparations",
  'Power Play',
  'Rebirth',
  'Secret Summoning',
  'Secrets of Paradise',
  'Sentinel Dispatch',
  'Shahrazad',
  'Tempest Efreet',
  'Timmerian Fiends',
  'Unexpected Potential',
  'Worldknit',
);

/** MTR 6.5: Vintage. */
export const VINTAGE: ConstructedFormat = {
  id: 'vintage',
  name: 'Vintage',
  sets: null,
  banned: ETERNAL_BANNED,
  restricted: [
    ...names(
      'Ancestral Recall',
      'Balance',
      'Black Lotus',
      'Brainstorm',
      'Channel',
      'Demonic Consultation',
      'Demonic Tutor',
      'Fastbond',
      'Flash',
    ),
    { name: 'Gifts Ungiven', until: FRF_DATE },
    ...names(
      'Imperial Seal',
      'Library of Alexandria',
      "Lion's Eye Diamond",
      'Lotus Petal',
      'Mana Crypt',
      'Mana Vault',
      'Memory Jar',
      'Merchant Scroll',
      "Mind's Desire",
      'Mox Emerald',
      'Mox Jet',
      'Mox Pearl',
      'Mox Ruby',
      'Mox Sapphire',
      'Mystical Tutor',
      'Necropotence',
      'Ponder',
      'Sol Ring',
      'Strip Mine',
      'Thirst for Knowledge',
      'Time Vault',
      'Time Walk',
      'Timetwister',
      'Tinker',
      'Tolarian Academy',
    ),
    { name: 'Treasure Cruise', from: FRF_DATE },
    ...names('Trinisphere', 'Vampiric Tutor', 'Wheel of Fortune', 'Windfall', "Yawgmoth's Bargain", "Yawgmoth's Will"),
  ],
};

/** MTR 6.6: Legacy. */
export const LEGACY: ConstructedFormat = {
  id: 'legacy',
  name: 'Legacy',
  sets: null,
  banned: [
    ...names(
      'Advantageous Proclamation',
      'Amulet of Quoz',
      'Ancestral Recall',
      'Backup Plan',
      'Balance',
      'Bazaar of Baghdad',
      'Black Lotus',
      'Black Vise',
      "Brago's Favor",
      'Bronze Tablet',
      'Channel',
      'Chaos Orb',
      'Contract from Below',
      'Darkpact',
      'Demonic Attorney',
      'Demonic Consultation',
      'Demonic Tutor',
      'Double Stroke',
      'Earthcraft',
      'Falling Star',
      'Fastbond',
      'Flash',
      'Frantic Search',
      'Goblin Recruiter',
      'Gush',
      'Hermit Druid',
      'Immediate Action',
      'Imperial Seal',
      'Iterative Analysis',
      'Jeweled Bird',
      'Library of Alexandria',
      'Mana Crypt',
      'Mana Drain',
      'Mana Vault',
      'Memory Jar',
      'Mental Misstep',
      'Mind Twist',
      "Mind's Desire",
      "Mishra's Workshop",
      'Mox Emerald',
      'Mox Jet',
      'Mox Pearl',
      'Mox Ruby',
      'Mox Sapphire',
      "Muzzio's Preparations",
      'Mystical Tutor',
      'Necropotence',
      'Oath of Druids',
      'Power Play',
      'Rebirth',
      'Secret Summoning',
      'Secrets of Paradise',
      'Sentinel Dispatch',
      'Shahrazad',
      'Skullclamp',
      'Sol Ring',
      'Survival of the Fittest',
      'Strip Mine',
      'Tempest Efreet',
      'Time Vault',
      'Time Walk',
      'Timetwister',
      'Timmerian Fiends',
      'Tinker',
      'Tolarian Academy',
    ),
    { name: 'Treasure Cruise', from: FRF_DATE },
    ...names('Unexpected Potential', 'Vampiric Tutor', 'Wheel of Fortune', 'Windfall'),
    { name: 'Worldgorger Dragon', until: FRF_DATE },
    ...names('Worldknit', "Yawgmoth's Bargain", "Yawgmoth's Will"),
  ],
  restricted: [],
};

/** MTR 6.7: the 20 Block Constructed formats and their banned cards. */
export const BLOCKS: readonly ConstructedFormat[] = [
  block('khans', 'Khans of Tarkir Block', [['KTK', 'Khans of Tarkir', '2014-09-26'], ['FRF', 'Fate Reforged', FRF_DATE], ['DTK', 'Dragons of Tarkir', DTK_DATE]]),
  block('theros', 'Theros Block', [['THS', 'Theros', '2013-09-27'], ['BNG', 'Born of the Gods', '2014-02-07'], ['JOU', 'Journey into Nyx', '2014-05-02']]),
  block('return-to-ravnica', 'Return to Ravnica Block', [['RTR', 'Return to Ravnica', '2012-10-05'], ['GTC', 'Gatecrash', '2013-02-01'], ['DGM', "Dragon's Maze", '2013-05-03']]),
  block('innistrad', 'Innistrad–Avacyn Restored Block', [['ISD', 'Innistrad', '2011-09-30'], ['DKA', 'Dark Ascension', '2012-02-03'], ['AVR', 'Avacyn Restored', '2012-05-04']], ['Intangible Virtue', 'Lingering Souls']),
  block('scars', 'Scars of Mirrodin Block', [['SOM', 'Scars of Mirrodin', '2010-10-01'], ['MBS', 'Mirrodin Besieged', '2011-02-04'], ['NPH', 'New Phyrexia', '2011-05-13']]),
  block('zendikar', 'Zendikar–Rise of the Eldrazi Block', [['ZEN', 'Zendikar', '2009-10-02'], ['WWK', 'Worldwake', '2010-02-05'], ['ROE', 'Rise of the Eldrazi', '2010-04-23']]),
  block('alara', 'Shards of Alara Block', [['ALA', 'Shards of Alara', '2008-10-03'], ['CON', 'Conflux', '2009-02-06'], ['ARB', 'Alara Reborn', '2009-04-30']]),
  block('lorwyn', 'Lorwyn–Shadowmoor Block', [['LRW', 'Lorwyn', '2007-10-12'], ['MOR', 'Morningtide', '2008-02-01'], ['SHM', 'Shadowmoor', '2008-05-02'], ['EVE', 'Eventide', '2008-07-25']]),
  block('time-spiral', 'Time Spiral Block', [['TSP', 'Time Spiral', '2006-10-06'], ['TSB', 'Time Spiral Timeshifted', '2006-10-06'], ['PLC', 'Planar Chaos', '2007-02-02'], ['FUT', 'Future Sight', '2007-05-04']]),
  block('ravnica', 'Ravnica Block', [['RAV', 'Ravnica: City of Guilds', '2005-10-07'], ['GPT', 'Guildpact', '2006-02-03'], ['DIS', 'Dissension', '2006-05-05']]),
  block('kamigawa', 'Kamigawa Block', [['CHK', 'Champions of Kamigawa', '2004-10-01'], ['BOK', 'Betrayers of Kamigawa', '2005-02-04'], ['SOK', 'Saviors of Kamigawa', '2005-06-03']]),
  block('mirrodin', 'Mirrodin Block', [['MRD', 'Mirrodin', '2003-10-02'], ['DST', 'Darksteel', '2004-02-06'], ['5DN', 'Fifth Dawn', '2004-06-04']], [
    'Aether Vial', 'Ancient Den', 'Arcbound Ravager', 'Darksteel Citadel', 'Disciple of the Vault', 'Great Furnace', 'Seat of the Synod', 'Tree of Tales', 'Vault of Whispers', 'Skullclamp',
  ]),
  block('onslaught', 'Onslaught Block', [['ONS', 'Onslaught', '2002-10-07'], ['LGN', 'Legions', '2003-02-03'], ['SCG', 'Scourge', '2003-05-26']]),
  block('odyssey', 'Odyssey Block', [['ODY', 'Odyssey', '2001-10-01'], ['TOR', 'Torment', '2002-02-04'], ['JUD', 'Judgment', '2002-05-27']]),
  block('invasion', 'Invasion Block', [['INV', 'Invasion', '2000-10-02'], ['PLS', 'Planeshift', '2001-02-05'], ['APC', 'Apocalypse', '2001-06-04']]),
  block('masques', 'Masques Block', [['MMQ', 'Mercadian Masques', '1999-10-04'], ['NEM', 'Nemesis', '2000-02-14'], ['PCY', 'Prophecy', '2000-06-05']], ['Lin Sivvi, Defiant Hero', 'Rishadan Port']),
  block('urza', 'Urza Block', [['USG', "Urza's Saga", '1998-10-12'], ['ULG', "Urza's Legacy", '1999-02-15'], ['UDS', "Urza's Destiny", '1999-06-07']], [
    "Gaea's Cradle", 'Memory Jar', "Serra's Sanctum", 'Time Spiral', 'Tolarian Academy', 'Voltaic Key', 'Windfall',
  ]),
  block('tempest', 'Tempest Block', [['TMP', 'Tempest', '1997-10-14'], ['STH', 'Stronghold', '1998-03-02'], ['EXO', 'Exodus', '1998-06-15']], ['Cursed Scroll']),
  block('mirage', 'Mirage Block', [['MIR', 'Mirage', '1996-10-08'], ['VIS', 'Visions', '1997-02-03'], ['WTH', 'Weatherlight', '1997-06-09']], ['Squandered Resources']),
  block('ice-age', 'Ice Age Block', [['ICE', 'Ice Age', '1995-06-03'], ['ALL', 'Alliances', '1996-06-10'], ['CSP', 'Coldsnap', '2006-07-21']], ['Amulet of Quoz', 'Thawing Glaciers', 'Zuran Orb']),
];

function block(id: string, name: string, rows: ReadonlyArray<readonly [string, string, string]>, banned: string[] = []): ConstructedFormat {
  return { id: `block:${id}`, name, sets: sets(rows), banned: names(...banned), restricted: [] };
}

/** MTR 9.5: banned in every Two-Headed Giant Constructed format, on top of the format's own list. */
export const TWO_HEADED_GIANT_EXTRA_BANNED: readonly DatedEntry[] = names('Erayo, Soratami Ascendant');

export const CONSTRUCTED_FORMATS: readonly ConstructedFormat[] = [STANDARD, MODERN, LEGACY, VINTAGE, ...BLOCKS];

export function findFormat(id: string): ConstructedFormat | undefined {
  const key = id.toLowerCase();
  return CONSTRUCTED_FORMATS.find((f) => f.id === key || f.id === `block:${key}`);
}

/** Whether a dated entry is in force on `date` (no date: the entry's current state, i.e. ignoring `from`/honouring `until` as passed). */
export function inForce(entry: DatedEntry, date: string): boolean {
  return (entry.from === undefined || date >= entry.from) && (entry.until === undefined || date < entry.until);
}

/** Card-name key: case-, apostrophe- and ligature-insensitive ("Æther" = "Aether"). */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[’‘`´]/g, "'")
    .replace(/Æ/g, 'Ae')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Entries of `list` in force on `date`. */
export function listAsOf(list: readonly DatedEntry[], date: string): string[] {
  return list.filter((e) => inForce(e, date)).map((e) => e.name);
}
