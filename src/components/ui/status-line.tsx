/**
 * A polite live region. It is always rendered (even empty), because screen readers only
 * announce changes to a live region that already existed. `danger` shows a failure in its colour.
 */
export function StatusLine({
  message,
  tone = 'neutral',
  className = '',
}: {
  message: string | null;
  tone?: 'neutral' | 'danger';
  className?: string;
}) {
  const colour = tone === 'danger' ? 'font-medium text-danger' : 'text-fg';
  return (
    <p role="status" aria-live="polite" className={`text-sm ${colour} empty:hidden ${className}`.trim()}>
      {message ?? ''}
    </p>
  );
}
