/**
 * A strict reader of the XML the server writes (sitemaps, feeds), for tests: it throws on
 * anything not well-formed (unbalanced or crossed tags, a raw `<` or `&` in text, an unknown
 * entity, unquoted or repeated attributes, text outside the root) and returns the element tree
 * with text and attributes unescaped. No DTDs, CDATA or comments: the server writes none.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** the element's own text, unescaped (children's text not included) */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const isNameChar = (ch: string) =>
  (ch >= 'a' && ch <= 'z') ||
  (ch >= 'A' && ch <= 'Z') ||
  (ch >= '0' && ch <= '9') ||
  ch === ':' ||
  ch === '-' ||
  ch === '_' ||
  ch === '.';
const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r';

export function parseXml(xml: string): XmlElement {
  let at = 0;
  function fail(why: string): never {
    throw new Error(`${why} at ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
  }
  const skipSpace = () => {
    while (isSpace(xml[at])) at++;
  };
  const name = () => {
    const start = at;
    while (at < xml.length && isNameChar(xml[at]!)) at++;
    if (at === start) fail('name expected');
    return xml.slice(start, at);
  };
  /** text up to `stop`, entities resolved; `<` and a bare `&` are errors */
  const text = (stop: string) => {
    let out = '';
    while (at < xml.length && xml[at] !== stop) {
      const ch = xml[at]!;
      if (ch === '<') fail('raw < in text');
      if (ch === '&') {
        const end = xml.indexOf(';', at);
        if (end < 0) fail('unterminated entity');
        const ref = xml.slice(at + 1, end);
        if (ref.startsWith('#x')) out += String.fromCodePoint(parseInt(ref.slice(2), 16));
        else if (ref.startsWith('#')) out += String.fromCodePoint(Number(ref.slice(1)));
        else if (ENTITIES[ref] !== undefined) out += ENTITIES[ref];
        else fail(`unknown entity &${ref};`);
        at = end + 1;
      } else {
        out += ch;
        at++;
      }
    }
    return out;
  };

  if (xml.startsWith('<?xml')) {
    at = xml.indexOf('?>');
    if (at < 0) fail('unterminated declaration');
    at += 2;
  }
  skipSpace();
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (at < xml.length) {
    if (stack.length === 0) {
      if (root) fail('content after the root element');
      if (xml[at] !== '<') fail('root element expected');
    }
    if (xml[at] !== '<') {
      const content = text('<');
      stack.at(-1)!.text += content;
      continue;
    }
    at++;
    if (xml[at] === '/') {
      at++;
      const closing = name();
      skipSpace();
      if (xml[at] !== '>') fail('> expected');
      at++;
      const open = stack.pop();
      if (open?.name !== closing) fail(`</${closing}> closes <${open?.name}>`);
      if (stack.length === 0) skipSpace();
      continue;
    }
    const element: XmlElement = { name: name(), attrs: {}, children: [], text: '' };
    for (;;) {
      const spaced = isSpace(xml[at]);
      skipSpace();
      if (xml[at] === '>' || xml.startsWith('/>', at)) break;
      if (!spaced) fail('space expected before an attribute');
      const attr = name();
      if (attr in element.attrs) fail(`repeated attribute ${attr}`);
      if (xml[at] !== '=') fail('= expected');
      at++;
      const quote = xml[at];
      if (quote !== '"' && quote !== "'") fail('quoted value expected');
      at++;
      element.attrs[attr] = text(quote);
      if (xml[at] !== quote) fail('unterminated attribute');
      at++;
    }
    if (stack.length > 0) stack.at(-1)!.children.push(element);
    else root = element;
    if (xml[at] === '/') {
      at += 2;
      if (stack.length === 0) skipSpace();
    } else {
      at++;
      stack.push(element);
    }
  }
  if (stack.length > 0) fail(`<${stack.at(-1)!.name}> not closed`);
  return root ?? fail('no root element');
}

/** The children of `element` named `name` */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);
/** The text of the first child named `name` ('' when there is none) */
export const childText = (element: XmlElement, name: string) =>
  childrenNamed(element, name)[0]?.text ?? '';
