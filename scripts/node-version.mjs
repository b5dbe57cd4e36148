// The Node versions this project runs on (package.json `engines`: >= 22.12; 24 is what CI uses).
// `npm start` and `npm test` call checkNodeVersion() first, so an older Node stops at once with the
// one command that gets Node 24, instead of failing later in a way that does not name the cause.
export const MINIMUM_NODE = [22, 12];

export function nodeVersionSupported(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

export function checkNodeVersion(version = process.versions.node, printError = console.error) {
  if (nodeVersionSupported(version)) return true;
  printError(
    `\nNode ${version} is older than this project supports (>= ${MINIMUM_NODE.join('.')}; 24 recommended).`,
  );
  printError(
    'Get Node 24 for this shell (from the npm registry, cached after the first time), then',
  );
  printError('run `npm install` again (or use nvm: `nvm use`, which reads .nvmrc):');
  printError('  . scripts/use-node-24.sh\n');
  return false;
}
