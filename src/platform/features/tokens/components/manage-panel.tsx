import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorLine } from '@/components/ui/error-line';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkAmountDraft, checkDeedTransfer } from '@/platform/features/tokens/model/action-form';
import type { TokenSummary } from '@/platform/features/tokens/store/use-tokens';
import { useActionRunner } from './action-runner';
import { AmountForm } from './amount-form';
import { useSafeMint } from './safe-mint';
import { RunProgress } from './token-run-progress';

export interface ManagePanelProps {
  readonly db: WorkspaceDb;
  readonly reader: ChainReader | null;
  readonly account: string;
  readonly token: CompanyToken;
  readonly state: TokenSummary | null;
  readonly balance: bigint | null;
  readonly onChanged: () => void;
}

/** Mint (within the cap), transfer, pause and unpause one token from the wallet. */
export function ManagePanel({ db, reader, account, token, state, balance, onChanged }: ManagePanelProps) {
  const { line, running, run } = useActionRunner(db, reader, account, token, onChanged);
  const isOwner = state ? state.owner.toLowerCase() === account.toLowerCase() : true;
  const safeMint = useSafeMint(db, account, token, state?.owner ?? null);
  const failed = line?.step.phase === 'failed' ? line.step.message : null;
  const base = `manage-${token.id}`;
  return (
    <div className="space-y-4">
      {safeMint.safe ? (
        <p className="text-sm">
          The token&apos;s owner is the Safe {safeMint.safe.wallet.label} ({safeMint.safe.safe.address}), of which this
          wallet is an owner: a mint, a pause or an unpause is proposed from the Safe for its owners to sign.
        </p>
      ) : !isOwner && state ? (
        <p className="text-sm text-warning">
          This wallet is not the token&apos;s owner ({state.owner}): minting and pausing will be refused.
        </p>
      ) : null}
      {token.kind === 'shares' ? (
        <>
          <p className="text-sm" data-testid="pause-state">
            {state
              ? state.paused
                ? 'Paused: no transfer or mint goes through until it is unpaused.'
                : 'Active: transfers are open.'
              : 'Reading the token…'}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <AmountForm
              id={`${base}-mint`}
              title={`Mint ${token.symbol}`}
              amountLabel="Shares"
              submitLabel={safeMint.safe ? 'Propose the mint' : 'Mint'}
              disabled={running || !reader}
              check={(draft) =>
                checkAmountDraft(
                  draft,
                  state?.cap != null ? { kind: 'cap', cap: state.cap, supply: state.supply } : null,
                )
              }
              onSubmit={(to, units) => (safeMint.safe ? safeMint.propose(to, units) : run({ kind: 'mint', to, units }))}
            />
            <AmountForm
              id={`${base}-transfer`}
              title={`Transfer ${token.symbol}`}
              amountLabel="Shares"
              submitLabel="Transfer"
              disabled={running || !reader}
              check={(draft) => checkAmountDraft(draft, balance === null ? null : { kind: 'balance', balance })}
              onSubmit={(to, units) => run({ kind: 'transfer', to, units })}
            />
          </div>
          <Button
            variant="secondary"
            disabled={running || !reader || !state}
            onClick={() => {
              const action = { kind: state?.paused ? ('unpause' as const) : ('pause' as const) };
              void (safeMint.safe ? safeMint.proposeCall(action) : run(action));
            }}
          >
            {safeMint.safe ? 'Propose: ' : ''}
            {state?.paused ? `Unpause ${token.symbol}` : `Pause ${token.symbol}`}
          </Button>
        </>
      ) : state?.supply === 0n ? (
        <Button
          variant="secondary"
          disabled={running || !reader || !token.metadataUri}
          onClick={() => {
            // A deed the Safe mints goes to the Safe, the treasury that owns the token.
            const action = {
              kind: 'mint-deed' as const,
              to: safeMint.safe?.safe.address ?? account,
              uri: token.metadataUri,
            };
            void (safeMint.safe ? safeMint.proposeCall(action) : run(action));
          }}
        >
          {safeMint.safe ? 'Propose: mint' : 'Mint'} {token.symbol} #1 to {safeMint.safe?.safe.address ?? account}
        </Button>
      ) : (
        <AmountForm
          id={`${base}-transfer-deed`}
          title={`Transfer a ${token.symbol} deed`}
          amountLabel="Deed number"
          submitLabel="Transfer"
          disabled={running || !reader}
          check={checkDeedTransfer}
          onSubmit={(to, tokenId) => run({ kind: 'transfer-deed', to, tokenId })}
        />
      )}
      {line && reader ? (
        <RunProgress chainId={reader.chainId} lines={[line]} running={running} label="Transaction progress" />
      ) : null}
      <ErrorLine message={failed} />
      {safeMint.message ? <Alert tone={safeMint.message.tone}>{safeMint.message.text}</Alert> : null}
    </div>
  );
}
