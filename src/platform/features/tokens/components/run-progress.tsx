import { Link } from 'react-router-dom';
import { successPath } from '@/lib/chain/success-url';
import { txStepHash, txStepInWords, type TxStep } from '@/lib/chain/tx-steps';

export const TOKENS_PATH = '/platform/tokens';

export interface ProgressLine {
  readonly key: string;
  readonly label: string;
  readonly step: TxStep;
}

/** One line per transaction with its phase in words and, once it has a hash, its Success page. */
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
    <ol aria-label={label} className="space-y-2">
      {lines.map((line) => {
        const hash = txStepHash(line.step);
        return (
          <li
            key={line.key}
            data-step={line.key}
            data-phase={line.step.phase}
            className="rounded-lg border border-slate-200 p-3 text-sm wrap-anywhere dark:border-slate-800"
          >
            <span className="font-medium">{line.label.charAt(0).toUpperCase() + line.label.slice(1)}: </span>
            <span>{txStepInWords(line.label, line.step)}</span>
            {hash && !running ? (
              <Link
                className="mt-1 block font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
                to={successPath({
                  chainId,
                  hash,
                  from: TOKENS_PATH,
                  what: line.label.charAt(0).toUpperCase() + line.label.slice(1),
                })}
              >
                Transaction details
              </Link>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
