import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { Table } from '@/components/ui/table';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Invitation } from '@/lib/team/chain-state';
import {
  findInvitations,
  joinTeam,
  noContractText,
  setUpTeam,
  teamFailure,
  teamNetwork,
} from '../store/team-workspace-store';
import { useTeamStatus } from '../store/use-team-workspace';
import { TeamRunning } from './team-running';
import { TeamTxProgress } from './team-tx-progress';

/** Setting up, or joining through an invitation for the connected wallet (a single-browser workspace). */
function TeamSetUp({ db, account }: { db: WorkspaceDb; account: string }) {
  const [invitations, setInvitations] = useState<readonly Invitation[] | null>(null);
  const [lookup, setLookup] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A network without the contract is said up front; nothing there can be set up or joined.
  const [noContract, setNoContract] = useState<string | null>(null);
  const read = useCallback(
    () =>
      teamNetwork()
        .then(async ({ chainId, contract }) => {
          setNoContract(contract ? null : noContractText(chainId));
          setInvitations(contract ? await findInvitations() : null);
          setLookup(null);
        })
        .catch((error: unknown) => setLookup(teamFailure(error))),
    [],
  );
  useEffect(() => void read(), [read]);
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(teamFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section
      title="Team workspace"
      description="Share these books with your team: every member's devices keep a copy, changes travel end-to-end encrypted through the company's IPFS endpoint, and members and heads are on chain. Joining a team replaces this workspace's own records with the team's."
      actions={
        <Button disabled={busy || Boolean(noContract)} onClick={() => void act(() => setUpTeam(account, db))}>
          Set up team workspace
        </Button>
      }
    >
      {failure ? (
        <Alert tone="danger" title="The team workspace could not start" role="alert">
          {failure}
        </Alert>
      ) : null}
      {noContract ? (
        <Alert tone="warning" title="No team workspace on this network">
          {noContract}
        </Alert>
      ) : null}
      <TeamTxProgress />
      {lookup ? <Alert title="Invitations">{lookup}</Alert> : null}
      {invitations ? (
        <Table
          label="Invitations for your wallet"
          rows={invitations}
          rowKey={(invitation) => invitation.workspaceId}
          rowLabel={(invitation) => `Invitation as ${invitation.role}`}
          empty="No invitation for your wallet on this network."
          columns={[
            {
              id: 'workspace',
              header: 'Workspace',
              cell: (row) => <span className="break-all">{row.workspaceId}</span>,
            },
            { id: 'role', header: 'Role', cell: (row) => row.role },
            {
              id: 'endpoint',
              header: 'IPFS endpoint',
              cell: (row) => <span className="break-all">{row.endpoint ?? 'None recorded: your own'}</span>,
            },
            {
              id: 'join',
              header: 'Action',
              cell: (row) => (
                <Button disabled={busy} onClick={() => void act(() => joinTeam(account, db, row))}>
                  Join
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      <Button variant="secondary" onClick={() => void read()}>
        Look for invitations
      </Button>
    </Section>
  );
}

/** The Team workspace tab: set up or join, or the running workspace (members, devices, publishing, refusals). */
export function TeamWorkspaceSection({ db, account }: { db: WorkspaceDb; account: string }) {
  const status = useTeamStatus();
  if (status.kind === 'running')
    return <TeamRunning device={status.device} engine={status.engine} error={status.error} />;
  if (status.kind === 'off') return <TeamSetUp db={db} account={account} />;
  return (
    <Section title="Team workspace">
      {status.kind === 'failed' ? (
        <Alert tone="danger" title="The team workspace could not start" role="alert">
          {status.error}
        </Alert>
      ) : status.kind === 'other-tab' ? (
        <Alert title="Running in another tab">
          Another tab of this browser publishes and receives the team's changes; what it receives shows here too.
        </Alert>
      ) : (
        <Alert role="status">Starting the team workspace…</Alert>
      )}
      <TeamTxProgress />
    </Section>
  );
}
