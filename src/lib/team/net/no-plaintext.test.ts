// Nothing a device publishes may be readable at the IPFS endpoint: every block the node holds is
// scanned for known strings of the records, the header and the keys' owners, in the encodings a
// leak would take (UTF-8, UTF-16 both ways, hex, base64 at each alignment, base64url).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Automerge from '@automerge/automerge';
import { startIpfsNode, type IpfsNode } from '../../../../scripts/lib/ipfs-node.mjs';
import { leakForms as forms } from './leak-forms.testing';
import { memoryNetStore } from './net-store';
import { BundlePublisher } from './publisher';
import { testDevice, testEpochKey } from './test-keys.testing';

let node: IpfsNode;
beforeAll(async () => {
  node = await startIpfsNode();
});
afterAll(() => node.stop());

const SECRETS = [
  'Zebulon Widgets Handelsgesellschaft',
  'DE89370400440532013000',
  'payables@zebulon.example',
  'workspace-7f3c1e9a',
  'device-of-alice-4b1d',
];

describe('what reaches the IPFS endpoint', () => {
  it('holds none of the records, ids or names in any encoding', async () => {
    const device = await testDevice(SECRETS[4]!);
    const publisher = new BundlePublisher({
      endpoint: { url: node.url },
      store: memoryNetStore(),
      workspaceId: SECRETS[3]!,
      deviceId: device.id,
      signingKey: device.signingKey,
      currentKey: async () => ({ epoch: 0, key: await testEpochKey() }),
    });
    let doc = Automerge.from<{ vendors: Record<string, Record<string, string>> }>({ vendors: {} });
    doc = Automerge.change(doc, (draft) => {
      draft.vendors['v-1'] = { name: SECRETS[0]!, iban: SECRETS[1]!, email: SECRETS[2]! };
    });
    const change = Automerge.getLastLocalChange(doc)!;
    await publisher.publish('directory', 'changes', change);
    await publisher.publish('directory', 'snapshot', Automerge.save(doc));
    await publisher.publish('records', 'changes', new TextEncoder().encode(SECRETS.join('\n')));
    expect((await publisher.flush()).pending).toBe(0);

    const needles = SECRETS.flatMap(forms);
    const leaksIn = (block: Buffer) => needles.filter((needle) => block.includes(needle)).map(String);
    // The scan finds what is there: the change in clear shows the vendor's fields, and a base64 copy too.
    expect(leaksIn(Buffer.from(change))).toEqual(expect.arrayContaining([SECRETS[0], SECRETS[1], SECRETS[2]]));
    expect(leaksIn(Buffer.from(`x${Buffer.from(`yy${SECRETS[1]}`).toString('base64')}`)).length).toBeGreaterThan(0);
    const blocks: Buffer[] = [];
    for await (const block of node.blocks()) blocks.push(Buffer.from(block.bytes));
    expect(blocks).toHaveLength(3);
    expect(blocks.flatMap(leaksIn)).toEqual([]);
  });
});
