import { useDeferredValue, useMemo } from 'react';
import { useDraft } from '@/components/ui/drafts';
import { Textarea } from '@/components/ui/textarea';
import { hashText } from '@/platform/features/utility/tools/model/hashes';
import { DigestList } from './digest-list';
import { FileHash } from './file-hash';
import { ToolSection } from './tool-section';

/** keccak-256 and SHA-256 of a text (its UTF-8 bytes) or of a file. */
export function HashTool() {
  const [text, setText] = useDraft('hash-text', '');
  const deferred = useDeferredValue(text);
  const digests = useMemo(() => hashText(deferred), [deferred]);
  return (
    <ToolSection
      title="Hashes"
      description="keccak-256 (as Solidity computes it) and SHA-256 of a text's UTF-8 bytes or of a file."
    >
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <Textarea
            id="hash-text"
            label="Text"
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="font-mono"
          />
          <DigestList digests={digests} of="the text" />
        </div>
        <div className="min-w-0">
          <FileHash />
        </div>
      </div>
    </ToolSection>
  );
}
