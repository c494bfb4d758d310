// MTGO `.dek` XML: a tolerant reader for
//   <Deck …><Cards CatID="…" Quantity="4" Sideboard="false" Name="Lightning Bolt" /></Deck>
// Not a general XML parser: it finds <Cards> elements, reads their attributes in any order
// with either quote style, and decodes entities. Every problem is an error value with a line.
import { type DeckEntry, type DeckError, type DeckList, MAX_COUNT } from './types.js';

/** Whether the text looks like a `.dek` file rather than a text list. */
export function looksLikeDek(text: string): boolean {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<?xml') || /^<Deck[\s>]/i.test(head) || /<Cards\s/i.test(text);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[e.toLowerCase()] ?? whole;
  });
}

const ATTR = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseDek(text: string): DeckList {
  const src = text.replace(/^\uFEFF/, '');
  // Blank out comments, keeping their newlines so line numbers stay right.
  const clean = src.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  const lineAt = (index: number) => {
    let n = 1;
    for (let i = 0; i < index; i++) if (clean.charCodeAt(i) === 10) n++;
    return n;
  };
  const main: DeckEntry[] = [];
  const sideboard: DeckEntry[] = [];
  const errors: DeckError[] = [];
  const fail = (kind: DeckError['kind'], line: number, snippet: string, why: string) =>
    errors.push({ kind, line, text: snippet, message: `line ${line}: ${why}: ${snippet}` });

  const elements = [...clean.matchAll(/<Cards\b([^>]*)>/gi)];
  if (elements.length === 0) {
    const line = 1;
    const snippet = (clean.split('\n')[0] ?? '').trim().slice(0, 80);
    fail(
      'bad-xml',
      line,
      snippet,
      /<Deck[\s>]/i.test(clean)
        ? 'no <Cards> elements in the .dek file'
        : 'not an MTGO .dek file (no <Deck> or <Cards> elements)',
    );
    return { format: 'mtgo-dek', main, sideboard, commander: [], companion: [], errors };
  }

  for (const m of elements) {
    const line = lineAt(m.index);
    const snippet = m[0].replace(/\s+/g, ' ').trim();
    const body = m[1]!.replace(/\/\s*$/, '');
    const attrs = new Map<string, string>();
    for (const a of body.matchAll(ATTR)) attrs.set(a[1]!.toLowerCase(), decodeEntities(a[2] ?? a[3] ?? ''));
    // Anything left after removing well-formed attributes is garbage (unquoted value, stray text).
    if (body.replace(ATTR, '').trim() !== '') {
      fail('bad-xml', line, snippet, 'malformed <Cards> element');
      continue;
    }
    const name = (attrs.get('name') ?? '').trim().replace(/\s+/g, ' ');
    const qty = (attrs.get('quantity') ?? '').trim();
    if (!/^\d+$/.test(qty)) {
      fail('bad-count', line, snippet, qty === '' ? 'missing Quantity' : `Quantity "${qty}" is not a whole number`);
      continue;
    }
    const count = Number(qty);
    if (count < 1 || count > MAX_COUNT) {
      fail(
        'bad-count',
        line,
        snippet,
        count < 1 ? `Quantity ${qty} must be at least 1` : `Quantity ${qty} is more than ${MAX_COUNT}`,
      );
      continue;
    }
    if (name === '') {
      fail('missing-name', line, snippet, 'missing Name');
      continue;
    }
    const entry: DeckEntry = { count, name, line };
    if ((attrs.get('sideboard') ?? 'false').trim().toLowerCase() === 'true') sideboard.push(entry);
    else main.push(entry);
  }
  return { format: 'mtgo-dek', main, sideboard, commander: [], companion: [], errors };
}
