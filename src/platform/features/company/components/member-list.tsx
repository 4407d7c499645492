import { Address } from '@/components/ui/address';
import { Badge } from '@/components/ui/badge';
import { Table } from '@/components/ui/table';
import type { TeamMember } from '@/lib/db/entities/team-member';

export interface MemberListProps {
  readonly members: readonly TeamMember[];
  readonly loading: boolean;
  readonly onEdit: (member: TeamMember) => void;
  readonly onRemove: (member: TeamMember) => void;
}

/** The team in the shared table: name, role, email, wallet (short, full on hover and copy), and each row's actions. */
export function MemberList({ members, loading, onEdit, onRemove }: MemberListProps) {
  return (
    <Table
      label="Team members"
      rows={members}
      rowKey={(member) => member.id}
      rowLabel={(member) => member.name}
      loading={loading}
      empty="No team members yet."
      columns={[
        {
          id: 'name',
          header: 'Name',
          cell: (member) => <span className="font-medium break-words">{member.name}</span>,
        },
        { id: 'role', header: 'Role', cell: (member) => <Badge>{member.role}</Badge> },
        { id: 'email', header: 'Email', cell: (member) => <span className="break-all">{member.email}</span> },
        {
          id: 'wallet',
          header: 'Wallet',
          cell: (member) =>
            member.wallet ? <Address address={member.wallet} /> : <span className="text-muted">No wallet</span>,
        },
      ]}
      rowActions={(member) => [
        { label: 'Edit', onSelect: () => onEdit(member) },
        { label: 'Remove', tone: 'danger', onSelect: () => onRemove(member) },
      ]}
    />
  );
}
