/** The visible way to the command palette, with its shortcut shown. */
export function SearchButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-keyshortcuts="Control+K Meta+K"
      className={`flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-1.5 text-sm text-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="9" cy="9" r="5.5" />
        <path d="M13 13l4 4" strokeLinecap="round" />
      </svg>
      <span className="text-fg">Search</span>
      <kbd
        aria-hidden="true"
        className="ml-auto hidden rounded border border-border px-1.5 font-sans text-xs sm:inline"
      >
        Ctrl K
      </kbd>
    </button>
  );
}
