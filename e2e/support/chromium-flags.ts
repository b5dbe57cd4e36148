/**
 * The flags Debian's Chromium runs with here (STACK.md): no sandbox (root in CI), no GPU, and no
 * background connections, which this machine's closed network would refuse many at a time.
 * Shared by the Playwright suite and the Lighthouse benchmark.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
