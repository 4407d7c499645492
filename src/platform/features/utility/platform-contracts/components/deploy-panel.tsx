import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusLine } from '@/components/ui/status-line';
import { TxProgress } from '@/components/ui/tx-progress';
import { networkName } from '@/lib/primitives/networks';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { KnownContracts } from '@/lib/contracts/deployments-store';
import { PLATFORM_CONTRACTS, type PlatformContractName } from '@/lib/db/entities/contract-deployment';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import type { TxStep } from '@/lib/chain/tx-steps';
import { deployPlatformContracts } from '@/platform/features/utility/platform-contracts/store/deploy-platform-contracts';

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
      <p className="text-sm text-muted">
        Deploys from your wallet ({account}), one transaction per contract; contracts already here with the right code
        are skipped.
      </p>
      {steps ? (
        <TxProgress
          label="Deployment progress"
          chainId={reader.chainId}
          from={UTILITY_PATH}
          running={running}
          lines={PLATFORM_CONTRACTS.map((name) => ({
            key: name,
            title: name,
            label: `the ${name} deployment`,
            step: steps[name],
            link: { text: `${name} transaction details`, what: `Deployed Ledgerline's ${name} on ${network}` },
          }))}
        />
      ) : null}
      <StatusLine message={message} />
    </div>
  );
}
