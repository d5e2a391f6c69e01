// Checks the machine before `npm test` or `npm run check` starts: a supported Node, and every Debian
// package the command needs (dev/system-packages.mjs). What is missing is named, with the one
// command that installs it, and the run stops before it fails halfway.
// Usage: node scripts/check/machine.mjs test|check
//        node scripts/check/machine.mjs --missing   (every missing package's name, one a line: CI installs them)
import { fileURLToPath } from 'node:url';
import { missingPackages } from '../../dev/system-packages.mjs';
import { requireSupportedNode } from '../lib/node-version.mjs';

/** What a run of `command` lacks, as the lines to print; empty when nothing is missing. */
export function machineReport(command, missing) {
  if (!missing.length) return [];
  return [
    `npm ${command === 'test' ? 'test' : 'run check'} needs Debian packages this machine lacks:`,
    ...missing.map((p) => `  ${p.name} (${p.files.join(', ')}): ${p.use}`),
    `Install them as root: apt-get update && apt-get install -y ${missing.map((p) => p.name).join(' ')}`,
    'A browser installed elsewhere: set CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH or NGINX_PATH.',
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [arg] = process.argv.slice(2);
  if (arg === '--missing') {
    for (const p of missingPackages()) console.log(p.name);
  } else if (arg === 'test' || arg === 'check') {
    requireSupportedNode();
    const lines = machineReport(arg, missingPackages(arg));
    if (lines.length) {
      console.error(lines.join('\n'));
      process.exit(1);
    }
  } else {
    console.error('Usage: node scripts/check/machine.mjs test|check|--missing');
    process.exit(2);
  }
}
