// The manual entry form as pure logic: lines typed as debit/credit text, the running imbalance
// per commodity while typing, the entry posted once everything reads and balances, or saved as a
// draft once every line reads.
import { parseAmount } from '@/lib/money/parse-amount';
import { toDecimalString } from '@/lib/money/decimal-string';
import { checkBalanced, type EntryDraft, type Posting } from '@/lib/ledger/entry';
import type { CommodityInfo } from '@/lib/ledger/commodity';

export interface EntryLine {
  readonly accountId: string;
  readonly commodity: string;
  readonly debit: string;
  readonly credit: string;
}

export interface EntryFormValues {
  readonly date: string;
  readonly memo: string;
  readonly lines: readonly EntryLine[];
}

export const emptyLine = (commodity: string): EntryLine => ({ accountId: '', commodity, debit: '', credit: '' });

/** What the form shows per commodity as the user types. */
export interface CommodityImbalance {
  readonly commodity: string;
  readonly label: string;
  /** Debits minus credits, as a decimal text in the commodity's units (`0` when balanced). */
  readonly difference: string;
  readonly balanced: boolean;
}

export interface ReadLines {
  readonly postings: Posting[];
  /** Per line index: what is wrong with it. */
  readonly lineErrors: ReadonlyMap<number, string>;
}

/** Reads the lines that have an amount; a line with both sides, a bad amount or no account is an error. */
export function readLines(lines: readonly EntryLine[], infos: ReadonlyMap<string, CommodityInfo>): ReadLines {
  const postings: Posting[] = [];
  const lineErrors = new Map<number, string>();
  lines.forEach((line, index) => {
    const debit = line.debit.trim();
    const credit = line.credit.trim();
    if (!debit && !credit) return;
    const info = infos.get(line.commodity);
    if (!info) return void lineErrors.set(index, 'Choose a commodity');
    if (debit && credit) return void lineErrors.set(index, 'Enter a debit or a credit, not both');
    const parsed = parseAmount(debit || credit, info.decimals, { symbol: info.symbol });
    if (!parsed.ok) return void lineErrors.set(index, parsed.error);
    if (!line.accountId) return void lineErrors.set(index, 'Choose an account');
    postings.push({
      accountId: line.accountId,
      commodity: line.commodity,
      amount: debit ? parsed.units : -parsed.units,
      decimals: info.decimals,
    });
  });
  return { postings, lineErrors };
}

/** The running imbalance per commodity of the lines read so far. */
export function imbalances(
  postings: readonly Posting[],
  infos: ReadonlyMap<string, CommodityInfo>,
): CommodityImbalance[] {
  const sums = new Map<string, bigint>();
  for (const p of postings) sums.set(p.commodity, (sums.get(p.commodity) ?? 0n) + p.amount);
  return [...sums].map(([commodity, sum]) => {
    const info = infos.get(commodity);
    const magnitude = toDecimalString(sum < 0n ? -sum : sum, info?.decimals ?? 0);
    return {
      commodity,
      label: info?.symbol ?? commodity,
      difference: `${sum < 0n ? '-' : ''}${magnitude}`,
      balanced: sum === 0n,
    };
  });
}

/** The entry to save as a draft: every line must read, but it need not balance. */
export function draftToSave(
  values: EntryFormValues,
  infos: ReadonlyMap<string, CommodityInfo>,
): { ok: true; draft: Omit<EntryDraft, 'source'> } | { ok: false; message: string } {
  const { postings, lineErrors } = readLines(values.lines, infos);
  const [first] = lineErrors;
  if (first) return { ok: false, message: `Line ${first[0] + 1}: ${first[1]}` };
  if (postings.length === 0) return { ok: false, message: 'Enter at least one line' };
  return { ok: true, draft: { date: values.date, memo: values.memo.trim(), postings } };
}

/** The draft to post, or the first reason it cannot be (a line error, or the commodity that does not balance). */
export function entryDraft(
  values: EntryFormValues,
  infos: ReadonlyMap<string, CommodityInfo>,
): { ok: true; draft: Omit<EntryDraft, 'source'> } | { ok: false; message: string } {
  const { postings, lineErrors } = readLines(values.lines, infos);
  const [first] = lineErrors;
  if (first) return { ok: false, message: `Line ${first[0] + 1}: ${first[1]}` };
  const check = checkBalanced({ postings }, infos);
  if (!check.ok) return check;
  return { ok: true, draft: { date: values.date, memo: values.memo.trim(), postings } };
}
