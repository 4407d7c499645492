// The "Create a unique asset" form as typed, and the metadata JSON it becomes (the ERC-721
// metadata fields name/description/image, plus properties and documents by CID).
import { CID } from 'multiformats/cid';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { checkNameAndSymbol } from './shares-form';

/** The form's state exactly as typed. */
export interface DeedDraft {
  readonly name: string;
  readonly symbol: string;
  readonly description: string;
  /** An https:// or ipfs:// URL, or a bare CID. */
  readonly image: string;
  /** One CID per line. */
  readonly documents: string;
  /** One `key: value` per line. */
  readonly properties: string;
}

export const EMPTY_DEED_DRAFT: DeedDraft = {
  name: '',
  symbol: '',
  description: '',
  image: '',
  documents: '',
  properties: '',
};

/** The metadata JSON of a deed (what its token URI points at). */
export interface DeedMetadata {
  readonly name: string;
  readonly description: string;
  readonly image?: string;
  readonly properties: Readonly<Record<string, string>>;
  readonly documents: readonly { readonly cid: string; readonly uri: string }[];
}

export type DeedCheck =
  | { readonly ok: true; readonly value: { symbol: string; metadata: DeedMetadata } }
  | { readonly ok: false; readonly errors: FieldErrors<string> };

export const DEED_MESSAGES = {
  longDescription: 'Use at most 5,000 characters',
  image: 'Enter an https:// or ipfs:// address, or a CID',
  document: (line: number) => `Line ${line} is not a CID (e.g. bafkrei…)`,
  property: (line: number) => `Line ${line}: write "key: value"`,
  duplicateProperty: (line: number, key: string) => `Line ${line}: "${key}" is already given above`,
} as const;

function parseCid(text: string): string | null {
  try {
    return CID.parse(text).toV1().toString();
  } catch {
    return null;
  }
}

function checkImage(text: string): string | null {
  const value = text.trim();
  if (/^ipfs:\/\/\S+$/.test(value)) return value;
  const cid = parseCid(value);
  if (cid) return `ipfs://${cid}`;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter((entry) => entry.line !== '');

/** Checks the draft and builds the metadata. */
export function checkDeedDraft(draft: DeedDraft): DeedCheck {
  const errors: FieldErrors<string> = {};
  checkNameAndSymbol(draft.name, draft.symbol, errors);
  if (draft.description.length > 5000) errors.description = DEED_MESSAGES.longDescription;
  const image = draft.image.trim() === '' ? undefined : checkImage(draft.image);
  if (image === null) errors.image = DEED_MESSAGES.image;
  const documents: { cid: string; uri: string }[] = [];
  for (const { line, number } of lines(draft.documents)) {
    const cid = parseCid(line.replace(/^ipfs:\/\//, ''));
    if (!cid) {
      errors.documents ??= DEED_MESSAGES.document(number);
      continue;
    }
    documents.push({ cid, uri: `ipfs://${cid}` });
  }
  const properties: Record<string, string> = {};
  for (const { line, number } of lines(draft.properties)) {
    const match = /^([^:]+):(.*)$/.exec(line);
    const key = match?.[1]?.trim() ?? '';
    if (!match || key === '') {
      errors.properties ??= DEED_MESSAGES.property(number);
      continue;
    }
    if (Object.hasOwn(properties, key)) errors.properties ??= DEED_MESSAGES.duplicateProperty(number, key);
    properties[key] = match[2]?.trim() ?? '';
  }
  if (Object.keys(errors).length > 0 || image === null) return { ok: false, errors };
  const metadata: DeedMetadata = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    ...(image ? { image } : {}),
    properties,
    documents,
  };
  return { ok: true, value: { symbol: draft.symbol.trim(), metadata } };
}
