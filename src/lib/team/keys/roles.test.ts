import { describe, expect, it } from 'vitest';
import { TEAM_ROLES } from '@/lib/db/entities/team-member';
import { TABLE_NAMES } from '@/lib/db/tables';
import { ACCOUNTANT_DENIED, mayWrite } from './roles';

describe('mayWrite', () => {
  it('lets an Admin write every table and a Viewer none', () => {
    for (const table of TABLE_NAMES) {
      expect(mayWrite('Admin', table)).toBe(true);
      expect(mayWrite('Viewer', table)).toBe(false);
      expect(mayWrite('Viewer', table, 'name')).toBe(false);
    }
  });

  it('lets an Accountant write everything but the team, the wallets and the settings', () => {
    expect(ACCOUNTANT_DENIED).toEqual([
      'teamMembers',
      'treasuryWallets',
      'meta',
      'networkSettings',
      'contractDeployments',
    ]);
    for (const table of TABLE_NAMES) expect(mayWrite('Accountant', table)).toBe(!ACCOUNTANT_DENIED.includes(table));
    expect(mayWrite('Accountant', 'counterparties', 'name')).toBe(true);
    expect(mayWrite('Accountant', 'teamMembers', 'role')).toBe(false);
  });

  it('lets an Approver write approvals and notes, and on a bill only what a decision sets', () => {
    const allowed = TABLE_NAMES.filter((table) => mayWrite('Approver', table));
    expect(allowed).toEqual(['billApprovals', 'commsNotes']);
    expect(mayWrite('Approver', 'bills')).toBe(false);
    for (const field of ['state', 'stateReason', 'updatedAt', 'revision'])
      expect(mayWrite('Approver', 'bills', field)).toBe(true);
    expect(mayWrite('Approver', 'bills', 'total')).toBe(false);
    expect(mayWrite('Approver', 'bills', 'payee')).toBe(false);
    expect(mayWrite('Approver', 'invoices', 'state')).toBe(false);
    expect(mayWrite('Approver', 'commsNotes', 'body')).toBe(true);
    // A Safe owner who is an Approver signs and executes a proposal, never changes what it pays.
    for (const field of ['signatures', 'execution', 'outcome', 'updatedAt'])
      expect(mayWrite('Approver', 'safeProposals', field)).toBe(true);
    for (const field of ['tx', 'hash', 'bills', 'pays'])
      expect(mayWrite('Approver', 'safeProposals', field)).toBe(false);
    expect(mayWrite('Approver', 'safeProposals')).toBe(false);
  });

  it('refuses unknown roles and tables for everyone', () => {
    expect(TEAM_ROLES).toEqual(['Admin', 'Accountant', 'Approver', 'Viewer']);
    expect(mayWrite('Owner', 'bills')).toBe(false);
    expect(mayWrite('admin', 'bills')).toBe(false);
    expect(mayWrite('Admin', 'secrets')).toBe(false);
    expect(mayWrite('Admin', '__proto__')).toBe(false);
  });
});
