// Templates: saved from a list that previews, loaded back into the editor, their schedule moved
// on after a run. Written through the revision check like every editable record.
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import { putRecord } from '@/lib/db/records';
import { saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { advanceSchedule } from '@/platform/features/autodistribution/model/schedule';

/** Saves a new template. */
export async function addTemplate(
  db: WorkspaceDb,
  id: string,
  values: Omit<DistributionTemplate, 'id' | 'createdAt' | 'updatedAt' | 'revision'>,
  now: string,
): Promise<DistributionTemplate> {
  return putRecord(db, 'distributionTemplates', { ...values, id, createdAt: now, updatedAt: now, revision: 1 });
}

/** Removes a template (its past runs stay in the history). */
export async function deleteTemplate(db: WorkspaceDb, id: string): Promise<void> {
  await db.distributionTemplates.delete(id);
}

/** After a run paid from the template: its schedule's next due day moves past `today`. */
export async function markTemplateRun(db: WorkspaceDb, id: string, today: string, now: string): Promise<void> {
  await db.transaction('rw', db.distributionTemplates, async () => {
    const template = await db.distributionTemplates.get(id);
    if (!template?.schedule) return;
    await saveRevision(
      db,
      'distributionTemplates',
      { ...template, schedule: advanceSchedule(template.schedule, today), updatedAt: now },
      template.revision,
    );
  });
}
