/** The fixed profile at the bottom of the sidebar (the spec shows no role logic). */
export function UserProfile() {
  return (
    <div className="flex items-center gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-800">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white"
      >
        BU
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-white">Business User</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">Admin</p>
      </div>
    </div>
  );
}
