// Held-out search evaluation set G: sealed. Never tune the ranking on it, and don't open it to see
// why a query missed: `npm run search:eval` prints its totals only.
// Written for the mg (milligram) documentation.
// Written by a helper session from the docs' content alone (the Markdown copies of the built pages
// and the list of anchors), without seeing the search ranking or any other query set. Date: 2026-11-24.
// Three readers, 20 queries each, interleaved: a student deploying a first side project, a
// Rails/Django developer moving off Heroku, and a DevOps engineer scripting mg in CI.
// Entry shape: { style: 'keyword' | 'flag' | 'sentence', query: string, answers: string[] }
// where answers are addresses on the exported pages (a heading's or a flag row's, or a page path),
// most precise first.

export const HELDOUT_G_QUERIES = [
  {
    style: 'sentence',
    query: 'how do i put my portfolio website online',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#when-to-use-esp'],
  },
  {
    style: 'keyword',
    query: 'heroku alternative',
    answers: ['/mg/overview/'],
  },
  {
    style: 'flag',
    query: 'mg dmt nuke -y',
    answers: ['/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'keyword',
    query: 'instal mg',
    answers: ['/mg/tools/#1-install', '/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'sentence',
    query: "what's the equivalent of git push heroku main",
    answers: ['/mg/cli/dmt/#deploy', '/mg/tools/#5-ship-changes', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'keyword',
    query: 'exit code 4',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#verify', '/mg/cli/dmt/#test', '/mg/cli/lsd/#health'],
  },
  {
    style: 'sentence',
    query: 'my discord bot has to run 24/7, which thing should i use',
    answers: ['/mg/dream/#dmt', '/mg/dream/'],
  },
  {
    style: 'sentence',
    query: 'is there something like app.json that i commit with the code',
    answers: ['/mg/overview/#project-mode', '/mg/cli/main/#init'],
  },
  {
    style: 'sentence',
    query: 'can mg lsd delete run unattended in a pipeline without the prompt',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'keyword',
    query: 'free tier',
    answers: ['/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'sentence',
    query: 'what replaces the heroku create step',
    answers: ['/mg/cli/dmt/#blastoff', '/mg/tools/#4-deploy', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'keyword',
    query: 'half-deleted deployment',
    answers: [
      '/mg/cli/lsd/#a-deletion-stopped-halfway',
      '/mg/cli/lsd/#delete',
      '/mg/cli/lsd/#list-option-deleting',
      '/mg/cli/lsd/#deployment-states',
    ],
  },
  {
    style: 'sentence',
    query: 'how do i uninstall this thing from my laptop',
    answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'sentence',
    query: 'does it support rails or django apps or only node',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide', '/mg/tools/', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'sentence',
    query: 'in github actions, wait for DNS to propagate before requesting the certificate',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'keyword',
    query: 'certficate expired',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'keyword',
    query: 'heroku postgres',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide', '/mg/cli/dmt/#db', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'flag',
    query: 'mg dmt test -q',
    answers: ['/mg/cli/dmt/#test-option-quick', '/mg/cli/dmt/#test', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'sentence',
    query: 'how do i get into the server thing to look at my files',
    answers: ['/mg/overview/#open-a-shell-on-a-deployment', '/mg/cli/dmt/#ssh'],
  },
  {
    style: 'sentence',
    query: 'how do i run migrations against the production database',
    answers: ['/mg/cli/dmt/#ssh', '/mg/cli/dmt/#db'],
  },
  {
    style: 'keyword',
    query: 'stale deploy lock',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock', '/mg/cli/dmt/#unlock-option-force'],
  },
  {
    style: 'keyword',
    query: 'delete static website',
    answers: ['/mg/esp/#remove-a-site'],
  },
  {
    style: 'keyword',
    query: 'worker dyno',
    answers: ['/mg/dream/#telekinesis', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'flag',
    query: 'mg dmt unlock -f',
    answers: ['/mg/cli/dmt/#unlock-option-force', '/mg/cli/main/#short-flags', '/mg/cli/dmt/#unlock'],
  },
  {
    style: 'keyword',
    query: 'github token',
    answers: ['/mg/overview/#git-credentials', '/mg/cli/main/#config-set', '/mg/tools/#2-configure-aws-and-git'],
  },
  {
    style: 'keyword',
    query: 'heroku scheduler',
    answers: ['/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'keyword',
    query: 'iam policy json',
    answers: ['/mg/overview/#aws-permissions'],
  },
  {
    style: 'sentence',
    query: 'how do i point my namecheap domain at the server',
    answers: [
      '/mg/cli/dmt/#the-domain-does-not-resolve',
      '/mg/cli/dmt/#option-route53',
      '/mg/tools/#4-deploy',
      '/mg/cli/dmt/#verify',
    ],
  },
  {
    style: 'sentence',
    query: 'where is heroku logs --tail for my web app',
    answers: ['/mg/cli/dmt/#ssh', '/mg/cli/dmt/#the-app-does-not-answer'],
  },
  {
    style: 'sentence',
    query: 'fail the pipeline when the site is down after a deploy',
    answers: ['/mg/cli/dmt/#test', '/mg/cli/main/#exit-codes', '/mg/cli/main/#ci-and-scripts'],
  },
  {
    style: 'keyword',
    query: 'dream family',
    answers: ['/mg/dream/', '/mg/architecture/'],
  },
  {
    style: 'keyword',
    query: 'custom domains',
    answers: ['/mg/cli/dmt/#option-domain', '/mg/cli/dmt/#blastoff', '/mg/cli/dmt/#option-route53'],
  },
  {
    style: 'keyword',
    query: 'cloudfront invalidaton',
    answers: ['/mg/esp/#what-it-creates', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'sentence',
    query: 'what stuff does nuke actually delete',
    answers: ['/mg/cli/dmt/#nuke', '/mg/tools/#6-clean-up'],
  },
  {
    style: 'keyword',
    query: 'procfile',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'flag',
    query: 'mg dmt nuke --all --region us-east-2',
    answers: ['/mg/cli/dmt/#nuke-option-all', '/mg/cli/main/#regions', '/mg/cli/main/#option-region'],
  },
  {
    style: 'flag',
    query: 'mg dmt show mybot',
    answers: ['/mg/cli/dmt/#show'],
  },
  {
    style: 'sentence',
    query: 'can i change the dyno type later without losing my data',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'keyword',
    query: 'teardown environments',
    answers: [
      '/mg/cli/dmt/#nuke-option-all',
      '/mg/cli/lsd/#delete-option-all',
      '/mg/cli/dmt/#nuke',
      '/mg/cli/lsd/#delete',
    ],
  },
  {
    style: 'keyword',
    query: 'server stopped',
    answers: ['/mg/cli/dmt/#deployment-states', '/mg/cli/dmt/#the-app-does-not-answer'],
  },
  {
    style: 'keyword',
    query: 'database backups',
    answers: [
      '/mg/cli/dmt/#change-the-size',
      '/mg/cli/lsd/#delete',
      '/mg/cli/dmt/#back-up-and-restore-the-database',
      '/mg/cli/lsd/#back-up-the-database',
    ],
  },
  {
    style: 'sentence',
    query: 'which aws profile wins if AWS_PROFILE and mg.project.json disagree',
    answers: [
      '/mg/overview/#project-mode',
      '/mg/cli/main/#option-aws-profile',
      '/mg/cli/main/#environment-variables-mg-reads',
      '/mg/cli/main/#settings',
    ],
  },
  {
    style: 'sentence',
    query: 'where can i see a list of all the commands',
    answers: ['/mg/cli/main/#all-commands', '/mg/cli/dmt/#help', '/mg/cli/main/#option-help'],
  },
  {
    style: 'sentence',
    query: 'which port should my server listen on',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'flag',
    query: 'mg lsd deploy -f resize-image',
    answers: ['/mg/cli/lsd/#deploy-option-function', '/mg/cli/lsd/#deploy', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'keyword',
    query: 'node version',
    answers: ['/mg/tools/', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'keyword',
    query: 'enviroment variables',
    answers: [
      '/mg/cli/dmt/#what-the-app-must-provide',
      '/mg/cli/main/#environment-variables-mg-reads',
      '/mg/cli/lsd/#what-lsd-deploys',
    ],
  },
  {
    style: 'keyword',
    query: 'dead letter messages',
    answers: ['/mg/cli/lsd/#a-health-check-fails', '/mg/cli/lsd/#health', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'sentence',
    query: 'it says deployment already exists when i run blastoff again',
    answers: ['/mg/cli/dmt/#blastoff-stopped-halfway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'how do i see all my apps like heroku apps',
    answers: ['/mg/cli/dmt/#list', '/mg/cli/lsd/#list'],
  },
  {
    style: 'flag',
    query: 'mg lsd logs -s 30m',
    answers: ['/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'],
  },
  {
    style: 'flag',
    query: 'mg dmt blastoff --no-ssl',
    answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#option-domain', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'flag',
    query: 'mg dmt deploy -b staging',
    answers: ['/mg/cli/dmt/#deploy-option-branch', '/mg/cli/dmt/#option-branch', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'sentence',
    query: 'what does lsd drop create in the account',
    answers: ['/mg/cli/lsd/#provisioning', '/mg/cli/lsd/#drop'],
  },
  {
    style: 'flag',
    query: 'mg dmt awake --port 8080',
    answers: ['/mg/cli/dmt/#awake-option-port', '/mg/cli/dmt/#awake'],
  },
  {
    style: 'sentence',
    query: "my coworker can't ssh into the box, how do we share access",
    answers: ['/mg/cli/main/#where-mg-keeps-its-settings'],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./dist -d www.example.org',
    answers: ['/mg/esp/#deploy-a-static-site-option-domain', '/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'sentence',
    query: "where do i put my api keys and passwords so they're not on github",
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'flag',
    query: 'mg dmt db --local-port 5433',
    answers: ['/mg/cli/dmt/#db-option-local-port', '/mg/cli/dmt/#db'],
  },
  {
    style: 'keyword',
    query: 'resource tagging',
    answers: ['/mg/architecture/#what-lives-where', '/mg/cli/lsd/#provisioning', '/mg/overview/#aws-permissions'],
  },
];
