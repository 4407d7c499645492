import { Card } from '@/components/ui/card';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { StatusLine } from '@/components/ui/status-line';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import type { IssuanceEvent } from '@/lib/tokens/cap-table';
import { postIssuance } from '@/platform/features/tokens/store/post-issuance';
import { setEquityAccount } from '@/platform/features/tokens/store/tokens-store';
import { useEquityAccounts } from '@/platform/features/tokens/store/use-tokens';

/** The equity account issuance posts against, and "Post issuance to the ledger" (never twice). */
export function EquityPosting({
  db,
  reader,
  account,
  token,
  issuance,
}: {
  db: WorkspaceDb;
  reader: ChainReader | null;
  account: string;
  token: CompanyToken;
  issuance: readonly IssuanceEvent[];
}) {
  const id = useId();
  const accounts = useEquityAccounts(db);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (value: string) => {
    setMessage(null);
    try {
      await setEquityAccount(db, token, value === '' ? null : value);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };
  const post = async () => {
    if (!reader) return;
    setBusy(true);
    try {
      const summary = await postIssuance(db, reader, token, issuance, { by: account, now: new Date().toISOString() });
      const refused = summary.refused.map((r) => r.message).join('; ');
      const held = summary.held.length ? `; ${summary.held.length} held until their closed period reopens` : '';
      setMessage(
        `Posted ${summary.posted.length} entr${summary.posted.length === 1 ? 'y' : 'ies'}; ${summary.existing.length} already in the books${held}${refused ? `; refused: ${refused}` : ''}.`,
      );
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="space-y-3">
      <h4 className="font-medium">Issuance in the books</h4>
      <p className="text-sm text-muted">
        Each mint credits the equity account you pick (burns debit it), against &quot;Shares in issue (contra)&quot;, in{' '}
        {token.symbol} units. Posting again adds only what is new.
      </p>
      {accounts.length === 0 ? (
        <Button variant="secondary" onClick={() => void ensureChart(db)}>
          Set up the chart of accounts
        </Button>
      ) : (
        <Select
          id={`${id}-equity`}
          label="Equity account"
          placeholder="Not posted"
          options={accounts.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
          value={token.equityAccountId ?? ''}
          onChange={(e) => void choose(e.target.value)}
        />
      )}
      <Button variant="secondary" disabled={busy || !token.equityAccountId || !reader} onClick={() => void post()}>
        Post issuance to the ledger
      </Button>
      <StatusLine message={message} />
    </Card>
  );
}
