// Plain-text deck lists: `4 Lightning Bolt`, `4x Lightning Bolt`, the Arena export
// `4 Lightning Bolt (M10) 146`, section headers (Deck, Sideboard, Commander, Companion,
// About), MTGO's blank line before the sideboard, `SB: 2 Duress`, `//` and `#` comments.
import { type DeckEntry, type DeckError, type DeckList, MAX_COUNT, type Section } from './types.js';

type Header = Section | 'ignore' | 'about';

const HEADERS: readonly [RegExp, Header][] = [
  [/^(deck|main|main ?deck|main ?board)$/, 'main'],
  [/^(sideboard|side ?board|side)$/, 'sideboard'],
  [/^commanders?$/, 'commander'],
  [/^companions?$/, 'companion'],
  [/^about$/, 'about'],
  [/^(maybe|maybe ?board|considering|tokens?)$/, 'ignore'],
];

/** Type-group headings some sites put inside the main deck ("Creatures (20)"): skipped. */
const GROUP_HEADING =
  /^(creatures?|lands?|spells?|instants?|sorcery|sorceries|artifacts?|enchantments?|planeswalkers?|battles?|other|others)$/;

/** `Sideboard`, `Sideboard:`, `Sideboard (15)`, `// Sideboard` → the section; else undefined. */
function headerOf(line: string): Header | 'group' | undefined {
  const m = /^(?:\/\/\s*)?([A-Za-z][A-Za-z ]*?)\s*(?:\(\s*\d+\s*\))?\s*:?\s*$/.exec(line);
  if (!m) return undefined;
  const word = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  for (const [re, header] of HEADERS) if (re.test(word)) return header;
  if (GROUP_HEADING.test(word)) return 'group';
  return undefined;
}

const ARENA_SUFFIX = /^(.*?)\s+\(([A-Za-z0-9]{2,6})\)(?:\s+([A-Za-z0-9★*-]+))?$/;

export interface ParsedLine {
  readonly count: number;
  readonly name: string;
  readonly set?: string;
  readonly collectorNumber?: string;
}

/** Parses `4 Name`, `4x Name`, `Name` (count 1) and the Arena suffix; an error message otherwise. */
export function parseEntryLine(body: string): ParsedLine | { error: 'bad-count' | 'missing-name'; message: string } {
  let count = 1;
  let rest = body;
  const m = /^(\S+)(?:\s+(.*))?$/.exec(body);
  const token = m?.[1] ?? '';
  if (/^\d+[xX]?$/.test(token) || /^[xX]\d+$/.test(token)) {
    count = Number(token.replace(/[xX]/g, ''));
    rest = (m?.[2] ?? '').trim();
    // "4 x Lightning Bolt"
    if (/^[xX]\s/.test(rest)) rest = rest.slice(2).trim();
    if (!Number.isSafeInteger(count) || count > MAX_COUNT)
      return { error: 'bad-count', message: `count ${token} is more than ${MAX_COUNT}` };
    if (count < 1) return { error: 'bad-count', message: `count ${token} must be at least 1` };
  } else if (/\d/.test(token) && /^[-+]?[\d.,]+[xX]?$/.test(token)) {
    return { error: 'bad-count', message: `count ${token} is not a whole number` };
  }
  if (rest === '')
    return {
      error: 'missing-name',
      message: token === '' ? 'no card name' : `count ${token} has no card name after it`,
    };
  const arena = ARENA_SUFFIX.exec(rest);
  if (arena && arena[1]!.trim() !== '') {
    return {
      count,
      name: arena[1]!.trim(),
      set: arena[2]!.toUpperCase(),
      ...(arena[3] !== undefined && { collectorNumber: arena[3] }),
    };
  }
  return { count, name: rest };
}

export function parseTextDeck(text: string): DeckList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const sections: Record<Section, DeckEntry[]> = { main: [], sideboard: [], commander: [], companion: [] };
  const errors: DeckError[] = [];
  let deckName: string | undefined;
  let arena = false;
  let explicitSections = false;
  let section: Header = 'main';
  // For lists without section headers: blank-line-separated groups of main-deck entries.
  const groups: DeckEntry[][] = [[]];

  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.trim().replace(/\s+/g, ' ');
    if (line === '') {
      if (groups[groups.length - 1]!.length > 0) groups.push([]);
      return;
    }
    const header = headerOf(line);
    if (header === 'group') return;
    if (header !== undefined) {
      explicitSections = true;
      if (header === 'main' || header === 'commander' || header === 'companion' || header === 'about')
        arena ||= !line.startsWith('//');
      section = header;
      return;
    }
    if (line.startsWith('//') || line.startsWith('#')) return;
    if (section === 'about') {
      const name = /^name\s+(.+)$/i.exec(line);
      if (name) deckName = name[1]!.trim();
      return;
    }
    if (section === 'ignore') return;

    let body = line.replace(/\s+#.*$/, '');
    let target: Section = section;
    const sb = /^SB:\s*(.*)$/i.exec(body);
    if (sb) {
      target = 'sideboard';
      body = sb[1]!;
    }
    const flag = /\s+\*([A-Za-z]+)\*$/.exec(body); // Moxfield-style markers: *F*, *CMDR*
    if (flag) {
      body = body.slice(0, flag.index);
      if (flag[1]!.toUpperCase() === 'CMDR') target = 'commander';
    }
    const parsed = parseEntryLine(body.trim());
    if ('error' in parsed) {
      errors.push({
        kind: parsed.error,
        line: lineNo,
        text: raw.trim(),
        message: `line ${lineNo}: ${parsed.message}: "${raw.trim()}"`,
      });
      return;
    }
    if (parsed.set !== undefined) arena = true;
    const entry: DeckEntry = { ...parsed, line: lineNo };
    sections[target].push(entry);
    if (target === 'main' && !sb && !flag) groups[groups.length - 1]!.push(entry);
  });

  // MTGO's text export: the main deck, one blank line, the sideboard. With no section
  // headers and exactly two groups, the second is the sideboard.
  const filled = groups.filter((g) => g.length > 0);
  if (!explicitSections && filled.length === 2) {
    const side = new Set(filled[1]);
    sections.sideboard.unshift(...filled[1]!);
    sections.main = sections.main.filter((e) => !side.has(e));
    sections.sideboard.sort((a, b) => a.line - b.line);
  }

  return {
    format: arena ? 'arena' : 'text',
    ...(deckName !== undefined && { name: deckName }),
    ...sections,
    errors,
  };
}
