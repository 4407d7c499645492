/**
 * A polite live region. It is always rendered (even empty), because screen readers only
 * announce changes to a live region that already existed.
 */
export function StatusLine({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={`text-sm text-fg empty:hidden ${className}`}>
      {message ?? ''}
    </p>
  );
}
