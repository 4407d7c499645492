import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { StatusLine } from '../../../../components/ui/status-line';
import type { WorkspaceDb } from '../../../../lib/db/workspace-db';
import { draftFromProfile, isProfileChanged, profileFromDraft, type ProfileDraft } from '../model/profile-form';
import { currencyOptions } from '../model/select-options';
import { saveProfile } from '../store/company-store';
import { useProfile } from '../store/use-company-data';
import { CorruptRecordsNotice } from '../../../../components/ui/corrupt-records-notice';
import { useDirtyFlag, useDraft } from '../../../../components/ui/drafts';
import { LogoField } from './logo-field';
import { ProfileFields } from './profile-fields';
import { StorageAlert } from '../../../../components/ui/storage-alert';
import { useRecordForm } from '../../../../components/ui/use-record-form';

/** The company profile form: Save enabled once something changed, a polite "Saved" after. */
export function ProfileSection({ db }: { db: WorkspaceDb }) {
  const headingId = useId();
  const live = useProfile(db);
  const stored = live.status === 'ready' ? live.data.record : null;
  const [draft, setDraft] = useDraft<ProfileDraft | undefined>('profile', undefined);
  const [status, setStatus] = useState<string | null>(null);
  const currencies = useMemo(() => new Set(currencyOptions().map((option) => option.value)), []);
  const current = draft ?? draftFromProfile(stored);
  const changed = live.status === 'ready' && draft !== undefined && isProfileChanged(draft, stored);
  useDirtyFlag('profile', changed);

  // A draft equal to what is stored (edited back, or just saved) is no draft: follow storage again.
  useEffect(() => {
    if (live.status === 'ready' && draft !== undefined && !isProfileChanged(draft, stored)) setDraft(undefined);
  }, [live.status, draft, stored, setDraft]);

  const result = profileFromDraft(current, stored, { now: new Date(), currencies });
  const { formRef, errorFor, onSubmit, saving, saveError, edited } = useRecordForm({
    validation: result.ok ? { ok: true, value: result.profile } : result,
    save: async (profile) => {
      await saveProfile(db, profile);
      // Keep the typed values on screen until storage reports them back (no flicker).
      setDraft((previous) => (previous ? { ...previous, logo: { kind: 'kept' } } : previous));
    },
    onSaved: () => setStatus('Saved'),
  });

  const edit = (next: ProfileDraft) => {
    setDraft(next);
    setStatus(null);
    edited();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold">
        Company profile
      </h2>
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.data.corrupt} noun="profile" /> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-6 rounded-xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
        <ProfileFields
          draft={current}
          errorFor={errorFor}
          onChange={(field, value) => edit({ ...current, [field]: value })}
        />
        <LogoField stored={stored?.logo ?? null} change={current.logo} onChange={(logo) => edit({ ...current, logo })} />
        {saveError ? <StorageAlert error={saveError} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!changed || saving || live.status !== 'ready'}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <StatusLine message={status} />
        </div>
      </form>
    </section>
  );
}
