// A minimal XML writer for the e-invoices: elements as strings, text and attributes escaped, empty
// parts left out, so an optional business term that has no value writes no element at all.

/** Text or attribute value escaped for XML 1.0; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // The control characters XML 1.0 refuses.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** A written element (already XML), as opposed to text. */
export interface XmlElement {
  readonly xml: string;
}

/** A part of an element's content: text (escaped), a written element, or nothing. */
type Content = XmlElement | string | null | undefined | false | readonly Content[];

function flatten(content: readonly Content[]): (XmlElement | string)[] {
  return content.flatMap((part): (XmlElement | string)[] => {
    if (part === null || part === undefined || part === false) return [];
    if (Array.isArray(part)) return flatten(part as readonly Content[]);
    return [part as XmlElement | string];
  });
}

/**
 * `<name attrs>content</name>`. String content is text; element content nests. An element whose
 * content is empty is left out (null), unless `keepEmpty`.
 */
export function el(
  name: string,
  attributes: Readonly<Record<string, string | null | undefined>> | null,
  ...content: Content[]
): XmlElement | null {
  const parts = flatten(content);
  const inner = parts.map((part) => (typeof part === 'string' ? escapeXml(part) : part.xml)).join('');
  if (!inner) return null;
  const attrs = Object.entries(attributes ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return { xml: `<${name}${attrs}>${inner}</${name}>` };
}

/** A document: the XML declaration and the root element. */
export function xmlDocument(root: XmlElement | null): string {
  if (!root) throw new Error('An empty document');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.xml}\n`;
}
