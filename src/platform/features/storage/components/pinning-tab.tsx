import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { Table } from '@/components/ui/table';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { DocumentStore } from '@/lib/ipfs/document-store';
import { readPinningSettings } from '@/lib/ipfs/pinning-settings';
import { pinInWords } from '@/platform/features/storage/model/document-words';
import { DocumentDialog } from './document-dialog';
import { OpenDocumentButton } from './open-document-button';

export interface PinningTabProps {
  readonly store: DocumentStore;
  readonly documents: readonly StorageDocument[];
  readonly account: string;
  readonly chainId: number | null;
  readonly registry: string | null;
}

/** Where documents are pinned (the endpoints set in Utility) and each document's pins; a name opens it to pin it. */
export function PinningTab({ store, documents, account, chainId, registry }: PinningTabProps) {
  const settings = useLiveQuery(() => readPinningSettings(store.db), [store.db]);
  const [open, setOpen] = useState<string | null>(null);
  const where = settings.status === 'ready' ? settings.data : null;
  return (
    <Section
      title="Pinning"
      description="Pinning keeps a copy of a document on an IPFS node or a pinning service you choose, so it stays available outside this browser."
    >
      <Card>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Kubo node</dt>
          <dd className="break-all text-muted">{where?.kubo ? where.kubo.url : 'Not set'}</dd>
          <dt className="font-medium">Pinning service</dt>
          <dd className="break-all text-muted">{where?.service ? where.service.url : 'Not set'}</dd>
        </dl>
        <p className="mt-3 text-sm">
          <Link to="/platform/utility" className="font-medium text-link underline underline-offset-2">
            Set where documents are pinned in Utility
          </Link>
        </p>
      </Card>
      <Table
        label="Pins"
        columns={[
          {
            id: 'name',
            header: 'Document',
            cell: (d) => <OpenDocumentButton name={d.name} expanded={open === d.id} onOpen={() => setOpen(d.id)} />,
          },
          {
            id: 'pins',
            header: 'Pins',
            cell: (d) => (d.pins.length ? d.pins.map(pinInWords).join('; ') : 'Not pinned'),
          },
        ]}
        rows={documents}
        rowKey={(d) => d.id}
        rowName={(d) => d.name}
        empty="No documents yet: add them on the Documents tab."
      />
      <DocumentDialog
        documents={documents}
        openId={open}
        onClose={() => setOpen(null)}
        store={store}
        account={account}
        chainId={chainId}
        registry={registry}
        onDeleted={() => setOpen(null)}
      />
    </Section>
  );
}
