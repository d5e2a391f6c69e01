// The third held-out search evaluation set: 60 readers' queries written on 2026-11-24 by a fourth
// writer (a separate session) from the pages as readers get them (their Markdown copies, which leave
// out the reader words that the MDX sources carry for the search), without seeing how the search
// ranks or any other query set. Nobody who changes the ranking reads it: `npm run search:eval` prints
// only its totals, and CI holds them to their own thresholds. Add no query here to fix a miss, and do
// not open this file to see why one missed: write a query of your own into the tuning set instead.
// Same shape as the tuning set: style `keyword` | `flag` | `sentence`, and `answers`: the addresses
// (most precise first) where the reader finds what they asked; any of them counts.

export const HELDOUT_C_QUERIES = [
  // keyword
  {
    style: 'keyword',
    query: 'custom domain https',
    answers: ['/mg/cli/dmt/#option-domain', '/mg/cli/dmt/#blastoff', '/mg/tools/#4-deploy'],
  },
  {
    style: 'keyword',
    query: 'instance size price',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'keyword',
    query: 'cron jobs',
    answers: ['/mg/cli/lsd/#what-lsd-deploys'],
  },
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
  {
    style: 'keyword',
    query: 'static website hosting',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/', '/mg/esp/#when-to-use-esp'],
  },
  {
    style: 'keyword',
    query: 'cloudfornt distribution',
    answers: ['/mg/esp/#what-it-creates', '/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'keyword',
    query: 'uninstal mg',
    answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'keyword',
    query: 'exit code 4',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#verify', '/mg/cli/dmt/#test', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'lambda logging',
    answers: ['/mg/cli/lsd/#logs'],
  },
  {
    style: 'keyword',
    query: 'delete esp website',
    answers: ['/mg/esp/#remove-a-site'],
  },
  {
    style: 'keyword',
    query: 'aws profiles',
    answers: [
      '/mg/overview/#cloud-credentials',
      '/mg/cli/main/#option-aws-profile',
      '/mg/tools/#2-configure-aws-and-git',
      '/mg/cli/main/#environment-variables-mg-reads',
    ],
  },
  {
    style: 'keyword',
    query: 'deleted deployments history',
    answers: ['/mg/cli/lsd/#list-option-archived', '/mg/cli/lsd/#delete', '/mg/cli/lsd/#deployment-states'],
  },
  {
    style: 'keyword',
    query: 'local dev server',
    answers: ['/mg/cli/dmt/#awake', '/mg/cli/lsd/#trip'],
  },
  {
    style: 'keyword',
    query: 'console resources tags',
    answers: ['/mg/architecture/#what-lives-where'],
  },
  {
    style: 'keyword',
    query: 'telekenesis queues',
    answers: ['/mg/dream/#telekinesis'],
  },
  {
    style: 'keyword',
    query: 'zero downtime deploys',
    answers: ['/mg/cli/dmt/#deploy', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'keyword',
    query: 'dynamodb tables',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'keyword',
    query: 'ssh private key',
    answers: ['/mg/cli/main/#where-mg-keeps-its-settings', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'keyword',
    query: 'shutting-down state',
    answers: ['/mg/cli/dmt/#deployment-states'],
  },
  {
    style: 'keyword',
    query: 'ssh into server',
    answers: ['/mg/cli/dmt/#ssh', '/mg/overview/#open-a-shell-on-a-deployment'],
  },
  {
    style: 'keyword',
    query: 'git token setup',
    answers: ['/mg/overview/#git-credentials', '/mg/cli/main/#config-set', '/mg/tools/#2-configure-aws-and-git'],
  },
  {
    style: 'keyword',
    query: 'health endpoint',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'tls expiry email',
    answers: ['/mg/cli/dmt/#option-email', '/mg/cli/dmt/#ssl-option-email', '/mg/cli/dmt/#ssl'],
  },
  {
    style: 'keyword',
    query: 'install cli npm',
    answers: ['/mg/tools/#1-install', '/mg/cli/main/#upgrade-or-uninstall-mg'],
  },

  // flag
  {
    style: 'flag',
    query: '--instance-size t3.medium',
    answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'flag',
    query: 'mg lsd logs --since 2h',
    answers: ['/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'],
  },
  {
    style: 'flag',
    query: 'mg dmt unlock -f',
    answers: ['/mg/cli/dmt/#unlock-option-force', '/mg/cli/dmt/#unlock', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'flag',
    query: 'mg dmt db -l 6543',
    answers: ['/mg/cli/dmt/#db-option-local-port', '/mg/cli/dmt/#db'],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./dist -d www.example.org',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#deploy-a-static-site-option-domain'],
  },
  {
    style: 'flag',
    query: 'mg lsd deploy -f resize-image',
    answers: ['/mg/cli/lsd/#deploy-option-function', '/mg/cli/lsd/#deploy', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'flag',
    query: 'AWS_REGION=us-west-2 mg dmt list',
    answers: [
      '/mg/cli/main/#regions',
      '/mg/cli/main/#environment-variables-mg-reads',
      '/mg/cli/main/#option-region',
      '/mg/cli/dmt/#list',
    ],
  },
  {
    style: 'flag',
    query: 'mg dmt test -q',
    answers: ['/mg/cli/dmt/#test-option-quick', '/mg/cli/dmt/#test'],
  },
  {
    style: 'flag',
    query: 'mg lsd trip --port 5005',
    answers: ['/mg/cli/lsd/#trip-option-port', '/mg/cli/lsd/#trip'],
  },
  {
    style: 'flag',
    query: 'mg dmt deploy -b staging',
    answers: ['/mg/cli/dmt/#deploy-option-branch', '/mg/cli/dmt/#deploy', '/mg/cli/dmt/#option-branch'],
  },
  {
    style: 'flag',
    query: 'mg lsd delete --all --yes',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/lsd/#delete-option-all', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'flag',
    query: 'mg lsd list --health',
    answers: ['/mg/cli/lsd/#list-option-health', '/mg/cli/lsd/#list'],
  },

  // sentence
  {
    style: 'sentence',
    query: 'how do i get my node app online the first time',
    answers: ['/mg/tools/', '/mg/tools/#4-deploy', '/mg/cli/dmt/#blastoff', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'sentence',
    query: 'point my domain at the server without route 53',
    answers: [
      '/mg/cli/dmt/#the-domain-does-not-resolve',
      '/mg/cli/dmt/#blastoff',
      '/mg/tools/#4-deploy',
      '/mg/cli/dmt/#option-route53',
    ],
  },
  {
    style: 'sentence',
    query: 'deploy fails locked by another process after I hit ctrl-c',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'sentence',
    query: 'can I resize the instance after it was created',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'sentence',
    query: 'how do I tear down all the stuff I created',
    answers: ['/mg/tools/#6-clean-up', '/mg/cli/dmt/#nuke', '/mg/cli/lsd/#delete', '/mg/esp/#remove-a-site'],
  },
  {
    style: 'sentence',
    query: 'how do I get a scheduled function to run every night',
    answers: ['/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'sentence',
    query: 'which aws services does mg need access to',
    answers: ['/mg/overview/#aws-permissions'],
  },
  {
    style: 'sentence',
    query: 'check in CI that the site is up after deploying',
    answers: ['/mg/cli/dmt/#test', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'sentence',
    query: 'destroy every vm in a script without being asked to confirm',
    answers: ['/mg/cli/dmt/#nuke-option-all', '/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke'],
  },
  {
    style: 'sentence',
    query: 'my lsd delete got interrupted halfway, how to resume it',
    answers: [
      '/mg/cli/lsd/#a-deletion-stopped-halfway',
      '/mg/cli/lsd/#delete',
      '/mg/cli/lsd/#list-option-deleting',
      '/mg/cli/lsd/#deployment-states',
    ],
  },
  {
    style: 'sentence',
    query: 'ssl fails saying dns does not point at this deployment yet',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#ssl', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'sentence',
    query: 'blastoff failed because of a quota, how do I retry',
    answers: ['/mg/cli/dmt/#blastoff-stopped-halfway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'site not responding after a deploy',
    answers: ['/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/dmt/#test'],
  },
  {
    style: 'sentence',
    query: 'where do I put secrets and environment variables for my app',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'sentence',
    query: 'how do I back up the database before deleting it',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/dmt/#change-the-size', '/mg/cli/lsd/#back-up-the-database'],
  },
  {
    style: 'sentence',
    query: 'difference between lsd status and health',
    answers: ['/mg/cli/lsd/#status', '/mg/cli/lsd/#health', '/mg/cli/lsd/#show'],
  },
  {
    style: 'sentence',
    query: 'should I use esp or a vm for a marketing site',
    answers: ['/mg/esp/#when-to-use-esp', '/mg/dream/'],
  },
  {
    style: 'sentence',
    query: 'what does the --dream option of init do',
    answers: ['/mg/cli/main/#init-option-dream', '/mg/cli/main/#init', '/mg/overview/#project-mode'],
  },
  {
    style: 'sentence',
    query: 'lsd drop says deployment already exists',
    answers: ['/mg/cli/lsd/#the-name-is-taken', '/mg/cli/lsd/#drop'],
  },
  {
    style: 'sentence',
    query: 'how do I get the thing to use a different aws account',
    answers: [
      '/mg/cli/main/#option-aws-profile',
      '/mg/overview/#cloud-credentials',
      '/mg/cli/main/#environment-variables-mg-reads',
    ],
  },
  {
    style: 'sentence',
    query: 'how do I renew the certifficate',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'sentence',
    query: 'where can I see a list of all the commands',
    answers: ['/mg/cli/main/#all-commands', '/mg/cli/dmt/#help'],
  },
  {
    style: 'sentence',
    query: 'mg dmt list shows nothing but my deployment is in another region',
    answers: ['/mg/cli/main/#regions', '/mg/cli/main/#option-region'],
  },
  {
    style: 'sentence',
    query: "what's the next step after pushing new commits",
    answers: ['/mg/tools/#5-ship-changes', '/mg/cli/dmt/#deploy', '/mg/overview/#deploy-a-project'],
  },
];
