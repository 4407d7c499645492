// Distributions: the rows of a distribution run's batches are booked to the account the user chose
// for the run (its code as their category), and the transaction rules post them there.
import { rowsOf, type RowBooker, type TxKey } from './row-booking';

/** Distribution runs: every row of their batches' transactions, to the run's account code. */
export const distributionBooker: RowBooker = {
  tables: ['distributionRuns'],
  async load(db) {
    const runs = (await db.distributionRuns.toArray()).filter((run) => run.accountCode);
    const keys = runs.flatMap((run) => run.batches.flatMap((b): TxKey[] => (b.hash ? [[run.chainId, b.hash]] : [])));
    const code = new Map(
      runs.flatMap((run) =>
        run.batches.flatMap((b) => (b.hash ? [[`${run.chainId}:${b.hash}`, run.accountCode] as const] : [])),
      ),
    );
    const result = new Map<string, string>();
    for (const row of await rowsOf(db, keys)) {
      const category = code.get(`${row.chainId}:${row.hash}`);
      if (category) result.set(row.id, category);
    }
    return result;
  },
};
