import { successPath } from '@/lib/chain/success-url';
import { txStepHash, txStepInWords, type TxStep } from '@/lib/chain/tx-steps';
import { RouteLink } from './route-link';

/** One transaction of a run: what it is, where it is, and its Success page link's words. */
export interface TxProgressLine {
  readonly key: string;
  /** Before the words ("Registry", "The ACME deployment"). */
  readonly title: string;
  /** The transaction in a sentence ("the Registry deployment"): the step's words use it. */
  readonly label: string;
  readonly step: TxStep;
  /** The Success page link's text, and what that page says was done. */
  readonly link: { readonly text: string; readonly what: string };
}

/**
 * One line per transaction with its phase in words (`data-step`, `data-phase` for tests) and, once
 * it has a hash and the run is over, a link to its Success page (which returns to `from`).
 */
export function TxProgress({
  label,
  chainId,
  from,
  lines,
  running,
}: {
  label: string;
  chainId: number;
  from: string;
  lines: readonly TxProgressLine[];
  running: boolean;
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
            className="rounded-lg border border-border p-3 text-sm wrap-anywhere"
          >
            <span className="font-medium">{line.title}: </span>
            <span>{txStepInWords(line.label, line.step)}</span>
            {hash && !running ? (
              <RouteLink
                className="mt-1 block font-medium text-link underline underline-offset-2"
                to={successPath({ chainId, hash, from, what: line.link.what })}
              >
                {line.link.text}
              </RouteLink>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
