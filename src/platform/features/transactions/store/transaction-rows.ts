// Reading 100k chain rows fast enough to stay live. Every row is still checked against the
// workspace's schema, with three shortcuts measured to matter (README "100k rows"):
// - the schema's rules written out as plain checks first (fast-row-check.ts); zod for the rest;
// - EIP-55 checks are memoised: the schema's checksum refine hashes each address (keccak), five per
//   row, yet a workspace has few distinct addresses. Same rule, same message, computed once each.
// - A row whose id and updatedAt are unchanged since the last read is not checked again (the sync
//   engine and updateUserFields set updatedAt on every change; lib/db/live-table skips them).
import { z } from 'zod';
import { chainTransactionSchema, decodedCallSchema, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { unitsStringSchema } from '@/lib/primitives/chain-values';
import { isChecksummedAddress } from '@/lib/primitives/ethereum-address';
import type { CorruptRecord, ReadResult } from '@/lib/db/records';
import { fastTransactionRow } from './fast-row-check';

const MEMO_LIMIT = 50_000;
const checked = new Map<string, boolean>();

function memoisedChecksum(value: string): boolean {
  let ok = checked.get(value);
  if (ok === undefined) {
    if (checked.size >= MEMO_LIMIT) checked.clear();
    ok = isChecksummedAddress(value);
    checked.set(value, ok);
  }
  return ok;
}

const address = z.string().refine(memoisedChecksum, { error: 'Expected an EIP-55 checksummed Ethereum address' });

const decoded = decodedCallSchema.extend({
  token: address.optional(),
  payee: address.optional(),
  recipients: z
    .array(z.strictObject({ address, units: unitsStringSchema }))
    .max(10_000)
    .optional(),
});

/** The stored row schema with memoised address checks (otherwise identical). */
export const fastTransactionSchema = chainTransactionSchema.extend({
  from: address,
  to: address.nullable(),
  wallets: z.array(address).min(1).max(2),
  counterparty: address.nullable(),
  asset: z.union([z.literal('native'), address]),
  decoded: decoded.nullable(),
});

/** Checks stored rows with the workspace's rules (memoised address checks): valid rows and corrupt ones. */
export function checkTransactionRows(rows: readonly unknown[]): ReadResult<'chainTransactions'> {
  const records: ChainTransaction[] = [];
  const corrupt: CorruptRecord[] = [];
  for (const raw of rows) {
    const fast = fastTransactionRow(raw);
    if (fast) {
      records.push(fast);
      continue;
    }
    const result = fastTransactionSchema.safeParse(raw);
    if (result.success) records.push(result.data);
    else {
      const candidate = raw as Partial<ChainTransaction> | null;
      corrupt.push({
        table: 'chainTransactions',
        key: candidate && typeof candidate === 'object' ? String(candidate.id) : '?',
        problems: result.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`),
      });
    }
  }
  return { records, corrupt };
}

/** Returns the row checker (kept as a factory so callers can hold one per read). */
export function createTransactionChecker(): (rows: readonly unknown[]) => ReadResult<'chainTransactions'> {
  return checkTransactionRows;
}
