import type { ReactNode } from 'react';
import { describeStorageError } from '@/lib/db/storage-errors';
import { Alert } from '@/components/ui/alert';

/** A storage failure in words, shown where it happened (role="alert"); `children` adds actions. */
export function StorageAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const { title, message } = describeStorageError(error);
  return (
    <Alert tone="danger" title={title} actions={children}>
      <p>{message}</p>
    </Alert>
  );
}
