import { CopyButton } from '@/components/ui/copy-button';
import type { Digests } from '@/platform/features/utility/tools/model/hashes';

/** The two digests, each with a copy button. */
export function DigestList({ digests, of }: { digests: Digests; of: string }) {
  const rows = [
    { name: 'keccak-256', value: digests.keccak256 },
    { name: 'SHA-256', value: digests.sha256 },
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(({ name, value }) => (
        <div key={name} className="contents">
          <dt className="font-medium">{name}</dt>
          <dd className="flex min-w-0 items-start gap-2">
            <code className="min-w-0 break-all font-mono text-xs" data-digest={name}>
              {value}
            </code>
            <CopyButton text={value} label={`Copy the ${name} of ${of}`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
