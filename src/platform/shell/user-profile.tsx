/** The profile at the bottom of the sidebar, after the menu (the spec shows no role logic). */
export function UserProfile() {
  return (
    <div className="flex items-center gap-3 border-t border-border px-5 py-4">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-fg"
      >
        BU
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-fg">Business User</p>
        <p className="text-xs text-muted">Admin</p>
      </div>
    </div>
  );
}
