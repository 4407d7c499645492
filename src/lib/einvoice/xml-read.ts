// Reading received e-invoice XML by namespace and local name (never by prefix: a sender may choose
// any prefixes), along paths of `prefix:Local` steps in the namespaces below.

export const NS = {
  ublInvoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  ublCredit: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

type Prefix = 'cac' | 'cbc' | 'ram' | 'rsm' | 'udt';

/** Children of `node` along a path of `prefix:Local` steps. */
export function all(node: Element | null | undefined, path: string): Element[] {
  let current: Element[] = node ? [node] : [];
  for (const step of path.split('/')) {
    const [prefix, local] = step.split(':') as [Prefix, string];
    current = current.flatMap((el) =>
      [...el.children].filter((child) => child.namespaceURI === NS[prefix] && child.localName === local),
    );
  }
  return current;
}

export const one = (node: Element | null | undefined, path: string): Element | undefined => all(node, path)[0];

/** An element's text, each of its lines trimmed (a multi-line note loses the file's indentation). */
export const textOf = (el: Element | undefined): string =>
  (el?.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();

/** The trimmed text at a path ('' when absent). */
export const text = (node: Element | null | undefined, path: string): string => textOf(one(node, path));

/** A party's identifier with its scheme (`0088:5790000435975`), bare without one ('' when absent). */
export const schemed = (el: Element | undefined): string => {
  const id = textOf(el);
  const scheme = el?.getAttribute('schemeID') ?? '';
  return id && scheme ? `${scheme}:${id}` : id;
};

/** The non-empty texts of a path, joined with ", " (address lines). */
export const joined = (node: Element | null | undefined, paths: readonly string[]): string =>
  paths
    .flatMap((path) => all(node, path).map(textOf))
    .filter(Boolean)
    .join(', ');

/** CII dates are `YYYYMMDD` (format 102); both syntaxes are read as YYYY-MM-DD. */
export const dayFromXml = (value: string): string =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
