import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useWallet } from '@/lib/wallet/use-wallet';
import { WalletChooser } from './wallet-chooser';

interface ConnectWalletButtonProps {
  className?: string;
  /** Called right before the wallet is asked (after a choice, when there are several). */
  onAttempt?: () => void;
}

/** `Connect Wallet`, or `Reconnect` when an account exists; several wallets open a chooser. */
export function ConnectWalletButton({ className = '', onAttempt }: ConnectWalletButtonProps) {
  const { account, status, wallets, connect } = useWallet();
  const [choosing, setChoosing] = useState(false);
  const ask = (walletId?: string) => {
    onAttempt?.();
    void connect(walletId);
  };

  return (
    <>
      <Button
        className={className}
        aria-busy={status === 'connecting'}
        onClick={() => (wallets.length > 1 ? setChoosing(true) : ask())}
      >
        {status === 'connecting' ? <Spinner className="size-4" /> : null}
        {account ? 'Reconnect' : 'Connect Wallet'}
      </Button>
      <WalletChooser
        open={choosing}
        wallets={wallets}
        onClose={() => setChoosing(false)}
        onChoose={(walletId) => {
          setChoosing(false);
          ask(walletId);
        }}
      />
    </>
  );
}
