import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TEAM_ROLES, type TeamMember } from '@/lib/db/entities/team-member';
import { newerRecord, type BaseRevision } from '@/lib/db/revision-save';
import {
  memberChanges,
  memberFromDraft,
  type MemberDraft,
  type MemberField,
} from '@/platform/features/company/model/member-form';
import { RevisionConflict } from '@/components/workspace/revision-conflict';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useRecordForm } from '@/components/ui/use-record-form';

export interface MemberFormProps {
  readonly legend: string;
  readonly draft: MemberDraft;
  readonly onDraftChange: (draft: MemberDraft) => void;
  /** The member being edited, or null to add a new one. */
  readonly existing: TeamMember | null;
  readonly submitLabel: string;
  /** `chosen`: the user kept theirs over a newer version; save on top of that revision. */
  readonly save: (member: TeamMember, chosen?: { readonly revision: BaseRevision }) => Promise<void>;
  readonly onCancel?: () => void;
  /** The user took the newer version after a refused save (null: it was removed elsewhere). */
  readonly onTakeTheirs?: (theirs: TeamMember | null) => void;
}

/** Add or edit a team member; the wallet is optional and checked (format, then EIP-55 checksum). */
export function MemberForm({
  legend,
  draft,
  onDraftChange,
  existing,
  submitLabel,
  save,
  onCancel,
  onTakeTheirs,
}: MemberFormProps) {
  const base = useId();
  const result = memberFromDraft(draft, existing, { now: new Date(), newId: () => crypto.randomUUID() });
  const form = useRecordForm<MemberField, TeamMember>({
    validation: result.ok ? { ok: true, value: result.member } : result,
    save,
  });
  const { formRef, errorFor, onSubmit, saving, saveError, edited, conflict } = form;
  // The newest version known: the refusal's, or a later one the live list brought since.
  const theirs = conflict ? newerRecord(conflict.stored as TeamMember | null, existing) : null;
  const bind = (field: MemberField) => ({
    id: `${base}-${field}`,
    error: errorFor(field),
  });
  const input = (field: MemberField) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      onDraftChange({ ...draft, [field]: event.target.value });
      edited();
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{legend}</legend>
        <Input {...bind('name')} {...input('name')} label="Name" aria-required="true" autoComplete="off" />
        <Input
          {...bind('email')}
          {...input('email')}
          label="Email"
          type="email"
          aria-required="true"
          autoComplete="off"
        />
        <Select
          {...bind('role')}
          {...input('role')}
          label="Role"
          options={TEAM_ROLES.map((role) => ({ value: role, label: role }))}
        />
        <Input
          {...bind('wallet')}
          {...input('wallet')}
          label="Wallet address"
          hint="Optional. 0x followed by 40 hexadecimal characters."
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
        />
      </fieldset>
      {saveError ? (
        <div className="mt-4">
          <StorageAlert error={saveError} />
        </div>
      ) : null}
      {conflict ? (
        <div className="mt-4">
          <RevisionConflict
            noun={`team member ${theirs?.name ?? existing?.name ?? ''}`.trim()}
            changes={theirs ? memberChanges(theirs, draft) : []}
            removed={!theirs}
            focusKey={form.conflictCount}
            busy={saving}
            onKeepMine={() => form.keepMine(theirs?.revision ?? null)}
            onTakeTheirs={() => {
              onTakeTheirs?.(theirs);
              form.dismissConflict();
            }}
          />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
