// Reading 100k chain rows fast enough to stay live. Every row is still checked against the
// workspace's schema, with two shortcuts measured to matter (README "100k rows"):
// - EIP-55 checks are memoised: the schema's checksum refine hashes each address (keccak), five per
//   row, yet a workspace has few distinct addresses. Same rule, same message, computed once each.
// - A row whose id and updatedAt are unchanged since the last read is not checked again (the sync
//   engine and updateUserFields set updatedAt on every change).
import { z } from 'zod';
import { chainTransactionSchema, decodedCallSchema, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { unitsStringSchema } from '@/lib/primitives/chain-values';
import { isChecksummedAddress } from '@/lib/primitives/ethereum-address';
import type { CorruptRecord, ReadResult } from '@/lib/db/records';

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

/** One read's checking, fed in chunks so the page can yield between them. */
export interface CheckPass {
  add(rows: readonly unknown[]): void;
  /** Rows checked so far (valid and corrupt). */
  readonly seen: number;
  /** Ends the pass: its valid rows become the ones the next pass may skip. */
  finish(): ReadResult<'chainTransactions'>;
}

/** Returns a checker whose passes keep the valid rows of the previous pass to skip checking them again. */
export function createChunkedChecker(): { start(): CheckPass } {
  let previous = new Map<string, ChainTransaction>();
  return {
    start() {
      const next = new Map<string, ChainTransaction>();
      const records: ChainTransaction[] = [];
      const corrupt: CorruptRecord[] = [];
      let seen = 0;
      return {
        add(rows) {
          seen += rows.length;
          for (const raw of rows) {
            const candidate = raw as Partial<ChainTransaction> | null;
            const known = candidate && typeof candidate.id === 'string' ? previous.get(candidate.id) : undefined;
            if (known && candidate && known.updatedAt === candidate.updatedAt) {
              next.set(known.id, known);
              records.push(known);
              continue;
            }
            const result = fastTransactionSchema.safeParse(raw);
            if (result.success) {
              next.set(result.data.id, result.data);
              records.push(result.data);
            } else {
              const key = candidate && typeof candidate === 'object' ? String(candidate.id) : '?';
              corrupt.push({
                table: 'chainTransactions',
                key,
                problems: result.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`),
              });
            }
          }
        },
        get seen() {
          return seen;
        },
        finish() {
          previous = next;
          return { records, corrupt };
        },
      };
    },
  };
}

/** Returns a checker for whole reads (one pass per call), skipping rows unchanged since the last one. */
export function createTransactionChecker(): (rows: readonly unknown[]) => ReadResult<'chainTransactions'> {
  const checker = createChunkedChecker();
  return (rows) => {
    const pass = checker.start();
    pass.add(rows);
    return pass.finish();
  };
}
