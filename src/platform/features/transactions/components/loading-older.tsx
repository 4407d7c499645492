import { Spinner } from '@/components/ui/spinner';
import type { ReadProgress } from '@/platform/features/transactions/store/transactions-store';

/** Says how far the full read is while the newest rows are already listed. */
export function LoadingOlder({ progress }: { progress: ReadProgress }) {
  const count = new Intl.NumberFormat();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Spinner /> Loading older transactions… {count.format(progress.loaded)} of {count.format(progress.total)}
    </p>
  );
}
