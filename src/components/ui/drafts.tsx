import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// Typed drafts live in the page, keyed by scope (e.g. the account) and section, so nothing typed
// is lost when a section unmounts (the wallet locks, the account switches and comes back).

interface DraftStore {
  readonly scope: string;
  readonly drafts: Readonly<Record<string, unknown>>;
  setDraft(key: string, update: (previous: unknown) => unknown): void;
  readonly dirty: Readonly<Record<string, boolean>>;
  setDirty(key: string, dirty: boolean): void;
}

const DraftContext = createContext<DraftStore | null>(null);

function useStore(): DraftStore {
  const store = useContext(DraftContext);
  if (!store) throw new Error('useDraft needs a <DraftProvider>');
  return store;
}

// Drafts of pages that ask for it (`keepAs`) outlive the page: kept in memory for the tab's life
// and in sessionStorage, so navigating away and back, or a reload, brings back what was typed.
const keptDrafts = new Map<string, Record<string, unknown>>();

function readKept(keepAs: string | undefined): Record<string, unknown> {
  if (!keepAs) return {};
  const inMemory = keptDrafts.get(keepAs);
  if (inMemory) return inMemory;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(`drafts:${keepAs}`) ?? '{}');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  } catch {
    return {}; // storage disabled or junk: start empty
  }
}

function keep(keepAs: string, drafts: Record<string, unknown>): void {
  keptDrafts.set(keepAs, drafts);
  try {
    window.sessionStorage.setItem(`drafts:${keepAs}`, JSON.stringify(drafts));
  } catch {
    // storage full or disabled: the in-memory copy still covers navigation within the tab
  }
}

/**
 * Holds every form's draft and unsaved flag for the page; `children` may re-scope by account.
 * With `keepAs` (a page id), drafts survive leaving the page and a reload: plain-text drafts only.
 */
export function DraftProvider({ children, keepAs }: { children: ReactNode; keepAs?: string }) {
  const [drafts, setDrafts] = useState<Record<string, unknown>>(() => readKept(keepAs));
  useEffect(() => {
    if (keepAs) keep(keepAs, drafts);
  }, [keepAs, drafts]);
  const [dirty, setDirtyMap] = useState<Record<string, boolean>>({});
  const setDraft = useCallback((key: string, update: (previous: unknown) => unknown) => {
    setDrafts((previous) => ({ ...previous, [key]: update(previous[key]) }));
  }, []);
  const setDirty = useCallback((key: string, flag: boolean) => {
    setDirtyMap((previous) => (previous[key] === flag ? previous : { ...previous, [key]: flag }));
  }, []);
  const value = useMemo(() => ({ scope: '', drafts, setDraft, dirty, setDirty }), [drafts, setDraft, dirty, setDirty]);
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

/** Scopes the drafts below it (e.g. one scope per account). */
export function DraftScope({ scope, children }: { scope: string; children: ReactNode }) {
  const parent = useStore();
  const value = useMemo(() => ({ ...parent, scope }), [parent, scope]);
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

/** Like useState, but kept by the page across unmounts, per scope (e.g. the account). */
export function useDraft<T>(section: string, initial: T): [T, (update: T | ((previous: T) => T)) => void] {
  const { scope, drafts, setDraft } = useStore();
  const key = `${scope}:${section}`;
  const value = (key in drafts ? drafts[key] : initial) as T;
  const set = useCallback(
    (update: T | ((previous: T) => T)) =>
      setDraft(key, (previous) => {
        const current = (previous === undefined ? initial : previous) as T;
        return typeof update === 'function' ? (update as (p: T) => T)(current) : update;
      }),
    // `initial` is a constant per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, setDraft],
  );
  return [value, set];
}

/**
 * Reports whether a section holds unsaved input (kept when the section unmounts, by design).
 * A layout effect: the flag (and the guard that reads it) is set in the same task as the render
 * that shows the change, so a reload right after typing is already asked about.
 */
export function useDirtyFlag(section: string, dirty: boolean): void {
  const { scope, setDirty } = useStore();
  useLayoutEffect(() => setDirty(`${scope}:${section}`, dirty), [scope, section, dirty, setDirty]);
}

/** Whether any section of any scope holds unsaved input. */
export function useAnyDirty(): boolean {
  return Object.values(useStore().dirty).some(Boolean);
}
