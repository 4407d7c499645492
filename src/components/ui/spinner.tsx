/** A decorative spinner; pair it with visible text in a role="status" element. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-brand-100 border-t-brand-600 motion-reduce:animate-none dark:border-slate-700 dark:border-t-brand-100 ${className}`}
    />
  );
}
