import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { TeamEngine } from '@/lib/team/load-team';
import type { TeamDevice } from '@/lib/team/team-device';
import { downloadTeamBackup } from '../store/team-backup-store';
import { teamFailure } from '../store/team-workspace-store';

type Step =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** Downloads the team backup: the records and the shared documents with their history. */
export function TeamBackupExport({ device, engine }: { device: TeamDevice; engine: TeamEngine }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const download = async () => {
    setStep({ kind: 'busy' });
    try {
      const { fileName, records, skipped } = await downloadTeamBackup(engine, device);
      const left = skipped ? `; ${skipped} damaged ${skipped === 1 ? 'record' : 'records'} left out` : '';
      setStep({ kind: 'done', message: `Saved ${fileName}: ${records} records and the team’s history${left}.` });
    } catch (error) {
      setStep({ kind: 'failed', message: teamFailure(error) });
    }
  };
  return (
    <Section
      title="Team backup"
      level={3}
      description="The records and the shared history in one file. Utility → Backup restores it into any browser profile; that profile joins the team again as a new device."
      actions={
        <Button variant="secondary" disabled={step.kind === 'busy'} onClick={() => void download()}>
          Download team backup
        </Button>
      }
    >
      {step.kind === 'done' ? <p role="status">{step.message}</p> : null}
      {step.kind === 'failed' ? (
        <Alert tone="danger" title="The team backup could not be written">
          {step.message}
        </Alert>
      ) : null}
    </Section>
  );
}
