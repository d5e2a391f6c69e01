// The fourth held-out search evaluation set: 60 readers' queries written on 2026-11-24 by a fifth
// writer (a separate session) from the pages as readers get them (their Markdown copies, which leave
// out the reader words that the MDX sources carry for the search), without seeing how the search
// ranks or any other query set. It wrote as three readers, 20 queries each: an on-call engineer
// during an incident, a developer who knows other platforms (Heroku, Fly.io, the AWS CLI, kubectl)
// and their words, and an engineer wiring mg into CI or a script. Nobody who changes the ranking
// reads it: `npm run search:eval` prints only its totals, and CI holds them to their own thresholds.
// Add no query here to fix a miss, and do not open this file to see why one missed: write a query of
// your own into the tuning set instead.
// Same shape as the tuning set: style `keyword` | `flag` | `sentence`, and `answers`: the addresses
// (most precise first) where the reader finds what they asked; any of them counts.

export const HELDOUT_D_QUERIES = [
  {
    style: 'keyword',
    query: 'deploy stuck lock',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock'],
  },
  {
    style: 'sentence',
    query: 'is this like heroku but running in my own aws account',
    answers: ['/mg/overview/', '/mg/architecture/#what-lives-where'],
  },
  {
    style: 'flag',
    query: 'mg dmt nuke --yes',
    answers: ['/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke'],
  },
  {
    style: 'keyword',
    query: 'certifcate renew',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'keyword',
    query: 'dyno sizes',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'sentence',
    query: "what exit code does verify return when dns isn't pointing yet",
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#verify', '/mg/cli/dmt/#the-domain-does-not-resolve'],
  },
  {
    style: 'sentence',
    query: 'app is down after the deploy step, how do I read the server log',
    answers: ['/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/dmt/#ssh'],
  },
  {
    style: 'sentence',
    query: 'how much will it cost to run',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/dream/#lsd', '/mg/esp/', '/mg/cli/dmt/#what-a-deployment-costs'],
  },
  {
    style: 'keyword',
    query: 'exit status 3',
    answers: ['/mg/cli/main/#exit-codes'],
  },
  {
    style: 'keyword',
    query: 'route53 record missing',
    answers: ['/mg/cli/dmt/#option-route53', '/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'keyword',
    query: 'run lambdas locally',
    answers: ['/mg/cli/lsd/#trip'],
  },
  {
    style: 'flag',
    query: 'mg dmt test -q',
    answers: ['/mg/cli/dmt/#test-option-quick', '/mg/cli/dmt/#test'],
  },
  {
    style: 'flag',
    query: 'mg lsd logs --since 2h',
    answers: ['/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'],
  },
  {
    style: 'keyword',
    query: 'port forward database',
    answers: ['/mg/cli/dmt/#db', '/mg/cli/dmt/#db-option-local-port'],
  },
  {
    style: 'sentence',
    query: 'can lsd delete run unattended in a pipeline without prompts',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/main/#exit-codes', '/mg/cli/main/#ci-and-scripts'],
  },
  {
    style: 'keyword',
    query: 'unlcok force',
    answers: ['/mg/cli/dmt/#unlock-option-force', '/mg/cli/dmt/#unlock'],
  },
  {
    style: 'keyword',
    query: 'scheduled cron jobs',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'keyword',
    query: 'AWS_PROFILE env var',
    answers: [
      '/mg/cli/main/#environment-variables-mg-reads',
      '/mg/overview/#cloud-credentials',
      '/mg/cli/main/#option-aws-profile',
      '/mg/tools/#2-configure-aws-and-git',
    ],
  },
  {
    style: 'keyword',
    query: 'dns not resolving',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'sentence',
    query: 'can I run background workers off a message queue like sidekiq',
    answers: ['/mg/dream/#telekinesis', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'flag',
    query: 'mg dmt list -p staging',
    answers: ['/mg/cli/main/#option-aws-profile', '/mg/cli/dmt/#list'],
  },
  {
    style: 'sentence',
    query: 'lsd delete got interrupted, how do I finish it',
    answers: ['/mg/cli/lsd/#a-deletion-stopped-halfway', '/mg/cli/lsd/#delete', '/mg/cli/lsd/#deployment-states'],
  },
  {
    style: 'keyword',
    query: 'netlify static hosting',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#when-to-use-esp', '/mg/esp/'],
  },
  {
    style: 'sentence',
    query: 'script that waits for DNS propagation before requesting the certificate',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'flag',
    query: 'mg dmt db -l 15432',
    answers: ['/mg/cli/dmt/#db-option-local-port', '/mg/cli/dmt/#db'],
  },
  {
    style: 'keyword',
    query: 'zero downtime deploys',
    answers: ['/mg/cli/dmt/#deploy', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'sentence',
    query: 'does -f mean force or function',
    answers: [
      '/mg/cli/main/#short-flags',
      '/mg/cli/dmt/#unlock-option-force',
      '/mg/cli/lsd/#deploy-option-function',
      '/mg/cli/lsd/#logs-option-function',
    ],
  },
  {
    style: 'sentence',
    query: 'how do I get the list of everything running in this region',
    answers: ['/mg/cli/dmt/#list', '/mg/cli/lsd/#list', '/mg/cli/main/#regions'],
  },
  {
    style: 'flag',
    query: '--instance-size t3.medium',
    answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'flag',
    query: 'mg lsd deploy -f resize-image',
    answers: ['/mg/cli/lsd/#deploy-option-function', '/mg/cli/lsd/#deploy'],
  },
  {
    style: 'keyword',
    query: 'blastoff failed',
    answers: ['/mg/cli/dmt/#blastoff-stopped-halfway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'keyword',
    query: 'managed postgres database',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/dmt/#what-the-app-must-provide', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'keyword',
    query: 'git access token',
    answers: ['/mg/overview/#git-credentials', '/mg/cli/main/#config-set', '/mg/cli/main/#where-mg-keeps-its-settings'],
  },
  {
    style: 'sentence',
    query: 'lambda function stuck in failed state',
    answers: ['/mg/cli/lsd/#status', '/mg/cli/lsd/#health', '/mg/cli/lsd/#a-health-check-fails'],
  },
  {
    style: 'sentence',
    query: 'which IAM policy does my user need',
    answers: ['/mg/overview/#aws-permissions'],
  },
  {
    style: 'sentence',
    query: 'deploy a specific branch from CI',
    answers: ['/mg/cli/dmt/#deploy-option-branch', '/mg/cli/dmt/#deploy', '/mg/cli/dmt/#option-branch'],
  },
  {
    style: 'keyword',
    query: 'lsd heatlh failing',
    answers: ['/mg/cli/lsd/#a-health-check-fails', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'vertical scaling',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'keyword',
    query: 'deploy smoke tests',
    answers: ['/mg/cli/dmt/#test', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'ssh into instance',
    answers: ['/mg/cli/dmt/#ssh', '/mg/overview/#open-a-shell-on-a-deployment'],
  },
  {
    style: 'sentence',
    query: 'how do I set up a custom domain with https',
    answers: [
      '/mg/cli/dmt/#option-domain',
      '/mg/cli/dmt/#blastoff',
      '/mg/overview/#deploy-a-project',
      '/mg/overview/#generate-a-tls-certificate',
      '/mg/cli/dmt/#ssl',
    ],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./dist -d',
    answers: ['/mg/esp/#deploy-a-static-site-option-domain', '/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'sentence',
    query: 'lsd drop errors saying the deployment already exists',
    answers: ['/mg/cli/lsd/#the-name-is-taken', '/mg/cli/lsd/#drop'],
  },
  {
    style: 'sentence',
    query: 'dmt vs lsd vs esp which one should I pick',
    answers: ['/mg/dream/', '/mg/architecture/', '/mg/esp/#when-to-use-esp'],
  },
  {
    style: 'sentence',
    query: 'where does mg keep ssh keys so another runner can use them',
    answers: ['/mg/cli/main/#where-mg-keeps-its-settings'],
  },
  {
    style: 'keyword',
    query: 'dead letter queues',
    answers: [
      '/mg/cli/lsd/#health',
      '/mg/cli/lsd/#a-health-check-fails',
      '/mg/cli/lsd/#what-lsd-deploys',
      '/mg/cli/lsd/#provisioning',
    ],
  },
  {
    style: 'sentence',
    query: 'where do I put environment variables and secrets, like heroku config vars',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'teardown preview environments',
    answers: ['/mg/cli/dmt/#nuke', '/mg/cli/dmt/#nuke-option-yes', '/mg/cli/lsd/#delete', '/mg/tools/#6-clean-up'],
  },
  {
    style: 'flag',
    query: 'mg lsd list --health',
    answers: ['/mg/cli/lsd/#list-option-health', '/mg/cli/lsd/#list'],
  },
  {
    style: 'sentence',
    query: 'how do I run the app locally against production settings',
    answers: ['/mg/cli/dmt/#awake'],
  },
  {
    style: 'flag',
    query: 'mg init --dream',
    answers: [
      '/mg/cli/main/#init-option-dream',
      '/mg/cli/main/#init',
      '/mg/overview/#project-mode',
      '/mg/tools/#3-start-project-mode',
    ],
  },
  {
    style: 'sentence',
    query: 'ec2 instance shows stopped, how do I start it again',
    answers: ['/mg/cli/dmt/#deployment-states'],
  },
  {
    style: 'sentence',
    query: 'how do I get rid of mg and all the stuff it created',
    answers: [
      '/mg/cli/main/#upgrade-or-uninstall-mg',
      '/mg/cli/dmt/#nuke',
      '/mg/cli/lsd/#delete',
      '/mg/esp/#remove-a-site',
    ],
  },
  {
    style: 'sentence',
    query: 'how do I get mg installed on a github actions runner',
    answers: ['/mg/tools/#1-install', '/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'sentence',
    query: 'who is holding the deploy lock right now',
    answers: ['/mg/cli/dmt/#show', '/mg/cli/dmt/#the-deployment-is-locked'],
  },
  {
    style: 'keyword',
    query: 'git push deploy',
    answers: ['/mg/tools/#5-ship-changes', '/mg/cli/dmt/#deploy', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'flag',
    query: 'mg dmt nuke --all -r us-east-2',
    answers: [
      '/mg/cli/dmt/#nuke-option-all',
      '/mg/cli/main/#option-region',
      '/mg/cli/dmt/#nuke',
      '/mg/cli/main/#regions',
    ],
  },
  {
    style: 'keyword',
    query: 'archvied deployments',
    answers: ['/mg/cli/lsd/#list-option-archived', '/mg/cli/lsd/#deployment-states', '/mg/cli/lsd/#list'],
  },
  {
    style: 'sentence',
    query: 'how do I get started with a first deploy',
    answers: ['/mg/tools/', '/mg/tools/#4-deploy', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'flag',
    query: 'mg dmt blastoff --no-ssl',
    answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#blastoff'],
  },
];
