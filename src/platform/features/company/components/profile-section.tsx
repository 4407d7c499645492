import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { StatusLine } from '@/components/ui/status-line';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { newerRecord, type BaseRevision } from '@/lib/db/revision-save';
import {
  draftFromProfile,
  changesBooksMethod,
  isProfileChanged,
  profileFromDraft,
  type ProfileDraft,
} from '@/platform/features/company/model/profile-form';
import { profileChanges } from '@/platform/features/company/model/profile-changes';
import { currencyOptions } from '@/platform/features/company/model/company-select-options';
import { saveProfile } from '@/platform/features/company/store/company-store';
import { useProfile } from '@/platform/features/company/store/use-company-data';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { LogoField } from './logo-field';
import { ProfileFields } from './profile-fields';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useRecordForm } from '@/components/ui/use-record-form';
import { RevisionConflict } from '@/components/workspace/revision-conflict';

/** The typed values and the stored revision the edit started from (kept while the draft lives). */
interface HeldDraft {
  readonly base: BaseRevision;
  readonly values: ProfileDraft;
}

/**
 * The company profile form: Save enabled once something changed, a polite "Saved" after. A save
 * is based on the revision the edit started from; if another tab saved meanwhile, the conflict is
 * shown above the button and the draft stays until the user keeps it or takes theirs.
 */
export function ProfileSection({ db }: { db: WorkspaceDb }) {
  const live = useProfile(db);
  const stored = live.status === 'ready' ? live.data.record : null;
  const [held, setHeld] = useDraft<HeldDraft | undefined>('profile', undefined);
  const draft = held?.values;
  const [status, setStatus] = useState<string | null>(null);
  const currencies = useMemo(() => new Set(currencyOptions().map((option) => option.value)), []);
  const current = draft ?? draftFromProfile(stored);
  const changed = live.status === 'ready' && draft !== undefined && isProfileChanged(draft, stored);
  useDirtyFlag('profile', changed);

  // A draft equal to what is stored (edited back, or just saved) is no draft: follow storage again.
  useEffect(() => {
    if (live.status === 'ready' && draft !== undefined && !isProfileChanged(draft, stored)) setHeld(undefined);
  }, [live.status, draft, stored, setHeld]);

  const result = profileFromDraft(current, stored, { now: new Date(), currencies });
  const form = useRecordForm({
    validation: result.ok ? { ok: true, value: result.profile } : result,
    save: async (profile, chosen) => {
      const saved = await saveProfile(db, profile, chosen ? chosen.revision : (held?.base ?? stored?.revision ?? null));
      // Keep the typed values on screen until storage reports them back (no flicker).
      setHeld((previous) =>
        previous ? { base: saved.revision, values: { ...previous.values, logo: { kind: 'kept' } } } : previous,
      );
    },
    onSaved: () => setStatus('Saved'),
  });
  const { formRef, errorFor, onSubmit, saving, saveError, edited, conflict } = form;
  // The newest version known: the refusal's, or a later one the live query brought since.
  const theirs = conflict ? newerRecord(conflict.stored as typeof stored, stored) : null;

  const edit = (next: ProfileDraft) => {
    // The base is taken when the edit starts and kept while the draft lives.
    setHeld((previous) => ({ base: previous ? previous.base : (stored?.revision ?? null), values: next }));
    setStatus(null);
    edited();
  };

  return (
    <Section title="Company profile">
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.data.corrupt} noun="profile" /> : null}
      <Card>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Company profile" className="space-y-6">
          <ProfileFields
            draft={current}
            rederives={changesBooksMethod(current, stored)}
            errorFor={errorFor}
            onChange={(field, value) => edit({ ...current, [field]: value })}
          />
          <LogoField
            stored={stored?.logo ?? null}
            change={current.logo}
            onChange={(logo) => edit({ ...current, logo })}
          />
          {saveError ? <StorageAlert error={saveError} /> : null}
          {conflict ? (
            <RevisionConflict
              noun="company profile"
              changes={profileChanges(theirs, current)}
              removed={!theirs}
              focusKey={form.conflictCount}
              busy={saving}
              onKeepMine={() => form.keepMine(theirs?.revision ?? null)}
              onTakeTheirs={() => {
                setHeld(undefined);
                form.dismissConflict();
              }}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!changed || saving || live.status !== 'ready'}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
            <StatusLine message={status} />
          </div>
        </form>
      </Card>
    </Section>
  );
}
