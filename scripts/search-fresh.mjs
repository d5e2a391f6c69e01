// The fresh search evaluation set: 60 readers' queries written on 2026-11-24 by a second writer (a
// separate session) from the docs' content alone, without seeing how the search ranks or any other
// query set. It measured the ranking as it stood, unseen; the ranking may be tuned on it since, like
// the tuning set (search-queries.mjs). `npm run search:eval` reports it apart, held to its own
// thresholds. Same shape as the tuning set: style `keyword` | `flag` | `sentence`, and `answers`:
// the addresses (most precise first) where the reader finds what they asked; any of them counts.

export const FRESH_QUERIES = [
  // keyword
  { style: 'keyword', query: 'npm install milligram', answers: ['/mg/tools/#1-install'] },
  { style: 'keyword', query: 'uninstal mg', answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'] },
  {
    style: 'keyword',
    query: 'letsencrypt renewal',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'keyword',
    query: 'certficate expiry',
    answers: ['/mg/cli/dmt/#show', '/mg/cli/dmt/#ssl', '/mg/cli/dmt/#ssl-option-email', '/mg/cli/dmt/#option-email'],
  },
  { style: 'keyword', query: 'smoke test', answers: ['/mg/cli/dmt/#test'] },
  {
    style: 'keyword',
    query: 'resize instance',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#instance-sizes'],
  },
  { style: 'keyword', query: 'cron jobs', answers: ['/mg/cli/lsd/#what-lsd-deploys'] },
  {
    style: 'keyword',
    query: 'database backup',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/lsd/#delete', '/mg/cli/dmt/#back-up-and-restore-the-database'],
  },
  {
    style: 'keyword',
    query: 'postgres tunnel',
    answers: ['/mg/cli/dmt/#db', '/mg/cli/dmt/#db-option-local-port', '/mg/overview/#open-a-shell-on-a-deployment'],
  },
  { style: 'keyword', query: 'lambda logs', answers: ['/mg/cli/lsd/#logs'] },
  {
    style: 'keyword',
    query: 'static website hosting',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/', '/mg/dream/#esp'],
  },
  {
    style: 'keyword',
    query: 'least privilege iam',
    answers: ['/mg/overview/#aws-permissions', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'keyword',
    query: 'dead letter queue',
    answers: [
      '/mg/cli/lsd/#what-lsd-deploys',
      '/mg/cli/lsd/#a-health-check-fails',
      '/mg/cli/lsd/#health',
      '/mg/cli/lsd/#provisioning',
    ],
  },
  {
    style: 'keyword',
    query: 'tear down all deployments',
    answers: [
      '/mg/cli/dmt/#nuke-option-all',
      '/mg/cli/lsd/#delete-option-all',
      '/mg/cli/dmt/#nuke',
      '/mg/cli/lsd/#delete',
    ],
  },
  {
    style: 'keyword',
    query: 'private repo access',
    answers: ['/mg/overview/#git-credentials', '/mg/cli/main/#config-set', '/mg/tools/#2-configure-aws-and-git'],
  },
  {
    style: 'keyword',
    query: 'helath check failing',
    answers: ['/mg/cli/lsd/#a-health-check-fails', '/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'dns propagation',
    answers: ['/mg/cli/dmt/#verify', '/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#ssl'],
  },
  {
    style: 'keyword',
    query: 'archived deployments',
    answers: ['/mg/cli/lsd/#list-option-archived', '/mg/cli/lsd/#deployment-states', '/mg/cli/lsd/#delete'],
  },
  { style: 'keyword', query: 'serverless deploy history', answers: ['/mg/cli/lsd/#show'] },
  { style: 'keyword', query: 'one letter options', answers: ['/mg/cli/main/#short-flags'] },
  {
    style: 'keyword',
    query: 'background workers queue',
    answers: ['/mg/dream/#telekinesis', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'keyword',
    query: 'vm vs serverless',
    answers: ['/mg/dream/', '/mg/dream/#dmt', '/mg/dream/#lsd', '/mg/architecture/'],
  },
  {
    style: 'keyword',
    query: 'multiple regions',
    answers: ['/mg/cli/main/#regions', '/mg/cli/main/#option-region'],
  },
  { style: 'keyword', query: 'ssh key location', answers: ['/mg/cli/main/#where-mg-keeps-its-settings'] },

  // flag
  {
    style: 'flag',
    query: '--dose t3.medium',
    answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#instance-sizes'],
  },
  { style: 'flag', query: 'mg dmt nuke -y', answers: ['/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke'] },
  {
    style: 'flag',
    query: 'mg lsd logs -f send-invoice --since 1h',
    answers: ['/mg/cli/lsd/#logs-option-function', '/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'],
  },
  { style: 'flag', query: '--no-ssl', answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#blastoff'] },
  {
    style: 'flag',
    query: 'mg dmt unlock --force',
    answers: ['/mg/cli/dmt/#unlock-option-force', '/mg/cli/dmt/#unlock', '/mg/cli/dmt/#the-deployment-is-locked'],
  },
  {
    style: 'flag',
    query: '--region eu-west-1',
    answers: ['/mg/cli/main/#option-region', '/mg/cli/main/#regions'],
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
  {
    style: 'flag',
    query: 'mg lsd list --health',
    answers: ['/mg/cli/lsd/#list-option-health', '/mg/cli/lsd/#list'],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./out --domain docs.example.com',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#deploy-a-static-site-option-domain'],
  },
  {
    style: 'flag',
    query: 'mg dmt deploy -b release/2.3',
    answers: ['/mg/cli/dmt/#deploy-option-branch', '/mg/cli/dmt/#deploy', '/mg/cli/dmt/#option-branch'],
  },
  {
    style: 'flag',
    query: 'mg config set git-token',
    answers: ['/mg/cli/main/#config-set', '/mg/overview/#git-credentials', '/mg/cli/main/#where-mg-keeps-its-settings'],
  },
  { style: 'flag', query: 'mg lsd trip --port', answers: ['/mg/cli/lsd/#trip-option-port', '/mg/cli/lsd/#trip'] },

  // sentence
  {
    style: 'sentence',
    query: 'first time deploying my node app to aws, what are the steps',
    answers: ['/mg/tools/', '/mg/tools/#4-deploy', '/mg/overview/#deploy-a-project', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'how do I get https on my custom domain',
    answers: [
      '/mg/cli/dmt/#option-domain',
      '/mg/overview/#generate-a-tls-certificate',
      '/mg/cli/dmt/#ssl',
      '/mg/cli/dmt/#blastoff',
    ],
  },
  {
    style: 'sentence',
    query: 'the deploy thing says locked by another process after I hit ctrl-c',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock'],
  },
  {
    style: 'sentence',
    query: 'cheapest instance size for a small app with a database',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'sentence',
    query: "where do I put my app's enviroment variables and secrets",
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'sentence',
    query: 'how to see the logs of my app on the server',
    answers: ['/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/dmt/#ssh'],
  },
  {
    style: 'sentence',
    query: 'run the app locally with the production settings',
    answers: ['/mg/cli/dmt/#awake'],
  },
  {
    style: 'sentence',
    query: 'how do I pass aws credentials in a CI pipeline',
    answers: [
      '/mg/cli/main/#environment-variables',
      '/mg/overview/#cloud-credentials',
      '/mg/cli/main/#option-aws-profile',
      '/mg/cli/main/#ci-and-scripts',
    ],
  },
  {
    style: 'sentence',
    query: 'delete got cancelled halfway through, how to continue it',
    answers: ['/mg/cli/lsd/#a-deletion-stopped-halfway', '/mg/cli/lsd/#delete', '/mg/cli/lsd/#list-option-deleting'],
  },
  {
    style: 'sentence',
    query: 'lsd drop fails because the deployment already exists',
    answers: ['/mg/cli/lsd/#the-name-is-taken', '/mg/cli/lsd/#drop'],
  },
  {
    style: 'sentence',
    query: 'how do I set up a new queue for my functions',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/lsd/#deploy'],
  },
  {
    style: 'sentence',
    query: 'is there downtime when I redeploy',
    answers: ['/mg/cli/dmt/#deploy', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'sentence',
    query: 'which aws resources does mg create and how are they tagged',
    answers: ['/mg/architecture/#what-lives-where', '/mg/cli/lsd/#provisioning', '/mg/esp/#what-it-creates'],
  },
  { style: 'sentence', query: 'how do I take down a static site', answers: ['/mg/esp/#remove-a-site'] },
  {
    style: 'sentence',
    query: 'should I use esp or a vm for a react single page app',
    answers: ['/mg/esp/#when-to-use-esp', '/mg/dream/'],
  },
  {
    style: 'sentence',
    query: 'what does exit code 4 mean',
    answers: [
      '/mg/cli/main/#exit-codes',
      '/mg/cli/dmt/#the-domain-does-not-resolve',
      '/mg/cli/dmt/#the-app-does-not-answer',
      '/mg/cli/lsd/#a-health-check-fails',
    ],
  },
  {
    style: 'sentence',
    query: 'how do I ship code changes after the first deploy',
    answers: ['/mg/tools/#5-ship-changes', '/mg/cli/dmt/#deploy', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'sentence',
    query: 'stop paying for everything the quick start created',
    answers: ['/mg/tools/#6-clean-up', '/mg/cli/dmt/#nuke'],
  },
  {
    style: 'sentence',
    query: 'is my server running or stopped',
    answers: ['/mg/cli/dmt/#deployment-states', '/mg/cli/dmt/#show', '/mg/cli/dmt/#list'],
  },
  {
    style: 'sentence',
    query: 'difference between lsd status and health',
    answers: ['/mg/cli/lsd/#status', '/mg/cli/lsd/#health'],
  },
  {
    style: 'sentence',
    query: 'blastoff failed halfway, how do I retry',
    answers: ['/mg/cli/dmt/#blastoff-stopped-partway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'can I use my own dns provider instead of route 53',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#option-route53', '/mg/tools/#4-deploy'],
  },
  {
    style: 'sentence',
    query: 'my functions stuff is not working after deploy',
    answers: ['/mg/cli/lsd/#a-health-check-fails', '/mg/cli/lsd/#health', '/mg/cli/lsd/#logs'],
  },
  {
    style: 'sentence',
    query: 'how do I get a list of all commands',
    answers: ['/mg/cli/main/#commands-at-a-glance', '/mg/cli/dmt/#help', '/mg/cli/main/#option-help'],
  },
];
