// The Node.js versions the project runs on are package.json's `engines.node`: alternatives of caret
// ranges (`^24.11.0 || ^26.0.0`: 24.11 or later in 24, any 26). `npm install` refuses another Node
// (engine-strict in .npmrc); `npm start` and `npm test` ask nodeProblem() before they load anything
// else, so an older Node gets one line saying what to do, not a stack trace. This module must load
// on any Node: plain JavaScript, Node's own modules only.
import { readFileSync } from 'node:fs';

const PACKAGE = new URL('../../package.json', import.meta.url);

const parts = (version) => version.replace(/^[v^]/, '').split('.').map(Number);

/** Whether `version` (`24.11.1`) is in `range`, a `||` list of caret ranges (`^24.11.0 || ^26.0.0`). */
export function inRange(version, range) {
  const [major, minor, patch] = parts(version);
  return range.split('||').some((alternative) => {
    const [wantMajor, wantMinor = 0, wantPatch = 0] = parts(alternative.trim());
    if (major !== wantMajor) return false;
    return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
  });
}

/** What to do when `version` is not one the project supports, in one line; null when it is. */
export function nodeProblem(
  version = process.versions.node,
  range = JSON.parse(readFileSync(PACKAGE, 'utf8')).engines.node,
) {
  if (inRange(version, range)) return null;
  return (
    `This project needs Node.js ${range.replaceAll(' || ', ' or ')}; this is Node ${version}. ` +
    'Use a supported Node (`nvm install && nvm use` reads .nvmrc; without a version manager, the README ' +
    'says how to take it from the npm registry), then run the command again.'
  );
}

/** Exits with nodeProblem()'s line when this Node is not supported. */
export function requireSupportedNode() {
  const problem = nodeProblem();
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
