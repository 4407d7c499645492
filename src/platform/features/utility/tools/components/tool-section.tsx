import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One tool: a titled card (a named region) with a one-line description. */
export function ToolSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} level={3}>
      <div className="min-w-0 space-y-3">
        <p className="text-sm text-muted">{description}</p>
        {children}
      </div>
    </Card>
  );
}
