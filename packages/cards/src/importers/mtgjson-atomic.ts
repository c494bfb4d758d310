// Importer for MTGJSON v5 `AtomicCards.json`: `{ meta, data: { [name]: CardAtomic[] } }`,
// one array entry per face (`faceName`, `side` "a", "b", …) for multi-face cards.
import type { CardFace, CardRecord, Printing } from '../types.js';
import {
  assembleRecord,
  compact,
  type ImportOptions,
  type ImportResult,
  isRecord,
  manaValueOf,
  modifier,
  printingFor,
  sortColors,
  sortPrintings,
  str,
  strArray,
} from './common.js';

type Atomic = Record<string, unknown>;

function faceOf(a: Atomic): CardFace {
  const manaCost = str(a['manaCost']) || undefined;
  const faceMv = a['faceManaValue'] ?? a['faceConvertedManaCost'];
  const mv = a['manaValue'] ?? a['convertedManaCost'];
  const hasFaceName = typeof a['faceName'] === 'string';
  // A face's own mana value: faceManaValue for faces, manaValue for one-faced cards; the cost itself as a fallback.
  const manaValue =
    manaCost === undefined
      ? 0
      : typeof faceMv === 'number'
        ? faceMv
        : !hasFaceName && typeof mv === 'number'
          ? mv
          : manaValueOf(manaCost);
  return compact<CardFace>({
    name: str(a['faceName']) ?? str(a['name']) ?? '',
    manaCost,
    manaValue,
    colors: sortColors(strArray(a['colors'])),
    typeLine: str(a['type']) ?? '',
    supertypes: strArray(a['supertypes']),
    types: strArray(a['types']),
    subtypes: strArray(a['subtypes']),
    text: str(a['text']) ?? '',
    power: str(a['power']),
    toughness: str(a['toughness']),
    loyalty: str(a['loyalty']),
    defense: str(a['defense']),
    hand: modifier(a['hand']),
    life: modifier(a['life']),
  });
}

const sideOf = (a: Atomic) => str(a['side']) ?? 'a';

/** Maps a parsed AtomicCards.json to records. Throws only if the shape is not AtomicCards at all. */
export function importMtgjsonAtomic(json: unknown, options: ImportOptions = {}): ImportResult {
  if (!isRecord(json) || !isRecord(json['data'])) throw new Error('not an MTGJSON AtomicCards file (no "data" object)');
  const data = json['data'] as Record<string, unknown>;
  const warnings: string[] = [];
  const records: CardRecord[] = [];

  // Entries by face name, to find a meld card's back face listed under its own key.
  const byFaceName = new Map<string, Atomic>();
  for (const entries of Object.values(data)) {
    if (!Array.isArray(entries)) continue;
    for (const e of entries) if (isRecord(e)) byFaceName.set(str(e['faceName']) ?? str(e['name']) ?? '', e);
  }

  for (const [key, value] of Object.entries(data)) {
    if (!Array.isArray(value) || value.length === 0) {
      warnings.push(`${key}: no card entries; skipped`);
      continue;
    }
    const entries = value.filter(isRecord).sort((x, y) => (sideOf(x) < sideOf(y) ? -1 : sideOf(x) > sideOf(y) ? 1 : 0));
    const first = entries[0]!;
    // A key holding only a back face (a meld result such as "Brisela, Voice of Nightmares")
    // is a face of other cards, not a card of its own.
    if (entries.every((e) => str(e['side']) !== undefined && str(e['side']) !== 'a')) continue;
    const layout = str(first['layout']) ?? 'normal';
    if (layout === 'art_series') continue;

    const faces = entries.map(faceOf);
    // "A // B" whose B is filed under its own key (meld): fetch it.
    const parts = key.split(' // ');
    if (parts.length > faces.length) {
      for (const part of parts.slice(faces.length)) {
        const back = byFaceName.get(part);
        if (back) faces.push(faceOf(back));
        else warnings.push(`${key}: face "${part}" not found`);
      }
    }

    const codes = strArray(first['printings']);
    const printings: Printing[] = sortPrintings(codes.map((c) => printingFor(c, options.knownSets)));
    const typeLine = str(first['type']) ?? '';
    records.push(
      assembleRecord({
        layout,
        faces,
        colorIdentity: sortColors(strArray(first['colorIdentity'])),
        printings,
        un: first['isFunny'] === true,
        token: layout === 'token' || layout === 'double_faced_token' || /^Token\b/.test(typeLine),
      }),
    );
  }
  const sets: ImportResult['sets'] = {};
  for (const r of records)
    for (const p of r.printings) if (options.knownSets?.[p.set]) sets[p.set] = options.knownSets[p.set]!;
  return { format: 'mtgjson-atomic', records, sets, warnings };
}
