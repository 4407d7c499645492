import { useState } from 'react';
import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import { Table } from '@/components/ui/table';
import { TEAM_ROLES, type TeamRole } from '@/lib/db/entities/team-member';
import type { TeamEngine } from '@/lib/team/load-team';
import type { TeamDevice } from '@/lib/team/team-device';
import { inviteMember, removeTeamMember, setChainRole, teamFailure } from '../store/team-workspace-store';
import { useMembers } from '../store/use-company-data';
import { useTeamView } from '../store/use-team-workspace';
import { TeamBackupExport } from './team-backup-export';
import { TeamMembershipAlert } from './team-membership-alert';
import { TeamMembers } from './team-members';
import { TeamRefusals } from './team-refusals';
import { TeamTxProgress } from './team-tx-progress';

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: role }));

/** The running team workspace: publishing, invite, members (Company beside the chain), devices and refused changes. */
export function TeamRunning({
  device,
  engine,
  error,
}: {
  device: TeamDevice;
  engine: TeamEngine;
  error: string | null;
}) {
  const view = useTeamView(device, engine);
  const members = useMembers(device.options.db);
  const company = members.status === 'ready' ? members.data.records : null;
  const [wallet, setWallet] = useState('');
  const [role, setRole] = useState<TeamRole>('Accountant');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>, done?: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      done?.();
    } catch (caught) {
      setFailure(teamFailure(caught));
    } finally {
      setBusy(false);
    }
  };
  const admin = view?.chain.members.some(
    (m) => m.role === 'Admin' && m.wallet.toLowerCase() === view.self.toLowerCase(),
  );
  const publish = () =>
    act(async () => {
      const result = await device.publishPending();
      if (result.error) throw result.error;
    });

  return (
    <Section
      title="Team workspace"
      description={`Workspace ${device.workspaceId.slice(0, 10)}…, shared with every member's devices.`}
      actions={
        <Button disabled={busy || !view?.unpublished} onClick={() => void publish()}>
          Publish
        </Button>
      }
    >
      {error ? (
        <Alert tone="warning" title="Last sync failed">
          {error}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TeamMembershipAlert view={view} />
      <TeamTxProgress />
      {view && !view.admitted ? (
        <Alert role="status">
          Joined. The books arrive once an Admin&apos;s device is online and admits this device.
        </Alert>
      ) : null}
      <p role="status">
        {view ? `${view.unpublished} ${view.unpublished === 1 ? 'change' : 'changes'} not published yet` : 'Reading…'}
      </p>
      {admin ? (
        <Section title="Invite a member" level={3}>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void act(
                () => inviteMember(device, company ?? [], wallet, role),
                () => setWallet(''),
              );
            }}
          >
            <Input label="Wallet address" value={wallet} onChange={(event) => setWallet(event.target.value)} />
            <Select
              label="Role"
              options={ROLE_OPTIONS}
              value={role}
              onChange={(event) => setRole(event.target.value as TeamRole)}
            />
            {/* Company's team read first: inviting writes it, and must not add a member twice. */}
            <Button type="submit" disabled={busy || !company}>
              Invite
            </Button>
          </form>
        </Section>
      ) : null}
      <TeamMembers
        chain={view?.chain ?? null}
        company={company}
        self={view?.self ?? ''}
        admin={Boolean(admin)}
        busy={busy}
        setRole={(address, chosen) => void act(() => setChainRole(device, address, chosen))}
        remove={(address) => void act(() => removeTeamMember(device, address))}
      />
      <Table
        label="Devices"
        rows={view?.chain.devices ?? []}
        loading={!view}
        rowKey={(row) => row.deviceId}
        rowLabel={(row) => row.deviceId}
        empty="No devices yet."
        columns={[
          {
            id: 'device',
            header: 'Device',
            cell: (row) => `${row.deviceId.slice(0, 10)}…${row.deviceId === view?.deviceId ? ' (this browser)' : ''}`,
          },
          { id: 'member', header: 'Member', cell: (row) => <Address address={row.member} /> },
          {
            id: 'state',
            header: 'State',
            cell: (row) => <Badge tone={row.active ? 'success' : 'neutral'}>{row.active ? 'Active' : 'Revoked'}</Badge>,
          },
        ]}
      />
      <TeamRefusals refusals={view?.refusals ?? null} />
      <TeamBackupExport device={device} engine={engine} />
    </Section>
  );
}
