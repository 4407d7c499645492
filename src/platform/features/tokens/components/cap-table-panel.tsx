import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import { Amount } from '@/components/ui/amount';
import { Input } from '@/components/ui/input';
import { Table } from '@/components/ui/table';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { downloadText } from '@/lib/files/download';
import { toDecimalString } from '@/lib/money/decimal-string';
import { formatQuantity } from '@/lib/money/format-quantity';
import { capTableCsv, capTableFileName, issuanceCsv } from '@/platform/features/tokens/model/cap-table-csv';
import { SHARE_DECIMALS } from '@/platform/features/tokens/model/token-errors';
import { useCapTable } from '@/platform/features/tokens/store/use-tokens';
import { EquityPosting } from './equity-posting';

const amount = (units: bigint) => toDecimalString(units, SHARE_DECIMALS);

/** The cap table at a block (latest by default): holders, balances, %, issuance history, CSV, posting. */
export function CapTablePanel({
  db,
  reader,
  account,
  token,
  refresh,
}: {
  db: WorkspaceDb;
  reader: ChainReader | null;
  account: string;
  token: CompanyToken;
  refresh: string;
}) {
  const id = useId();
  const [blockText, setBlockText] = useState('');
  const [atBlock, setAtBlock] = useState<number | null>(null);
  const [blockError, setBlockError] = useState<string | undefined>();
  // Each Show reads the chain again (others may have moved shares since).
  const [shown, setShown] = useState(0);
  const table = useCapTable(reader, token, atBlock, `${refresh}|${shown}`);
  const apply = () => {
    const text = blockText.trim();
    setShown((n) => n + 1);
    if (text === '') return (setAtBlock(null), setBlockError(undefined));
    if (!/^\d{1,15}$/.test(text))
      return setBlockError('Enter a block number (digits only), or leave empty for the latest block');
    if (Number(text) < token.deployBlock)
      return setBlockError(
        `${token.symbol} was deployed in block ${token.deployBlock}: choose that block or a later one`,
      );
    setBlockError(undefined);
    setAtBlock(Number(text));
  };
  const data = table.status === 'ready' ? table.data : null;
  return (
    <div className="space-y-4">
      <form
        aria-label="Cap table block"
        noValidate
        onSubmit={(e) => (e.preventDefault(), apply())}
        className="flex flex-wrap items-end gap-3"
      >
        <Input
          id={`${id}-block`}
          label="At block"
          error={blockError}
          hint="Empty: the latest block"
          inputMode="numeric"
          className="w-40"
          value={blockText}
          onChange={(e) => setBlockText(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      {table.status === 'loading' ? <p role="status">Reading {token.symbol} transfers…</p> : null}
      {table.status === 'error' ? <Alert tone="danger">Could not build the cap table: {table.error}</Alert> : null}
      {data ? (
        <>
          <p className="text-sm" data-testid="cap-table-summary">
            At block {data.block}: {formatQuantity(data.totalSupply, SHARE_DECIMALS, { symbol: token.symbol })} issued,{' '}
            {data.holders.length} holder
            {data.holders.length === 1 ? '' : 's'}, from {data.transferCount} transfer
            {data.transferCount === 1 ? '' : 's'}.
          </p>
          <Table
            label={`${token.symbol} cap table`}
            minWidth="28rem"
            columns={[
              { id: 'holder', header: 'Holder', cell: (h) => <Address address={h.address} /> },
              {
                id: 'balance',
                header: 'Balance',
                numeric: true,
                cell: (h) => <Amount units={h.balance} asset={SHARE_DECIMALS} />,
              },
              { id: 'percent', header: 'Share', numeric: true, cell: (h) => `${h.percent}%` },
              { id: 'since', header: 'Since block', numeric: true, cell: (h) => h.since },
            ]}
            rows={data.holders}
            rowKey={(h) => h.address}
            rowData={(h) => ({ holder: h.address })}
            empty="No holders at this block."
          />
          <h3 className="font-medium">Issuance history</h3>
          <ol aria-label={`${token.symbol} issuance history`} className="space-y-1 text-sm wrap-anywhere">
            {data.issuance.map((e) => (
              <li key={`${e.transactionHash}:${e.logIndex}`}>
                Block {e.blockNumber}: {e.kind === 'mint' ? 'minted' : 'burnt'}{' '}
                {formatQuantity(e.amount, SHARE_DECIMALS, { symbol: token.symbol })} {e.kind === 'mint' ? 'to' : 'of'}{' '}
                {e.holder}; supply {amount(e.supplyAfter)}
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                downloadText(
                  capTableCsv(data, SHARE_DECIMALS),
                  capTableFileName(token.symbol, token.chainId, data.block, 'cap-table'),
                  'text/csv',
                )
              }
            >
              Download cap table CSV
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                downloadText(
                  issuanceCsv(data, SHARE_DECIMALS),
                  capTableFileName(token.symbol, token.chainId, data.block, 'issuance'),
                  'text/csv',
                )
              }
            >
              Download issuance CSV
            </Button>
          </div>
          <EquityPosting db={db} reader={reader} account={account} token={token} issuance={data.issuance} />
        </>
      ) : null}
    </div>
  );
}
