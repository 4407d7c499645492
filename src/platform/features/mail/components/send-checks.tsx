// What stops a message from leaving (named, one line each) and what it carries.
import { Alert } from '@/components/ui/alert';

/** The problems to fix before sending, and the attachments' names. */
export function SendChecks({ problems, attachments }: { problems: readonly string[]; attachments: readonly string[] }) {
  return (
    <>
      {problems.length ? (
        <Alert tone="warning" title="Before it can be sent">
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div>
        <p className="text-sm font-medium">Attachments</p>
        {attachments.length ? (
          <ul className="list-disc pl-5 text-sm" aria-label="Attachments">
            {attachments.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None.</p>
        )}
      </div>
    </>
  );
}
