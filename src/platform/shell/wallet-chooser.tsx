import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { DiscoveredWallet } from '@/lib/wallet/wallet-types';

interface WalletChooserProps {
  open: boolean;
  wallets: DiscoveredWallet[];
  onChoose: (walletId: string) => void;
  onClose: () => void;
}

/** A modal list of the wallets that announced themselves (EIP-6963), to pick one to connect. */
export function WalletChooser({ open, wallets, onChoose, onClose }: WalletChooserProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl bg-surface-raised p-5 text-fg shadow-xl backdrop:bg-scrim"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Choose a wallet
      </h2>
      <ul className="mt-4 space-y-2">
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
    </dialog>
  );
}
