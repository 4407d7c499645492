// What the command palette offers: every page of the route table and every known tab (to go to),
// and the records the workspace search found (to open). Pure, so it is tested without a browser.
import { normalizeQuery, scoreText, type RecordHit, type RecordKind } from '@/lib/db/search-records';
import { PAGE_TABS, RECORD_LINKS, tabPath } from '@/platform/page-tabs';
import { menuRoutes, routePath } from '@/platform/routes';

export type CommandKind = 'page' | 'tab' | RecordKind;

export interface PaletteCommand {
  /** Unique in one list (also the base of the option's element id). */
  readonly id: string;
  readonly kind: CommandKind;
  readonly label: string;
  readonly detail: string;
  /** The app path it goes to. */
  readonly path: string;
}

/** What each kind of entry is called in the list. */
export const KIND_LABELS: Readonly<Record<CommandKind, string>> = {
  page: 'Page',
  tab: 'Section',
  invoice: 'Invoice',
  bill: 'Bill',
  client: 'Client',
  vendor: 'Vendor',
  document: 'Document',
  transaction: 'Transaction',
};

/** Every page in the menu, then every tab of the pages that have tabs (`Accounting › Journal`). */
export function navigationCommands(): PaletteCommand[] {
  const pages = menuRoutes.map<PaletteCommand>((route) => ({
    id: `page-${route.id}`,
    kind: 'page',
    label: route.name,
    detail: route.summary,
    path: routePath(route),
  }));
  const tabs = menuRoutes.flatMap((route) => {
    const list = (PAGE_TABS as Readonly<Record<string, readonly { id: string; label: string }[]>>)[route.id] ?? [];
    return list.map<PaletteCommand>((tab) => ({
      id: `tab-${route.id}-${tab.id}`,
      kind: 'tab',
      label: `${route.name} › ${tab.label}`,
      detail: `${tab.label} in ${route.name}`,
      path: tabPath(route.segment, tab.id),
    }));
  });
  return [...pages, ...tabs];
}

/**
 * The commands matching the query, best first; the page's or tab's own name counts more than the
 * page it sits in. An empty query lists the pages only (the palette's starting list).
 */
export function matchCommands(commands: readonly PaletteCommand[], query: string, limit = 8): PaletteCommand[] {
  const normalised = normalizeQuery(query);
  if (!normalised) return commands.filter((command) => command.kind === 'page').slice(0, limit);
  const scored = commands
    .map((command) => {
      const own = command.kind === 'tab' ? (command.label.split(' › ')[1] ?? command.label) : command.label;
      return { command, score: Math.max(scoreText(own, normalised), scoreText(command.label, normalised) - 10) };
    })
    .filter((entry) => entry.score > 0);
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((entry) => entry.command);
}

/** A found record as an entry that opens it. */
export function recordCommand(hit: RecordHit): PaletteCommand {
  return {
    id: `${hit.kind}-${hit.id}`,
    kind: hit.kind,
    label: hit.title,
    detail: hit.detail,
    path: RECORD_LINKS[hit.kind](hit.id),
  };
}
