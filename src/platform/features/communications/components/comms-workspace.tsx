import { useState } from 'react';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { Dialog } from '@/components/ui/dialog';
import { StorageAlert } from '@/components/workspace/storage-alert';
import type { TabItem } from '@/components/navigation/tabs';
import type { ActivityKind } from '@/lib/db/entities/comms';
import { useDateSettings } from '@/lib/db/use-date-settings';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useCommsData, useCommsNames } from '@/platform/features/communications/store/use-comms-data';
import { ActivityForm } from './activity-form';
import { FeedSection } from './feed-section';
import { NoteForm } from './note-form';
import { SignForm } from './sign-form';
import { SignedSection } from './signed-section';
import { TimelineSection } from './timeline-section';
import { VerifyForm } from './verify-form';

/** The page's tabs (`?tab=`): the timeline first. */
export const COMMS_TABS: readonly TabItem[] = [
  { id: 'timeline', label: 'Timeline' },
  { id: 'feed', label: 'Feed' },
  { id: 'signed', label: 'Signed messages' },
];

/** Which side panel is open, and the counterparty it starts with. */
export type Panel =
  | { readonly kind: 'note'; readonly counterpartyId: string | null }
  | { readonly kind: 'activity'; readonly activity: ActivityKind; readonly counterpartyId: string | null }
  | { readonly kind: 'sign'; readonly counterpartyId: string | null }
  | { readonly kind: 'verify' };

const TITLES = { note: 'New note', sign: 'Sign a message', verify: 'Verify a signed message' } as const;

/** The selected tab's section of one account's workspace, and the side panels every tab opens. */
export function CommsWorkspace({ db, account, tab }: { db: WorkspaceDb; account: string; tab: string }) {
  const live = useCommsData(db);
  const data = live.status === 'ready' ? live.data : null;
  const names = useCommsNames(data);
  const dates = useDateSettings(db);
  const [panel, setPanel] = useState<Panel | null>(null);
  const close = () => setPanel(null);
  if (live.status === 'error') return <StorageAlert error={live.error} />;
  const title = panel
    ? panel.kind === 'activity'
      ? panel.activity === 'call'
        ? 'Log a call'
        : 'Log a meeting'
      : TITLES[panel.kind]
    : '';
  return (
    <>
      {data ? <CorruptRecordsNotice corrupt={[...data.corrupt]} noun="record" /> : null}
      {tab === 'feed' ? (
        <FeedSection db={db} account={account} data={data} names={names} dates={dates} onOpen={setPanel} />
      ) : tab === 'signed' ? (
        <SignedSection data={data} names={names} dates={dates} onOpen={setPanel} />
      ) : (
        <TimelineSection data={data} names={names} dates={dates} onOpen={setPanel} />
      )}
      {panel && data ? (
        <Dialog title={title} onClose={close}>
          {panel.kind === 'note' ? (
            <NoteForm db={db} account={account} data={data} counterpartyId={panel.counterpartyId} onDone={close} />
          ) : panel.kind === 'activity' ? (
            <ActivityForm
              db={db}
              account={account}
              data={data}
              kind={panel.activity}
              counterpartyId={panel.counterpartyId}
              onDone={close}
            />
          ) : panel.kind === 'sign' ? (
            <SignForm db={db} account={account} data={data} counterpartyId={panel.counterpartyId} onDone={close} />
          ) : (
            <VerifyForm db={db} data={data} names={names} onDone={close} />
          )}
        </Dialog>
      ) : null}
    </>
  );
}
