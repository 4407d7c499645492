import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { useRecordLink } from '@/components/navigation/use-record-link';
import { CopyButton } from '@/components/ui/copy-button';
import { Disclosure } from '@/components/ui/disclosure';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StatusLine } from '@/components/ui/status-line';
import { Table, type TableColumn } from '@/components/ui/table';
import { PRODUCT_NAME } from '@/config/product';
import { useCompanyDates } from '@/lib/db/company-dates';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { formatBytes } from '@/lib/db/storage-usage';
import type { DocumentStore } from '@/lib/ipfs/document-store';
import { allTags, filterDocuments } from '@/platform/features/storage/model/document-filter';
import { usedByInWords } from '@/platform/features/storage/model/document-links';
import { splitByOrigin } from '@/platform/features/storage/model/document-origin';
import { anchorInWords, pinInWords } from '@/platform/features/storage/model/document-words';
import { CarExportButton } from './car-panel';
import { DocumentDialog } from './document-dialog';
import { OpenDocumentButton } from './open-document-button';

export interface DocumentListProps {
  readonly store: DocumentStore;
  readonly documents: readonly StorageDocument[];
  readonly account: string;
  readonly chainId: number | null;
  readonly registry: string | null;
}

/** The documents with search, tag filter, selection (for CAR export) and one document's details in a side panel. */
export function DocumentList({ store, documents, account, chainId, registry }: DocumentListProps) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // `?document=<id>` (the command palette's link) opens that document's details.
  useRecordLink('document', (id) =>
    documents.some((d) => d.id === id) ? setOpen(id) : setNotice('That document is not in this workspace'),
  );
  const dates = useCompanyDates();
  const shown = filterDocuments(documents, search, tag);
  // What the product stored for itself (pay documents, invoice PDFs, token metadata) is kept but
  // listed apart from the company's contracts and receipts (docs/product.md).
  const { company, made } = splitByOrigin(shown);
  const tags = allTags(documents);
  const toggle = (id: string) =>
    setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const chosen = documents.filter((d) => selected.has(d.id));

  const columns: TableColumn<StorageDocument>[] = [
    {
      id: 'select',
      header: <span className="sr-only">Select</span>,
      className: 'w-px',
      cell: (d) => (
        <Checkbox label={`Select ${d.name}`} labelHidden checked={selected.has(d.id)} onChange={() => toggle(d.id)} />
      ),
    },
    {
      id: 'name',
      header: 'Name',
      className: 'min-w-48',
      stacked: 'head',
      cell: (d) => (
        <>
          <OpenDocumentButton name={d.name} expanded={open === d.id} onOpen={() => setOpen(d.id)} />
          {d.tags.length ? <div className="text-xs text-muted">{d.tags.join(', ')}</div> : null}
          {d.links.length ? <div className="text-xs text-muted">{usedByInWords(d.links)}</div> : null}
        </>
      ),
    },
    { id: 'type', header: 'Type', cell: (d) => d.type || 'unknown' },
    { id: 'size', header: 'Size', numeric: true, stacked: 'key', cell: (d) => formatBytes(d.size) },
    {
      id: 'cid',
      header: 'CID',
      cell: (d) => (
        // One line cut short, never a block of six: the whole CID on hover (its title), when the
        // row's copy button has focus (it wraps in full), in the DOM for screen readers and copy.
        <div className="group flex min-w-0 items-center gap-1">
          <code
            className="block max-w-48 truncate text-xs group-focus-within:max-w-none group-focus-within:break-all group-focus-within:whitespace-normal"
            title={d.cid}
            data-testid="document-cid"
          >
            {d.cid}
          </code>
          <CopyButton text={d.cid} label={`Copy the CID of ${d.name}`} />
        </div>
      ),
    },
    { id: 'encrypted', header: 'Encrypted', cell: (d) => (d.encryption ? 'Encrypted' : 'No') },
    {
      id: 'pins',
      header: 'Pins',
      stacked: 'key',
      cell: (d) => (d.pins.length ? d.pins.map(pinInWords).join('; ') : 'Not pinned'),
    },
    { id: 'anchored', header: 'Anchored', cell: (d) => (d.anchor ? anchorInWords(d.anchor, dates) : 'Not anchored') },
  ];

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_16rem_auto] lg:items-end">
        <Input
          id="storage-search"
          type="search"
          label="Search"
          hint="Name, type, CID, SHA-256 or tag"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          id="storage-tag"
          label="Tag"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          options={[{ value: '', label: 'Any tag' }, ...tags.map((t) => ({ value: t, label: t }))]}
        />
        <div className="lg:pb-5">
          <CarExportButton store={store} documents={chosen} />
        </div>
      </div>
      <StatusLine message={notice} />
      <Table
        label="Stored documents"
        columns={columns}
        rows={company}
        rowKey={(d) => d.id}
        rowName={(d) => d.name}
        minWidth="56rem"
        empty={
          documents.length === 0 ? (
            <EmptyState
              title="No documents yet"
              description="Add contracts, receipts or statements with Add document: they are kept in this browser and can be anchored on chain as proof they existed."
            />
          ) : shown.length === 0 ? (
            'No document matches.'
          ) : (
            `None of the company’s own: only documents ${PRODUCT_NAME} made, listed below.`
          )
        }
      />
      {made.length > 0 ? (
        <Disclosure
          summary={`Documents ${PRODUCT_NAME} made (${made.length}): pay links, invoice PDFs, token metadata`}
        >
          <Table
            label={`Documents ${PRODUCT_NAME} made`}
            columns={columns}
            rows={made}
            rowKey={(d) => d.id}
            rowName={(d) => d.name}
            minWidth="56rem"
          />
        </Disclosure>
      ) : null}
      <DocumentDialog
        documents={documents}
        openId={open}
        onClose={() => setOpen(null)}
        store={store}
        account={account}
        chainId={chainId}
        registry={registry}
        onDeleted={(message) => {
          setOpen(null);
          setNotice(message);
        }}
      />
    </div>
  );
}
