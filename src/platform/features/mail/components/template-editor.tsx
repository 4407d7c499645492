// The user's own templates: an editor with a live preview filled from a sample invoice (the newest
// one, or made-up values), the variables it may use, and the built-ins to start from.
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { MenuItem } from '@/components/ui/menu';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import { Table, type TableColumn } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { MAIL_KINDS, mailTemplateSchema, type MailKind, type MailTemplate } from '@/lib/db/entities/mail';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { deleteTemplate, saveTemplate } from '@/lib/mail/mail-store';
import {
  BUILT_IN_TEMPLATES,
  MAIL_VARIABLES,
  fillTemplate,
  missingVariables,
  type MailVariables,
} from '@/lib/mail/templates';

const SAMPLE: MailVariables = {
  company: 'Your Company Ltd',
  companyAddress: '1 Example Street',
  contact: 'Acme Corp',
  number: 'INV-0001',
  amount: '1,250.00 USDC',
  open: '1,250.00 USDC',
  asset: 'USDC',
  issueDate: '2026-11-01',
  dueDate: '2026-12-01',
  payLink: 'https://example.com/pay#i=…',
  reference: '0x5f1c…',
};

type Editing = { template: MailTemplate | null; name: string; kind: MailKind; subject: string; body: string };

const fresh = (kind: MailKind): Editing => ({
  template: null,
  name: '',
  kind,
  subject: BUILT_IN_TEMPLATES[kind].subject,
  body: BUILT_IN_TEMPLATES[kind].body,
});

/** The template list and editor. `sample` fills the preview (an invoice's variables, when there is one). */
export function TemplateEditor({
  db,
  templates,
  sample,
}: {
  db: WorkspaceDb;
  templates: readonly MailTemplate[];
  sample: MailVariables | null;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const values = sample ?? SAMPLE;
  const save = async (e: Editing) => {
    const now = new Date().toISOString();
    const row = {
      id: e.template?.id ?? crypto.randomUUID(),
      name: e.name,
      kind: e.kind,
      subject: e.subject,
      body: e.body,
      createdAt: e.template?.createdAt ?? now,
      updatedAt: now,
      revision: e.template?.revision ?? 1,
    };
    const check = mailTemplateSchema.safeParse(row);
    if (!check.success) return setNotice(check.error.issues.map((i) => i.message).join(' '));
    try {
      await saveTemplate(db, check.data, e.template ? e.template.revision : null);
      setEditing(null);
      setNotice(`Template “${check.data.name}” saved.`);
    } catch (error) {
      setNotice(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const columns: TableColumn<MailTemplate>[] = [
    { id: 'name', header: 'Name', rowHeader: true, cell: (t) => t.name },
    { id: 'kind', header: 'For', cell: (t) => BUILT_IN_TEMPLATES[t.kind].name },
    { id: 'subject', header: 'Subject', cell: (t) => t.subject },
  ];
  const actions = (t: MailTemplate): MenuItem[] => [
    {
      label: 'Edit',
      onSelect: () => setEditing({ template: t, name: t.name, kind: t.kind, subject: t.subject, body: t.body }),
    },
    {
      label: 'Delete',
      tone: 'danger',
      onSelect: () =>
        void deleteTemplate(db, t).then(
          () => setNotice(`Template “${t.name}” deleted.`),
          (error: unknown) => setNotice(String(error)),
        ),
    },
  ];
  const unknown = editing
    ? missingVariables(`${editing.subject}\n${editing.body}`).filter((name) => !(name in MAIL_VARIABLES))
    : [];
  return (
    <Section
      title="Your templates"
      description="Built-in templates are always there; yours appear beside them when you compose."
      actions={editing ? null : <Button onClick={() => setEditing(fresh('invoice'))}>New template</Button>}
    >
      <Table
        label="Templates table"
        columns={columns}
        rows={templates}
        rowKey={(t) => t.id}
        rowLabel={(t) => `template ${t.name}`}
        rowActions={actions}
        empty="No templates of your own yet."
      />
      {editing ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <form
            aria-label="Template"
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              void save(editing);
            }}
          >
            <Input
              label="Name"
              value={editing.name}
              onChange={(e) => setEditing({ ...editing, name: e.target.value })}
            />
            <Select
              label="For"
              value={editing.kind}
              options={MAIL_KINDS.map((k) => ({ value: k, label: BUILT_IN_TEMPLATES[k].name }))}
              onChange={(e) => setEditing({ ...editing, kind: e.target.value as MailKind })}
            />
            <Input
              label="Subject"
              value={editing.subject}
              onChange={(e) => setEditing({ ...editing, subject: e.target.value })}
            />
            <Textarea
              label="Message"
              rows={12}
              value={editing.body}
              onChange={(e) => setEditing({ ...editing, body: e.target.value })}
            />
            {unknown.length ? (
              <Alert tone="warning">Unknown variables: {unknown.map((n) => `{{${n}}}`).join(', ')}.</Alert>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit">Save template</Button>
              <Button variant="ghost" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </div>
          </form>
          <div className="space-y-3">
            <Card title="Preview" level={3}>
              <p className="font-medium" data-testid="template-preview-subject">
                {fillTemplate(editing.subject, values)}
              </p>
              <p className="whitespace-pre-wrap text-sm" data-testid="template-preview-body">
                {fillTemplate(editing.body, values)}
              </p>
            </Card>
            <Card title="Variables" level={3}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {Object.entries(MAIL_VARIABLES).map(([name, what]) => (
                  <div key={name} className="contents">
                    <dt className="font-mono">{`{{${name}}}`}</dt>
                    <dd className="text-muted">{what}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </div>
        </div>
      ) : null}
      {notice ? (
        <p role="status" className="mt-2 text-sm">
          {notice}
        </p>
      ) : null}
    </Section>
  );
}
