// The workspace schema's rules for a chain row, written out as plain checks. The page's CSP has no
// 'unsafe-eval', so zod runs without its compiled parsers: checking 100,000 rows through zod took
// about 1.2 s of main thread on a reload (a CPU profile; README "100k rows"). A row that passes
// here is one the schema accepts unchanged; any other row (a default to fill, a value to trim, an
// unknown key, a bad value) goes through zod, which gives the messages and the output. A property
// test holds the two to the same answer (fast-row-check.test.ts).
import { z } from 'zod';
import {
  chainTransactionSchema,
  TX_DIRECTIONS,
  TX_KINDS,
  TX_SOURCES,
  TX_STATUSES,
} from '@/lib/db/entities/chain-transaction';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { HASH_PATTERN, UNITS_PATTERN } from '@/lib/primitives/chain-values';
import { isChecksummedAddress } from '@/lib/primitives/ethereum-address';

const shape = chainTransactionSchema.shape;
const KEYS = new Set(Object.keys(shape));
const DECODED_KEYS = new Set(['method', 'paymentReference', 'token', 'payee', 'recipients']);
const RECIPIENT_KEYS = new Set(['address', 'units']);
const SELECTOR = /^0x[0-9a-f]{8}$/;
const REFERENCE = /^0x[0-9a-f]{64}$/;
// zod's ISO date-time pattern with the defaults of `z.iso.datetime()` (any precision, `Z` only).
const DATETIME = z.regexes.datetime({});
const DIRECTIONS = new Set<unknown>(TX_DIRECTIONS);
const STATUSES = new Set<unknown>(TX_STATUSES);
const KINDS = new Set<unknown>(TX_KINDS);
const SOURCES = new Set<unknown>(TX_SOURCES);

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, min: number, max: number): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max;
const int = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): boolean =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
const hash = (v: unknown) => typeof v === 'string' && HASH_PATTERN.test(v);
const units = (v: unknown) => typeof v === 'string' && UNITS_PATTERN.test(v);
const datetime = (v: unknown) => typeof v === 'string' && DATETIME.test(v);
const address = (v: unknown) => typeof v === 'string' && isChecksummedAddress(v);
const onlyKeys = (v: Fields, allowed: ReadonlySet<string>) => {
  for (const key in v) if (!allowed.has(key) || v[key] === undefined) return false;
  return true;
};

function decodedOk(v: unknown): boolean {
  if (v === null) return true;
  if (!isObject(v) || !onlyKeys(v, DECODED_KEYS) || !str(v.method, 1, 100)) return false;
  if ('paymentReference' in v && !(typeof v.paymentReference === 'string' && REFERENCE.test(v.paymentReference)))
    return false;
  if ('token' in v && !address(v.token)) return false;
  if ('payee' in v && !address(v.payee)) return false;
  if (!('recipients' in v)) return true;
  const list = v.recipients;
  return (
    Array.isArray(list) &&
    list.length <= 10_000 &&
    list.every((r: unknown) => isObject(r) && onlyKeys(r, RECIPIENT_KEYS) && address(r.address) && units(r.units))
  );
}

/**
 * The row as the schema would give it when the schema accepts it with nothing to trim (the row
 * itself, or with the default revision), else null: the caller then checks it with the schema.
 */
export function fastTransactionRow(raw: unknown): ChainTransaction | null {
  if (!isObject(raw) || !onlyKeys(raw, KEYS)) return null;
  const r = raw;
  const ok =
    str(r.id, 1, 120) &&
    int(r.chainId, 1) &&
    hash(r.hash) &&
    (r.logIndex === null || int(r.logIndex, 0)) &&
    (r.blockNumber === null || int(r.blockNumber, 0)) &&
    (r.blockHash === null || hash(r.blockHash)) &&
    datetime(r.time) &&
    address(r.from) &&
    (r.to === null || address(r.to)) &&
    DIRECTIONS.has(r.direction) &&
    Array.isArray(r.wallets) &&
    r.wallets.length >= 1 &&
    r.wallets.length <= 2 &&
    r.wallets.every(address) &&
    (r.counterparty === null || address(r.counterparty)) &&
    (r.asset === 'native' || address(r.asset)) &&
    str(r.symbol, 1, 32) &&
    int(r.decimals, 0, 77) &&
    units(r.units) &&
    (r.fee === null || units(r.fee)) &&
    (r.nonce === null || int(r.nonce, 0)) &&
    STATUSES.has(r.status) &&
    (r.failureReason === null || str(r.failureReason, 0, 500)) &&
    (r.replacedBy === null || hash(r.replacedBy)) &&
    KINDS.has(r.kind) &&
    (r.selector === null || (typeof r.selector === 'string' && SELECTOR.test(r.selector))) &&
    decodedOk(r.decoded) &&
    (r.category === null || (str(r.category, 0, 80) && r.category === r.category.trim())) &&
    str(r.memo, 0, 500) &&
    SOURCES.has(r.source) &&
    datetime(r.updatedAt) &&
    (!('revision' in r) || int(r.revision, 1));
  if (!ok) return null;
  // Rows written before revisions existed get the schema's default, as zod would give them.
  return ('revision' in r ? r : { ...r, revision: 1 }) as ChainTransaction;
}
