// Mail settings: the address messages are from (a .eml needs one) and the default reminder days.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { z } from 'zod';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { saveMailSettings, type MailSettings } from '@/lib/mail/mail-store';
import { parseOffsets } from '@/lib/mail/reminders';

const emailSchema = z.email();

/** The settings form. */
export function SettingsSection({ db, settings }: { db: WorkspaceDb; settings: MailSettings }) {
  const [from, setFrom] = useState(settings.from);
  const [days, setDays] = useState(settings.offsets.join(', '));
  const [notice, setNotice] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const offsets = parseOffsets(days);
  const fromError =
    from.trim() && !emailSchema.safeParse(from.trim()).success ? 'Not a valid e-mail address' : undefined;
  return (
    <Section title="Mail settings">
      <form
        aria-label="Mail settings"
        noValidate
        className="max-w-xl space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (fromError || !offsets) return;
          saveMailSettings(db, { from, offsets }).then(
            () => setNotice('Mail settings saved.'),
            (error: unknown) => setNotice(`Not saved: ${error instanceof Error ? error.message : String(error)}`),
          );
        }}
      >
        <Input
          label="Your e-mail address"
          type="email"
          hint="Messages are from it (the .eml’s From)."
          value={from}
          error={submitted ? fromError : undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Input
          label="Default reminder days"
          hint="Days from the due date, negative before it: -7, 0, 7 is a week before, on the day and a week after."
          value={days}
          error={!offsets ? 'Whole days between -365 and 365, each once, e.g. -7, 0, 7' : undefined}
          onChange={(e) => setDays(e.target.value)}
        />
        <Button type="submit">Save settings</Button>
        {notice ? (
          <p role="status" className="text-sm">
            {notice}
          </p>
        ) : null}
      </form>
    </Section>
  );
}
