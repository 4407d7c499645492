import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  EMPTY_MEMBER_DRAFT,
  draftFromMember,
  isMemberDraftFilled,
} from '@/platform/features/company/model/member-form';
import { removeMember, saveMember } from '@/platform/features/company/store/company-store';
import { useMembers } from '@/platform/features/company/store/use-company-data';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { MemberForm } from './member-form';
import { MemberList } from './member-list';
import { RecordSectionNotices, useRecordSection } from './record-section';

/** Team members: the table first; Add and Edit open a side panel; Remove offers Undo. */
export function TeamSection({ db }: { db: WorkspaceDb }) {
  const live = useMembers(db);
  const section = useRecordSection({
    name: 'member',
    dirtyKey: 'members',
    live,
    emptyDraft: EMPTY_MEMBER_DRAFT,
    draftOf: draftFromMember,
    isFilled: isMemberDraftFilled,
    labelOf: (member) => member.name,
    removeRecord: (member) => removeMember(db, member),
    restoreRecord: (member) => saveMember(db, member, null),
  });
  const { add, edit, heading } = section;
  const edited = edit.record;

  return (
    <Section
      title="Team"
      description="The people of this workspace, their roles and the wallets they sign with."
      headingRef={heading}
      actions={<Button onClick={add.show}>Add member</Button>}
    >
      <RecordSectionNotices live={live} noun="team member" removeError={section.removeError} />
      {live.status !== 'error' ? (
        <MemberList
          members={section.records}
          loading={live.status !== 'ready'}
          onEdit={edit.start}
          onRemove={(member) => void section.remove(member)}
        />
      ) : null}
      {add.open ? (
        <Dialog title="Add a team member" onClose={add.close} fallbackFocus={heading}>
          <MemberForm
            legend="Add a team member"
            existing={null}
            {...add.form}
            submitLabel="Add member"
            save={async (member) => {
              await saveMember(db, member, null);
              add.done();
            }}
          />
        </Dialog>
      ) : null}
      {edited && edit.form ? (
        <Dialog title={`Edit ${edited.name}`} onClose={edit.close} fallbackFocus={heading}>
          <MemberForm
            legend={`Edit ${edited.name}`}
            existing={edited}
            {...edit.form}
            submitLabel="Save member"
            save={async (updated, chosen) => {
              await saveMember(db, updated, edit.base(chosen));
              edit.close();
            }}
          />
        </Dialog>
      ) : null}
    </Section>
  );
}
