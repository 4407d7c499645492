import { describe, expect, it } from 'vitest';
import { PAGE_TABS } from '@/platform/page-tabs';
import { menuRoutes } from '@/platform/routes';
import { matchCommands, navigationCommands, recordCommand } from './palette-commands';

const commands = navigationCommands();

describe('navigationCommands', () => {
  it('offers every menu page and every known tab, each with a unique id', () => {
    const tabCount = Object.values(PAGE_TABS).reduce((sum, tabs) => sum + tabs.length, 0);
    expect(commands).toHaveLength(menuRoutes.length + tabCount);
    expect(new Set(commands.map((command) => command.id)).size).toBe(commands.length);
    expect(commands.find((command) => command.id === 'page-dashboard')?.path).toBe('/platform');
    expect(commands.find((command) => command.id === 'tab-accounting-journal')).toMatchObject({
      label: 'Accounting › Journal',
      path: '/platform/accounting?tab=journal',
    });
    expect(commands.some((command) => command.path.startsWith('/platform/success'))).toBe(false);
  });
});

describe('matchCommands', () => {
  it('lists the pages for an empty query', () => {
    expect(matchCommands(commands, '', 100).every((command) => command.kind === 'page')).toBe(true);
  });

  it('puts the page named by the query first, then tabs named like it', () => {
    const hits = matchCommands(commands, 'journal');
    expect(hits[0]?.id).toBe('tab-accounting-journal');
    expect(matchCommands(commands, 'vendors')[0]?.id).toBe('page-vendors');
    expect(matchCommands(commands, 'cap table')[0]?.path).toBe('/platform/tokens?tab=cap-table');
  });

  it('finds nothing for text no page or tab has', () => {
    expect(matchCommands(commands, 'INV-0007')).toEqual([]);
  });
});

describe('recordCommand', () => {
  it('links a record to the page that opens it', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(recordCommand({ kind: 'transaction', id: hash, title: 'T', detail: '', terms: [], score: 80 }).path).toBe(
      `/platform/transactions?tx=${hash}`,
    );
    expect(
      recordCommand({ kind: 'invoice', id: 'inv 1', title: 'Invoice 1', detail: '', terms: [], score: 80 }),
    ).toMatchObject({
      kind: 'invoice',
      label: 'Invoice 1',
      path: '/platform/client?tab=invoices&invoice=inv+1',
    });
  });
});
