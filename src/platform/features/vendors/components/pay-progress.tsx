import type { PayStep } from '@/platform/features/vendors/store/pay-bills';

export interface ProgressLine {
  readonly group: string;
  readonly step: PayStep['phase'];
  readonly hash: string | null;
}

const WORDS: Record<PayStep['phase'], (hash: string | null) => string> = {
  allowance: () => 'Checking the token allowance…',
  approve: (hash) =>
    hash ? `Token approval sent (${hash}), waiting for it to be mined…` : 'Approve the token spending in your wallet…',
  call: (hash) => (hash ? `Payment sent: ${hash}` : 'Confirm the payment in your wallet…'),
};

/** One line per step of each transaction, as it happens. */
export function PayProgress({ lines }: { lines: readonly ProgressLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ol aria-label="Payment progress" aria-live="polite" className="space-y-1 text-sm">
      {lines.map((line) => (
        <li key={`${line.group}:${line.step}`} className="break-all">
          {line.group}: {WORDS[line.step](line.hash)}
        </li>
      ))}
    </ol>
  );
}
