import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Refusal } from './apply-bundles';
import { runningDeviceWith } from './running-device.testing';
import { setTeamStatus } from './team-status';
import { useRecordRefusals } from './use-record-refusals';

const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const refusal = (key: string, reason: string): Refusal => ({
  deviceId: `0x${'bb'.repeat(32)}`,
  member: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  cid: 'bafkreisignaturebundle',
  reason,
  record: { table: 'safeProposals', key, label: `Safe proposal ${key}`, field: 'signatures', element: OWNER },
});

afterEach(() => setTeamStatus({ kind: 'off' }));

describe('useRecordRefusals', () => {
  it('gives the running device’s refusals of one record, again after each sync that adds one', () => {
    const device = runningDeviceWith([refusal('p7', 'first'), refusal('p8', 'other proposal')]);
    const { result } = renderHook(() => useRecordRefusals('safeProposals', 'p7'));
    expect(result.current.map((r) => r.reason)).toEqual(['first']);
    act(() => device.add(refusal('p7', 'second')));
    expect(result.current.map((r) => r.reason)).toEqual(['first', 'second']);
  });

  it('gives none without a coordinator in this tab', () => {
    const { result } = renderHook(() => useRecordRefusals('safeProposals', 'p7'));
    expect(result.current).toEqual([]);
  });
});
