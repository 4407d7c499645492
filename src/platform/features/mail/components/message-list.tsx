// The outbox, drafts and sent log: what was prepared, for whom, when, about which record; "Mark as
// sent" once the user's mail app sent it (nothing here can know).
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import type { MenuItem } from '@/components/ui/menu';
import { Section } from '@/components/ui/section';
import { Table, type TableColumn } from '@/components/ui/table';
import type { MailMessage } from '@/lib/db/entities/mail';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { deleteMessage, markSent } from '@/lib/mail/mail-store';
import type { MailData } from '@/platform/features/mail/store/use-mail-data';

const STATUS = {
  draft: { label: 'Draft', tone: 'neutral' },
  outbox: { label: 'In the outbox', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
} as const;

/** The record a message is about, in words ("invoice INV-0001"). */
export function recordLabel(data: MailData, message: MailMessage): string {
  if (!message.record) return '—';
  if (message.record.type === 'invoice')
    return `Invoice ${data.invoices.find((i) => i.id === message.record?.id)?.number ?? '(removed)'}`;
  return `Bill ${data.bills.find((b) => b.id === message.record?.id)?.billNumber ?? '(removed)'}`;
}

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** Every prepared message, newest first. */
export function MessageList({
  db,
  data,
  onOpen,
}: {
  db: WorkspaceDb;
  data: MailData;
  onOpen: (message: MailMessage) => void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const run = (action: () => Promise<unknown>, done: string) =>
    action().then(
      () => setNotice(done),
      (error: unknown) => setNotice(`Not saved: ${error instanceof Error ? error.message : String(error)}`),
    );
  const columns: TableColumn<MailMessage>[] = [
    { id: 'subject', header: 'Subject', rowHeader: true, cell: (m) => m.subject || '(no subject)' },
    { id: 'to', header: 'To', cell: (m) => m.to || '—' },
    { id: 'record', header: 'About', cell: (m) => recordLabel(data, m) },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => <Badge tone={STATUS[m.status].tone}>{STATUS[m.status].label}</Badge>,
    },
    {
      id: 'when',
      header: 'When',
      className: 'whitespace-nowrap',
      cell: (m) => (m.status === 'sent' ? `Sent ${when(m.sentAt)}` : `Prepared ${when(m.preparedAt ?? m.updatedAt)}`),
    },
  ];
  const actions = (m: MailMessage): MenuItem[] => [
    { label: m.status === 'sent' ? 'Open a copy' : 'Open', onSelect: () => onOpen(m) },
    ...(m.status !== 'sent'
      ? [
          {
            label: 'Mark as sent',
            onSelect: () => void run(() => markSent(db, m, new Date().toISOString()), `“${m.subject}” marked sent.`),
          },
          {
            label: 'Delete',
            tone: 'danger' as const,
            onSelect: () => void run(() => deleteMessage(db, m), `“${m.subject}” deleted.`),
          },
        ]
      : []),
  ];
  return (
    <Section title="Outbox, drafts and sent" description="Mark a message sent once your mail app has sent it.">
      <Table
        label="Messages"
        columns={columns}
        rows={data.messages}
        rowKey={(m) => m.id}
        rowLabel={(m) => `message ${m.subject}`}
        rowActions={actions}
        minWidth="40rem"
        empty={
          <EmptyState
            level={3}
            title="No messages yet"
            description="Use Send… on an invoice (Client) or a bill (Vendors), or prepare a reminder from the Reminders tab."
          />
        }
      />
      {notice ? (
        <p role="status" className="mt-2 text-sm">
          {notice}
        </p>
      ) : null}
    </Section>
  );
}
