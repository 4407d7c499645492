import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Opens the record a link names (`?invoice=<id>`, from the command palette or another page): calls
 * `open(id)` once, then drops the parameter from the URL (replacing the entry), so closing the
 * record and following the same link again opens it again, and a reload does not reopen it.
 */
export function useRecordLink(param: string, open: (id: string) => void): void {
  const [params, setParams] = useSearchParams();
  const id = params.get(param);
  const onLink = useEffectEvent((linked: string) => open(linked));
  useEffect(() => {
    if (id === null || id === '') return;
    onLink(id);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(param);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [id, param, setParams]);
}
