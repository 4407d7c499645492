import { Dialog } from '@/components/ui/dialog';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { DocumentDetails, type DocumentDetailsProps } from './document-details';

export interface DocumentDialogProps extends Omit<DocumentDetailsProps, 'document'> {
  readonly documents: readonly StorageDocument[];
  /** The id of the open document; nothing shows when it is null or no longer in the list. */
  readonly openId: string | null;
  readonly onClose: () => void;
}

/** One document's details in a side panel, open while its id is chosen and it still exists. */
export function DocumentDialog({ documents, openId, onClose, ...details }: DocumentDialogProps) {
  const document = openId === null ? undefined : documents.find((d) => d.id === openId);
  if (!document) return null;
  return (
    <Dialog title={document.name} onClose={onClose} placement="side">
      <DocumentDetails key={document.id} document={document} {...details} />
    </Dialog>
  );
}
