// `npm run audit`: `npm audit` of what ships to browsers (production dependencies only). Fails on
// any high or critical advisory. A registry without the advisory endpoint (a mirror, a closed
// network) cannot answer: that is reported plainly and, unless --require is given, not a failure,
// because no finding was seen; CI on an open network gets the real verdict.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason =
    report?.message ??
    report?.error?.summary ??
    result.stdout.match(/"message": "([^"]+)"/)?.[1] ??
    result.stderr.match(/npm (?:warn|error) audit (.+)/)?.[1] ??
    'no report';
  console.log(`npm audit could not run here: ${reason}`);
  process.exit(process.argv.includes('--require') ? 1 : 0);
}

const { info = 0, low = 0, moderate = 0, high = 0, critical = 0 } = counts;
console.log(
  `npm audit --omit=dev: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low, ${info} info ` +
    `in ${report.metadata.dependencies?.prod ?? report.metadata.dependencies?.total ?? '?'} production packages`,
);
for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
  if (advisory.severity === 'high' || advisory.severity === 'critical') {
    console.log(`  ${advisory.severity}: ${name} ${advisory.range ?? ''}`);
  }
}
process.exit(high + critical > 0 ? 1 : 0);
