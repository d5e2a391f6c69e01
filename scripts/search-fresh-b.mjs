// The second fresh search evaluation set: 60 readers' queries written on 2026-11-24 by a third writer
// (a separate session) from the docs' content alone, without seeing how the search ranks or any
// other query set. Unseen, on the ranking as it stood that day, it scored 53 and 58 of 60 (MRR
// 0.929); the ranking may be tuned on it since, like the fresh set (search-fresh.mjs).
// `npm run search:eval` reports it apart, held to its own thresholds. Same shape as the tuning set:
// style `keyword` | `flag` | `sentence`, and `answers`: the addresses (most precise first) where the
// reader finds what they asked; any of them counts.

export const FRESH_B_QUERIES = [
  // keyword
  {
    style: 'keyword',
    query: 'certficate renew',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'keyword',
    query: 'deploy locked',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock'],
  },
  { style: 'keyword', query: 'server memory sizes', answers: ['/mg/cli/dmt/#instance-sizes'] },
  { style: 'keyword', query: 'resize instance', answers: ['/mg/cli/dmt/#change-the-size'] },
  {
    style: 'keyword',
    query: 'postrges tunnel',
    answers: ['/mg/cli/dmt/#db', '/mg/overview/#open-a-shell-on-a-deployment', '/mg/cli/dmt/#db-option-local-port'],
  },
  { style: 'keyword', query: 'cron jobs', answers: ['/mg/cli/lsd/#what-lsd-deploys'] },
  {
    style: 'keyword',
    query: 'dead letter queue',
    answers: [
      '/mg/cli/lsd/#what-lsd-deploys',
      '/mg/cli/lsd/#provisioning',
      '/mg/cli/lsd/#health',
      '/mg/cli/lsd/#a-health-check-fails',
    ],
  },
  { style: 'keyword', query: 'iam policy json', answers: ['/mg/overview/#aws-permissions'] },
  { style: 'keyword', query: 'uninstal mg', answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'] },
  { style: 'keyword', query: 'return codes', answers: ['/mg/cli/main/#exit-codes'] },
  { style: 'keyword', query: 'static website hosting', answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/'] },
  {
    style: 'keyword',
    query: 'server status stopped',
    answers: ['/mg/cli/dmt/#deployment-states', '/mg/cli/dmt/#list', '/mg/cli/dmt/#show'],
  },
  { style: 'keyword', query: 'tear down server', answers: ['/mg/cli/dmt/#nuke', '/mg/tools/#6-clean-up'] },
  { style: 'keyword', query: 'app secrets', answers: ['/mg/cli/dmt/#what-the-app-must-provide'] },
  {
    style: 'keyword',
    query: 'github token',
    answers: ['/mg/overview/#git-credentials', '/mg/cli/main/#config-set', '/mg/cli/main/#where-mg-keeps-its-settings'],
  },
  { style: 'keyword', query: 'dmt vs lsd', answers: ['/mg/dream/', '/mg/dream/#dmt', '/mg/dream/#lsd'] },
  {
    style: 'keyword',
    query: 'ssh into vm',
    answers: ['/mg/cli/dmt/#ssh', '/mg/overview/#open-a-shell-on-a-deployment'],
  },
  { style: 'keyword', query: 'install cli', answers: ['/mg/tools/#1-install'] },
  {
    style: 'keyword',
    query: 'deleation interrupted',
    answers: [
      '/mg/cli/lsd/#a-deletion-stopped-halfway',
      '/mg/cli/lsd/#delete',
      '/mg/cli/lsd/#list-option-deleting',
      '/mg/cli/lsd/#deployment-states',
    ],
  },
  {
    style: 'keyword',
    query: 'dns propagation check',
    answers: ['/mg/cli/dmt/#verify', '/mg/cli/dmt/#the-domain-does-not-resolve'],
  },
  { style: 'keyword', query: 'commands cheat sheet', answers: ['/mg/cli/main/#commands-at-a-glance'] },
  { style: 'keyword', query: 'cloudfront caching', answers: ['/mg/esp/#what-it-creates'] },
  {
    style: 'keyword',
    query: 'dynamodb tables',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'keyword',
    query: 'archived deployments',
    answers: ['/mg/cli/lsd/#list-option-archived', '/mg/cli/lsd/#deployment-states', '/mg/cli/lsd/#delete'],
  },

  // flag
  {
    style: 'flag',
    query: '--instance-size t3.medium',
    answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#instance-sizes'],
  },
  { style: 'flag', query: 'mg lsd logs --since 1h', answers: ['/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'] },
  { style: 'flag', query: 'mg dmt nuke --yes', answers: ['/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke'] },
  { style: 'flag', query: '--no-ssl', answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#blastoff'] },
  { style: 'flag', query: 'mg dmt unlock -f', answers: ['/mg/cli/dmt/#unlock-option-force', '/mg/cli/dmt/#unlock'] },
  {
    style: 'flag',
    query: 'mg dmt list --region',
    answers: ['/mg/cli/main/#option-region', '/mg/cli/main/#regions', '/mg/cli/dmt/#list'],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./dist',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#deploy-a-static-site-option-domain'],
  },
  {
    style: 'flag',
    query: 'mg lsd list --deleting',
    answers: ['/mg/cli/lsd/#list-option-deleting', '/mg/cli/lsd/#delete', '/mg/cli/lsd/#a-deletion-stopped-halfway'],
  },
  {
    style: 'flag',
    query: 'mg init --dream',
    answers: [
      '/mg/cli/main/#init',
      '/mg/cli/main/#init-option-dream',
      '/mg/overview/#project-mode',
      '/mg/tools/#3-start-project-mode',
    ],
  },
  { style: 'flag', query: 'mg dmt test --quick', answers: ['/mg/cli/dmt/#test-option-quick', '/mg/cli/dmt/#test'] },
  {
    style: 'flag',
    query: 'mg lsd deploy -f send-invoice',
    answers: ['/mg/cli/lsd/#deploy-option-function', '/mg/cli/lsd/#deploy'],
  },
  {
    style: 'flag',
    query: 'mg dmt deploy --branch',
    answers: ['/mg/cli/dmt/#deploy-option-branch', '/mg/cli/dmt/#option-branch', '/mg/cli/dmt/#deploy'],
  },

  // sentence
  {
    style: 'sentence',
    query: 'how do I point my own domain at the server',
    answers: [
      '/mg/cli/dmt/#option-domain',
      '/mg/cli/dmt/#option-route53',
      '/mg/cli/dmt/#the-domain-does-not-resolve',
      '/mg/tools/#4-deploy',
    ],
  },
  {
    style: 'sentence',
    query: 'why is my lsd health check failing with exit code 4',
    answers: ['/mg/cli/lsd/#a-health-check-fails', '/mg/cli/lsd/#health', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'sentence',
    query: 'how do I get more ram on the server without losing the database',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'sentence',
    query: 'make the lambda thing run on a schedule every night',
    answers: ['/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'sentence',
    query: 'send a message to a queue from my express app',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/dream/#telekinesis'],
  },
  {
    style: 'sentence',
    query: 'what permissions does my IAM user need for mg',
    answers: ['/mg/overview/#aws-permissions'],
  },
  {
    style: 'sentence',
    query: 'check in CI that the site is still up after deploying',
    answers: ['/mg/cli/dmt/#test', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'sentence',
    query: 'where does mg store the git token on my machine',
    answers: ['/mg/cli/main/#where-mg-keeps-its-settings', '/mg/cli/main/#config-set'],
  },
  { style: 'sentence', query: 'how do I take down a static site', answers: ['/mg/esp/#remove-a-site'] },
  {
    style: 'sentence',
    query: 'site returns 502 bad gateway after deploy',
    answers: ['/mg/cli/dmt/#the-app-does-not-answer'],
  },
  {
    style: 'sentence',
    query: 'ssl fails with dns does not point at this deployment yet',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#ssl', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'sentence',
    query: 'what are the steps to start over when blastoff failed halfway',
    answers: ['/mg/cli/dmt/#blastoff-stopped-partway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'what happens to my data when I delete a serverless deployment',
    answers: ['/mg/cli/lsd/#delete'],
  },
  {
    style: 'sentence',
    query: 'drop says the deployment name already exists',
    answers: ['/mg/cli/lsd/#the-name-is-taken', '/mg/cli/lsd/#drop'],
  },
  {
    style: 'sentence',
    query: 'set up a local dev server with the production settings',
    answers: ['/mg/cli/dmt/#awake', '/mg/cli/dmt/#what-the-app-must-provide'],
  },
  { style: 'sentence', query: 'test lambda functions locally before deploying them', answers: ['/mg/cli/lsd/#trip'] },
  {
    style: 'sentence',
    query: 'where is all the stuff mg created in my aws account',
    answers: ['/mg/architecture/#what-lives-where'],
  },
  {
    style: 'sentence',
    query: 'how do I get started with my first deployment',
    answers: ['/mg/tools/', '/mg/tools/#4-deploy', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'sentence',
    query: 'push new code to an existing server',
    answers: ['/mg/cli/dmt/#deploy', '/mg/tools/#5-ship-changes', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'sentence',
    query: 'how do I switch between two aws accounts',
    answers: [
      '/mg/overview/#cloud-credentials',
      '/mg/cli/main/#option-aws-profile',
      '/mg/cli/main/#environment-variables',
    ],
  },
  {
    style: 'sentence',
    query: 'is there any downtime when deploying a new version',
    answers: ['/mg/cli/dmt/#deploy', '/mg/architecture/#the-path-of-a-deploy'],
  },
  { style: 'sentence', query: 'which commit is currently live on the server', answers: ['/mg/cli/dmt/#show'] },
  {
    style: 'sentence',
    query: 'can I host a single page app frontend with mg',
    answers: ['/mg/esp/#when-to-use-esp', '/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'sentence',
    query: 'difference between lsd status and health',
    answers: ['/mg/cli/lsd/#status', '/mg/cli/lsd/#health'],
  },
];
