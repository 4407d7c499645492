// The totals under a list of invoices or bills: what the listed documents add up to and what is
// still open on them, one line per unit (an asset, or a fiat document's currency), never mixing
// units. Void documents (and rejected bills) are left out: nothing is owed on them. Pure.

export interface ListedDocument {
  /** The unit's key: an asset's id, or `fiat:<currency>` (documents in one unit add up). */
  readonly unitKey: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly total: bigint;
  readonly open: bigint;
  /** Void (or a rejected bill): listed, but not counted. */
  readonly void: boolean;
}

export interface UnitTotal {
  readonly unitKey: string;
  readonly symbol: string;
  readonly decimals: number;
  /** How many documents count in this unit. */
  readonly count: number;
  readonly total: bigint;
  readonly open: bigint;
}

/** One total per unit, in the order the units first appear. */
export function listTotals(documents: readonly ListedDocument[]): UnitTotal[] {
  const totals = new Map<string, UnitTotal>();
  for (const doc of documents) {
    if (doc.void) continue;
    const before = totals.get(doc.unitKey);
    totals.set(doc.unitKey, {
      unitKey: doc.unitKey,
      symbol: doc.symbol,
      decimals: doc.decimals,
      count: (before?.count ?? 0) + 1,
      total: (before?.total ?? 0n) + doc.total,
      open: (before?.open ?? 0n) + (doc.open > 0n ? doc.open : 0n),
    });
  }
  return [...totals.values()];
}
