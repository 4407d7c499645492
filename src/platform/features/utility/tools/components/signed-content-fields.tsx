import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import type { SignKind } from '@/lib/signing/sign-request';
import { parseTypedData, sampleTypedData } from '@/lib/signing/typed-data';

/** What is signed or verified: the kind and the text of each kind (switching kinds loses nothing). */
export interface SignedContent {
  readonly kind: SignKind;
  readonly message: string;
  readonly typed: string;
}

export const EMPTY_CONTENT: SignedContent = { kind: 'message', message: '', typed: '' };

/** The text of the selected kind. */
export function contentText(content: SignedContent): string {
  return content.kind === 'message' ? content.message : content.typed;
}

const KINDS: readonly { kind: SignKind; label: string }[] = [
  { kind: 'message', label: 'Message (EIP-191)' },
  { kind: 'typed', label: 'Typed data (EIP-712)' },
];

interface SignedContentFieldsProps {
  /** Prefix of the field ids (one per form on the page). */
  readonly idPrefix: string;
  readonly content: SignedContent;
  readonly onChange: (content: SignedContent) => void;
  /** The message next to the content field (e.g. after a refused submit). */
  readonly error?: string | undefined;
  /** For the typed-data sample: the wallet's chain and account. */
  readonly sample: { readonly chainId: number; readonly account: string } | null;
}

/** The kind switch and the message or typed-data editor, with the typed data checked as it is typed. */
export function SignedContentFields({ idPrefix, content, onChange, error, sample }: SignedContentFieldsProps) {
  const typedCheck = content.kind === 'typed' && content.typed.trim() !== '' ? parseTypedData(content.typed) : null;
  const typedError = typedCheck && !typedCheck.ok ? typedCheck.error : undefined;
  return (
    <div className="space-y-3">
      <RadioGroup
        legend="Kind"
        name={`${idPrefix}-kind`}
        inline
        options={KINDS.map(({ kind, label }) => ({ value: kind, label }))}
        value={content.kind}
        onChange={(kind) => onChange({ ...content, kind: kind as SignKind })}
      />
      {content.kind === 'message' ? (
        <Textarea
          id={`${idPrefix}-message`}
          label="Message"
          error={error}
          rows={4}
          value={content.message}
          onChange={(event) => onChange({ ...content, message: event.target.value })}
        />
      ) : (
        <>
          <Textarea
            id={`${idPrefix}-typed`}
            label="Typed data (JSON)"
            error={typedError ?? error}
            hint="The JSON eth_signTypedData_v4 takes: domain, types, primaryType, message."
            rows={12}
            spellCheck={false}
            value={content.typed}
            onChange={(event) => onChange({ ...content, typed: event.target.value })}
            className="font-mono text-xs"
          />
          {/* Offered only on an empty editor, so a sample never replaces what was typed. */}
          {sample && content.typed.trim() === '' ? (
            <Button
              variant="secondary"
              onClick={() => onChange({ ...content, typed: sampleTypedData(sample.chainId, sample.account) })}
            >
              Insert a sample
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
