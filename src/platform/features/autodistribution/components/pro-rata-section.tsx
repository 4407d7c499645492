import { Card } from '@/components/ui/card';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDraft } from '@/components/ui/drafts';
import { ErrorLine } from '@/components/ui/error-line';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StatusLine } from '@/components/ui/status-line';
import { Textarea } from '@/components/ui/textarea';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { assetId, type Asset } from '@/lib/money/asset';
import { parseAmount } from '@/lib/money/parse-amount';
import { readCapTable } from '@/lib/tokens/read-cap-table';
import {
  draftAsset,
  EMPTY_DISTRIBUTION_DRAFT,
  type DistributionDraft,
} from '@/platform/features/autodistribution/model/editor-draft';
import { parseExcluded, proRataDraft } from '@/platform/features/autodistribution/model/pro-rata';

interface ProRataForm {
  readonly token: string;
  readonly block: string;
  readonly total: string;
  readonly excluded: string;
}
const EMPTY: ProRataForm = { token: '', block: '', total: '', excluded: '' };

/** Fills the list with the holders of one of the company's shares at a block, paid by balance. */
export function ProRataSection({
  db,
  reader,
  chainId,
  assets,
}: {
  db: WorkspaceDb;
  reader: ChainReader | null;
  chainId: number;
  assets: readonly Asset[];
}) {
  const id = useId();
  const [draft, setDraft] = useDraft<DistributionDraft>('distribution', EMPTY_DISTRIBUTION_DRAFT);
  const [form, setForm] = useDraft<ProRataForm>('pro-rata', EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tokens = useLiveQuery(
    () =>
      db.companyTokens
        .where('chainId')
        .equals(chainId)
        .filter((t) => t.kind === 'shares')
        .toArray(),
    [db, chainId],
  );
  const shares = tokens.status === 'ready' ? tokens.data : [];
  const asset = draftAsset(draft, assets);
  if (shares.length === 0) return null;
  const token = shares.find((t) => t.address === form.token) ?? shares[0];

  const fill = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(null);
    setStatus(null);
    if (!reader || !token || !asset) return setError('Connect a wallet to read the cap table.');
    const total = parseAmount(form.total, asset.decimals, { symbol: asset.symbol });
    if (!total.ok || total.units === 0n) return setError(total.ok ? 'The total must be more than 0' : total.error);
    const excluded = parseExcluded(form.excluded);
    if (!excluded.ok) return setError(excluded.message);
    if (form.block.trim() && !/^\d+$/.test(form.block.trim()))
      return setError('Enter a block number, or leave it empty for the latest block');
    setBusy(true);
    try {
      const table = await readCapTable(reader, token.address, {
        fromBlock: token.deployBlock,
        ...(form.block.trim() ? { atBlock: Number(form.block.trim()) } : {}),
      });
      const result = proRataDraft(table, excluded.addresses, asset, total.units, assetId(asset));
      if ('message' in result) return setError(result.message);
      setDraft(result.draft);
      setStatus(
        `${result.holders} holders of ${token.symbol} at block ${table.block}${result.excluded ? ` (${result.excluded} excluded)` : ''}: their amounts are in the list above as fixed amounts. Preview them before paying.`,
      );
    } catch (failure) {
      setError(`The cap table could not be read: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Pro-rata to shareholders">
      <div className="space-y-3">
        <form aria-label="Pro-rata" noValidate onSubmit={(e) => void fill(e)} className="grid gap-3 sm:grid-cols-2">
          <Select
            id={`${id}-token`}
            label="Shares"
            options={shares.map((t) => ({ value: t.address, label: `${t.symbol} (${t.address})` }))}
            value={token?.address ?? ''}
            onChange={(e) => setForm({ ...form, token: e.target.value })}
          />
          <Input
            id={`${id}-block`}
            label="At block"
            hint="Empty: the latest block"
            inputMode="numeric"
            value={form.block}
            onChange={(e) => setForm({ ...form, block: e.target.value })}
          />
          <Input
            id={`${id}-total`}
            label={`Total to pay${asset ? ` (${asset.symbol}, the asset chosen above)` : ''}`}
            inputMode="decimal"
            value={form.total}
            onChange={(e) => setForm({ ...form, total: e.target.value })}
          />
          <Textarea
            id={`${id}-excluded`}
            label="Excluded addresses"
            hint="One per line (e.g. the treasury)"
            rows={3}
            className="font-mono"
            value={form.excluded}
            onChange={(e) => setForm({ ...form, excluded: e.target.value })}
          />
          <div className="sm:col-span-2 space-y-2">
            <ErrorLine message={error} />
            <Button type="submit" variant="secondary" disabled={busy}>
              Fill the list pro-rata
            </Button>
            <StatusLine message={status} />
          </div>
        </form>
      </div>
    </Card>
  );
}
