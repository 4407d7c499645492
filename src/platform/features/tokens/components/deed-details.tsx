import type { CompanyToken } from '@/lib/db/entities/company-token';

/** A deed's metadata: its ipfs:// URI (the token URI of deed #1) and the JSON, kept in the workspace. */
export function DeedDetails({ token }: { token: CompanyToken }) {
  return (
    <div className="space-y-2 text-sm wrap-anywhere">
      <p>
        Metadata:{' '}
        <span className="font-mono" data-testid="metadata-uri">
          {token.metadataUri || 'none'}
        </span>
      </p>
      {token.metadataJson ? (
        <details>
          <summary className="cursor-pointer font-medium">
            Metadata JSON (kept in this workspace; its CID is computed as kubo would)
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded bg-surface-muted p-2 text-xs">{token.metadataJson}</pre>
        </details>
      ) : null}
    </div>
  );
}
