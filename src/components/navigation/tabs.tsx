import { useLayoutEffect, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface TabItem {
  /** The value in the URL (`?tab=journal`): lowercase, stable, never translated. */
  readonly id: string;
  readonly label: string;
}

/** The query parameter that holds the selected tab unless told otherwise. */
export const TAB_PARAM = 'tab';

function tabId(param: string, id: string): string {
  return `tabs-${param}-${id}`;
}

function panelId(param: string, id: string): string {
  return `tabs-${param}-${id}-panel`;
}

// The panels in the page, by their query parameter. A page's tab list sits in its header while its
// panel comes with the page's data (a loading line first): a tab names the panel it controls only
// while that panel is in the page, so it never points at an element that is not there (axe's
// aria-valid-attr-value, seen on SBI while its insights were being worked out).
const panelsShown = new Map<string, number>();
const panelListeners = new Set<() => void>();

function subscribePanels(listener: () => void): () => void {
  panelListeners.add(listener);
  return () => panelListeners.delete(listener);
}

function showPanel(param: string): () => void {
  const change = (by: number) => {
    panelsShown.set(param, (panelsShown.get(param) ?? 0) + by);
    for (const listener of panelListeners) listener();
  };
  change(1);
  return () => change(-1);
}

/** Whether a TabPanel of this query parameter is in the page. */
function usePanelShown(param: string): boolean {
  return useSyncExternalStore(
    subscribePanels,
    () => (panelsShown.get(param) ?? 0) > 0,
    () => false,
  );
}

/**
 * The selected tab, read from the URL query (`?tab=…`; the first tab when absent or unknown), and
 * how to select another. Clicks push a history entry, so Back returns to the previous tab and a
 * link can open any tab; keyboard moves replace it, so arrowing across tabs is one entry.
 */
export function useUrlTab(
  tabs: readonly TabItem[],
  param = TAB_PARAM,
): [string, (id: string, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get(param);
  const selected = tabs.some((tab) => tab.id === wanted) ? wanted! : (tabs[0]?.id ?? '');
  const select = (id: string, options: { replace?: boolean } = {}) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(param, id);
        return next;
      },
      { replace: options.replace ?? false, preventScrollReset: true },
    );
  return [selected, select];
}

export interface TabListProps {
  /** Names the tab list: "Accounting sections". */
  readonly label: string;
  readonly tabs: readonly TabItem[];
  readonly param?: string;
}

/**
 * The ARIA tabs pattern over the URL: one tab stop (the selected tab); Left/Right move and select
 * (wrapping), Home/End go to the ends. Each tab controls the TabPanel of the same id, while one is shown.
 */
export function TabList({ label, tabs, param = TAB_PARAM }: TabListProps) {
  const [selected, select] = useUrlTab(tabs, param);
  const panelShown = usePanelShown(param);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const targets: Record<string, number> = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const index = targets[event.key];
    const target = index === undefined ? undefined : tabs[index];
    if (!target) return;
    event.preventDefault();
    select(target.id, { replace: true });
    document.getElementById(tabId(param, target.id))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mb-px flex gap-1 overflow-x-auto border-b border-border"
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(param, tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelShown ? panelId(param, tab.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => select(tab.id)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring ${
              isSelected
                ? 'border-primary text-fg'
                : 'border-transparent text-muted hover:border-border-strong hover:text-fg'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  readonly tabs: readonly TabItem[];
  readonly param?: string;
  /** Renders the selected tab's content; only the selected panel is in the page. */
  readonly children: (selected: string) => ReactNode;
}

/** The selected tab's panel, labelled by its tab and focusable (so keyboard users reach it from the tab). */
export function TabPanel({ tabs, param = TAB_PARAM, children }: TabPanelProps) {
  const [selected] = useUrlTab(tabs, param);
  // Before paint, so the tabs name it from the first frame it is shown in, and stop when it goes.
  useLayoutEffect(() => showPanel(param), [param]);
  return (
    <div
      id={panelId(param, selected)}
      role="tabpanel"
      aria-labelledby={tabId(param, selected)}
      tabIndex={0}
      className="min-w-0 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      {children(selected)}
    </div>
  );
}

/** Tabs and the selected panel together, for a page whose sub-navigation sits right above its content. */
export function Tabs({ label, tabs, param = TAB_PARAM, children }: TabListProps & Pick<TabPanelProps, 'children'>) {
  return (
    <div className="space-y-5">
      <TabList label={label} tabs={tabs} param={param} />
      <TabPanel tabs={tabs} param={param}>
        {children}
      </TabPanel>
    </div>
  );
}
