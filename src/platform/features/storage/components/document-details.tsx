import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StorageAlert } from '@/components/workspace/storage-alert';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { deleteDocument, type DocumentStore } from '@/lib/ipfs/document-store';
import { parseTags } from '@/platform/features/storage/model/document-filter';
import { linkTarget } from '@/platform/features/storage/model/document-links';
import { saveTags } from '@/platform/features/storage/store/storage-store';
import { AnchorButton } from './anchor-button';
import { DocumentOpen } from './document-open';
import { PinButtons } from './pin-buttons';

export interface DocumentDetailsProps {
  readonly store: DocumentStore;
  readonly document: StorageDocument;
  readonly account: string;
  readonly chainId: number | null;
  readonly registry: string | null;
  /** Told once the document is deleted, with what was freed (the panel then goes). */
  readonly onDeleted?: (notice: string) => void;
}

/** One document's panel: open (download, preview), tags, proof of existence, links, delete. */
export function DocumentDetails({ store, document, account, chainId, registry, onDeleted }: DocumentDetailsProps) {
  const [tagsText, setTagsText] = useState(document.tags.join(', '));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const tags = parseTags(tagsText);

  const run = async (action: () => Promise<string | null>) => {
    setError(null);
    try {
      setNotice(await action());
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <p className="text-sm">
          CID: <code className="break-all">{document.cid}</code>
        </p>
        <p className="text-sm">
          SHA-256 of the original: <code className="break-all">{document.sha256}</code>
        </p>
        {document.encryption ? (
          <p className="text-sm">
            Encrypted with {document.encryption.kind === 'signature' ? 'a wallet signature' : 'a passphrase'}: the CID
            names the encrypted bytes, so a pinning service or a CAR holds only ciphertext.
          </p>
        ) : null}
        <DocumentOpen store={store} document={document} account={account} />
        {document.links.length ? (
          <div className="text-sm">
            Used by:
            <ul className="list-disc pl-5">
              {document.links.map((l) => {
                const target = linkTarget(l);
                return (
                  <li key={`${l.kind}:${l.id}`}>
                    {target.path ? (
                      <Link to={target.path} className="font-medium text-link underline underline-offset-2">
                        {target.label}
                        <span className="sr-only"> (on the {target.page} page)</span>
                      </Link>
                    ) : (
                      target.label
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="space-y-3">
        <AnchorButton db={store.db} document={document} account={account} chainId={chainId} registry={registry} />
        <PinButtons store={store} document={document} />
        <Input
          id={`tags-${document.id}`}
          label="Tags"
          error={tags.error ?? undefined}
          value={tagsText}
          onChange={(e) => setTagsText(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!!tags.error}
            onClick={() => void run(async () => (await saveTags(store.db, document, tags.tags), 'Tags saved.'))}
          >
            Save tags
          </Button>
          {confirming ? (
            <>
              <Button
                variant="danger"
                onClick={() =>
                  void run(async () => {
                    const notice = `Deleted ${document.name}; ${await deleteDocument(store, document)} blocks no other document used were freed.`;
                    onDeleted?.(notice);
                    return notice;
                  })
                }
              >
                Delete for good
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Delete…
            </Button>
          )}
        </div>
        {confirming ? (
          <p className="text-sm">
            Delete “{document.name}” from this browser? Blocks that no other document uses are freed; pinned or exported
            copies elsewhere stay.
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="text-sm">
            {notice}
          </p>
        ) : null}
        {error ? <StorageAlert error={error} /> : null}
      </div>
    </div>
  );
}
