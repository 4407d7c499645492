import { TxProgress, type TxProgressLine } from '@/components/ui/tx-progress';
import type { TxStep } from '@/lib/chain/tx-steps';
import type { PayStep } from '@/platform/features/vendors/store/pay-bills';

const VENDORS_PATH = '/platform/vendors';

/** The (at most two) transactions of one asset's payment and where each is. */
export interface PayGroupProgress {
  /** The asset and how many bills ("ETH (3 bills)"). */
  readonly group: string;
  readonly approval: TxStep | null;
  readonly payment: TxStep;
}

/** A group's progress after the sender's step: the token approval (when asked for), then the payment. */
export function advance(group: string, step: PayStep): PayGroupProgress {
  switch (step.phase) {
    // The allowance is read from the token before anything is asked of the wallet.
    case 'allowance':
      return { group, approval: { phase: 'checking' }, payment: { phase: 'queued' } };
    case 'approve':
      return {
        group,
        approval: step.hash ? { phase: 'pending', hash: step.hash } : { phase: 'signing' },
        payment: { phase: 'queued' },
      };
    case 'call':
      // Reaching the payment means the approval was mined (or not needed): the payment's line takes over.
      return {
        group,
        approval: null,
        payment: step.hash ? { phase: 'pending', hash: step.hash } : { phase: 'signing' },
      };
  }
}

/** One line per transaction of each asset's payment, as it happens (the shared transaction progress). */
export function PayProgress({
  chainId,
  groups,
  running,
}: {
  chainId: number;
  groups: readonly PayGroupProgress[];
  running: boolean;
}) {
  if (groups.length === 0) return null;
  const lines: TxProgressLine[] = groups.flatMap((g) => [
    ...(g.approval
      ? [
          {
            key: `${g.group}:approve`,
            title: `${g.group}, token approval`,
            label: 'the token approval',
            step: g.approval,
            link: { text: 'Approval details', what: `Token approval for ${g.group}` },
          },
        ]
      : []),
    {
      key: `${g.group}:pay`,
      title: `${g.group}, payment`,
      label: 'the payment',
      step: g.payment,
      link: { text: 'Payment details', what: `Payment of ${g.group}` },
    },
  ]);
  return (
    <div aria-live="polite">
      <TxProgress label="Payment progress" chainId={chainId} from={VENDORS_PATH} lines={lines} running={running} />
    </div>
  );
}
