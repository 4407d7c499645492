// What the Calendar shows that it does not store: events derived from other records, each a
// whole day, with the link that opens its record and the page actions it offers.
import type { Bill } from '@/lib/db/entities/bill';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { MailReminder } from '@/lib/db/entities/mail';
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';

export const DERIVED_KINDS = ['invoice-due', 'reminder', 'bill-due', 'distribution', 'period-close', 'token'] as const;
export type DerivedKind = (typeof DERIVED_KINDS)[number];

/** open: still to do; overdue: due before today and not done; done: paid, closed or recorded. */
export type DerivedStatus = 'open' | 'overdue' | 'done';

export interface DerivedAction {
  readonly label: string;
  readonly href: string;
}

export interface DerivedEvent {
  /** Stable per record and day (`invoice:<id>`, `distribution:<id>:<day>`). */
  readonly id: string;
  readonly kind: DerivedKind;
  readonly day: string;
  readonly title: string;
  /** iCalendar's SEQUENCE for an export: the record's revision less one (0 for records never edited). */
  readonly sequence: number;
  /** A short second line (amount owner, period), or ''. */
  readonly detail: string;
  readonly status: DerivedStatus;
  /** Opens the record on its page. */
  readonly href: string;
  readonly actions: readonly DerivedAction[];
}

/** What the sources read: the records with what the pages derive about them (paid, names). */
export interface CalendarRecords {
  readonly invoices: readonly {
    readonly invoice: Pick<Invoice, 'id' | 'number' | 'clientId' | 'dueDate' | 'state' | 'revision'>;
    readonly clientName: string;
    readonly paid: boolean;
  }[];
  readonly bills: readonly {
    readonly bill: Pick<Bill, 'id' | 'billNumber' | 'dueDate' | 'state' | 'revision'>;
    readonly vendorName: string;
    readonly paid: boolean;
  }[];
  readonly templates: readonly Pick<DistributionTemplate, 'id' | 'name' | 'schedule' | 'revision'>[];
  readonly periodEvents: readonly Pick<PeriodEventRecord, 'id' | 'sequence' | 'kind' | 'from' | 'to' | 'at' | 'by'>[];
  readonly tokens: readonly Pick<CompanyToken, 'id' | 'name' | 'symbol' | 'kind' | 'recordedAt'>[];
  /** Mail's reminder schedules: each invoice's own, and the defaults (days from the due date). */
  readonly reminders: {
    readonly schedules: ReadonlyMap<string, MailReminder>;
    readonly offsets: readonly number[];
  };
}

/** The days asked for (inclusive) and today, all YYYY-MM-DD in the company's zone. */
export interface DerivedWindow {
  readonly from: string;
  readonly to: string;
  readonly today: string;
}

/** One source of derived events: pure, one kind of record. */
export type DerivedSource = (records: CalendarRecords, window: DerivedWindow) => DerivedEvent[];
