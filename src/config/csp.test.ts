import { describe, expect, it } from 'vitest';
import { APP_SCRIPT_SOURCES } from './csp';

describe('APP_SCRIPT_SOURCES', () => {
  it("allows compiling WebAssembly (the team workspace's merge engine) and nothing that evaluates strings", () => {
    expect(APP_SCRIPT_SOURCES).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(APP_SCRIPT_SOURCES.join(' ')).not.toMatch(/'unsafe-eval'|'unsafe-inline'|\*/);
  });
});
