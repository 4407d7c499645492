// A saved template as the CSV files it exports to, without a wallet or a Distributor: its
// recipients are checked again (as any stored record is) and planned exactly as the preview would.
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import { exportCsv, type CsvFile, type ExportFormat } from './csv-export';
import { buildPlan } from './distribution-plan';
import { checkRecipients } from './recipients';

/** The template's list in one format, or why it cannot be exported (a list that no longer checks). */
export function templateCsv(
  template: DistributionTemplate,
  format: ExportFormat,
): { ok: true; file: CsvFile } | { ok: false; message: string } {
  const inputs = template.recipients.map((r, i) => ({ address: r.address, share: r.share, line: i + 1 }));
  const check = checkRecipients(inputs, template.mode, template.asset.decimals, template.asset.symbol);
  const total = BigInt(template.total);
  if (!check.ok || (template.mode === 'percent' && total === 0n)) {
    const first = check.ok
      ? null
      : check.errors[0]
        ? `row ${check.errors[0].line}: ${check.errors[0].message}`
        : check.listError;
    return {
      ok: false,
      message: `The template "${template.name}" cannot be exported: ${first ?? 'its total is 0'}. Load it, fix the list and save it again.`,
    };
  }
  const plan = buildPlan(template.mode, check.recipients, total);
  return { ok: true, file: exportCsv(format, template.name, template.asset, plan.payments) };
}
