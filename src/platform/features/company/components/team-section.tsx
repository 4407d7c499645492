import type { TeamMember } from '@/lib/db/entities/team-member';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  EMPTY_MEMBER_DRAFT,
  draftFromMember,
  isMemberDraftFilled,
  type MemberDraft,
} from '@/platform/features/company/model/member-form';
import { removeMember, saveMember } from '@/platform/features/company/store/company-store';
import { useMembers } from '@/platform/features/company/store/use-company-data';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { MemberForm } from './member-form';
import { MemberList } from './member-list';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';

/**
 * The member being edited. Untouched (draft null), the form follows storage; the first change
 * fixes the revision it builds on (`base`), which a save then requires (two tabs, two people).
 */
interface Editing {
  readonly id: string;
  readonly base: number;
  readonly draft: MemberDraft | null;
}

/** Team members: the table first; Add and Edit open a side panel; Remove offers Undo. */
export function TeamSection({ db }: { db: WorkspaceDb }) {
  const live = useMembers(db);
  const members = live.status === 'ready' ? live.data.records : [];
  const [addDraft, setAddDraft] = useDraft<MemberDraft>('member-add', EMPTY_MEMBER_DRAFT);
  const [editing, setEditing] = useDraft<Editing | null>('member-edit', null);
  // Open or not is a draft too: a wallet that locks and comes back finds the form where it was.
  const [adding, setAdding] = useDraft<boolean>('member-add-open', false);
  const { remove: removeWithUndo, removeError, heading } = useRemoveWithUndo();
  const edited = members.find((member) => member.id === editing?.id) ?? null;
  const editChanged =
    !!editing?.draft && !!edited && JSON.stringify(editing.draft) !== JSON.stringify(draftFromMember(edited));
  useDirtyFlag('members', isMemberDraftFilled(addDraft) || editChanged);

  const remove = async (member: TeamMember) => {
    const removed = await removeWithUndo(
      member.name,
      () => removeMember(db, member),
      () => saveMember(db, member, null),
    );
    if (removed && editing?.id === member.id) setEditing(null);
  };

  const closeAdd = () => setAdding(false);
  const closeEdit = () => setEditing(null);

  return (
    <Section
      title="Team"
      description="The people of this workspace, their roles and the wallets they sign with."
      headingRef={heading}
      actions={<Button onClick={() => setAdding(true)}>Add member</Button>}
    >
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.data.corrupt} noun="team member" /> : null}
      {removeError ? <StorageAlert error={removeError} /> : null}
      {live.status !== 'error' ? (
        <MemberList
          members={members}
          loading={live.status !== 'ready'}
          onEdit={(member) => setEditing({ id: member.id, base: member.revision, draft: null })}
          onRemove={(member) => void remove(member)}
        />
      ) : null}
      {adding ? (
        <Dialog title="Add a team member" onClose={closeAdd} fallbackFocus={heading}>
          <MemberForm
            legend="Add a team member"
            existing={null}
            draft={addDraft}
            onDraftChange={setAddDraft}
            submitLabel="Add member"
            save={async (member) => {
              await saveMember(db, member, null);
              setAddDraft(EMPTY_MEMBER_DRAFT);
              closeAdd();
            }}
            onCancel={closeAdd}
          />
        </Dialog>
      ) : null}
      {edited ? (
        <Dialog title={`Edit ${edited.name}`} onClose={closeEdit} fallbackFocus={heading}>
          <MemberForm
            legend={`Edit ${edited.name}`}
            existing={edited}
            draft={editing?.draft ?? draftFromMember(edited)}
            onDraftChange={(draft) =>
              setEditing({ id: edited.id, base: editing?.draft ? editing.base : edited.revision, draft })
            }
            submitLabel="Save member"
            save={async (updated, chosen) => {
              await saveMember(db, updated, chosen ? chosen.revision : editing?.draft ? editing.base : edited.revision);
              closeEdit();
            }}
            onCancel={closeEdit}
            onTakeTheirs={(theirs) => setEditing(theirs ? { id: theirs.id, base: theirs.revision, draft: null } : null)}
          />
        </Dialog>
      ) : null}
    </Section>
  );
}
