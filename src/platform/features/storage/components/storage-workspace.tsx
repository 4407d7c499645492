import { CorruptRecordsNotice } from '@/components/ui/corrupt-records-notice';
import { StorageAlert } from '@/components/ui/storage-alert';
import { usePlatformDeployments } from '@/lib/contracts/use-platform-deployments';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useWallet } from '@/lib/wallet/use-wallet';
import { useDocumentStore, useDocuments } from '@/platform/features/storage/store/storage-store';
import { CarImport } from './car-panel';
import { DocumentList } from './document-list';
import { ImportPanel } from './import-panel';
import { VerifyPanel } from './verify-panel';

/** The Storage page for one account: add, list, open, export, anchor and verify documents. */
export function StorageWorkspace({ db, account }: { db: WorkspaceDb; account: string }) {
  const store = useDocumentStore(db, account);
  const documents = useDocuments(db);
  const { chainId } = useWallet();
  const deployments = usePlatformDeployments();
  const registry = chainId === null ? null : (deployments.deploymentOn(chainId)?.Registry ?? null);
  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Documents are kept in this browser as IPFS blocks. Their CIDs are real (the ones kubo gives), so any IPFS node
        can serve and check them. Workspace backups hold the list, not the contents: export a CAR file to keep or move
        the contents.
      </p>
      <ImportPanel store={store} account={account} />
      {documents.status === 'error' ? <StorageAlert error={documents.error} /> : null}
      {documents.status === 'ready' ? (
        <>
          <CorruptRecordsNotice corrupt={documents.data.corrupt} noun="document" />
          <DocumentList
            store={store}
            documents={documents.data.records}
            account={account}
            chainId={chainId}
            registry={registry}
          />
        </>
      ) : null}
      <section
        aria-labelledby="car-heading"
        className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2 id="car-heading" className="text-lg font-semibold">
          CAR files
        </h2>
        <CarImport store={store} />
      </section>
      <VerifyPanel account={account} chainId={chainId} registry={registry} />
    </div>
  );
}
