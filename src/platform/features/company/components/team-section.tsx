import { useId } from 'react';
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
import { CorruptRecordsNotice } from '@/components/ui/corrupt-records-notice';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { MemberForm } from './member-form';
import { MemberList } from './member-list';
import { StorageAlert } from '@/components/ui/storage-alert';
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

/** Team members: list, add, edit in place, remove with Undo. */
export function TeamSection({ db }: { db: WorkspaceDb }) {
  const headingId = useId();
  const live = useMembers(db);
  const members = live.status === 'ready' ? live.data.records : [];
  const [addDraft, setAddDraft] = useDraft<MemberDraft>('member-add', EMPTY_MEMBER_DRAFT);
  const [editing, setEditing] = useDraft<Editing | null>('member-edit', null);
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

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Team members
      </h2>
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.data.corrupt} noun="team member" /> : null}
      {removeError ? <StorageAlert error={removeError} /> : null}
      {live.status === 'ready' ? (
        <MemberList
          members={members}
          editingId={editing?.id ?? null}
          onEdit={(member) => setEditing({ id: member.id, base: member.revision, draft: null })}
          onRemove={(member) => void remove(member)}
          renderEditor={(member) => (
            <MemberForm
              legend={`Edit ${member.name}`}
              existing={member}
              draft={editing?.draft ?? draftFromMember(member)}
              onDraftChange={(draft) =>
                setEditing({ id: member.id, base: editing?.draft ? editing.base : member.revision, draft })
              }
              submitLabel="Save member"
              save={async (updated, chosen) => {
                await saveMember(
                  db,
                  updated,
                  chosen ? chosen.revision : editing?.draft ? editing.base : member.revision,
                );
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
              onTakeTheirs={(theirs) =>
                setEditing(theirs ? { id: theirs.id, base: theirs.revision, draft: null } : null)
              }
            />
          )}
        />
      ) : null}
      <MemberForm
        legend="Add a team member"
        existing={null}
        draft={addDraft}
        onDraftChange={setAddDraft}
        submitLabel="Add member"
        save={async (member) => {
          await saveMember(db, member, null);
          setAddDraft(EMPTY_MEMBER_DRAFT);
        }}
      />
    </section>
  );
}
