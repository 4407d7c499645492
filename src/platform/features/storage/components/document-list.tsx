import { Fragment, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { formatBytes } from '@/lib/db/storage-usage';
import type { DocumentStore } from '@/lib/ipfs/documents';
import { allTags, filterDocuments } from '@/platform/features/storage/model/document-filter';
import { usedByInWords } from '@/platform/features/storage/model/document-links';
import { anchorInWords, pinInWords } from '@/platform/features/storage/model/document-status';
import { CarExportButton } from './car-panel';
import { DocumentDetails } from './document-details';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface DocumentListProps {
  readonly store: DocumentStore;
  readonly documents: readonly StorageDocument[];
  readonly account: string;
  readonly chainId: number | null;
  readonly registry: string | null;
}

/** The documents with search, tag filter, selection (for CAR export) and a details panel per row. */
export function DocumentList({ store, documents, account, chainId, registry }: DocumentListProps) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = filterDocuments(documents, search, tag);
  const tags = allTags(documents);
  const toggle = (id: string) =>
    setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const chosen = documents.filter((d) => selected.has(d.id));

  return (
    <section aria-labelledby="documents-heading" className="space-y-3">
      <h2 id="documents-heading" className="text-lg font-semibold">
        Documents
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <FormField id="storage-search" label="Search" hint="Name, type, CID, SHA-256 or tag">
          {(control) => (
            <input
              {...control}
              type="search"
              className={CONTROL_CLASSES}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="storage-tag" label="Tag">
          {(control) => (
            <select {...control} className={CONTROL_CLASSES} value={tag} onChange={(e) => setTag(e.target.value)}>
              <option value="">Any tag</option>
              {tags.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="self-end">
          <CarExportButton store={store} documents={chosen} />
        </div>
      </div>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No documents yet: add files above.</p>
      ) : null}
      {documents.length > 0 && shown.length === 0 ? <p className="text-sm">No document matches.</p> : null}
      {shown.length ? (
        <ScrollRegion label="Documents">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col">
                  <span className="sr-only">Select</span>
                </th>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Size</th>
                <th scope="col">CID</th>
                <th scope="col">Encrypted</th>
                <th scope="col">Pins</th>
                <th scope="col">Anchored</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((d) => (
                <Fragment key={d.id}>
                  <tr className="border-b border-slate-100 align-top dark:border-slate-800" aria-label={d.name}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select ${d.name}`}
                        checked={selected.has(d.id)}
                        onChange={() => toggle(d.id)}
                      />
                    </td>
                    <td className="font-medium">
                      {d.name}
                      {d.tags.length ? (
                        <div className="text-xs text-slate-600 dark:text-slate-400">{d.tags.join(', ')}</div>
                      ) : null}
                      {d.links.length ? (
                        <div className="text-xs text-slate-600 dark:text-slate-400">{usedByInWords(d.links)}</div>
                      ) : null}
                    </td>
                    <td>{d.type || 'unknown'}</td>
                    <td>{formatBytes(d.size)}</td>
                    <td>
                      <code className="break-all text-xs" data-testid="document-cid">
                        {d.cid}
                      </code>
                      <CopyButton text={d.cid} label={`Copy the CID of ${d.name}`} />
                    </td>
                    <td>{d.encryption ? 'Encrypted' : 'No'}</td>
                    <td>{d.pins.length ? d.pins.map(pinInWords).join('; ') : 'Not pinned'}</td>
                    <td>{d.anchor ? anchorInWords(d.anchor) : 'Not anchored'}</td>
                    <td>
                      <Button
                        variant="ghost"
                        aria-expanded={open === d.id}
                        onClick={() => setOpen(open === d.id ? null : d.id)}
                      >
                        {open === d.id ? 'Close' : 'Open'}
                        <span className="sr-only"> {d.name}</span>
                      </Button>
                    </td>
                  </tr>
                  {open === d.id ? (
                    <tr>
                      <td colSpan={9}>
                        <DocumentDetails
                          store={store}
                          document={d}
                          account={account}
                          chainId={chainId}
                          registry={registry}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
