// An invoice's or bill's mail history (read through lib/mail): what was prepared for it, for whom,
// when, and whether the user marked it sent; with a link to write another.
import { Link } from 'react-router-dom';
import type { MailKind, MailRecord } from '@/lib/db/entities/mail';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { useDateSettings } from '@/lib/db/use-date-settings';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { mailComposePath } from '@/lib/mail/compose-url';
import { messagesAbout } from '@/lib/mail/mail-store';
import { formatDate } from '@/lib/primitives/date-format';

const STATUS = { draft: 'draft', outbox: 'prepared, not yet marked sent', sent: 'sent' } as const;

/** The messages about one record, newest first, and a "Send…" link. */
export function MailHistory({ db, record, kind }: { db: WorkspaceDb; record: MailRecord; kind: MailKind }) {
  const state = useLiveQuery(() => messagesAbout(db, record), [db, record.type, record.id]);
  const dates = useDateSettings(db);
  const messages = state.status === 'ready' ? state.data : [];
  return (
    <section aria-label="Mail history" className="space-y-1 text-sm print:hidden">
      <p className="font-medium">
        Mail{' '}
        <Link to={mailComposePath(kind, record.id)} className="font-normal text-link underline">
          Send…
        </Link>
      </p>
      {messages.length === 0 ? (
        <p className="text-muted">Nothing was prepared for it in Mail yet.</p>
      ) : (
        <ul className="space-y-0.5" data-testid="mail-history">
          {messages.map((m) => (
            <li key={m.id}>
              {formatDate(m.sentAt ?? m.preparedAt ?? m.updatedAt, dates)} · {m.subject} · to {m.to || '—'} ·{' '}
              {STATUS[m.status]}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
