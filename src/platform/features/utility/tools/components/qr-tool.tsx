import { useDeferredValue } from 'react';
import { useDraft } from '@/components/ui/drafts';
import { Textarea } from '@/components/ui/textarea';
import { QrCode } from '@/components/ui/qr-code';
import { ToolSection } from './tool-section';

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
      {value === '' ? null : <QrCode value={value} label="QR code of the text above" fileName="ledgerline-qr.svg" />}
    </ToolSection>
  );
}
