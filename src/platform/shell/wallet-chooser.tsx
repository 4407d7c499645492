import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { DiscoveredWallet } from '@/lib/wallet/wallet-types';

interface WalletChooserProps {
  open: boolean;
  wallets: DiscoveredWallet[];
  onChoose: (walletId: string) => void;
  onClose: () => void;
}

/** A modal list of the wallets that announced themselves (EIP-6963), to pick one to connect (the kit's Dialog). */
export function WalletChooser({ open, wallets, onChoose, onClose }: WalletChooserProps) {
  if (!open) return null;
  return (
    <Dialog title="Choose a wallet" placement="center" onClose={onClose}>
      <ul className="space-y-2">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              onClick={() => onChoose(wallet.id)}
              className="flex w-full items-center gap-3 rounded-lg border border-border px-3 py-2 text-left font-medium hover:bg-surface-muted"
            >
              {wallet.icon ? (
                <img src={wallet.icon} alt="" className="size-7 rounded" />
              ) : (
                <span aria-hidden="true" className="size-7 rounded bg-surface-muted" />
              )}
              {wallet.name}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
