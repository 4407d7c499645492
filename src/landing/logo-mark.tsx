/** The brand mark (the favicon's "L"), decorative: the product name always sits beside it. */
export function LogoMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="#1f57c9" />
      <path d="M9 8h4v12h10v4H9z" fill="#fff" />
    </svg>
  );
}
