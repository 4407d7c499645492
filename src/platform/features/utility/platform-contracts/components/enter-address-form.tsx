import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusLine } from '@/components/ui/status-line';
import { networkName } from '@/lib/primitives/networks';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { checkDeployedCode, recordContractDeployment } from '@/lib/contracts/deployments-store';
import type { PlatformContractName } from '@/lib/db/entities/contract-deployment';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** One contract's address typed by hand: saved only if the code there is that contract's. */
export function EnterAddressForm({
  db,
  reader,
  name,
}: {
  db: WorkspaceDb;
  reader: ChainReader;
  name: PlatformContractName;
}) {
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = checkAddress(value);
    if (!parsed.ok) return setError(parsed.message);
    setError(undefined);
    setChecking(true);
    setMessage(`Checking the code at ${parsed.address}…`);
    try {
      const check = await checkDeployedCode(reader, name, parsed.address);
      if (!check.ok) {
        setError(check.reason);
        setMessage(null);
        return;
      }
      await recordContractDeployment(
        db,
        { chainId: reader.chainId, name, check, source: 'entered', txHash: null },
        new Date().toISOString(),
      );
      setValue('');
      setMessage(`Saved: ${name} at ${check.address} on ${networkName(reader.chainId)} (code checked).`);
    } catch (failure) {
      setMessage(null);
      setError(`Could not save the address: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setChecking(false);
    }
  };

  return (
    <form aria-label={`${name} address`} onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
      <Input
        id={inputId}
        label={`${name} address`}
        error={error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="font-mono"
        spellCheck={false}
        autoComplete="off"
        placeholder="0x…"
      />
      <Button type="submit" variant="secondary" disabled={checking}>
        Check and save {name}
      </Button>
      <StatusLine message={message} />
    </form>
  );
}
