import { TEAM_ROLES, type TeamMember } from '@/lib/db/entities/team-member';
import type { BaseRevision } from '@/lib/db/revision-save';
import {
  memberChanges,
  memberFromDraft,
  type MemberDraft,
  type MemberField,
} from '@/platform/features/company/model/member-form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useRecordForm } from '@/components/ui/use-record-form';
import { RecordFormEnd, useDraftFields } from './record-form-parts';

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
  const result = memberFromDraft(draft, existing, { now: new Date(), newId: () => crypto.randomUUID() });
  const { formRef, onSubmit, ...form } = useRecordForm<MemberField, TeamMember>({
    validation: result.ok ? { ok: true, value: result.member } : result,
    save,
  });
  const field = useDraftFields(draft, onDraftChange, form);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{legend}</legend>
        <Input {...field('name')} label="Name" aria-required="true" autoComplete="off" />
        <Input {...field('email')} label="Email" type="email" aria-required="true" autoComplete="off" />
        <Select {...field('role')} label="Role" options={TEAM_ROLES.map((role) => ({ value: role, label: role }))} />
        <Input
          {...field('wallet')}
          label="Wallet address"
          hint="Optional. 0x followed by 40 hexadecimal characters."
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
        />
      </fieldset>
      <RecordFormEnd
        form={form}
        editing={existing}
        noun={(theirs) => `team member ${theirs?.name ?? existing?.name ?? ''}`.trim()}
        changes={(theirs) => memberChanges(theirs, draft)}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onTakeTheirs={onTakeTheirs}
      />
    </form>
  );
}
