import { TABLE_NAMES, WORKSPACE_TABLES, primaryKeyOf, type WorkspaceContent } from '@/lib/db/tables';

/**
 * Rules across records that single-record schemas cannot see: unique primary keys, at most one
 * row in single-row tables, one treasury wallet per (network, address). Returns the problems.
 */
export function findContentConflicts(content: WorkspaceContent): string[] {
  const problems: string[] = [];
  for (const table of TABLE_NAMES) {
    const { label, singleRow } = WORKSPACE_TABLES[table];
    const rows = content[table];
    if (singleRow && rows.length > 1) problems.push(`${label}: ${rows.length} rows where one is allowed`);
    const seen = new Set<string>();
    for (const row of rows) {
      const key = primaryKeyOf(table, row);
      if (seen.has(key)) problems.push(`${label}: the key “${key}” appears twice`);
      seen.add(key);
    }
  }
  const wallets = new Set<string>();
  for (const wallet of content.treasuryWallets) {
    const key = `${wallet.chainId}:${wallet.address.toLowerCase()}`;
    if (wallets.has(key))
      problems.push(`${WORKSPACE_TABLES.treasuryWallets.label}: ${wallet.address} appears twice on the same network`);
    wallets.add(key);
  }
  return problems;
}
