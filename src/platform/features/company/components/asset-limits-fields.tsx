// Company → Wallets → Approval policy → limits in an asset's own units: a payment moving more of
// the asset than its limit needs the approvals too, and one without a price whose assets all have a
// limit is judged by them (lib/payments/payment-policy). Assets: the network's coin and the tokens
// the workspace knows on the treasury's network.
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { treasuryWalletSchema } from '@/lib/db/entities/treasury-wallet';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { knownNetwork } from '@/lib/primitives/networks';

export type SavedLimit = NonNullable<NonNullable<TreasuryWallet['approvalPolicy']>['assets']>[number];
/** A limit as typed: the asset's address (or 'native') and the amount's text. */
export interface LimitRow {
  readonly asset: string;
  readonly above: string;
}
interface AssetChoice {
  readonly value: string;
  readonly address: string | null;
  readonly symbol: string;
  readonly decimals: number;
}

/** The rows of saved limits. */
export const limitRows = (saved: readonly SavedLimit[] | undefined): LimitRow[] =>
  (saved ?? []).map((limit) => ({ asset: limit.address ?? 'native', above: limit.above }));

/** The typed rows as saved limits, or the first row's problem (by index). */
export function checkLimits(
  rows: readonly LimitRow[],
  choices: readonly AssetChoice[],
): { ok: true; limits: SavedLimit[] } | { ok: false; index: number; message: string } {
  const limits: SavedLimit[] = [];
  for (const [index, row] of rows.entries()) {
    const choice = choices.find((entry) => entry.value === row.asset);
    const above = row.above.replace(/[\s,]/g, '');
    if (!choice) return { ok: false, index, message: 'Choose an asset.' };
    if (rows.findIndex((other) => other.asset === row.asset) !== index)
      return { ok: false, index, message: `${choice.symbol} has a limit already.` };
    const limit = { address: choice.address, symbol: choice.symbol, decimals: choice.decimals, above };
    const parsed = treasuryWalletSchema.shape.approvalPolicy.safeParse({
      above: '0',
      currency: 'EUR',
      assets: [limit],
    });
    if (!parsed.success) return { ok: false, index, message: 'Enter an amount like 5000 or 0.5.' };
    limits.push(limit);
  }
  return { ok: true, limits };
}

/** The assets a limit can name on `chainId`. */
export function useLimitAssets(db: WorkspaceDb, chainId: number): AssetChoice[] {
  const tokens = useLiveQuery(() => db.knownTokens.where('chainId').equals(chainId).toArray(), [db, chainId]);
  const coin = knownNetwork(chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  return [
    { value: 'native', address: null, symbol: coin.symbol, decimals: coin.decimals },
    ...(tokens.status === 'ready' ? tokens.data : []).map((token) => ({
      value: token.address,
      address: token.address,
      symbol: token.symbol,
      decimals: token.decimals,
    })),
  ];
}

export function AssetLimitsFields({
  rows,
  choices,
  problem,
  onChange,
}: {
  rows: readonly LimitRow[];
  choices: readonly AssetChoice[];
  problem: { index: number; message: string } | null;
  onChange: (rows: LimitRow[]) => void;
}) {
  const set = (index: number, patch: Partial<LimitRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Limits in an asset’s own units</legend>
      {rows.map((row, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <Select
            label={`Asset of limit ${index + 1}`}
            value={row.asset}
            options={choices.map((choice) => ({ value: choice.value, label: choice.symbol }))}
            onChange={(event) => set(index, { asset: event.target.value })}
          />
          <Input
            label={`Approval needed above (${choices.find((choice) => choice.value === row.asset)?.symbol ?? 'units'})`}
            inputMode="decimal"
            value={row.above}
            error={problem?.index === index ? problem.message : undefined}
            errorRole="alert"
            onChange={(event) => set(index, { above: event.target.value })}
          />
          <Button variant="secondary" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            Remove limit {index + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() => onChange([...rows, { asset: choices[0]?.value ?? 'native', above: '' }])}
      >
        Add an asset limit
      </Button>
    </fieldset>
  );
}
