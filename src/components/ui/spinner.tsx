/** A decorative spinner; pair it with visible text in a role="status" element. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-primary-soft border-t-primary motion-reduce:animate-none ${className}`}
    />
  );
}
