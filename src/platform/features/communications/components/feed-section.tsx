import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { StatusLine } from '@/components/ui/status-line';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { DateFormatSettings } from '@/lib/primitives/date-format';
import { feedEntries, mentionLink, type FeedEntry } from '@/platform/features/communications/model/feed';
import { markNotesRead, type CommsData } from '@/platform/features/communications/store/comms-store';
import type { CommsNames } from '@/platform/features/communications/store/use-comms-data';
import type { Panel } from './comms-workspace';
import { formatWhen } from './format-when';

/** The team's notes, newest first; what the connected member has not read is marked, per wallet. */
export function FeedSection({
  db,
  account,
  data,
  names,
  dates,
  onOpen,
}: {
  db: WorkspaceDb;
  account: string;
  data: CommsData | null;
  names: CommsNames;
  dates: DateFormatSettings;
  onOpen: (panel: Panel) => void;
}) {
  const entries = useMemo(
    () => (data ? feedEntries(data.commsNotes, data.commsReadMarks, account) : []),
    [data, account],
  );
  const unread = entries.filter((entry) => entry.unread).map((entry) => entry.note.id);
  const [status, setStatus] = useState<string | null>(null);
  const markRead = async (ids: readonly string[]) => {
    try {
      await markNotesRead(db, account, ids, new Date().toISOString());
      setStatus(ids.length === 1 ? 'Marked read' : `${ids.length} notes marked read`);
    } catch (error) {
      setStatus(`Could not mark read: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <Section
      title="Feed"
      description={`Notes by the team. ${unread.length === 0 ? 'Nothing unread.' : `${unread.length} unread for you.`}`}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onOpen({ kind: 'note', counterpartyId: null })}>New note</Button>
          {unread.length > 0 ? (
            <Button variant="secondary" onClick={() => void markRead(unread)}>
              Mark all read
            </Button>
          ) : null}
        </div>
      }
    >
      <StatusLine message={status} />
      {data && entries.length === 0 ? (
        <EmptyState
          title="No notes yet"
          description="A note can mention a client, vendor, invoice, bill or document."
        />
      ) : (
        <ul aria-label="Team notes" className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.note.id}>
              <NoteCard entry={entry} names={names} dates={dates} onRead={() => void markRead([entry.note.id])} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function NoteCard({
  entry,
  names,
  dates,
  onRead,
}: {
  entry: FeedEntry;
  names: CommsNames;
  dates: DateFormatSettings;
  onRead: () => void;
}) {
  const { note, unread } = entry;
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <strong className="font-semibold">{names.wallet(note.author)}</strong>
        <span className="text-muted">{formatWhen(note.createdAt, dates)}</span>
        {unread ? <Badge tone="info">Unread</Badge> : null}
      </div>
      <p className="break-words whitespace-pre-line">{note.body}</p>
      {note.mentions.length > 0 ? (
        <ul aria-label="Mentions" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {note.mentions.map((mention) => {
            const link = mentionLink(mention);
            return (
              <li key={`${mention.kind}:${mention.id}`}>
                <Link to={link.path} className="text-link underline underline-offset-2">
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {unread ? (
        <Button variant="ghost" onClick={onRead}>
          Mark read
        </Button>
      ) : null}
    </Card>
  );
}
