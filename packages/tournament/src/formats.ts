/**
 * Constructed formats (MTR 6.3–6.7, 9.5; spec §6.4): which sets each format
 * allows, and its banned and restricted lists. The lists live in one committed
 * data file, `data/banned-restricted.json`, as dated snapshots; a check is made
 * "as of" an event date and cites the date of the snapshot it used.
 *
 * Set codes are the usual three-letter codes; compare case-insensitively.
 */
import BANNED_RESTRICTED from './data/banned-restricted.json' with { type: 'json' };

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

/** One snapshot of a format's lists in the data file. */
export interface ListSnapshot {
  readonly date: string;
  readonly source: string;
  readonly banned: readonly string[];
  readonly restricted: readonly string[];
  /** Dated changes from the previous snapshot, as announced (documentation only). */
  readonly changes?: readonly string[];
  /** What the sources do not confirm. */
  readonly note?: string;
  /** false: the list was not confirmed entry by entry from a source. */
  readonly verified?: boolean;
  /** Checks dated after this use a list that may have changed since (changes in between are not recorded). */
  readonly verifiedUntil?: string;
}

interface ListFile {
  readonly asOf: string;
  readonly formats: Readonly<
    Record<
      string,
      {
        readonly name?: string;
        readonly rule: string;
        readonly introduced?: string;
        readonly lists: readonly ListSnapshot[];
      }
    >
  >;
}

const LISTS = BANNED_RESTRICTED as ListFile;

/** The date the banned/restricted data file is current to. */
export const LISTS_AS_OF: string = LISTS.asOf;

/** The snapshots of a format's lists, oldest first (empty for a format without lists). */
export function listSnapshots(formatId: string): readonly ListSnapshot[] {
  return LISTS.formats[formatId]?.lists ?? [];
}

/** The snapshot in force on `date`: the latest dated on or before it (the earliest one before the first). */
export function snapshotAsOf(formatId: string, date: string): ListSnapshot | undefined {
  const lists = listSnapshots(formatId);
  let pick = lists[0];
  for (const l of lists) if (l.date <= date) pick = l;
  return pick;
}

/**
 * Whether the snapshot used for a check dated `date` is confirmed for that date: false when the
 * snapshot is marked unverified, or when the date falls after its `verifiedUntil` (a gap in the
 * recorded history).
 */
export function snapshotVerified(snapshot: ListSnapshot, date: string): boolean {
  if (snapshot.verified === false) return false;
  return snapshot.verifiedUntil === undefined || date <= snapshot.verifiedUntil;
}

/** How a check cites the list it used: its date, and "unverified list" when it is not confirmed. */
export function listCitation(formatId: string, date: string): string | undefined {
  const snap = snapshotAsOf(formatId, date);
  if (snap === undefined) return undefined;
  return snapshotVerified(snap, date) ? snap.date : `${snap.date}, unverified list`;
}

/** The rule that governs a format's lists (MTR 6.3–6.7, CR 903.5, 903.12). */
export function listRule(formatId: string): string {
  return LISTS.formats[formatId]?.rule ?? 'MTR 6.1';
}

/** Turns snapshots into dated entries (in force from one snapshot's date until the next's). */
function datedEntries(formatId: string, which: 'banned' | 'restricted'): DatedEntry[] {
  const lists = listSnapshots(formatId);
  const out: DatedEntry[] = [];
  lists.forEach((l, i) => {
    const from = i === 0 ? undefined : l.date;
    const until = lists[i + 1]?.date;
    for (const name of l[which])
      out.push({ name, ...(from !== undefined && { from }), ...(until !== undefined && { until }) });
  });
  return out;
}

function fromData(id: string, name: string, sets: readonly LegalSet[] | null): ConstructedFormat {
  return { id, name, sets, banned: datedEntries(id, 'banned'), restricted: datedEntries(id, 'restricted') };
}

/** MTR 6.3: Standard (the sets of the 2015 source; later rotations belong to the card pool). */
export const STANDARD: ConstructedFormat = fromData(
  'standard',
  'Standard',
  ['THS', 'BNG', 'JOU', 'M15', 'KTK', 'FRF', 'DTK'].map(modernSet),
);

/** MTR 6.4: Modern. */
export const MODERN: ConstructedFormat = fromData('modern', 'Modern', MODERN_SETS);

/** MTR 6.5: Vintage. */
export const VINTAGE: ConstructedFormat = fromData('vintage', 'Vintage', null);

/** MTR 6.6: Legacy. */
export const LEGACY: ConstructedFormat = fromData('legacy', 'Legacy', null);

/** Pioneer and Pauper: banned lists only; which printings are legal is the card pool's to say. */
export const PIONEER: ConstructedFormat = fromData('pioneer', 'Pioneer', null);
export const PAUPER: ConstructedFormat = fromData('pauper', 'Pauper', null);

/** Commander (CR 903) and Brawl (CR 903.12) banned lists. */
export const COMMANDER_LISTS: ConstructedFormat = fromData('commander', 'Commander', null);
export const BRAWL_LISTS: ConstructedFormat = fromData('brawl', 'Brawl', null);

/** MTR 6.7: the 20 Block Constructed formats and their banned cards. */
export const BLOCKS: readonly ConstructedFormat[] = [
  block('khans', 'Khans of Tarkir Block', [
    ['KTK', 'Khans of Tarkir', '2014-09-26'],
    ['FRF', 'Fate Reforged', FRF_DATE],
    ['DTK', 'Dragons of Tarkir', DTK_DATE],
  ]),
  block('theros', 'Theros Block', [
    ['THS', 'Theros', '2013-09-27'],
    ['BNG', 'Born of the Gods', '2014-02-07'],
    ['JOU', 'Journey into Nyx', '2014-05-02'],
  ]),
  block('return-to-ravnica', 'Return to Ravnica Block', [
    ['RTR', 'Return to Ravnica', '2012-10-05'],
    ['GTC', 'Gatecrash', '2013-02-01'],
    ['DGM', "Dragon's Maze", '2013-05-03'],
  ]),
  block('innistrad', 'Innistrad–Avacyn Restored Block', [
    ['ISD', 'Innistrad', '2011-09-30'],
    ['DKA', 'Dark Ascension', '2012-02-03'],
    ['AVR', 'Avacyn Restored', '2012-05-04'],
  ]),
  block('scars', 'Scars of Mirrodin Block', [
    ['SOM', 'Scars of Mirrodin', '2010-10-01'],
    ['MBS', 'Mirrodin Besieged', '2011-02-04'],
    ['NPH', 'New Phyrexia', '2011-05-13'],
  ]),
  block('zendikar', 'Zendikar–Rise of the Eldrazi Block', [
    ['ZEN', 'Zendikar', '2009-10-02'],
    ['WWK', 'Worldwake', '2010-02-05'],
    ['ROE', 'Rise of the Eldrazi', '2010-04-23'],
  ]),
  block('alara', 'Shards of Alara Block', [
    ['ALA', 'Shards of Alara', '2008-10-03'],
    ['CON', 'Conflux', '2009-02-06'],
    ['ARB', 'Alara Reborn', '2009-04-30'],
  ]),
  block('lorwyn', 'Lorwyn–Shadowmoor Block', [
    ['LRW', 'Lorwyn', '2007-10-12'],
    ['MOR', 'Morningtide', '2008-02-01'],
    ['SHM', 'Shadowmoor', '2008-05-02'],
    ['EVE', 'Eventide', '2008-07-25'],
  ]),
  block('time-spiral', 'Time Spiral Block', [
    ['TSP', 'Time Spiral', '2006-10-06'],
    ['TSB', 'Time Spiral Timeshifted', '2006-10-06'],
    ['PLC', 'Planar Chaos', '2007-02-02'],
    ['FUT', 'Future Sight', '2007-05-04'],
  ]),
  block('ravnica', 'Ravnica Block', [
    ['RAV', 'Ravnica: City of Guilds', '2005-10-07'],
    ['GPT', 'Guildpact', '2006-02-03'],
    ['DIS', 'Dissension', '2006-05-05'],
  ]),
  block('kamigawa', 'Kamigawa Block', [
    ['CHK', 'Champions of Kamigawa', '2004-10-01'],
    ['BOK', 'Betrayers of Kamigawa', '2005-02-04'],
    ['SOK', 'Saviors of Kamigawa', '2005-06-03'],
  ]),
  block('mirrodin', 'Mirrodin Block', [
    ['MRD', 'Mirrodin', '2003-10-02'],
    ['DST', 'Darksteel', '2004-02-06'],
    ['5DN', 'Fifth Dawn', '2004-06-04'],
  ]),
  block('onslaught', 'Onslaught Block', [
    ['ONS', 'Onslaught', '2002-10-07'],
    ['LGN', 'Legions', '2003-02-03'],
    ['SCG', 'Scourge', '2003-05-26'],
  ]),
  block('odyssey', 'Odyssey Block', [
    ['ODY', 'Odyssey', '2001-10-01'],
    ['TOR', 'Torment', '2002-02-04'],
    ['JUD', 'Judgment', '2002-05-27'],
  ]),
  block('invasion', 'Invasion Block', [
    ['INV', 'Invasion', '2000-10-02'],
    ['PLS', 'Planeshift', '2001-02-05'],
    ['APC', 'Apocalypse', '2001-06-04'],
  ]),
  block('masques', 'Masques Block', [
    ['MMQ', 'Mercadian Masques', '1999-10-04'],
    ['NEM', 'Nemesis', '2000-02-14'],
    ['PCY', 'Prophecy', '2000-06-05'],
  ]),
  block('urza', 'Urza Block', [
    ['USG', "Urza's Saga", '1998-10-12'],
    ['ULG', "Urza's Legacy", '1999-02-15'],
    ['UDS', "Urza's Destiny", '1999-06-07'],
  ]),
  block('tempest', 'Tempest Block', [
    ['TMP', 'Tempest', '1997-10-14'],
    ['STH', 'Stronghold', '1998-03-02'],
    ['EXO', 'Exodus', '1998-06-15'],
  ]),
  block('mirage', 'Mirage Block', [
    ['MIR', 'Mirage', '1996-10-08'],
    ['VIS', 'Visions', '1997-02-03'],
    ['WTH', 'Weatherlight', '1997-06-09'],
  ]),
  block('ice-age', 'Ice Age Block', [
    ['ICE', 'Ice Age', '1995-06-03'],
    ['ALL', 'Alliances', '1996-06-10'],
    ['CSP', 'Coldsnap', '2006-07-21'],
  ]),
];

function block(id: string, name: string, rows: ReadonlyArray<readonly [string, string, string]>): ConstructedFormat {
  return fromData(`block:${id}`, name, sets(rows));
}

/** MTR 9.5: banned in every Two-Headed Giant Constructed format, on top of the format's own list. */
export const TWO_HEADED_GIANT_EXTRA_BANNED: readonly DatedEntry[] = datedEntries('two-headed-giant', 'banned');

export const CONSTRUCTED_FORMATS: readonly ConstructedFormat[] = [
  STANDARD,
  PIONEER,
  MODERN,
  LEGACY,
  VINTAGE,
  PAUPER,
  ...BLOCKS,
];

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
