import type { ReactNode } from 'react';
import type { TeamMember } from '@/lib/db/entities/team-member';
import { Button } from '@/components/ui/button';

export interface MemberListProps {
  readonly members: readonly TeamMember[];
  readonly editingId: string | null;
  readonly onEdit: (member: TeamMember) => void;
  readonly onRemove: (member: TeamMember) => void;
  /** Renders the edit form in place of the member being edited. */
  readonly renderEditor: (member: TeamMember) => ReactNode;
}

/** The team, one card per member, with the full checksummed wallet address. */
export function MemberList({ members, editingId, onEdit, onRemove, renderEditor }: MemberListProps) {
  if (members.length === 0) return <p className="text-sm text-muted">No team members yet.</p>;
  return (
    <ul aria-label="Team members" className="grid gap-3">
      {members.map((member) =>
        member.id === editingId ? (
          <li key={member.id}>{renderEditor(member)}</li>
        ) : (
          <li
            key={member.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border p-4"
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words">{member.name}</span>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-link">
                  {member.role}
                </span>
              </p>
              <p className="text-sm break-all text-muted">{member.email}</p>
              <p className="font-mono text-xs break-all text-muted">
                {member.wallet ?? 'No wallet'}
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" aria-label={`Edit ${member.name}`} onClick={() => onEdit(member)}>
                Edit
              </Button>
              <Button variant="secondary" aria-label={`Remove ${member.name}`} onClick={() => onRemove(member)}>
                Remove
              </Button>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}
