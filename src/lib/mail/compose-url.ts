// Links into the Mail page (`?compose=…&invoice=…`) and from it to the Vendors page's new bill
// (`?newBill=1&…`): pages never import each other, so they meet through these URLs.
import { z } from 'zod';
import type { MailKind } from '@/lib/db/entities/mail';

/** The Mail page composing a message of this kind about an invoice (or a bill for remittance). */
export function mailComposePath(kind: MailKind, recordId: string): string {
  const record = kind === 'remittance' ? 'bill' : 'invoice';
  return `/platform/mail?${new URLSearchParams({ compose: kind, [record]: recordId }).toString()}`;
}

const composeSchema = z.union([
  z.object({ compose: z.enum(['invoice', 'reminder', 'receipt']), invoice: z.string().min(1).max(64) }),
  z.object({ compose: z.literal('remittance'), bill: z.string().min(1).max(64) }),
]);

/** What the Mail page's URL asks to compose, or null. */
export function readCompose(search: URLSearchParams): { kind: MailKind; recordId: string } | null {
  const parsed = composeSchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) return null;
  const value = parsed.data;
  return 'bill' in value
    ? { kind: 'remittance', recordId: value.bill }
    : { kind: value.compose, recordId: value.invoice };
}

/** A bill draft read from an incoming message, for the user to confirm on the Vendors page. */
export const billPrefillSchema = z.object({
  vendorId: z.string().max(64).default(''),
  billNumber: z.string().max(60).default(''),
  issueDate: z.string().max(10).default(''),
  dueDate: z.string().max(10).default(''),
  total: z.string().max(40).default(''),
  assetSymbol: z.string().max(12).default(''),
  documentCid: z.string().max(200).default(''),
  notes: z.string().max(2000).default(''),
});

export type BillPrefill = z.output<typeof billPrefillSchema>;

/** The Vendors page with its new-bill panel open and filled. */
export function billPrefillPath(prefill: Partial<BillPrefill>): string {
  const entries = Object.entries(prefill).filter(([, v]) => typeof v === 'string' && v !== '') as [string, string][];
  return `/platform/vendors?${new URLSearchParams([['newBill', '1'], ...entries]).toString()}`;
}

/** The prefill a Vendors URL carries, or null when it asks for none. */
export function readBillPrefill(search: URLSearchParams): BillPrefill | null {
  if (search.get('newBill') !== '1') return null;
  const parsed = billPrefillSchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
}
