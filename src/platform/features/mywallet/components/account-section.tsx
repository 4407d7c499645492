import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { StatusLine } from '@/components/ui/status-line';
import { KNOWN_NETWORKS, knownNetwork, networkName } from '@/lib/primitives/networks';
import { switchWalletNetwork } from '@/lib/chain/switch-network';
import { usePlatformDeployments } from '@/lib/contracts/use-platform-deployments';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { WholeAddress } from './whole-address';

/** Whether the platform contracts (registry, payment router, distributor) are recorded on a chain. */
function contractsDeployed(deployment: Readonly<Record<string, string | undefined>> | undefined): boolean {
  return !!deployment && Object.values(deployment).some(Boolean);
}

/** The connected account (full, checksummed) and the network, with a switch to a known one. */
export function AccountSection({ account, chainId }: { account: string; chainId: number }) {
  const [target, setTarget] = useState(String(chainId));
  const [message, setMessage] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const known = knownNetwork(chainId);
  const { deploymentOn } = usePlatformDeployments();

  const switchNetwork = async () => {
    const network = knownNetwork(Number(target));
    const provider = getWalletProvider();
    if (!network || !provider) return;
    setSwitching(true);
    setMessage(`Asking your wallet to switch to ${network.name}…`);
    try {
      await switchWalletNetwork(provider, network);
      setMessage(`Your wallet is on ${network.name} now.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : `Your wallet could not switch to ${network.name}.`);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Card title="Account">
      <div className="space-y-4">
        <div>
          <p className="text-sm text-muted">Address</p>
          <p className="flex flex-wrap items-center gap-2">
            <WholeAddress address={account} testId="account-address" />
            <CopyButton text={account} label="Copy address" />
          </p>
        </div>
        <div>
          <p className="text-sm text-muted">Network</p>
          <p className="font-medium">
            {networkName(chainId)} <span className="text-sm font-normal text-muted">(chain {chainId})</span>
          </p>
          {!known ? (
            <p className="text-sm text-warning">
              Ledgerline does not know this network: balances work, explorer links do not.
            </p>
          ) : null}
          {!contractsDeployed(deploymentOn(chainId)) ? (
            <p className="mt-1 text-sm text-warning">
              The platform contracts are not deployed on {networkName(chainId)}: payments with references, payouts and
              document anchoring need them (Utility can deploy them). Sending and receiving work.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-full max-w-xs">
            <Select
              label="Switch to"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              options={KNOWN_NETWORKS.map((network) => ({
                value: String(network.chainId),
                label: `${network.name} (${network.chainId})`,
              }))}
            />
          </div>
          <Button
            variant="secondary"
            disabled={switching || Number(target) === chainId}
            onClick={() => void switchNetwork()}
          >
            Switch network
          </Button>
        </div>
        {Number(target) !== chainId && !contractsDeployed(deploymentOn(Number(target))) ? (
          <p className="text-sm text-muted">
            The platform contracts are not deployed on {networkName(Number(target))}.
          </p>
        ) : null}
        <StatusLine message={message} />
      </div>
    </Card>
  );
}
