import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Disclosure } from '@/components/ui/disclosure';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { describeStorageError } from '@/lib/db/storage-errors';
import { formatBytes } from '@/lib/db/storage-usage';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { importDocument, type DocumentStore } from '@/lib/ipfs/document-store';
import type { KeySource } from '@/lib/ipfs/encryption';
import type { CidProfile } from '@/lib/ipfs/import-file';
import { CID_PROFILE_CHOICES, CID_PROFILE_HINT, readCidProfile } from '@/lib/ipfs/pinning-settings';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { parseTags } from '@/platform/features/storage/model/document-filter';
import { NonDeterministicWalletError, walletKey } from '@/platform/features/storage/store/document-keys';

type Encrypt = 'none' | 'wallet' | 'passphrase';
interface FileProgress {
  readonly name: string;
  readonly size: number;
  readonly read: number;
  readonly state: 'waiting' | 'importing' | 'done' | 'failed';
  readonly cid?: string;
}

/** Adds files as documents: streamed from disk (never whole in memory), one progress bar each. */
export function ImportPanel({ store, account }: { store: DocumentStore; account: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const [tagsText, setTagsText] = useState('');
  const [encrypt, setEncrypt] = useState<Encrypt>('none');
  const [passphrase, setPassphrase] = useState('');
  // The workspace's default (Utility → Network settings) until a profile is chosen here.
  const saved = useLiveQuery(() => readCidProfile(store.db), [store.db]);
  const [chosen, setProfile] = useState<CidProfile | null>(null);
  const profile = chosen ?? (saved.status === 'ready' ? saved.data : 'kubo');
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [error, setError] = useState<{ message: string } | { storage: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const tags = parseTags(tagsText);
  const fieldErrors = {
    files: files.length === 0 ? 'Choose one or more files' : undefined,
    tags: tags.error ?? undefined,
    passphrase:
      encrypt === 'passphrase' && passphrase.length < 8
        ? 'At least 8 characters (it cannot be recovered: keep it safe)'
        : undefined,
  };
  const [touched, setTouched] = useState(false);

  async function key(): Promise<KeySource | null> {
    if (encrypt === 'none') return null;
    if (encrypt === 'passphrase') return { kind: 'passphrase', passphrase };
    const provider = getWalletProvider();
    if (!provider) throw new Error('Connect your wallet to encrypt with it');
    return walletKey(provider, account);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.values(fieldErrors).some(Boolean)) return;
    setBusy(true);
    setError(null);
    const list = files.map((f) => ({
      name: f.webkitRelativePath || f.name,
      size: f.size,
      read: 0,
      state: 'waiting' as const,
    }));
    setProgress(list);
    const update = (i: number, change: Partial<FileProgress>) =>
      setProgress((all) => all.map((p, j) => (j === i ? { ...p, ...change } : p)));
    try {
      const keySource = await key();
      for (const [i, file] of files.entries()) {
        update(i, { state: 'importing' });
        try {
          const document = await importDocument(store, {
            // A file picked inside a folder keeps its path in the folder as its name.
            name: file.webkitRelativePath || file.name,
            type: file.type,
            content: file,
            profile,
            tags: tags.tags,
            encryption: keySource ? { key: keySource, account: keySource.kind === 'signature' ? account : null } : null,
            onProgress: (read) => update(i, { read }),
          });
          update(i, { state: 'done', read: file.size, cid: document.cid });
        } catch (failure) {
          update(i, { state: 'failed' });
          throw failure;
        }
      }
      setFiles([]);
      setTagsText('');
      setTouched(false);
    } catch (failure) {
      if (failure instanceof NonDeterministicWalletError) {
        // The wallet cannot give the same key twice: offer the passphrase instead, nothing typed lost.
        setEncrypt('passphrase');
        setError({ message: `${failure.message} Enter one below, then add the files again.` });
        return;
      }
      // Storage failures (full, unavailable…) in the database layer's words; others (wallet, file) as they are.
      const generic = describeStorageError(failure).title === 'Storage error';
      setError(
        generic ? { message: failure instanceof Error ? failure.message : String(failure) } : { storage: failure },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <FileInput
          id="storage-files"
          label="Files"
          multiple
          error={touched ? fieldErrors.files : undefined}
          hint="Any type. Each file is stored in this browser under a fingerprint of its content (its CID)."
          onFiles={setFiles}
        />
        <FileInput
          id="storage-folder"
          label="Or a folder"
          folder
          hint="Every file inside becomes a document named by its path in the folder."
          onFiles={setFiles}
        />
        <Input
          id="storage-tags"
          label="Tags"
          error={touched ? fieldErrors.tags : undefined}
          hint="Comma-separated, e.g. contract, 2026"
          value={tagsText}
          onChange={(e) => setTagsText(e.target.value)}
        />
        <Select
          id="storage-encrypt"
          label="Encryption"
          hint="Encrypted in this browser before it is stored: only the key opens it again."
          value={encrypt}
          onChange={(e) => setEncrypt(e.target.value as Encrypt)}
          options={[
            { value: 'none', label: 'Not encrypted' },
            { value: 'wallet', label: 'Encrypt with my wallet (signs an explained message)' },
            { value: 'passphrase', label: 'Encrypt with a passphrase' },
          ]}
        />
        {encrypt === 'passphrase' ? (
          <Input
            id="storage-passphrase"
            label="Passphrase"
            type="password"
            autoComplete="new-password"
            error={touched ? fieldErrors.passphrase : undefined}
            value={passphrase}
            onChange={(e) => setPassphrase(e.target.value)}
          />
        ) : null}
        <Disclosure summary="Advanced">
          <p className="text-sm text-muted">
            Files are chunked into UnixFS in this browser: the CID is the one kubo’s `ipfs add --cid-version=1` gives.
            Encryption is AES-GCM before chunking, so the CID is then of the encrypted bytes.
          </p>
          <Select
            id="storage-profile"
            label="CID profile"
            hint={`${CID_PROFILE_HINT} The default is set in Utility → Network settings.`}
            value={profile}
            onChange={(e) => setProfile(e.target.value as CidProfile)}
            options={CID_PROFILE_CHOICES}
          />
        </Disclosure>
        <Button type="submit" disabled={busy || saved.status === 'loading'}>
          {busy ? 'Adding…' : 'Add to storage'}
        </Button>
      </form>
      {progress.length ? (
        <ul className="space-y-2" aria-label="Import progress">
          {progress.map((p, i) => (
            <li key={`${p.name}-${i}`} className="space-y-1 text-sm">
              <progress
                aria-label={`Importing ${p.name}`}
                max={Math.max(p.size, 1)}
                value={p.state === 'done' ? Math.max(p.size, 1) : p.read}
                className="h-2 w-full accent-primary"
              />
              <p className="break-all">
                {p.name}:{' '}
                {p.state === 'done'
                  ? `added (${p.cid ?? ''})`
                  : p.state === 'failed'
                    ? 'not added'
                    : `${formatBytes(p.read)} of ${formatBytes(p.size)}`}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        'storage' in error ? (
          <StorageAlert error={error.storage} />
        ) : (
          <Alert tone="danger">{error.message} Nothing of a file that was not added was kept.</Alert>
        )
      ) : null}
    </div>
  );
}
