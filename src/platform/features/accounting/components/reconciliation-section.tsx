import { Link } from 'react-router-dom';
import { Address } from '@/components/ui/address';
import { Amount } from '@/components/ui/amount';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { Table } from '@/components/ui/table';
import type { BooksLine, BooksNetwork } from '@/lib/ledger/chain-reconciliation';
import { networkName } from '@/lib/primitives/networks';
import { causeView } from '@/platform/features/accounting/model/reconciliation-view';

interface Props {
  readonly networks: readonly BooksNetwork[];
  readonly walletName: (chainId: number, wallet: string) => string | undefined;
  /** Opens an opening balance for review (a cause's fix on this tab). */
  readonly onReview: (openingId: string) => void;
}

/** Per network, wallet and asset: the ledger's wallet account against the chain at the synced block, and why they differ. */
export function ReconciliationSection({ networks, walletName, onReview }: Props) {
  return (
    <Section
      title="Books against the chain"
      description="Each wallet account's balance in the ledger (posted entries) beside what the wallet held on chain at the last synced block."
    >
      {networks.length === 0 ? (
        <EmptyState
          title="No on-chain balances yet"
          description="The sync engine reads each watched wallet's balances once it has caught up with the chain."
        />
      ) : null}
      {networks.map((network) => (
        <div key={network.chainId} className="space-y-2" data-testid={`reconciliation-${network.chainId}`}>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{networkName(network.chainId)}</span>
            {network.matches ? (
              <Badge tone="success">{`Books match the chain at block ${network.block}`}</Badge>
            ) : (
              <Badge tone="warning">{`${network.differences.length} ${network.differences.length === 1 ? 'difference' : 'differences'}`}</Badge>
            )}
          </p>
          <Table
            label={`Reconciliation on ${networkName(network.chainId)}`}
            rows={network.lines}
            rowKey={(l) => `${l.wallet}:${l.commodity}`}
            rowTestId={(l) => `reconcile-${l.symbol}`}
            columns={[
              {
                id: 'wallet',
                header: 'Wallet',
                rowHeader: true,
                cell: (l) => (
                  <>
                    <Address address={l.wallet} name={walletName(l.chainId, l.wallet)} /> {l.symbol}
                  </>
                ),
              },
              { id: 'ledger', header: 'Ledger', numeric: true, cell: (l) => amount(l, l.ledger) },
              { id: 'chain', header: `On chain`, numeric: true, cell: (l) => amount(l, l.chain) },
              { id: 'difference', header: 'Difference', numeric: true, cell: (l) => amount(l, l.difference) },
              { id: 'causes', header: 'Likely cause', cell: (l) => <Causes line={l} onReview={onReview} /> },
            ]}
          />
        </div>
      ))}
    </Section>
  );
}

const amount = (line: BooksLine, units: bigint) => <Amount units={units} asset={line.decimals} symbol={line.symbol} />;

function Causes({ line, onReview }: { line: BooksLine; onReview: (id: string) => void }) {
  if (line.causes.length === 0) return <span className="text-muted">None: they match</span>;
  return (
    <ul className="space-y-1 text-sm">
      {line.causes.map((cause) => {
        const view = causeView(cause, line.decimals, line.symbol);
        return (
          <li key={view.key} data-cause={cause.kind}>
            {view.text}{' '}
            {view.fix?.kind === 'link' ? (
              <Link className="font-medium text-link underline" to={view.fix.to}>
                {view.fix.label}
              </Link>
            ) : view.fix?.kind === 'opening' ? (
              <Button variant="ghost" onClick={() => onReview((view.fix as { openingId: string }).openingId)}>
                {view.fix.label}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
