import { describe, expect, it } from 'vitest';
import { checkNodeVersion, nodeVersionSupported } from '../node-version.mjs';

describe('the supported Node versions (engines: >= 22.12)', () => {
  it.each([
    ['20.20.2', false],
    ['22.11.0', false],
    ['22.12.0', true],
    ['23.0.0', true],
    ['24.21.0', true],
  ])('Node %s supported: %s', (version, supported) => {
    expect(nodeVersionSupported(version)).toBe(supported);
  });

  it('names the one command that gets Node 24 when the version is too old', () => {
    const lines = [];
    expect(checkNodeVersion('20.20.2', (line) => lines.push(line))).toBe(false);
    const text = lines.join('\n');
    expect(text).toContain('Node 20.20.2 is older than this project supports (>= 22.12');
    expect(text).toContain('. scripts/use-node-24.sh');
  });

  it('prints nothing for a supported version', () => {
    const lines = [];
    expect(checkNodeVersion('24.21.0', (line) => lines.push(line))).toBe(true);
    expect(lines).toEqual([]);
  });
});
