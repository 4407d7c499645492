import type { ReactNode } from 'react';
import { describeStorageError } from '@/lib/db/storage-errors';

/** A storage failure in words, shown where it happened (role="alert"); `children` adds actions. */
export function StorageAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const { title, message } = describeStorageError(error);
  return (
    <div role="alert" className="rounded-lg border border-danger-border bg-danger-soft p-3 text-sm text-fg">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
      {children ? <div className="mt-2 flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
