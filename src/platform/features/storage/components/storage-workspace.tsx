import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { Dialog } from '@/components/ui/dialog';
import { Disclosure } from '@/components/ui/disclosure';
import { Section } from '@/components/ui/section';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { TabPanel, type TabItem } from '@/components/navigation/tabs';
import { usePlatformDeployments } from '@/lib/contracts/use-platform-deployments';
import { CompanyDates } from '@/lib/db/company-dates';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useWallet } from '@/lib/wallet/use-wallet';
import { useDocumentStore, useDocuments } from '@/platform/features/storage/store/storage-store';
import { CarImport } from './car-panel';
import { DocumentList } from './document-list';
import { ImportPanel } from './storage-import-panel';
import { PinningTab } from './pinning-tab';
import { VerifyPanel } from './verify-panel';

/** The Storage page's sub-navigation: the documents first. */
export const STORAGE_TABS: readonly TabItem[] = [
  { id: 'documents', label: 'Documents' },
  { id: 'pinning', label: 'Pinning' },
];

/** The Storage page for one account: documents (add, list, open, export, anchor, verify) and pinning. */
export function StorageWorkspace({ db, account }: { db: WorkspaceDb; account: string }) {
  const store = useDocumentStore(db, account);
  const documents = useDocuments(db);
  const { chainId } = useWallet();
  const deployments = usePlatformDeployments();
  const registry = chainId === null ? null : (deployments.deploymentOn(chainId)?.Registry ?? null);
  const [adding, setAdding] = useState(false);
  const records = documents.status === 'ready' ? documents.data.records : [];

  return (
    <CompanyDates db={db}>
      {documents.status === 'error' ? <StorageAlert error={documents.error} /> : null}
      {documents.status === 'ready' ? <CorruptRecordsNotice corrupt={documents.data.corrupt} noun="document" /> : null}
      <TabPanel tabs={STORAGE_TABS}>
        {(tab) =>
          tab === 'pinning' ? (
            <PinningTab store={store} documents={records} account={account} chainId={chainId} registry={registry} />
          ) : (
            <div className="space-y-10">
              <Section
                title="Documents"
                description="Kept in this browser, each under a fingerprint of its content that any IPFS node can serve and check. Backups hold the list, not the contents: export the documents to keep or move them."
                actions={<Button onClick={() => setAdding(true)}>Add document</Button>}
              >
                {documents.status === 'ready' ? (
                  <DocumentList
                    store={store}
                    documents={records}
                    account={account}
                    chainId={chainId}
                    registry={registry}
                  />
                ) : null}
                <Disclosure summary="Advanced: CAR files and content IDs">
                  <p className="text-sm text-muted">
                    Documents are stored as IPFS blocks (UnixFS); their CIDs are the ones kubo gives, so any IPFS node
                    can serve and check them. A CAR file holds the blocks themselves: select documents above and export
                    them as one CAR, or import a CAR exported here or by any IPFS tool.
                  </p>
                  <CarImport store={store} />
                </Disclosure>
              </Section>
              <VerifyPanel account={account} chainId={chainId} registry={registry} />
            </div>
          )
        }
      </TabPanel>
      {adding ? (
        <Dialog title="Add documents" onClose={() => setAdding(false)} placement="side">
          <ImportPanel store={store} account={account} />
        </Dialog>
      ) : null}
    </CompanyDates>
  );
}
