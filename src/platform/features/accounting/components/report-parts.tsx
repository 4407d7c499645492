import type { ReactNode } from 'react';
import type { Account } from '@/lib/ledger/account';
import type { DateRange } from '@/lib/ledger/balances';
import { ScrollRegion } from '@/components/ui/scroll-region';

export const CELL = 'px-2 py-1 text-left align-top';
export const NUM = 'px-2 py-1 text-right align-top tabular-nums';

/** What a figure's drill-down shows: one account's entries over a range (from the start of the books for balances). */
export interface Drill {
  readonly account: Account;
  readonly range: DateRange;
  readonly label: string;
}

interface TableProps {
  readonly caption: string;
  readonly head: readonly string[];
  readonly children: ReactNode;
  readonly testId: string;
  /** How many leading columns are text (left-aligned); the rest are figures. */
  readonly textColumns?: number;
}

export function Table({ caption, head, children, testId, textColumns = 1 }: TableProps) {
  return (
    <ScrollRegion label={caption}>
      <table data-testid={testId} className="w-full min-w-[32rem] text-sm text-slate-800 dark:text-slate-200">
        <caption className="py-2 text-left text-base font-semibold text-slate-900 dark:text-white">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            {head.map((h, i) => (
              <th key={h} scope="col" className={i < textColumns ? CELL : NUM}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A figure that opens the entries making it up; a blank cell stays blank. */
export function Figure({ text, drill, onDrill }: { text: string; drill: Drill; onDrill: (drill: Drill) => void }) {
  if (!text) return <td className={NUM} />;
  return (
    <td className={NUM}>
      <button
        type="button"
        className="underline decoration-dotted underline-offset-2 hover:decoration-solid"
        aria-label={`${text}: entries of ${drill.label}`}
        onClick={() => onDrill(drill)}
      >
        {text}
      </button>
    </td>
  );
}
