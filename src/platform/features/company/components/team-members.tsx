import { Address } from '@/components/ui/address';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import type { TeamMember, TeamRole } from '@/lib/db/entities/team-member';
import {
  fixLabel,
  issueText,
  teamAgreement,
  type AgreementRow,
  type ChainMemberState,
  type ChainMembership,
} from '../model/team-agreement';

const STATES: Record<ChainMemberState, { label: string; tone: BadgeTone }> = {
  member: { label: 'Member', tone: 'success' },
  invited: { label: 'Invited', tone: 'info' },
  removed: { label: 'Removed', tone: 'neutral' },
  none: { label: 'Not on chain', tone: 'neutral' },
};

export interface TeamMembersProps {
  readonly chain: ChainMembership | null;
  readonly company: readonly TeamMember[] | null;
  readonly self: string;
  readonly admin: boolean;
  readonly busy: boolean;
  /** The Admin's transaction: a role on chain (Company's), or a removal. */
  readonly setRole: (wallet: string, role: TeamRole) => void;
  readonly remove: (wallet: string) => void;
}

function AgreementCell({
  row,
  admin,
  busy,
  setRole,
}: { row: AgreementRow } & Omit<TeamMembersProps, 'chain' | 'company' | 'self' | 'remove'>) {
  if (!row.issue) return <Badge tone="success">Agrees</Badge>;
  const { fix } = row.issue;
  const label = fixLabel(row.issue);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone="warning">Differs</Badge>
      <span className="text-sm text-muted">{issueText(row.issue)}</span>
      {admin && fix && label ? (
        <Button variant="secondary" disabled={busy} onClick={() => setRole(row.wallet, fix)}>
          {label}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Company's team beside the chain's membership: per wallet both roles, the state on chain, devices
 * and latest head, and where they differ the Admin's transaction that ends it.
 */
export function TeamMembers(props: TeamMembersProps) {
  const { chain, company, self, admin, busy, remove } = props;
  const rows = chain && company ? teamAgreement(chain, company) : [];
  return (
    <Table
      label="Members"
      rows={rows}
      loading={!chain || !company}
      rowKey={(row) => row.wallet}
      rowLabel={(row) => row.name ?? row.wallet}
      empty="No members."
      columns={[
        {
          id: 'member',
          header: 'Member',
          rowHeader: true,
          cell: (row) => (
            <div className="flex flex-col">
              <span>{row.name ?? 'Not in Company'}</span>
              <Address address={row.wallet} />
            </div>
          ),
        },
        { id: 'company-role', header: 'Role in Company', cell: (row) => row.companyRole ?? '—' },
        {
          id: 'chain',
          header: 'On chain',
          cell: (row) => (
            <div className="flex flex-col items-start gap-1">
              <Badge tone={STATES[row.state].tone}>{STATES[row.state].label}</Badge>
              <span>{row.chainRole ?? 'No role'}</span>
            </div>
          ),
        },
        {
          id: 'devices',
          header: 'Devices',
          numeric: true,
          cell: (row) => `${row.activeDevices} of ${row.devices}`,
        },
        {
          id: 'head',
          header: 'Latest head',
          cell: (row) =>
            row.latestHead ? <span title={row.latestHead}>{`…${row.latestHead.slice(-10)}`}</span> : 'None yet',
        },
        {
          id: 'agreement',
          header: 'Company and chain',
          cell: (row) => <AgreementCell row={row} admin={admin} busy={busy} setRole={props.setRole} />,
        },
        {
          id: 'remove',
          header: 'Action',
          cell: (row) =>
            admin && row.chainRole && row.wallet.toLowerCase() !== self.toLowerCase() ? (
              <Button variant="secondary" disabled={busy} onClick={() => remove(row.wallet)}>
                Remove
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
