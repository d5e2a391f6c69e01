// Words readers type that the docs never use, and the docs' word each means here: "rid" is
// "remove", "newest" is "latest", "creds" is "credentials". A query word that no page holds is read as
// the docs' word for it (lib/search/synonyms.ts), as a typo is read as the word it misspells; a word
// the docs hold is never replaced. Written by a session that had not seen the ranking or any query
// set, from the pages and from how developers talk on other platforms (Heroku, Fly.io, Vercel,
// Netlify, the AWS CLI, kubectl, CI services); extend it the same way, never to fix one query.
// Each key is a word the docs hold; each value, the reader words (single words, lowercase, base
// form: their plurals and -ed and -ing forms match too) that mean it. `npm run search:eval -- --check`
// (part of `npm run check`) checks both against the exported pages and fails when a key is no longer
// in the docs or a reader word now is: that script imports it too, and Node runs it as it is.

/** Docs word → the reader words, space-separated, that mean it. */
export const SYNONYMS: Readonly<Record<string, string>> = {
  // Deleting and cleaning up
  remove: 'rid erase deprovision',
  clean: 'tidy',
  leftover: 'dangling',

  // Rolling back and versions
  previous: 'revert',
  latest: 'newest',

  // Costs
  cost: 'expensive cheap spend money',

  // Sizes and scaling
  resize: 'upsize',
  scale: 'autoscale replica',
  gib: 'gb',

  // Servers, VMs, containers
  machine: 'container',
  restart: 'bounce',
  stopped: 'pause suspend hibernate',
  downtime: 'outage',

  // Functions, serverless, scheduling and queues
  schedule: 'cronjob recurring periodic daily weekly',
  queue: 'broker rabbitmq',

  // Static sites, CDN, cache, storage
  static: 'ssg',
  invalidation: 'purge',
  storage: 'blob',

  // Domains, DNS, TLS
  domain: 'subdomain',
  encrypt: 'letsencrypt',
  notice: 'notification',

  // Logs and monitoring
  log: 'stdout stderr journalctl syslog',
  monitoring: 'observability metric',
  console: 'dashboard',

  // Health checks and unresponsive apps
  health: 'healthcheck healthz liveness',
  responding: 'unresponsive',

  // Locks, stuck and interrupted runs
  stuck: 'freeze',
  lock: 'mutex deadlock',
  interrupted: 'abort',
  again: 'rerun',

  // Credentials, IAM, profiles, team
  credentials: 'creds',
  permissions: 'forbidden',
  pair: 'keypair',
  teammate: 'coworker',
  aws: 'amazon',

  // Regions
  region: 'datacenter',
  eu: 'europe',

  // Settings, config, environment variables, options
  settings: 'preference',
  env: 'dotenv',
  variables: 'envvar',
  option: 'parameter param',
  config: 'cfg',

  // CI and scripting
  ci: 'jenkins circleci travis',
  script: 'automate',
  unattended: 'noninteractive',
  skip: 'bypass',

  // Installing, upgrading, requirements
  install: 'homebrew',
  node: 'nodejs',
  macos: 'mac osx',
  cli: 'commandline',

  // Errors and exit codes
  exit: 'exitcode nonzero',
  misspelled: 'typo',

  // Databases
  database: 'datastore',
  dynamodb: 'dynamo nosql',

  // Running locally
  local: 'simulate',
  reloading: 'nodemon',

  // SSH and the app's code
  ssh: 'putty',
  app: 'application',
  branch: 'master',
  commit: 'sha',
  tag: 'label',
};

/** A word and its plain inflections, as the build looks for them in the docs. */
const forms = (word: string) => [word, `${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`];

/**
 * What is wrong with `table` against `held`, the words of the indexed pages: a key the docs no
 * longer hold (its reader words would find nothing), a reader word the docs now use in some form (it
 * is theirs: drop it here), a reader word under two keys. One message each; none when all is well.
 */
export function synonymProblems(table: Readonly<Record<string, string>>, held: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [docs, readers] of Object.entries(table)) {
    if (!held.has(docs))
      problems.push(`"${docs}" is no longer a word of the docs: its reader words would find nothing`);
    for (const reader of readers.split(' ')) {
      const used = forms(reader).find((form) => held.has(form));
      if (used) problems.push(`"${reader}" (under "${docs}") is a word of the docs now ("${used}"): remove it`);
      if (seen.has(reader)) problems.push(`"${reader}" is under both "${seen.get(reader)}" and "${docs}"`);
      seen.set(reader, docs);
    }
  }
  return problems;
}
