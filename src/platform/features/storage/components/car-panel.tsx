import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { describeStorageError } from '@/lib/db/storage-errors';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { downloadBlob } from '@/lib/files/download';
import type { DocumentStore } from '@/lib/ipfs/document-store';

// The CAR reader and writer load on the first export or import, not with the page.
const carDocuments = () => import('@/lib/ipfs/car-documents');

/** Exports the selected documents as one CAR v1 (one root: the document, or a directory of them). */
export function CarExportButton({ store, documents }: { store: DocumentStore; documents: readonly StorageDocument[] }) {
  const [message, setMessage] = useState<string | null>(null);
  const exportSelected = async () => {
    setMessage(null);
    try {
      const { exportDocumentsCar } = await carDocuments();
      const parts: Uint8Array<ArrayBuffer>[] = [];
      for await (const part of exportDocumentsCar(store, documents)) parts.push(part as Uint8Array<ArrayBuffer>);
      const name = documents.length === 1 ? `${documents[0]!.name}.car` : `documents-${documents.length}.car`;
      downloadBlob(new Blob(parts, { type: 'application/vnd.ipld.car' }), name);
      setMessage(
        documents.length === 1
          ? `Exported ${name} (root ${documents[0]!.cid}).`
          : `Exported ${name}: one root, a directory of ${documents.length} documents.`,
      );
    } catch (error) {
      setMessage(`Not exported: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <div className="space-y-1">
      <Button variant="secondary" disabled={documents.length === 0} onClick={() => void exportSelected()}>
        Export CAR ({documents.length} selected)
      </Button>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Imports a CAR file: every block is checked against its CID, and a file with a wrong block is refused whole. */
export function CarImport({ store }: { store: DocumentStore }) {
  const [message, setMessage] = useState<string | null>(null);
  const [storageError, setStorageError] = useState<unknown>(null);
  const importCar = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    setStorageError(null);
    try {
      const { importCarDocuments } = await carDocuments();
      const added = await importCarDocuments(store, new Uint8Array(await file.arrayBuffer()), file.name);
      setMessage(
        `Imported ${added.length} document${added.length === 1 ? '' : 's'} from ${file.name}; every block matched its CID.`,
      );
    } catch (error) {
      if (describeStorageError(error).title !== 'Storage error') setStorageError(error);
      else
        setMessage(
          `${file.name} was refused: ${error instanceof Error ? error.message : String(error)}. Nothing was imported.`,
        );
    }
  };
  return (
    <div className="space-y-2">
      <FileInput
        id="storage-car-import"
        label="Import a CAR file"
        hint="CAR v1 with one root (a file, or a directory of files)."
        accept=".car,application/vnd.ipld.car"
        onFiles={(files) => void importCar(files[0])}
      />
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
      {storageError ? <StorageAlert error={storageError} /> : null}
    </div>
  );
}
