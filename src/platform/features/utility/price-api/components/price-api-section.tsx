import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { useWorkspace } from '@/lib/db/use-workspace';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkPriceApi, COINGECKO_API } from '@/lib/price-feeds/price-api';
import { readPriceApi, savePriceApi } from '@/platform/features/utility/price-api/store/price-api-store';

/** The optional price API of the connected workspace: checked (CSP, then a real answer) before it is saved. */
export function PriceApiSection() {
  const { account, db } = useWorkspace();
  if (!account || !db) return null;
  return <PriceApiForm key={account} db={db} />;
}

function PriceApiForm({ db }: { db: WorkspaceDb }) {
  const stored = useLiveQuery(() => readPriceApi(db), [db]);
  const [typed, setTyped] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [checking, setChecking] = useState(false);
  if (stored.status === 'error') return <StorageAlert error={stored.error} />;
  if (stored.status !== 'ready') return null;
  const { url, baseCurrency } = stored.data;
  const value = typed ?? url ?? '';

  async function save(event: SubmitEvent) {
    event.preventDefault();
    if (!baseCurrency)
      return setMessage({ ok: false, text: 'Set a base currency in Company first: prices are in it.' });
    const target = value.trim();
    setChecking(true);
    setMessage({ ok: true, text: 'Checking the price API…' });
    const result = await checkPriceApi(target, baseCurrency);
    setChecking(false);
    if (!result.ok) return setMessage({ ok: false, text: `Not saved: ${result.reason}` });
    await savePriceApi(db, target);
    setTyped(null);
    setMessage({ ok: true, text: `Checked: 1 ETH = ${result.price} ${baseCurrency}. Saved.` });
  }

  async function remove() {
    await savePriceApi(db, null);
    setTyped(null);
    setMessage({ ok: true, text: 'Price API removed.' });
  }

  return (
    <div className="space-y-4">
      <Card>
        <form onSubmit={(event) => void save(event)} className="space-y-3" aria-label="Price API">
          <Input
            label="Price API URL"
            hint={`Optional. CoinGecko's public API (${COINGECKO_API}) or a server answering its /simple/price the same way. Its prices rank below typed prices and on-chain feeds.`}
            inputMode="url"
            placeholder={COINGECKO_API}
            value={value}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={checking || value.trim() === ''}>
              Check and save
            </Button>
            {url ? (
              <Button variant="secondary" onClick={() => void remove()}>
                Remove
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      {message ? (
        <Alert tone={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
      {url && !message ? <p className="text-sm text-muted">{`Saved: ${url}`}</p> : null}
    </div>
  );
}
