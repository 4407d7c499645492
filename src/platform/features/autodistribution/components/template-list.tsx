import { Button } from '@/components/ui/button';
import { useOfferUndo } from '@/components/ui/undo-toast';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { formatQuantity } from '@/lib/money/format-quantity';
import { putRecord } from '@/lib/db/records';
import { isoDay } from '@/lib/primitives/days';
import type { Booking } from '@/platform/features/autodistribution/model/booking';
import type { DistributionDraft } from '@/platform/features/autodistribution/model/editor-draft';
import { isDue, scheduleWords } from '@/platform/features/autodistribution/model/schedule';
import { templateToDraft } from '@/platform/features/autodistribution/model/template-draft';
import { templateCsv } from '@/platform/features/autodistribution/model/template-export';
import { deleteTemplate } from '@/platform/features/autodistribution/store/template-store';
import { useTemplates } from '@/platform/features/autodistribution/store/use-distribution-data';
import { ExportButtons } from './export-buttons';

/** Saved templates, the due ones first with "Run now"; Load puts a template in the editor; Export CSV needs no wallet. */
export function TemplateList({
  db,
  onLoad,
  onStatus,
}: {
  db: WorkspaceDb;
  onLoad: (draft: DistributionDraft, booking: Booking, words: string) => void;
  onStatus: (words: string) => void;
}) {
  const templates = useTemplates(db);
  const offerUndo = useOfferUndo();
  if (templates.status !== 'ready' || templates.data.records.length === 0)
    return <p className="text-sm">No template saved yet.</p>;
  const today = isoDay();
  const list = [...templates.data.records].sort(
    (a, b) =>
      Number(b.schedule ? isDue(b.schedule, today) : false) - Number(a.schedule ? isDue(a.schedule, today) : false),
  );
  return (
    <ul aria-label="Templates" className="divide-y divide-border">
      {list.map((t) => {
        const due = t.schedule ? isDue(t.schedule, today) : false;
        const load = (words: string) => {
          const { draft, booking } = templateToDraft(t);
          onLoad(draft, booking, words);
        };
        return (
          <li
            key={t.id}
            data-template={t.name}
            data-due={due ? 'yes' : 'no'}
            className="flex flex-wrap items-center gap-2 py-2 text-sm"
          >
            <span className="font-medium">{t.name}</span>
            <span>
              {t.mode === 'percent'
                ? `${formatQuantity(BigInt(t.total), t.asset, { symbol: true })} by percentage`
                : `fixed amounts of ${t.asset.symbol}`}{' '}
              to {t.recipients.length} recipients, booked to {t.accountCode}
            </span>
            {t.schedule ? (
              <span>
                {scheduleWords(t.schedule)}, next on {t.schedule.nextDue}
                {due ? <strong className="ml-2 text-warning">Due</strong> : null}
              </span>
            ) : null}
            <span className="ml-auto flex gap-2">
              {due ? (
                <Button
                  onClick={() =>
                    load(`"${t.name}" is in the list above: check the amounts with Preview amounts, then pay.`)
                  }
                >
                  Run now
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => load(`Loaded "${t.name}" into the list.`)}>
                Load
              </Button>
              <ExportButtons
                mode={t.mode}
                build={(format) => {
                  const result = templateCsv(t, format);
                  if (!result.ok) onStatus(result.message);
                  return result.ok ? result.file : null;
                }}
                onDone={(file) => onStatus(`Exported "${t.name}" as ${file.fileName}.`)}
              />
              <Button
                variant="ghost"
                onClick={() => {
                  void deleteTemplate(db, t.id);
                  offerUndo({
                    message: `Deleted the template "${t.name}".`,
                    undo: async () => {
                      await putRecord(db, 'distributionTemplates', t);
                    },
                  });
                }}
              >
                Delete
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
