import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusLine } from '@/components/ui/status-line';
import { networkName } from '@/lib/chain/networks';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { successPath } from '@/lib/chain/success-url';
import type { KnownContracts } from '@/lib/contracts/deployments-store';
import { PLATFORM_CONTRACTS, type PlatformContractName } from '@/lib/db/entities/contract-deployment';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { txStepHash, txStepInWords, type TxStep } from '@/lib/chain/tx-steps';
import { deployPlatformContracts } from '@/platform/features/utility/store/deploy-platform-contracts';

type Steps = Readonly<Record<PlatformContractName, TxStep>>;
const QUEUED: Steps = {
  Registry: { phase: 'queued' },
  PaymentRouter: { phase: 'queued' },
  Distributor: { phase: 'queued' },
};
const UTILITY_PATH = '/platform/utility';

/** "Deploy to <network>": the three contracts in order, progress per contract, then links to each Success page. */
export function DeployPanel({
  db,
  reader,
  account,
  known,
}: {
  db: WorkspaceDb;
  reader: ChainReader;
  account: string;
  known: KnownContracts;
}) {
  const network = networkName(reader.chainId);
  const [steps, setSteps] = useState<Steps | null>(null);
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const running$ = useRef(false);

  const deploy = async () => {
    const provider = getWalletProvider();
    if (!provider || running$.current) return;
    running$.current = true;
    setRunning(true);
    setSteps(QUEUED);
    setMessage(`Deploying to ${network}: confirm each contract in your wallet.`);
    const outcome = await deployPlatformContracts({
      db,
      provider,
      reader,
      account,
      known,
      now: () => new Date(),
      onStep: (name, step) => setSteps((current) => ({ ...(current ?? QUEUED), [name]: step })),
    });
    setMessage(
      outcome.ok
        ? `Registry, PaymentRouter and Distributor are in place on ${network}, their code checked and their addresses recorded in this workspace.`
        : `Stopped: ${outcome.message}`,
    );
    running$.current = false;
    setRunning(false);
  };

  return (
    <div className="space-y-3">
      <Button onClick={() => void deploy()} disabled={running}>
        Deploy to {network}
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Deploys from your wallet ({account}), one transaction per contract; contracts already here with the right code
        are skipped.
      </p>
      {steps ? (
        <ol aria-label="Deployment progress" className="space-y-2">
          {PLATFORM_CONTRACTS.map((name) => {
            const step = steps[name];
            const hash = txStepHash(step);
            return (
              <li
                key={name}
                data-contract={name}
                data-phase={step.phase}
                className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
              >
                <span className="font-medium">{name}: </span>
                <span className="break-words">{txStepInWords(`the ${name} deployment`, step)}</span>
                {hash && !running ? (
                  <Link
                    className="mt-1 block font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
                    to={successPath({
                      chainId: reader.chainId,
                      hash,
                      from: UTILITY_PATH,
                      what: `Deployed Ledgerline's ${name} on ${network}`,
                    })}
                  >
                    {name} transaction details
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <StatusLine message={message} />
    </div>
  );
}
