// Importer for Scryfall's `oracle-cards` bulk file: a JSON array of card objects, one per
// Oracle card, multi-face cards with `card_faces`, meld cards as separate objects linked by
// `all_parts` (component "meld_part" / "meld_result").
import type { CardFace, CardRecord, Color, SetInfo } from '../types.js';
import {
  assembleRecord,
  colorsOfCost,
  compact,
  type ImportOptions,
  type ImportResult,
  isRecord,
  manaValueOf,
  modifier,
  parseTypeLine,
  sortColors,
  str,
  strArray,
} from './common.js';

type Obj = Record<string, unknown>;

/** Layouts that are not cards at all. */
const SKIP_LAYOUTS = new Set(['art_series']);
/** Layouts that are tokens or token-like (emblems): kept, flagged `token`. */
const TOKEN_LAYOUTS = new Set(['token', 'double_faced_token', 'emblem']);

function faceOf(f: Obj, card: Obj, inherit?: CardFace): CardFace {
  const typeLine = str(f['type_line']) ?? str(card['type_line']) ?? '';
  const { supertypes, types, subtypes } = parseTypeLine(typeLine);
  // "" means "no mana cost on this face"; a flip card's flipped half keeps the card's cost (CR 710.2).
  const manaCost = str(f['mana_cost']) || inherit?.manaCost || undefined;
  // Faces of split, flip and adventure cards carry no colours of their own in Scryfall.
  let colors: Color[];
  if (Array.isArray(f['colors'])) colors = sortColors(f['colors'] as unknown[]);
  else if (Array.isArray(f['color_indicator'])) colors = sortColors(f['color_indicator'] as unknown[]);
  else if (inherit) colors = [...inherit.colors];
  else colors = colorsOfCost(manaCost);
  const cmc = f === card ? card['cmc'] : f['cmc'];
  return compact<CardFace>({
    name: str(f['name']) ?? '',
    manaCost,
    manaValue: manaCost === undefined ? 0 : typeof cmc === 'number' ? cmc : manaValueOf(manaCost),
    colors,
    typeLine,
    supertypes,
    types,
    subtypes,
    text: str(f['oracle_text']) ?? '',
    power: str(f['power']),
    toughness: str(f['toughness']),
    loyalty: str(f['loyalty']),
    defense: str(f['defense']),
    hand: modifier(f['hand_modifier'] ?? card['hand_modifier']),
    life: modifier(f['life_modifier'] ?? card['life_modifier']),
  });
}

function meldResultName(card: Obj): string | undefined {
  const parts = Array.isArray(card['all_parts']) ? (card['all_parts'] as unknown[]).filter(isRecord) : [];
  return str(parts.find((p) => p['component'] === 'meld_result')?.['name']);
}

/**
 * Maps a parsed Scryfall oracle-cards file (an array, or an API `{"object":"list","data":[…]}`)
 * to records. When several objects share a name (tokens do), a non-token wins, else the first.
 */
export function importScryfall(json: unknown, _options: ImportOptions = {}): ImportResult {
  const list = Array.isArray(json)
    ? json
    : isRecord(json) && Array.isArray(json['data'])
      ? (json['data'] as unknown[])
      : undefined;
  if (!list) throw new Error('not a Scryfall card list (expected a JSON array of card objects)');
  const cards = list.filter((c): c is Obj => isRecord(c) && (c['object'] === undefined || c['object'] === 'card'));
  const warnings: string[] = [];
  const byName = new Map<string, Obj>();
  for (const c of cards) {
    const name = str(c['name']);
    if (name !== undefined && !byName.has(name)) byName.set(name, c);
  }

  const records = new Map<string, CardRecord>();
  const sets: Record<string, SetInfo> = {};
  let duplicates = 0;
  for (const card of cards) {
    const name = str(card['name']);
    const layout = str(card['layout']) ?? 'normal';
    if (name === undefined) {
      warnings.push(`card without a name (id ${String(card['id'])}); skipped`);
      continue;
    }
    if (SKIP_LAYOUTS.has(layout)) continue;

    let faces: CardFace[];
    if (layout === 'meld') {
      const result = meldResultName(card);
      if (result === name) continue; // the melded card: a face of its two halves
      const front = faceOf(card, card);
      const back = result === undefined ? undefined : byName.get(result);
      if (!back) warnings.push(`${name}: meld result ${result ?? '(none listed)'} not in the file`);
      faces = back ? [front, faceOf(back, back)] : [front];
    } else if (Array.isArray(card['card_faces']) && card['card_faces'].length > 1) {
      const raw = (card['card_faces'] as unknown[]).filter(isRecord);
      const first = faceOf(raw[0]!, card, layout === 'flip' ? faceOf(card, card) : undefined);
      faces = [first, ...raw.slice(1).map((f) => faceOf(f, card, layout === 'flip' ? first : undefined))];
    } else {
      faces = [faceOf(card, card)];
    }

    const setCode = str(card['set'])?.toUpperCase();
    const setType = str(card['set_type']);
    const releaseDate = str(card['released_at']);
    const setName = str(card['set_name']);
    if (setCode && setName && releaseDate && setType)
      sets[setCode] ??= { code: setCode, name: setName, releaseDate, type: setType };
    const typeLine = str(card['type_line']) ?? '';
    const record = assembleRecord({
      layout,
      faces,
      colorIdentity: sortColors(strArray(card['color_identity'])),
      printings: setCode ? [compact({ set: setCode, setName, releaseDate, setType })] : [],
      un: setType === 'funny' || card['border_color'] === 'silver',
      token: TOKEN_LAYOUTS.has(layout) || setType === 'token' || /^(Token|Emblem)\b/.test(typeLine),
    });
    const existing = records.get(record.name);
    if (existing) {
      duplicates++;
      if (!(existing.token && !record.token)) continue;
    }
    records.set(record.name, record);
  }
  if (duplicates > 0)
    warnings.push(`${duplicates} objects repeat an earlier name (tokens, variants); one record kept per name`);
  return { format: 'scryfall-oracle', records: [...records.values()], sets, warnings };
}
