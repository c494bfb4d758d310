// Importer for the OCTGN Magic plugin's set files (`Sets/<uuid>/set.xml`): one <set> with its
// name, code (`shortName`) and release date, and <card> elements whose <property> children
// hold the characteristics. A multi-part card carries <alternate type="…"> children, one per
// other face: splitA/splitB (splitC is the fused whole, dropped), flip, transform, modal_dfc,
// meld (the melded result), adventure (also Omens). `reversible_card` alternates are art
// variants and numbered alternates are token art: both are ignored. A few recent two-part
// cards are flattened into one record (` // ` in the name, cost and type line, no rules text);
// they keep their two faces with empty text, under the layout `flattened`, so that the
// compiler reports them as not understood rather than guessing.
import type { CardFace, CardRecord, Color, Layout, Printing, SetInfo } from '../types.js';
import { assembleRecord, compact, type ImportResult, manaValueOf, parseTypeLine, sortColors } from './common.js';
import { octgnSetType } from './octgn-sets.js';
import { childElements, parseXml, textOf, type XmlElement } from './xml.js';

export interface OctgnFile {
  /** Where the text came from, for warnings. */
  readonly path: string;
  readonly text: string;
}

export interface OctgnImportOptions {
  /** Computes a record's colour identity (903.4); without it records get `[]`. */
  readonly colorIdentity?: (record: CardRecord) => Color[];
}

type Props = ReadonlyMap<string, XmlElement>;

interface Candidate {
  readonly name: string;
  readonly layout: Layout;
  readonly faces: CardFace[];
  readonly set: string;
  readonly date: string;
  readonly rarity: string | undefined;
  /** Higher is a better source of characteristics: 0 art-variant / flattened, 1 without text, 2 complete. */
  readonly quality: number;
  readonly token: boolean;
}

const LAYOUT_OF_ALTERNATE: Readonly<Record<string, Layout>> = {
  splitA: 'split',
  splitB: 'split',
  flip: 'flip',
  transform: 'transform',
  modal_dfc: 'modal_dfc',
  meld: 'meld',
  adventure: 'adventure',
};
const IGNORED_ALTERNATE = (type: string): boolean =>
  type === 'splitC' || type === 'reversible_card' || /^\d+$/.test(type);

const RARITY: Readonly<Record<string, string>> = {
  Common: 'common',
  Uncommon: 'uncommon',
  Rare: 'rare',
  'Mythic Rare': 'mythic',
  'Basic Land': 'common',
  Special: 'special',
  Bonus: 'bonus',
  Token: 'token',
};

const COLOR_WORDS: Readonly<Record<string, Color>> = { White: 'W', Blue: 'U', Black: 'B', Red: 'R', Green: 'G' };
/** Type words that make a record not a playable card. */
const NOT_CARD_TYPES = new Set(['Token', 'Emblem', 'Card', 'Stickers']);

function propsOf(el: XmlElement): Props {
  const m = new Map<string, XmlElement>();
  for (const p of childElements(el, 'property'))
    if (p.attrs['name'] !== undefined && !m.has(p.attrs['name'])) m.set(p.attrs['name'], p);
  return m;
}

/** A property's value: its `value` attribute, else its text. */
function value(props: Props, name: string): string | undefined {
  const p = props.get(name);
  if (!p) return undefined;
  return p.attrs['value'] ?? textOf(p);
}

/**
 * Rules text from mixed content: the file indents `<s>` symbol elements on lines of their own
 * before any text (a whitespace run holding a newline plus indentation is layout, not text);
 * a bare newline is a real line break. Lines are trimmed.
 */
export function rulesText(el: XmlElement | undefined): string {
  if (!el) return '';
  const parts = el.children.map((c) => {
    if (typeof c !== 'string') return textOf(c);
    if (/^\s*$/.test(c) && /\n[ \t]+/.test(c)) return '';
    return c;
  });
  return parts
    .join('')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The `{…}` symbols of a cost property, spaces and line breaks ignored; ` // ` separates parts. */
export function costParts(el: XmlElement | undefined): string[] {
  if (!el) return [''];
  const text = el.attrs['value'] ?? textOf(el);
  return text
    .split('//')
    .map((part) => [...part.matchAll(/\{([^}]*)\}/g)].map((m) => `{${m[1]!.trim().toUpperCase()}}`).join(''));
}

export function colorsOf(text: string | undefined): Color[] {
  return sortColors((text ?? '').split(/[\s,]+/).map((w) => COLOR_WORDS[w]));
}

function typeLineOf(props: Props): string {
  const type = (value(props, 'Type') ?? '').trim();
  const sub = (value(props, 'Subtype') ?? '').trim();
  return sub === '' ? type : `${type} — ${sub}`;
}

function faceOf(
  name: string,
  props: Props,
  cost: string,
  typeLine: string,
  text: string,
  withStats: boolean,
): CardFace {
  const { supertypes, types, subtypes } = parseTypeLine(typeLine);
  const cmc = value(props, 'CMC');
  const manaCost = cost === '' ? undefined : cost;
  const stat = (k: string) => {
    const v = value(props, k)?.trim();
    return withStats && v ? v : undefined;
  };
  return compact<CardFace>({
    name,
    manaCost,
    manaValue:
      manaCost === undefined
        ? 0
        : cmc !== undefined && /^\d+(\.\d+)?$/.test(cmc) && withStats
          ? Number(cmc)
          : manaValueOf(manaCost),
    colors: colorsOf(value(props, 'Color')),
    typeLine,
    supertypes,
    types,
    subtypes,
    text,
    power: stat('Power'),
    toughness: stat('Toughness'),
    loyalty: stat('Loyalty'),
  });
}

/** A face given by its own properties (a card, or one alternate). */
function ownFace(name: string, props: Props): CardFace {
  return faceOf(
    name,
    props,
    costParts(props.get('Cost')).join(''),
    typeLineOf(props),
    rulesText(props.get('Rules')),
    true,
  );
}

/** A flattened two-part record: faces cut from ` // ` in its name, cost and type line; no text. */
function flattenedFaces(name: string, props: Props): CardFace[] {
  const names = name.split(' // ');
  const costs = costParts(props.get('Cost'));
  const typeLines = typeLineOf(props).split(' // ');
  return names.map((n, i) => {
    const f = faceOf(n, props, costs[i] ?? '', (typeLines[i] ?? typeLines[0]!).trim(), '', i === 0);
    return i === 0 ? f : { ...f, colors: f.manaCost ? colorsFromCost(f.manaCost) : [] };
  });
}

function colorsFromCost(cost: string): Color[] {
  return sortColors([...cost.matchAll(/\{([^}]*)\}/g)].flatMap((m) => m[1]!.split('/')) as unknown[]);
}

/** A single-faced card's layout from its types and text (Scryfall's names). */
function singleLayout(face: CardFace): Layout {
  if (face.types.includes('Plane') || face.types.includes('Phenomenon')) return 'planar';
  if (face.types.includes('Scheme')) return 'scheme';
  if (face.types.includes('Vanguard')) return 'vanguard';
  if (face.subtypes.includes('Saga')) return 'saga';
  if (face.subtypes.includes('Class')) return 'class';
  if (face.subtypes.includes('Case')) return 'case';
  if (/^Level up\b/m.test(face.text)) return 'leveler';
  return 'normal';
}

function candidateOf(card: XmlElement, set: SetInfo, warn: (w: string) => void): Candidate | undefined {
  const cardName = card.attrs['name']?.trim();
  if (!cardName) {
    warn(`${set.code}: a card without a name; skipped`);
    return undefined;
  }
  const props = propsOf(card);
  const alternates = childElements(card, 'alternate');
  const kept = alternates.filter((a) => !IGNORED_ALTERNATE(a.attrs['type'] ?? ''));
  const rarity = RARITY[value(props, 'Rarity') ?? ''] ?? value(props, 'Rarity')?.toLowerCase();
  const base = { set: set.code, date: set.releaseDate, rarity };
  const reversible =
    alternates.some((a) => a.attrs['type'] === 'reversible_card') || value(props, 'Packaging') === 'reversible';
  const typeWords = (value(props, 'Type') ?? '').split(/\s+/);
  const token = typeWords.some((w) => NOT_CARD_TYPES.has(w)) || value(props, 'Rarity') === 'Token';
  if (kept.length === 0 && cardName.includes(' // ')) {
    return { ...base, name: cardName, layout: 'flattened', faces: flattenedFaces(cardName, props), quality: 0, token };
  }
  const front = ownFace(cardName, props);
  if (kept.length === 0) {
    return {
      ...base,
      name: cardName,
      layout: singleLayout(front),
      faces: [front],
      quality: reversible ? 0 : front.text === '' ? 1 : 2,
      token,
    };
  }
  const types = [...new Set(kept.map((a) => a.attrs['type']!))];
  let layout: Layout = LAYOUT_OF_ALTERNATE[types[0]!] ?? types[0]!;
  if (types.some((t) => LAYOUT_OF_ALTERNATE[t] !== layout)) {
    warn(`${set.code} ${cardName}: mixed alternate types ${types.join(', ')}`);
    layout = types.join('+');
  }
  const others = kept.map((a) => ownFace(a.attrs['name']?.trim() ?? '', propsOf(a)));
  // A split card's record is its halves; other layouts: the card itself, then its other face(s).
  const faces = layout === 'split' ? others : [front, ...others];
  if (layout === 'split' && faces.length === 2 && /^Aftermath\b/m.test(faces[1]!.text)) layout = 'aftermath';
  return { ...base, name: faces.map((f) => f.name).join(' // '), layout, faces, quality: reversible ? 0 : 2, token };
}

function setOf(root: XmlElement, path: string, warn: (w: string) => void): SetInfo | undefined {
  const code = root.attrs['shortName']?.trim();
  const name = root.attrs['name']?.trim() ?? '';
  const date = root.attrs['releaseDate']?.trim();
  if (!code || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    warn(`${path}: set "${name}" has no code or release date (a token or art set); skipped`);
    return undefined;
  }
  const upper = code.toUpperCase();
  return { code: upper, name, releaseDate: date, type: octgnSetType(upper, name) };
}

/**
 * Imports OCTGN set files. One record per card name (the newest complete printing gives the
 * characteristics), every printing with its set code and rarity, newest first.
 */
export function importOctgnSets(files: readonly OctgnFile[], options: OctgnImportOptions = {}): ImportResult {
  const warnings: string[] = [];
  const warn = (w: string): void => {
    warnings.push(w);
  };
  const sets: Record<string, SetInfo> = {};
  const byName = new Map<string, Candidate[]>();
  for (const file of files) {
    const parsed = parseXml(file.text);
    if (!parsed.ok) {
      warn(`${file.path}: not readable XML (${parsed.error}); skipped`);
      continue;
    }
    if (parsed.root.tag !== 'set') {
      warn(`${file.path}: root element <${parsed.root.tag}>, not <set>; skipped`);
      continue;
    }
    const set = setOf(parsed.root, file.path, warn);
    if (!set) continue;
    sets[set.code] = set;
    for (const cards of childElements(parsed.root, 'cards')) {
      for (const card of childElements(cards, 'card')) {
        const c = candidateOf(card, set, warn);
        if (!c) continue;
        const list = byName.get(c.name);
        if (list) list.push(c);
        else byName.set(c.name, [c]);
      }
    }
  }
  const records: CardRecord[] = [];
  for (const list of byName.values()) records.push(recordOf(list, sets, options));
  records.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { format: 'octgn-sets', records, sets, warnings };
}

const byDate = (a: Candidate, b: Candidate): number =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : a.set < b.set ? -1 : a.set > b.set ? 1 : 0;

function recordOf(list: Candidate[], sets: Readonly<Record<string, SetInfo>>, options: OctgnImportOptions): CardRecord {
  const newest = [...list].sort(byDate);
  const best = [...list].sort((a, b) => b.quality - a.quality || byDate(a, b))[0]!;
  const seen = new Set<string>();
  const printings: Printing[] = [];
  for (const c of newest) {
    if (seen.has(c.set)) continue;
    seen.add(c.set);
    const s = sets[c.set]!;
    printings.push(
      compact<Printing>({ set: c.set, setName: s.name, releaseDate: s.releaseDate, setType: s.type, rarity: c.rarity }),
    );
  }
  const un = printings.every((p) => p.setType === 'funny');
  const record = assembleRecord({
    layout: best.layout,
    faces: best.faces,
    colorIdentity: [],
    printings,
    un,
    token: list.every((c) => c.token),
  });
  return options.colorIdentity ? { ...record, colorIdentity: options.colorIdentity(record) } : record;
}
