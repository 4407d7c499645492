import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

/** Mail: the page's title and summary, and what is coming, until its feature is built. */
export default function MailPage() {
  return (
    <PageFrame>
      <EmptyState
        level={2}
        title="Mail is coming"
        description="Invoices, reminders and receipts written for you from your records, ready to send from your own mail app."
      />
    </PageFrame>
  );
}
