import { describeStorageError } from '../../../../lib/db/storage-errors';

/** A storage failure during backup or restore, in words, where it happened (role="alert"). */
export function BackupAlert({ error }: { error: unknown }) {
  const { title, message } = describeStorageError(error);
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
    </div>
  );
}
