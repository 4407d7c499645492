import { hexlify, id as keccakId, randomBytes, toUtf8Bytes, ZeroHash } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspacesAt, workspacesFactory, type WorkspacesContract } from '@/lib/contracts/contracts';
import { cidBytes, headDigestOf } from '@/lib/contracts/workspaces-cid';
import { readWorkspaceState, workspaceRoleCode, workspaceRoleOf } from '@/lib/contracts/workspaces-state';
import { deployed, eventsOf, expectRevert, mined, startChain, type Chain } from './helpers';

const ADMIN = 1n;
const ACCOUNTANT = 2n;
const APPROVER = 3n;
const VIEWER = 4n;
const CERT = toUtf8Bytes('bafkreicertificate');
const KEYRING = toUtf8Bytes('bafkreikeyring');

describe('Workspaces', () => {
  let chain: Chain;
  let contract: WorkspacesContract;
  const as = (index: number) => workspacesAt(String(contract.target), chain.accounts[index]!);
  const addr = (index: number) => chain.accounts[index]!.address;
  const fresh = () => hexlify(randomBytes(32));
  /** A workspace created by account 1 (Admin) with account 2 as Accountant. */
  const workspace = async () => {
    const ws = fresh();
    await mined(as(1).createWorkspace(ws));
    await mined(as(1).setMember(ws, addr(2), ACCOUNTANT));
    return ws;
  };

  beforeAll(async () => {
    chain = await startChain();
    contract = await deployed(workspacesFactory(chain.accounts[0]!).deploy());
  });
  afterAll(() => chain.stop());

  it('makes the creator the first Admin, once per id, and never the zero id', async () => {
    const ws = fresh();
    const receipt = await mined(as(1).createWorkspace(ws));
    expect(eventsOf(receipt, contract, 'WorkspaceCreated')[0]?.toObject()).toEqual({ id: ws, creator: addr(1) });
    expect(eventsOf(receipt, contract, 'MemberSet')[0]?.toObject()).toEqual({
      id: ws,
      wallet: addr(1),
      role: ADMIN,
      by: addr(1),
    });
    expect(await contract.roleOf(ws, addr(1))).toBe(ADMIN);
    expect([...(await contract.workspace(ws))]).toEqual([true, 1n, 0n]);
    await expectRevert(as(2).createWorkspace(ws), contract, 'WorkspaceExists', [ws]);
    await expectRevert(as(2).createWorkspace(ZeroHash), contract, 'ZeroId', []);
  });

  it('lets only Admins set and remove members, with every role, and lists them', async () => {
    const ws = await workspace();
    await mined(as(1).setMember(ws, addr(3), APPROVER));
    await mined(as(1).setMember(ws, addr(4), VIEWER));
    for (const outsider of [2, 3, 4, 5]) {
      await expectRevert(as(outsider).setMember(ws, addr(6), VIEWER), contract, 'NotAdmin', [addr(outsider)]);
      await expectRevert(as(outsider).removeMember(ws, addr(4)), contract, 'NotAdmin', [addr(outsider)]);
    }
    await expectRevert(as(1).setMember(fresh(), addr(6), VIEWER), contract, 'NoWorkspace');
    await expectRevert(as(1).setMember(ws, addr(6), 0n), contract, 'NoRole', []);
    await expectRevert(as(1).setMember(ws, ZeroHash.slice(0, 42), VIEWER), contract, 'ZeroWallet', []);
    const [wallets, roles] = await contract.members(ws);
    expect([...wallets]).toEqual([addr(1), addr(2), addr(3), addr(4)]);
    expect([...roles]).toEqual([ADMIN, ACCOUNTANT, APPROVER, VIEWER]);

    const receipt = await mined(as(1).removeMember(ws, addr(2)));
    expect(eventsOf(receipt, contract, 'MemberRemoved')[0]?.toObject()).toEqual({
      id: ws,
      wallet: addr(2),
      by: addr(1),
    });
    expect(await contract.roleOf(ws, addr(2))).toBe(0n);
    const [after] = await contract.members(ws);
    expect([...after].sort()).toEqual([addr(1), addr(3), addr(4)].sort());
    await expectRevert(as(1).removeMember(ws, addr(2)), contract, 'NotMember', [addr(2)]);
  });

  it('never removes or demotes the last Admin, and counts Admins as roles change', async () => {
    const ws = await workspace();
    await expectRevert(as(1).removeMember(ws, addr(1)), contract, 'LastAdmin', [addr(1)]);
    await expectRevert(as(1).setMember(ws, addr(1), VIEWER), contract, 'LastAdmin', [addr(1)]);
    await mined(as(1).setMember(ws, addr(2), ADMIN));
    expect((await contract.workspace(ws)).adminCount).toBe(2n);
    await mined(as(2).removeMember(ws, addr(1)));
    expect((await contract.workspace(ws)).adminCount).toBe(1n);
    await expectRevert(as(2).setMember(ws, addr(2), ACCOUNTANT), contract, 'LastAdmin', [addr(2)]);
    await expectRevert(as(1).setMember(ws, addr(1), ADMIN), contract, 'NotAdmin', [addr(1)]);
  });

  it('registers a member’s own device once, and refuses non-members, empty CIDs and the zero id', async () => {
    const ws = await workspace();
    const device = fresh();
    const receipt = await mined(as(2).registerDevice(ws, device, CERT));
    expect(eventsOf(receipt, contract, 'DeviceRegistered')[0]?.toObject()).toEqual({
      id: ws,
      deviceId: device,
      member: addr(2),
      certificateCid: hexlify(CERT),
    });
    await expectRevert(as(1).registerDevice(ws, device, CERT), contract, 'DeviceExists', [device]);
    await expectRevert(as(5).registerDevice(ws, fresh(), CERT), contract, 'NotMember', [addr(5)]);
    await expectRevert(as(2).registerDevice(ws, fresh(), '0x'), contract, 'EmptyCid', []);
    await expectRevert(as(2).registerDevice(ws, ZeroHash, CERT), contract, 'ZeroId', []);
    const [ids, owners, active, certificates] = await contract.devices(ws);
    expect([...ids]).toEqual([device]);
    expect([...owners]).toEqual([addr(2)]);
    expect([...active]).toEqual([true]);
    expect([...certificates]).toEqual([hexlify(CERT)]);
  });

  it('publishes heads only from the member’s own active device, and reads them all in one call', async () => {
    const ws = await workspace();
    const [mine, theirs] = [fresh(), fresh()];
    await mined(as(1).registerDevice(ws, mine, CERT));
    await mined(as(2).registerDevice(ws, theirs, CERT));
    const head = keccakId('bundle-1');
    const receipt = await mined(as(1).publishHead(ws, mine, head));
    expect(eventsOf(receipt, contract, 'HeadPublished')[0]?.toObject()).toEqual({ id: ws, deviceId: mine, head });
    await expectRevert(as(1).publishHead(ws, theirs, head), contract, 'NotYourDevice', [theirs, addr(1)]);
    await expectRevert(as(5).publishHead(ws, mine, head), contract, 'NotYourDevice', [mine, addr(5)]);
    await expectRevert(as(1).publishHead(ws, fresh(), head), contract, 'NotYourDevice');
    const second = keccakId('bundle-2');
    await mined(as(1).publishHead(ws, mine, second));
    const [ids, heads] = await contract.heads(ws);
    expect([...ids]).toEqual([mine, theirs]);
    expect([...heads]).toEqual([second, ZeroHash]);
  });

  it('revokes a device by its member or an Admin; a revoked device publishes nothing', async () => {
    const ws = await workspace();
    const [first, second] = [fresh(), fresh()];
    await mined(as(2).registerDevice(ws, first, CERT));
    await mined(as(2).registerDevice(ws, second, CERT));
    await expectRevert(as(3).revokeDevice(ws, first), contract, 'NotYourDevice', [first, addr(3)]);
    const receipt = await mined(as(2).revokeDevice(ws, first));
    expect(eventsOf(receipt, contract, 'DeviceRevoked')[0]?.toObject()).toEqual({
      id: ws,
      deviceId: first,
      by: addr(2),
    });
    await mined(as(1).revokeDevice(ws, second));
    await expectRevert(as(2).revokeDevice(ws, second), contract, 'DeviceInactive', [second]);
    await expectRevert(as(2).publishHead(ws, first, keccakId('x')), contract, 'DeviceInactive', [first]);
    expect([...(await contract.devices(ws)).active]).toEqual([false, false]);
  });

  it('revokes a removed member’s devices, so they can no longer publish', async () => {
    const ws = await workspace();
    const [device, adminDevice] = [fresh(), fresh()];
    await mined(as(2).registerDevice(ws, device, CERT));
    await mined(as(1).registerDevice(ws, adminDevice, CERT));
    const receipt = await mined(as(1).removeMember(ws, addr(2)));
    expect(eventsOf(receipt, contract, 'DeviceRevoked').map((event) => event.deviceId)).toEqual([device]);
    await expectRevert(as(2).publishHead(ws, device, keccakId('late')), contract, 'DeviceInactive', [device]);
    await expectRevert(as(2).registerDevice(ws, fresh(), CERT), contract, 'NotMember', [addr(2)]);
    expect([...(await contract.devices(ws)).active]).toEqual([false, true]);
  });

  it('sets keyrings from Admins only, with a strictly increasing epoch', async () => {
    const ws = await workspace();
    expect([...(await contract.keyring(ws))]).toEqual([0n, '0x']);
    await expectRevert(as(2).setKeyring(ws, 1n, KEYRING), contract, 'NotAdmin', [addr(2)]);
    await expectRevert(as(1).setKeyring(ws, 0n, KEYRING), contract, 'EpochNotIncreasing', [0n, 0n]);
    await expectRevert(as(1).setKeyring(ws, 1n, '0x'), contract, 'EmptyCid', []);
    const receipt = await mined(as(1).setKeyring(ws, 1n, KEYRING));
    expect(eventsOf(receipt, contract, 'KeyringSet')[0]?.toObject()).toEqual({
      id: ws,
      epoch: 1n,
      keyringCid: hexlify(KEYRING),
    });
    await expectRevert(as(1).setKeyring(ws, 1n, KEYRING), contract, 'EpochNotIncreasing', [1n, 1n]);
    await mined(as(1).setKeyring(ws, 5n, toUtf8Bytes('next')));
    await expectRevert(as(1).setKeyring(ws, 4n, KEYRING), contract, 'EpochNotIncreasing', [4n, 5n]);
    expect([...(await contract.keyring(ws))]).toEqual([5n, hexlify(toUtf8Bytes('next'))]);
    expect((await contract.workspace(ws)).epoch).toBe(5n);
  });

  it('records the endpoint URL from Admins only, for an invitee to read', async () => {
    const ws = await workspace();
    expect(await contract.endpoint(ws)).toBe('');
    const receipt = await mined(as(1).setEndpoint(ws, 'https://ipfs.example.test'));
    expect(eventsOf(receipt, contract, 'EndpointSet')[0]?.toObject()).toEqual({
      id: ws,
      endpoint: 'https://ipfs.example.test',
      by: addr(1),
    });
    expect(await contract.endpoint(ws)).toBe('https://ipfs.example.test');
    await expectRevert(as(2).setEndpoint(ws, 'https://elsewhere.test'), contract, 'NotAdmin', [addr(2)]);
    await expectRevert(as(1).setEndpoint(fresh(), 'https://elsewhere.test'), contract, 'NoWorkspace');
  });

  it('keeps workspaces apart: an Admin of one has no say in another', async () => {
    const [ours, theirs] = [await workspace(), fresh()];
    await mined(as(3).createWorkspace(theirs));
    await expectRevert(as(1).setMember(theirs, addr(1), ADMIN), contract, 'NotAdmin', [addr(1)]);
    await expectRevert(as(3).setKeyring(ours, 1n, KEYRING), contract, 'NotAdmin', [addr(3)]);
    expect(await contract.roleOf(theirs, addr(1))).toBe(0n);
  });

  it('reads a workspace into one value: members by role name, devices with certificate and head CIDs, keyring', async () => {
    expect(['Admin', 'Accountant', 'Approver', 'Viewer'].map((role) => workspaceRoleCode(role as never))).toEqual([
      1, 2, 3, 4,
    ]);
    expect([workspaceRoleOf(0n), workspaceRoleOf(3n), workspaceRoleOf(9)]).toEqual([null, 'Approver', null]);
    const ws = await workspace();
    const [device, idle] = [fresh(), fresh()];
    const certificate = 'bagaaierasords4njcts6vs7qvdjfcvgnume4hqohf65zsfguprqphs3icwea';
    const head = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku';
    await mined(as(2).registerDevice(ws, device, cidBytes(certificate)));
    await mined(as(1).registerDevice(ws, idle, cidBytes(certificate)));
    await mined(as(2).publishHead(ws, device, headDigestOf(head)));
    await mined(as(1).setKeyring(ws, 1n, cidBytes(certificate)));
    await mined(as(1).revokeDevice(ws, idle));
    expect(await readWorkspaceState(contract, ws)).toEqual({
      exists: true,
      members: [
        { wallet: addr(1), role: 'Admin' },
        { wallet: addr(2), role: 'Accountant' },
      ],
      devices: [
        { deviceId: device, member: addr(2), active: true, certificateCid: certificate, headCid: head },
        { deviceId: idle, member: addr(1), active: false, certificateCid: certificate, headCid: null },
      ],
      epoch: 1,
      keyringCid: certificate,
    });
    expect(await readWorkspaceState(contract, fresh())).toEqual({
      exists: false,
      members: [],
      devices: [],
      epoch: 0,
      keyringCid: null,
    });
  });

  it('costs one storage word and an event per head update once a device has a head', async () => {
    const ws = await workspace();
    const device = fresh();
    await mined(as(2).registerDevice(ws, device, CERT));
    await mined(as(2).publishHead(ws, device, keccakId('first')));
    const receipt = await mined(as(2).publishHead(ws, device, keccakId('second')));
    // 21,000 base + ~1.5k calldata + two cold reads + one non-zero rewrite + a LOG3: well under 40k.
    expect(receipt.gasUsed).toBeLessThan(40_000n);
  });
});
