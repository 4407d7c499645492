import type { KeyboardEvent, ReactNode } from 'react';
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
 * (wrapping), Home/End go to the ends. Each tab controls the TabPanel of the same id.
 */
export function TabList({ label, tabs, param = TAB_PARAM }: TabListProps) {
  const [selected, select] = useUrlTab(tabs, param);

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
            aria-controls={panelId(param, tab.id)}
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
