import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useObjectUrl } from '@/components/ui/use-object-url';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { formatBytes } from '@/lib/db/storage-usage';
import { downloadBlob } from '@/lib/files/download';
import type { DocumentStore } from '@/lib/ipfs/document-store';
import type { KeySource } from '@/lib/ipfs/encryption';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { previewKind } from '@/platform/features/storage/model/document-filter';
import { downloadName } from '@/platform/features/storage/model/document-words';
import { walletKey } from '@/platform/features/storage/store/document-keys';
import { verifiedBlob } from '@/platform/features/storage/store/storage-store';

type Shown = { kind: 'image'; blob: Blob } | { kind: 'text'; text: string } | null;

/** Download and preview of one document: every block re-hashed, decrypted with the right key. */
export function DocumentOpen({
  store,
  document,
  account,
}: {
  store: DocumentStore;
  document: StorageDocument;
  account: string;
}) {
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const imageUrl = useObjectUrl(shown?.kind === 'image' ? shown.blob : null);
  const preview = previewKind(document);

  async function key(): Promise<KeySource | null> {
    if (!document.encryption) return null;
    if (document.encryption.kind === 'passphrase') {
      if (!passphrase) throw new Error('Enter the passphrase this document was encrypted with.');
      return { kind: 'passphrase', passphrase };
    }
    const provider = getWalletProvider();
    if (!provider) throw new Error('Connect the wallet that encrypted this document to open it.');
    return walletKey(provider, account);
  }

  async function open(action: 'download' | 'preview') {
    setBusy(action === 'download' ? 'Verifying every block…' : 'Opening…');
    setMessage(null);
    try {
      const blob = await verifiedBlob(store, document, await key(), (n) =>
        setBusy(`Verified ${formatBytes(n)} of ${formatBytes(document.storedSize)}…`),
      );
      if (action === 'download') {
        downloadBlob(blob, downloadName(document));
        setMessage(`Downloaded: every block matched its CID${document.encryption ? ', and the key opened it' : ''}.`);
      } else {
        setShown(preview === 'image' ? { kind: 'image', blob } : { kind: 'text', text: await blob.text() });
      }
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const corrupted = error instanceof Error && error.name === 'BlockVerificationError';
      setMessage(
        corrupted
          ? `Refused: ${text}. The stored copy is corrupted, so nothing was downloaded; import the original again (or its CAR file) to repair it.`
          : text,
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-3">
      {document.encryption?.kind === 'passphrase' ? (
        <Input
          id={`pass-${document.id}`}
          label="Passphrase to open it"
          type="password"
          autoComplete="off"
          value={passphrase}
          onChange={(e) => setPassphrase(e.target.value)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!!busy} onClick={() => void open('download')}>
          Download (verified)
        </Button>
        {preview ? (
          <Button variant="secondary" disabled={!!busy} onClick={() => void open('preview')}>
            Preview
          </Button>
        ) : null}
      </div>
      {busy ? (
        <p role="status" className="text-sm">
          {busy}
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm">
          {message}
        </p>
      ) : null}
      {shown?.kind === 'image' && imageUrl ? (
        <img src={imageUrl} alt={`Preview of ${document.name}`} className="max-h-96 rounded border border-border" />
      ) : null}
      {shown?.kind === 'text' ? (
        <pre
          aria-label={`Preview of ${document.name}`}
          className="max-h-96 overflow-auto rounded border border-border bg-surface-muted p-2 text-xs whitespace-pre-wrap"
        >
          {shown.text}
        </pre>
      ) : null}
    </div>
  );
}
