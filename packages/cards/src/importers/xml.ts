// A small, strict-enough XML reader for card data files (OCTGN set.xml): elements, attributes,
// text with entities, comments, processing instructions, CDATA. No DTDs or namespaces.
// Malformed input is reported as an error value with its line, never thrown.
import { decodeEntities } from '../decklist/dek.js';

export interface XmlElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** Child elements and text runs, in document order. */
  readonly children: readonly (XmlElement | string)[];
}

export type XmlResult =
  { readonly ok: true; readonly root: XmlElement } | { readonly ok: false; readonly error: string };

const NAME = /[A-Za-z_:][\w:.-]*/y;
const ATTR = /\s*([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

interface Open {
  tag: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

/** Parses one XML document into its root element. */
export function parseXml(text: string): XmlResult {
  const src = text.replace(/^\uFEFF/, '');
  const lineAt = (i: number): number => src.slice(0, i).split('\n').length;
  const fail = (i: number, why: string): XmlResult => ({ ok: false, error: `line ${lineAt(i)}: ${why}` });
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  let i = 0;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? src.length : lt;
    if (textEnd > i) {
      const run = src.slice(i, textEnd);
      if (stack.length > 0) stack[stack.length - 1]!.children.push(decodeEntities(run));
      else if (run.trim() !== '') return fail(i, 'text outside the root element');
    }
    if (lt < 0) break;
    i = lt;
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0) return fail(i, 'unterminated comment');
      i = end + 3;
    } else if (src.startsWith('<?', i)) {
      const end = src.indexOf('?>', i + 2);
      if (end < 0) return fail(i, 'unterminated processing instruction');
      i = end + 2;
    } else if (src.startsWith('<![CDATA[', i)) {
      const end = src.indexOf(']]>', i + 9);
      if (end < 0 || stack.length === 0) return fail(i, 'bad CDATA section');
      stack[stack.length - 1]!.children.push(src.slice(i + 9, end));
      i = end + 3;
    } else if (src.startsWith('<!', i)) {
      const end = src.indexOf('>', i);
      if (end < 0) return fail(i, 'unterminated declaration');
      i = end + 1;
    } else if (src.startsWith('</', i)) {
      NAME.lastIndex = i + 2;
      const m = NAME.exec(src);
      const close = src.indexOf('>', i);
      const open = stack.pop();
      if (!m || close < 0) return fail(i, 'malformed closing tag');
      if (!open || open.tag !== m[0])
        return fail(i, `</${m[0]}> does not close ${open ? `<${open.tag}>` : 'any element'}`);
      const el: XmlElement = open;
      if (stack.length > 0) stack[stack.length - 1]!.children.push(el);
      else if (root) return fail(i, 'more than one root element');
      else root = el;
      i = close + 1;
    } else {
      NAME.lastIndex = i + 1;
      const m = NAME.exec(src);
      if (!m) return fail(i, "'<' not followed by a tag name");
      const attrs: Record<string, string> = {};
      let j = i + 1 + m[0].length;
      for (;;) {
        ATTR.lastIndex = j;
        const a = ATTR.exec(src);
        if (!a) break;
        attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
        j = ATTR.lastIndex;
      }
      while (j < src.length && /\s/.test(src[j]!)) j++;
      const selfClosing = src.startsWith('/>', j);
      if (!selfClosing && src[j] !== '>') return fail(j, `malformed <${m[0]}> tag`);
      const el: Open = { tag: m[0], attrs, children: [] };
      if (selfClosing) {
        if (stack.length > 0) stack[stack.length - 1]!.children.push(el);
        else if (root) return fail(i, 'more than one root element');
        else root = el;
        i = j + 2;
      } else {
        stack.push(el);
        i = j + 1;
      }
    }
  }
  if (stack.length > 0) return fail(src.length, `<${stack[stack.length - 1]!.tag}> is never closed`);
  if (!root) return fail(0, 'no root element');
  return { ok: true, root };
}

/** The element children with a given tag. */
export function childElements(el: XmlElement, tag?: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== 'string' && (tag === undefined || c.tag === tag));
}

/** All text inside an element, child elements' text included (mixed content flattened). */
export function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}
