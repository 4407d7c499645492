// The Mail page once a workspace is open: the message being composed (from the URL: `?compose=…`
// with the record, or `?message=` to continue a saved one) above the page's tabs.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { StatusLine } from '@/components/ui/status-line';
import { TabPanel } from '@/components/navigation/tabs';
import { withBase } from '@/config/paths';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readCompose } from '@/lib/mail/compose-url';
import { openAmounts } from '@/lib/mail/invoice-open';
import { composeSource } from '@/platform/features/mail/model/compose';
import { useMailData, type MailData } from '@/platform/features/mail/store/use-mail-data';
import { ComposeSection } from './compose-section';
import { ImportSection } from './import-section';
import { MAIL_TABS } from './mail-tabs';
import { MessageList } from './message-list';
import { RemindersSection } from './reminders-section';
import { SettingsSection } from './settings-section';
import { TemplateEditor } from './template-editor';
import { isoDay } from '@/lib/primitives/days';

const COMPOSE_PARAMS = ['compose', 'invoice', 'bill', 'message'];
const today = () => isoDay();

function Compose({
  db,
  account,
  data,
  open,
}: {
  db: WorkspaceDb;
  account: string;
  data: MailData;
  open: ReadonlyMap<string, bigint>;
}) {
  const [search, setSearch] = useSearchParams();
  const saved = data.messages.find((m) => m.id === search.get('message')) ?? null;
  const asked = saved?.record ? { kind: saved.kind, recordId: saved.record.id } : readCompose(search);
  if (!asked) return null;
  const close = () =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const name of COMPOSE_PARAMS) next.delete(name);
      return next;
    });
  const source = composeSource(data, asked.kind, asked.recordId, `${location.origin}${withBase('/')}`, open, today());
  if (!source.ok) return <Alert tone="warning">{source.message}</Alert>;
  return (
    <ComposeSection
      key={`${asked.kind}:${asked.recordId}:${saved?.id ?? 'new'}`}
      db={db}
      account={account}
      data={data}
      kind={asked.kind}
      source={source}
      saved={saved}
      onClose={close}
    />
  );
}

/** The Mail page's content. */
export function MailWorkspace({ db, account }: { db: WorkspaceDb; account: string }) {
  const state = useMailData(db);
  const [, setSearch] = useSearchParams();
  const data = state.status === 'ready' ? state.data : null;
  const open = useMemo(
    () =>
      data
        ? openAmounts(data.invoices, data.payments, data.treasury, account, data.incoming)
        : new Map<string, bigint>(),
    [data, account],
  );
  if (state.status === 'loading') return <StatusLine message="Loading mail…" />;
  if (state.status === 'error' || !data)
    return (
      <StatusLine
        message={`Mail could not be read: ${state.status === 'error' && state.error instanceof Error ? state.error.message : String(state.status === 'error' ? state.error : '')}`}
      />
    );
  const newest = data.invoices[0];
  const sample = newest
    ? composeSource(data, 'invoice', newest.id, `${location.origin}${withBase('/')}`, open, today())
    : null;
  return (
    <div className="space-y-6">
      <Compose db={db} account={account} data={data} open={open} />
      <TabPanel tabs={MAIL_TABS}>
        {(tab) => (
          <>
            {tab === 'messages' ? (
              <MessageList
                db={db}
                data={data}
                onOpen={(m) => setSearch(new URLSearchParams({ tab: 'messages', message: m.id }))}
              />
            ) : null}
            {tab === 'reminders' ? <RemindersSection db={db} data={data} open={open} today={today()} /> : null}
            {tab === 'templates' ? (
              <TemplateEditor db={db} templates={data.templates} sample={sample?.ok ? sample.variables : null} />
            ) : null}
            {tab === 'import' ? <ImportSection db={db} account={account} counterparties={data.counterparties} /> : null}
            {tab === 'settings' ? <SettingsSection db={db} settings={data.settings} /> : null}
          </>
        )}
      </TabPanel>
    </div>
  );
}
