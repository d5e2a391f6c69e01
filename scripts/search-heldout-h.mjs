// Held-out search evaluation set H: sealed. Never tune the ranking on it, and don't open it to see
// why a query missed: `npm run search:eval` prints its totals only.
// Written for the mg (milligram) documentation.
// Written by a helper session from the docs' content alone (the Markdown copies of the built pages
// and the list of anchors), without seeing the search ranking or any other query set. Date: 2026-11-24.
// Three readers, 20 queries each, interleaved: a frontend developer coming from Vercel or Netlify,
// an on-call engineer with a broken deployment, and a cost-minded founder of a small startup whose
// English is a second language.
// Entry shape: { style: 'keyword' | 'flag' | 'sentence', query: string, answers: string[] }
// where answers are addresses on the exported pages (a heading's or a flag row's, or a page path),
// most precise first.

export const HELDOUT_H_QUERIES = [
  {
    style: 'sentence',
    query: 'can I host a next.js static export on a CDN like netlify',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#when-to-use-esp'],
  },
  {
    style: 'flag',
    query: 'mg dmt unlock -f',
    answers: [
      '/mg/cli/dmt/#unlock-option-force',
      '/mg/cli/dmt/#unlock',
      '/mg/cli/dmt/#the-deployment-is-locked',
      '/mg/cli/main/#short-flags',
    ],
  },
  {
    style: 'keyword',
    query: 'cheapest instance size',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'keyword',
    query: 'branch preview deploy',
    answers: ['/mg/cli/dmt/#option-branch', '/mg/cli/dmt/#deploy-option-branch'],
  },
  {
    style: 'sentence',
    query: 'site broken after deploy, how to roll back',
    answers: ['/mg/cli/dmt/#deploy', '/mg/cli/dmt/#deploy-option-branch', '/mg/cli/dmt/#the-app-does-not-answer'],
  },
  {
    style: 'sentence',
    query: 'what things mg create in my aws account',
    answers: [
      '/mg/architecture/#what-lives-where',
      '/mg/overview/#aws-permissions',
      '/mg/cli/dmt/#blastoff',
      '/mg/cli/lsd/#provisioning',
      '/mg/esp/#what-it-creates',
    ],
  },
  {
    style: 'keyword',
    query: 'add custom domain',
    answers: [
      '/mg/cli/dmt/#option-domain',
      '/mg/esp/#deploy-a-static-site-option-domain',
      '/mg/esp/#deploy-a-static-site',
      '/mg/cli/dmt/#blastoff',
    ],
  },
  {
    style: 'keyword',
    query: 'lambda logs',
    answers: ['/mg/cli/lsd/#logs', '/mg/cli/lsd/#logs-option-function'],
  },
  {
    style: 'flag',
    query: 'mg dmt nuke -y',
    answers: ['/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke'],
  },
  {
    style: 'sentence',
    query: 'where do I put environment variables like API keys for my app',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'sentence',
    query: 'Deployment is locked by another process',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'sentence',
    query: 'what step to make server smaller and pay less',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'flag',
    query: 'mg lsd deploy --function checkout',
    answers: ['/mg/cli/lsd/#deploy-option-function', '/mg/cli/lsd/#deploy'],
  },
  {
    style: 'keyword',
    query: 'exit code 4',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#test', '/mg/cli/dmt/#verify', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'remove all deployments',
    answers: [
      '/mg/cli/dmt/#nuke-option-all',
      '/mg/cli/lsd/#delete-option-all',
      '/mg/cli/dmt/#nuke',
      '/mg/cli/lsd/#delete',
    ],
  },
  {
    style: 'keyword',
    query: 'redeploy after git push',
    answers: ['/mg/tools/#5-ship-changes', '/mg/cli/dmt/#deploy', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'flag',
    query: 'mg lsd logs -s 2h',
    answers: ['/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'],
  },
  {
    style: 'sentence',
    query: 'how much cost for static site per month',
    answers: ['/mg/esp/', '/mg/esp/#what-it-creates'],
  },
  {
    style: 'sentence',
    query: 'does mg build my app with npm run build automatically',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'app not responding',
    answers: ['/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/dmt/#test'],
  },
  {
    style: 'keyword',
    query: 'free tier',
    answers: ['/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'keyword',
    query: 'https auto renewal',
    answers: ['/mg/overview/#generate-a-tls-certificate', '/mg/cli/dmt/#ssl'],
  },
  {
    style: 'sentence',
    query: 'how do I get the app logs from the server',
    answers: ['/mg/cli/dmt/#ssh', '/mg/cli/dmt/#the-app-does-not-answer'],
  },
  {
    style: 'keyword',
    query: 'uninstal mg',
    answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./dist -d www.mysite.dev',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#deploy-a-static-site-option-domain'],
  },
  {
    style: 'keyword',
    query: 'restarting app',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'sentence',
    query: 'how remove static site from aws, there is no command?',
    answers: ['/mg/esp/#remove-a-site'],
  },
  {
    style: 'sentence',
    query: 'my domain is with namecheap, what dns thing do I need to set up',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#option-route53', '/mg/tools/#4-deploy'],
  },
  {
    style: 'sentence',
    query: 'health check failing on queue worker',
    answers: ['/mg/cli/lsd/#a-health-check-fails', '/mg/cli/lsd/#health'],
  },
  {
    style: 'flag',
    query: 'mg lsd delete reports --yes',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'keyword',
    query: 'run app localy',
    answers: ['/mg/cli/dmt/#awake', '/mg/cli/lsd/#trip'],
  },
  {
    style: 'flag',
    query: 'mg dmt test -q',
    answers: ['/mg/cli/dmt/#test-option-quick', '/mg/cli/dmt/#test'],
  },
  {
    style: 'keyword',
    query: 'iam permissions needed',
    answers: ['/mg/overview/#aws-permissions', '/mg/tools/#2-configure-aws-and-git'],
  },
  {
    style: 'sentence',
    query: 'single page app with a separate backend api, what should I use',
    answers: ['/mg/esp/#when-to-use-esp', '/mg/dream/'],
  },
  {
    style: 'keyword',
    query: 'dead letter queue',
    answers: [
      '/mg/cli/lsd/#a-health-check-fails',
      '/mg/cli/lsd/#health',
      '/mg/cli/lsd/#what-lsd-deploys',
      '/mg/cli/lsd/#provisioning',
    ],
  },
  {
    style: 'keyword',
    query: 'database backups',
    answers: [
      '/mg/cli/dmt/#change-the-size',
      '/mg/cli/dmt/#db',
      '/mg/cli/lsd/#delete',
      '/mg/cli/dmt/#back-up-and-restore-the-database',
      '/mg/cli/lsd/#back-up-the-database',
    ],
  },
  {
    style: 'flag',
    query: 'mg dmt awake --port 5173',
    answers: ['/mg/cli/dmt/#awake-option-port', '/mg/cli/dmt/#awake'],
  },
  {
    style: 'keyword',
    query: 'ssl certifcate expired',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'flag',
    query: '--instance-size t2.micro',
    answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'sentence',
    query: 'which port should my express server listen on',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'dns not propagating',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'sentence',
    query: 'I deleted lsd deployment but its record is still kept, why',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/lsd/#deployment-states', '/mg/cli/lsd/#list-option-archived'],
  },
  {
    style: 'keyword',
    query: 'github access token',
    answers: ['/mg/overview/#git-credentials', '/mg/cli/main/#config-set', '/mg/cli/main/#where-mg-keeps-its-settings'],
  },
  {
    style: 'sentence',
    query: 'which commit is running on prod right now',
    answers: ['/mg/cli/dmt/#show'],
  },
  {
    style: 'keyword',
    query: 'nightly cron job',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'sentence',
    query: 'how do I get a list of all my deployed stuff',
    answers: ['/mg/cli/dmt/#list', '/mg/cli/lsd/#list'],
  },
  {
    style: 'flag',
    query: 'mg lsd status payments',
    answers: ['/mg/cli/lsd/#status'],
  },
  {
    style: 'sentence',
    query: 'difference between dmt and lsd, which cheaper for small app',
    answers: ['/mg/dream/', '/mg/dream/#dmt', '/mg/dream/#lsd', '/mg/architecture/'],
  },
  {
    style: 'keyword',
    query: 'cache invalidaton',
    answers: ['/mg/esp/#what-it-creates', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'keyword',
    query: 'instance stopped',
    answers: ['/mg/cli/dmt/#deployment-states'],
  },
  {
    style: 'sentence',
    query: 'why there is dynamodb table in my account I did not create',
    answers: ['/mg/cli/lsd/#provisioning', '/mg/overview/#aws-permissions'],
  },
  {
    style: 'keyword',
    query: 'vercel.json equivalent',
    answers: ['/mg/overview/#project-mode', '/mg/cli/main/#init', '/mg/tools/#3-start-project-mode'],
  },
  {
    style: 'sentence',
    query: 'deletion interrupted halfway, resources still there',
    answers: ['/mg/cli/lsd/#a-deletion-stopped-halfway', '/mg/cli/lsd/#delete', '/mg/cli/lsd/#list-option-deleting'],
  },
  {
    style: 'keyword',
    query: 'tear down server',
    answers: ['/mg/cli/dmt/#nuke', '/mg/tools/#6-clean-up'],
  },
  {
    style: 'flag',
    query: 'mg dmt blastoff staging --no-ssl',
    answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'keyword',
    query: 'blastoff failed',
    answers: ['/mg/cli/dmt/#blastoff-stopped-halfway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'flag',
    query: 'mg dmt list --region us-east-1',
    answers: ['/mg/cli/main/#option-region', '/mg/cli/main/#regions', '/mg/cli/dmt/#list'],
  },
  {
    style: 'sentence',
    query: 'set up ci so it deploys on every push to main',
    answers: ['/mg/cli/dmt/#test', '/mg/cli/dmt/#deploy', '/mg/cli/main/#exit-codes', '/mg/cli/main/#ci-and-scripts'],
  },
  {
    style: 'sentence',
    query: 'deploy hangs waiting for /health',
    answers: ['/mg/cli/dmt/#deploy', '/mg/cli/dmt/#what-the-app-must-provide', '/mg/cli/dmt/#the-app-does-not-answer'],
  },
  {
    style: 'sentence',
    query: 'can I stop server at night for save money',
    answers: ['/mg/cli/dmt/#deployment-states'],
  },
];
