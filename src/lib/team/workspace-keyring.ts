// The workspace keys on one device: unwrapping the current keyring when the contract is ahead of
// what the device holds, and (on an Admin's device) writing a new epoch's keyring for exactly the
// certified active devices: when a device joins, and when a member is removed.
import { cidBytes, cidFromBytes } from '@/lib/contracts/workspaces-cid';
import type { DeviceKeyDb } from './keys/device-key-db';
import type { DeviceKeys } from './keys/device-keys';
import { saveEpochKeys } from './keys/epoch-key-store';
import { parseKeyring, rotateKeyring, serializeKeyring, unwrapKeyring } from './keys/keyring';
import { getBlock, putBlock } from './net/kubo-blocks';
import type { CertifiedDevice } from './certified-devices';
import { sendTeamTx } from './team-send';
import type { TeamDeviceOptions } from './team-wallet';

/** The device's epoch keys and what it needs to keep them current. */
export class WorkspaceKeyring {
  readonly keys = new Map<number, CryptoKey>();
  /** The contract's epoch this device could not unwrap (left out of it), if any. */
  lockedOut: number | null = null;

  private readonly wallet;
  private readonly endpoint;
  private readonly keyDb: DeviceKeyDb | undefined;

  constructor(
    /** The device's options: its wallet sends the keyring (lib/chain's sender), its endpoint holds it. */
    private readonly options: TeamDeviceOptions,
    private readonly device: DeviceKeys,
    held: ReadonlyMap<number, CryptoKey>,
  ) {
    this.wallet = options.wallet;
    this.endpoint = options.endpoint;
    this.keyDb = options.keyDb;
    for (const [epoch, key] of held) this.keys.set(epoch, key);
  }

  get highest(): number {
    return Math.max(0, ...this.keys.keys());
  }

  /** The newest key, the one new bundles are sealed under. */
  current(): { epoch: number; key: CryptoKey } {
    const key = this.keys.get(this.highest);
    if (!key) throw new Error('This device holds no workspace key yet: an Admin’s device must admit it first');
    return { epoch: this.highest, key };
  }

  /** Unwraps the contract's keyring when it is newer than the keys held; false when not written for this device. */
  async refresh(): Promise<boolean> {
    const [epoch, cidHex] = await this.wallet.contract.keyring(this.device.workspace);
    if (Number(epoch) <= this.highest) return true;
    const cid = cidFromBytes(cidHex);
    if (!cid) return false;
    const keyring = parseKeyring(await getBlock(this.endpoint, cid));
    if (keyring.workspace !== this.device.workspace || keyring.epoch !== Number(epoch)) return false;
    try {
      const unwrapped = await unwrapKeyring(keyring, this.device);
      for (const [at, key] of unwrapped) this.keys.set(at, key);
      await saveEpochKeys(this.device.workspace, unwrapped, this.keyDb ? { db: this.keyDb } : {});
      this.lockedOut = null;
      return true;
    } catch {
      this.lockedOut = Number(epoch);
      return false;
    }
  }

  /** The devices the contract's current keyring was written for. */
  async recipients(): Promise<Set<string>> {
    const [, cidHex] = await this.wallet.contract.keyring(this.device.workspace);
    const cid = cidFromBytes(cidHex);
    if (!cid) return new Set();
    const keyring = parseKeyring(await getBlock(this.endpoint, cid));
    return new Set(keyring.recipients.map((recipient) => recipient.deviceId.toLowerCase()));
  }

  /** Writes a new epoch's keyring for `devices` (Admins only) and sets it on chain. */
  async rotate(devices: readonly CertifiedDevice[]): Promise<number> {
    await this.refresh();
    const [chainEpoch] = await this.wallet.contract.keyring(this.device.workspace);
    const { epoch, key, keyring } = await rotateKeyring({
      workspace: this.device.workspace,
      keys: this.keys,
      epoch: Math.max(Number(chainEpoch), this.highest) + 1,
      recipients: devices.map((device) => ({ deviceId: device.deviceId, agreementPublicKey: device.agreementKey })),
    });
    const cid = await putBlock(this.endpoint, serializeKeyring(keyring));
    await sendTeamTx(this.options, 'setKeyring', [this.device.workspace, epoch, cidBytes(cid)]);
    this.keys.set(epoch, key);
    await saveEpochKeys(this.device.workspace, new Map([[epoch, key]]), this.keyDb ? { db: this.keyDb } : {});
    return epoch;
  }
}
