// A counterparty's statement: its invoices or bills, the payments against them, the exchange
// differences the ledger posts on a fiat document's payment, and the running balance, per asset (sums
// never mix assets), so it ties to the control account. Pure; shared by the Client and Vendors pages.

export interface StatementEvent {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** A difference is the exchange difference the ledger posts on a fiat document's payment. */
  readonly kind: 'document' | 'payment' | 'difference';
  /** What the line says: `Bill V-100`, `Payment 0xabc…`. */
  readonly label: string;
  readonly assetId: string;
  /** Units: a document raises the balance, a payment lowers it, a difference (signed) raises it. */
  readonly units: bigint;
  /** Stable tie-breaker within a day. */
  readonly key: string;
}

export interface StatementLine extends StatementEvent {
  /** The balance of this asset after the line (what is still owed). */
  readonly balance: bigint;
}

export interface Statement {
  readonly lines: readonly StatementLine[];
  /** Closing balance per asset. */
  readonly balances: ReadonlyMap<string, bigint>;
}

const ORDER = { document: 0, payment: 1, difference: 2 } as const;

/** The statement lines in date order (documents, payments, then differences on the same day) with running balances. */
export function buildStatement(events: readonly StatementEvent[]): Statement {
  const sorted = [...events].sort(
    (a, b) => a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind] || a.key.localeCompare(b.key),
  );
  const balances = new Map<string, bigint>();
  const lines = sorted.map((event) => {
    const balance = (balances.get(event.assetId) ?? 0n) + (event.kind === 'payment' ? -event.units : event.units);
    balances.set(event.assetId, balance);
    return { ...event, balance };
  });
  return { lines, balances };
}
