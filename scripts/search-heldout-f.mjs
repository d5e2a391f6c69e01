// Held-out search evaluation set F: sealed. Never tune the ranking on it, and don't open it to see
// why a query missed: `npm run search:eval` prints its totals only.
// Written for the mg (milligram) documentation.
// Written by a helper session from the docs' content alone (the Markdown copies of the built pages
// and the list of anchors), without seeing how the search ranks or any other query set.
// Date: 2026-11-24.
// Three readers, 20 queries each, interleaved: a mobile-app developer new to AWS, an on-call SRE,
// and a technical writer or manager comparing tools.
// Entry shape: { style: 'keyword' | 'flag' | 'sentence', query: string, answers: string[] }
// where answers are addresses on the exported pages (a heading's or a flag row's, or a page path),
// most precise first.

export const HELDOUT_F_QUERIES = [
  {
    style: 'sentence',
    query: 'how do I get a backend api for my app running on aws',
    answers: ['/mg/tools/#4-deploy', '/mg/overview/#deploy-a-project', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'Error: Deployment is locked by another process',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'sentence',
    query: 'what stuff does mg actually create in my aws account',
    answers: [
      '/mg/architecture/#what-lives-where',
      '/mg/overview/#aws-permissions',
      '/mg/cli/lsd/#provisioning',
      '/mg/esp/#what-it-creates',
      '/mg/cli/dmt/#blastoff',
    ],
  },
  {
    style: 'sentence',
    query: 'how does my api server hand off a task to a background function',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/dream/#telekinesis'],
  },
  {
    style: 'keyword',
    query: 'exit status 4',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#verify', '/mg/cli/dmt/#test', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'instance type cost',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'keyword',
    query: 'cron jobs',
    answers: ['/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'flag',
    query: 'mg dmt unlock -f',
    answers: ['/mg/cli/dmt/#unlock-option-force', '/mg/cli/dmt/#unlock', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'sentence',
    query: "what's the difference between DMT, LSD and ESP",
    answers: ['/mg/dream/', '/mg/architecture/', '/mg/cli/main/'],
  },
  {
    style: 'keyword',
    query: 'resize server',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'sentence',
    query: 'ssl failed: DNS does not point at this deployment yet',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#ssl', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'keyword',
    query: 'telekenesis',
    answers: ['/mg/dream/#telekinesis'],
  },
  {
    style: 'sentence',
    query: 'what does my node app need to have so it can be deployed',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'stuck deletion',
    answers: [
      '/mg/cli/lsd/#a-deletion-stopped-halfway',
      '/mg/cli/lsd/#delete',
      '/mg/cli/lsd/#list-option-deleting',
      '/mg/cli/lsd/#deployment-states',
    ],
  },
  {
    style: 'sentence',
    query: 'can I host a documentation site with it and what does that set up',
    answers: ['/mg/esp/#when-to-use-esp', '/mg/esp/#what-it-creates', '/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'keyword',
    query: 'app secrets',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'flag',
    query: 'mg lsd logs -s 2h',
    answers: ['/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'],
  },
  {
    style: 'keyword',
    query: 'skip https',
    answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#option-domain', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'test my background functions locally before pushing',
    answers: ['/mg/cli/lsd/#trip'],
  },
  {
    style: 'sentence',
    query: 'mg dmt nuke returned exit code 3 in our CI pipeline',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke'],
  },
  {
    style: 'sentence',
    query: 'does removing a static site delete the s3 bucket',
    answers: ['/mg/esp/#remove-a-site', '/mg/architecture/#what-lives-where'],
  },
  {
    style: 'flag',
    query: 'mg dmt awake --port 8080',
    answers: ['/mg/cli/dmt/#awake-option-port', '/mg/cli/dmt/#awake'],
  },
  {
    style: 'keyword',
    query: 'dlq message count',
    answers: ['/mg/cli/lsd/#health', '/mg/cli/lsd/#a-health-check-fails'],
  },
  {
    style: 'keyword',
    query: 'credential storage',
    answers: ['/mg/cli/main/#where-mg-keeps-its-settings', '/mg/overview/#cloud-credentials'],
  },
  {
    style: 'keyword',
    query: 'app databse',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'flag',
    query: 'mg dmt deploy -b hotfix/login',
    answers: ['/mg/cli/dmt/#deploy-option-branch', '/mg/cli/dmt/#deploy', '/mg/cli/dmt/#option-branch'],
  },
  {
    style: 'sentence',
    query: 'how is this different from heroku, do I keep ownership of the servers',
    answers: ['/mg/overview/', '/mg/architecture/#what-lives-where'],
  },
  {
    style: 'sentence',
    query: 'do I need a server or can I just use functions for my api',
    answers: ['/mg/dream/#lsd', '/mg/dream/#dmt', '/mg/dream/', '/mg/esp/#when-to-use-esp'],
  },
  {
    style: 'sentence',
    query: "site is down after deploy and the health check endpoint isn't answering",
    answers: ['/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/dmt/#test'],
  },
  {
    style: 'keyword',
    query: 'deployement lifecycle',
    answers: ['/mg/cli/dmt/#deployment-states', '/mg/cli/lsd/#deployment-states'],
  },
  {
    style: 'keyword',
    query: 'installing milligram',
    answers: ['/mg/tools/#1-install', '/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'keyword',
    query: 'mg-records dynamodb',
    answers: ['/mg/cli/lsd/#provisioning', '/mg/overview/#aws-permissions'],
  },
  {
    style: 'sentence',
    query: 'what happens step by step when you run a deploy',
    answers: ['/mg/architecture/#the-path-of-a-deploy', '/mg/cli/dmt/#deploy', '/mg/cli/lsd/#deploy'],
  },
  {
    style: 'sentence',
    query: 'my phone app needs https on my own domain, how do I set that up',
    answers: [
      '/mg/cli/dmt/#option-domain',
      '/mg/cli/dmt/#blastoff',
      '/mg/overview/#generate-a-tls-certificate',
      '/mg/cli/dmt/#ssl',
    ],
  },
  {
    style: 'flag',
    query: 'mg lsd delete --yes',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'flag',
    query: '--dose t3.medium',
    answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'keyword',
    query: 'lambda logging',
    answers: ['/mg/cli/lsd/#logs'],
  },
  {
    style: 'sentence',
    query: 'Deployment "notify-worker" already exists',
    answers: ['/mg/cli/lsd/#the-name-is-taken', '/mg/cli/lsd/#drop', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'keyword',
    query: 'audit trail deletions',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/lsd/#deployment-states', '/mg/cli/lsd/#list-option-archived'],
  },
  {
    style: 'flag',
    query: 'mg lsd drop',
    answers: ['/mg/cli/lsd/#drop', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'keyword',
    query: 'lambda state Failed',
    answers: ['/mg/cli/lsd/#status', '/mg/cli/lsd/#health'],
  },
  {
    style: 'sentence',
    query: 'is there a way to tear everything down when the trial is over',
    answers: ['/mg/tools/#6-clean-up', '/mg/cli/dmt/#nuke', '/mg/cli/lsd/#delete', '/mg/esp/#remove-a-site'],
  },
  {
    style: 'sentence',
    query: 'how do I push an update to my scheduled functions after changing the code',
    answers: ['/mg/cli/lsd/#deploy'],
  },
  {
    style: 'flag',
    query: 'mg lsd list --archived',
    answers: ['/mg/cli/lsd/#list-option-archived', '/mg/cli/lsd/#list', '/mg/cli/lsd/#deployment-states'],
  },
  {
    style: 'keyword',
    query: 'uninstal mg',
    answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'keyword',
    query: 'point my domain',
    answers: [
      '/mg/cli/dmt/#option-route53',
      '/mg/cli/dmt/#the-domain-does-not-resolve',
      '/mg/cli/dmt/#blastoff',
      '/mg/tools/#4-deploy',
    ],
  },
  {
    style: 'sentence',
    query: 'blastoff failed on a vCPU quota limit and left resources behind',
    answers: ['/mg/cli/dmt/#blastoff-stopped-halfway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'which aws region do new deployments go to by default',
    answers: ['/mg/cli/main/#regions', '/mg/cli/main/#option-region', '/mg/cli/main/#environment-variables-mg-reads'],
  },
  {
    style: 'sentence',
    query: 'how do I connect to the postgres database from my laptop',
    answers: ['/mg/cli/dmt/#db', '/mg/cli/dmt/#db-option-local-port', '/mg/overview/#open-a-shell-on-a-deployment'],
  },
  {
    style: 'flag',
    query: 'mg dmt ssh api -- tail -n 200 /var/log/app.log',
    answers: ['/mg/cli/dmt/#ssh', '/mg/cli/dmt/#the-app-does-not-answer'],
  },
  {
    style: 'keyword',
    query: 'certificate renewal',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'keyword',
    query: 'github access token',
    answers: ['/mg/overview/#git-credentials', '/mg/cli/main/#config-set', '/mg/tools/#2-configure-aws-and-git'],
  },
  {
    style: 'flag',
    query: 'mg dmt list -r us-east-2',
    answers: ['/mg/cli/main/#option-region', '/mg/cli/main/#regions', '/mg/cli/dmt/#list'],
  },
  {
    style: 'flag',
    query: 'mg dmt show',
    answers: ['/mg/cli/dmt/#show'],
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
    style: 'keyword',
    query: 'heartbeat timeout',
    answers: ['/mg/cli/lsd/#health', '/mg/cli/lsd/#a-health-check-fails', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'sentence',
    query: 'what goes in mg.project.json and do we commit it',
    answers: [
      '/mg/overview/#project-mode',
      '/mg/cli/main/#init',
      '/mg/cli/lsd/#what-lsd-deploys',
      '/mg/cli/main/#where-mg-keeps-its-settings',
    ],
  },
  {
    style: 'sentence',
    query: 'is there a free tier option for the smallest server',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'keyword',
    query: 'AccessDenied sts:GetCallerIdentity',
    answers: ['/mg/overview/#aws-permissions'],
  },
  {
    style: 'keyword',
    query: 'team collaboration',
    answers: ['/mg/overview/#project-mode', '/mg/cli/main/#where-mg-keeps-its-settings'],
  },
];
