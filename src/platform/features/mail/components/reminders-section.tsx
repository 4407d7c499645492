// Reminders due around today (from the schedules: the defaults in Settings, or an invoice's own),
// each one a link to prepare it; and an invoice's own schedule. A paid invoice has none left.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import { Table, type TableColumn } from '@/components/ui/table';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { mailComposePath } from '@/lib/mail/compose-url';
import { saveReminderSchedule } from '@/lib/mail/mail-store';
import {
  offsetLabel,
  offsetsFor,
  parseOffsets,
  reminderDueDate,
  remindersAround,
  REMINDERS_AHEAD_DAYS,
  REMINDERS_BACK_DAYS,
  type DueReminder,
} from '@/lib/mail/reminders';
import { reminderInvoices } from '@/lib/mail/invoice-open';
import { dueWords } from '@/lib/payments/document-status';
import type { MailData } from '@/platform/features/mail/store/use-mail-data';

/** Reminders from 30 days ago to 30 days ahead (and every older overdue invoice's latest), and an invoice's own schedule. */
export function RemindersSection({
  db,
  data,
  open,
  today,
}: {
  db: WorkspaceDb;
  data: MailData;
  open: ReadonlyMap<string, bigint>;
  today: string;
}) {
  const invoices = reminderInvoices(data.invoices, open);
  const due = remindersAround(invoices, data.schedules, data.settings.offsets, today);
  const client = (id: string) => data.counterparties.find((c) => c.id === id)?.name ?? 'Removed client';
  const columns: TableColumn<DueReminder>[] = [
    { id: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (r) => r.date },
    { id: 'invoice', header: 'Invoice', rowHeader: true, cell: (r) => r.number },
    { id: 'client', header: 'Client', cell: (r) => client(r.clientId) },
    { id: 'when', header: 'When', cell: (r) => offsetLabel(r.offset) },
    // The invoice's due date in the right tense: "was due on … (N days overdue)".
    { id: 'due', header: 'Due', cell: (r) => dueWords(reminderDueDate(r), today) },
    {
      id: 'prepare',
      header: <span className="sr-only">Prepare</span>,
      cell: (r) => (
        <Link to={mailComposePath('reminder', r.invoiceId)} className="text-link underline">
          Prepare reminder<span className="sr-only"> for {r.number}</span>
        </Link>
      ),
    },
  ];
  const openInvoices = invoices.filter((i) => i.state === 'sent' && !i.paid);
  const [invoiceId, setInvoiceId] = useState('');
  const [days, setDays] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const choose = (id: string) => {
    setInvoiceId(id);
    setDays(offsetsFor(id, data.schedules, data.settings.offsets).join(', '));
    setEnabled(data.schedules.get(id)?.enabled ?? true);
  };
  const offsets = parseOffsets(days);
  const save = async () => {
    if (!invoiceId || !offsets) return;
    const stored = data.schedules.get(invoiceId);
    const row = {
      id: invoiceId,
      offsets,
      enabled,
      updatedAt: new Date().toISOString(),
      revision: stored?.revision ?? 1,
    };
    try {
      await saveReminderSchedule(db, row, stored ? stored.revision : null);
      setNotice('Reminder days saved for this invoice.');
    } catch (error) {
      setNotice(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <>
      <Section
        title="Reminders due"
        description={`From ${REMINDERS_BACK_DAYS} days ago to ${REMINDERS_AHEAD_DAYS} days ahead, for invoices still open, and the latest one of every older overdue invoice.`}
      >
        <Table
          label="Reminders table"
          columns={columns}
          rows={due}
          rowKey={(r) => `${r.invoiceId}:${r.offset}`}
          minWidth="36rem"
          empty="No reminders are due: no open invoice falls due around now."
        />
      </Section>
      <Section title="An invoice’s own reminder days" description="Days from the due date; negative is before it.">
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label="Invoice"
            value={invoiceId}
            placeholder="Choose an open invoice"
            options={openInvoices.map((i) => ({ value: i.id, label: `${i.number} (due ${i.dueDate})` }))}
            onChange={(e) => choose(e.target.value)}
          />
          <Input
            label="Days"
            value={days}
            disabled={!invoiceId}
            error={invoiceId && !offsets ? 'Whole days between -365 and 365, each once, e.g. -7, 0, 7' : undefined}
            onChange={(e) => setDays(e.target.value)}
          />
          <Checkbox
            label="Remind"
            checked={enabled}
            disabled={!invoiceId}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          <Button disabled={!invoiceId || !offsets} onClick={() => void save()}>
            Save days
          </Button>
        </div>
        {notice ? (
          <p role="status" className="mt-2 text-sm">
            {notice}
          </p>
        ) : null}
      </Section>
    </>
  );
}
