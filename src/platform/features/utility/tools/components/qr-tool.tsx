import { lazy, Suspense, useDeferredValue } from 'react';
import { useDraft } from '@/components/ui/drafts';
import { Textarea } from '@/components/ui/textarea';
import { ToolSection } from './tool-section';

// The QR encoder loads with the first text to draw: most visits to Utility never draw one, and it
// keeps the page within its code budget.
const QrCode = lazy(() => import('@/components/ui/qr-code').then((m) => ({ default: m.QrCode })));

/** Any text or URI as a QR code, downloadable as SVG. */
export function QrTool() {
  const [text, setText] = useDraft('qr-text', '');
  // Encoding a long text takes a few milliseconds: typing stays ahead of the drawing.
  const value = useDeferredValue(text);

  return (
    <ToolSection
      title="QR code"
      description="Turns any text or link (https:, ethereum:, mailto:) into a QR code you can download as SVG."
    >
      <Textarea
        id="qr-text"
        label="Text or URI"
        hint="Up to about 2,300 characters of plain text; fewer with accents or emoji."
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="font-mono"
      />
      {value === '' ? null : (
        <Suspense fallback={<p className="text-sm text-muted">Drawing the QR code…</p>}>
          <QrCode value={value} label="QR code of the text above" fileName="ledgerline-qr.svg" />
        </Suspense>
      )}
    </ToolSection>
  );
}
