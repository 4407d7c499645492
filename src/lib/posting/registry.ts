// Every record kind that reaches the journal, in one place. The ledger poster runs these (in the
// leading tab); pages that post at once (a bill's approval, a token's issuance) call the same kinds'
// functions here. Transactions: post-transactions.ts (the transaction rules over chain rows).
import { billPaymentBooker, billPoster } from './bills';
import { distributionBooker } from './distributions';
import { invoicePoster } from './invoices';
import type { RecordPoster } from './record-posting';
import type { RowBooker } from './row-booking';
import { heldTokenPoster } from './tokens';
import { yearClosePoster } from './post-year-close';

/** Records whose entries are reconciled by source prefix. */
export const RECORD_POSTERS: readonly RecordPoster[] = [invoicePoster, billPoster, heldTokenPoster, yearClosePoster];

/** Rows the app sent for a purpose, booked to that purpose's category before the transaction rules run. */
export const ROW_BOOKERS: readonly RowBooker[] = [billPaymentBooker, distributionBooker];
