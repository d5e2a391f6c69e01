// Measures the site search as a reader meets it: for each query below, types it into the search
// dialog of the exported site in Chromium and reports the rank of the first result that lands on
// the place defining the answer (a flag's row, a command's section, or the right page).
// Usage: node scripts/search-ranks.mjs [--dir out] [--json report.json]
// Exits non-zero with --check when a query's answer is not the first result.
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.mjs';
import { createStaticServer } from './serve-static.mjs';

/**
 * `answers`: addresses (path and fragment) that answer the query, best first; the earlier, more
 * precise ones (a flag's row) are listed before the section holding them.
 */
export const RANK_QUERIES = [
  // Flags and commands
  { kind: 'flag', query: '--dose', answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#options'] },
  { kind: 'flag', query: '--route53', answers: ['/mg/cli/dmt/#option-route53', '/mg/cli/dmt/#options'] },
  { kind: 'flag', query: '--local-port', answers: ['/mg/cli/dmt/#db-option-local-port', '/mg/cli/dmt/#db'] },
  { kind: 'flag', query: 'dose', answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#options'] },
  { kind: 'flag', query: '--no-ssl', answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#options'] },
  { kind: 'flag', query: '--since', answers: ['/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'] },
  { kind: 'flag', query: '--yes', answers: ['/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke'] },
  { kind: 'command', query: 'blastoff', answers: ['/mg/cli/dmt/#blastoff'] },
  { kind: 'command', query: 'lsd trip', answers: ['/mg/cli/lsd/#trip'] },
  {
    kind: 'command',
    query: 'mg init --dream',
    answers: ['/mg/cli/main/#init-option-dream', '/mg/cli/main/#init', '/mg/overview/#project-mode'],
  },
  // Tasks, typed as a reader would
  {
    kind: 'task',
    query: 'ssh into my server',
    answers: ['/mg/cli/dmt/#ssh', '/mg/overview/#open-a-shell-on-a-deployment'],
  },
  {
    kind: 'task',
    query: 'delete everything without a prompt',
    answers: ['/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke', '/mg/cli/lsd/#delete'],
  },
  {
    kind: 'task',
    query: 'renew the tls certificate',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-an-ssl-certificate'],
  },
  {
    kind: 'task',
    query: 'see the logs of a function',
    answers: ['/mg/cli/lsd/#logs', '/mg/cli/lsd/#logs-option-function'],
  },
  {
    kind: 'task',
    query: 'make the instance bigger',
    answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#options'],
  },
  { kind: 'task', query: 'open a tunnel to my database', answers: ['/mg/cli/dmt/#db'] },
  { kind: 'task', query: 'release a stuck lock', answers: ['/mg/cli/dmt/#unlock'] },
  { kind: 'task', query: 'host a static website', answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/'] },
  { kind: 'task', query: 'use route 53 for my dns', answers: ['/mg/cli/dmt/#option-route53', '/mg/cli/dmt/#options'] },
  {
    kind: 'task',
    query: 'where do i put my aws keys',
    answers: ['/mg/overview/#cloud-credentials', '/mg/tools/#2-configure-aws-and-git'],
  },
];

/** A result's address without the highlight parameter: path and fragment. */
export const landing = (href) => {
  const url = new URL(href, 'http://site');
  return `${url.pathname}${url.hash}`;
};

export async function searchRanks({ dir = 'out' } = {}) {
  const server = await new Promise((resolve) => {
    const s = createStaticServer({ root: dir }).listen(0, () => resolve(s));
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/mg/overview/`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Search docs' }).click();
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    for (const { kind, query, answers } of RANK_QUERIES) {
      await box.fill('');
      await box.fill(query);
      // The results settle after the debounce and Pagefind's fetches.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('dialog [role=status]')].some((el) => /result|No /.test(el.textContent)),
      );
      await page.waitForTimeout(600);
      const hrefs = (
        await page
          .getByRole('listbox', { name: 'Results' })
          .getByRole('option')
          .evaluateAll((els) => els.map((el) => el.dataset.href))
      ).map(landing);
      const index = hrefs.findIndex((href) => answers.includes(href));
      rows.push({
        kind,
        query,
        rank: index === -1 ? null : index + 1,
        landsOn: index === -1 ? null : hrefs[index],
        first: hrefs[0] ?? null,
        top: hrefs.slice(0, 3),
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}

if (process.argv[1]?.endsWith('search-ranks.mjs')) {
  const arg = (name) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const rows = await searchRanks({ dir: arg('--dir') ?? 'out' });
  for (const row of rows) {
    console.log(
      `${row.kind.padEnd(8)} ${JSON.stringify(row.query).padEnd(38)} rank ${String(row.rank ?? '–').padEnd(3)} ${row.landsOn ?? `(first: ${row.first ?? 'nothing'})`}`,
    );
  }
  if (arg('--json')) await writeFile(arg('--json'), JSON.stringify(rows, null, 2));
  if (process.argv.includes('--check') && rows.some((row) => row.rank !== 1)) process.exit(1);
}
