import { TxProgress } from '@/components/ui/tx-progress';
import type { TxStep } from '@/lib/chain/tx-steps';

export const TOKENS_PATH = '/platform/tokens';

export interface ProgressLine {
  readonly key: string;
  readonly label: string;
  readonly step: TxStep;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The token runs' progress: one line per transaction, titled by what it does. */
export function RunProgress({
  chainId,
  lines,
  running,
  label,
}: {
  chainId: number;
  lines: readonly ProgressLine[];
  running: boolean;
  label: string;
}) {
  return (
    <TxProgress
      label={label}
      chainId={chainId}
      from={TOKENS_PATH}
      running={running}
      lines={lines.map((line) => ({
        ...line,
        title: capitalise(line.label),
        link: { text: 'Transaction details', what: capitalise(line.label) },
      }))}
    />
  );
}
