import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { downloadText } from '@/lib/files/download';
import { toDecimalString } from '@/lib/money/decimal-string';
import { capTableCsv, capTableFileName, issuanceCsv } from '@/platform/features/tokens/model/cap-table-csv';
import { SHARE_DECIMALS } from '@/platform/features/tokens/model/token-errors';
import { useCapTable } from '@/platform/features/tokens/store/use-tokens';
import { EquityPosting } from './equity-posting';
import { ScrollRegion } from '@/components/ui/scroll-region';

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
        <FormField id={`${id}-block`} label="At block" error={blockError} hint="Empty: the latest block">
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              className={`${CONTROL_CLASSES} w-40`}
              value={blockText}
              onChange={(e) => setBlockText(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      {table.status === 'loading' ? <p role="status">Reading {token.symbol} transfers…</p> : null}
      {table.status === 'error' ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not build the cap table: {table.error}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="text-sm" data-testid="cap-table-summary">
            At block {data.block}: {amount(data.totalSupply)} {token.symbol} issued, {data.holders.length} holder
            {data.holders.length === 1 ? '' : 's'}, from {data.transferCount} transfer
            {data.transferCount === 1 ? '' : 's'}.
          </p>
          <ScrollRegion label={`${token.symbol} cap table`}>
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="col" className="py-2 pr-3">
                    Holder
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Balance
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    %
                  </th>
                  <th scope="col" className="py-2">
                    Since block
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.holders.map((h) => (
                  <tr
                    key={h.address}
                    data-holder={h.address}
                    className="border-b border-slate-100 dark:border-slate-900"
                  >
                    <td className="py-2 pr-3 font-mono text-xs wrap-anywhere">{h.address}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{amount(h.balance)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{h.percent}</td>
                    <td className="py-2">{h.since}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <h4 className="font-medium">Issuance history</h4>
          <ol aria-label={`${token.symbol} issuance history`} className="space-y-1 text-sm wrap-anywhere">
            {data.issuance.map((e) => (
              <li key={`${e.transactionHash}:${e.logIndex}`}>
                Block {e.blockNumber}: {e.kind === 'mint' ? 'minted' : 'burnt'} {amount(e.amount)} {token.symbol}{' '}
                {e.kind === 'mint' ? 'to' : 'of'} {e.holder}; supply {amount(e.supplyAfter)}
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
