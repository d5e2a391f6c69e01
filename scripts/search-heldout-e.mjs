// Held-out search evaluation set E: sealed. Never tune the ranking on it, and don't open it to see
// why a query missed: `npm run search:eval` prints its totals only.
// Written for the milligram (mg) documentation.
// Written by a helper session from the docs' content alone (the Markdown copies of the built pages
// and the list of addressable anchors), without seeing the search ranking or any other query set.
// Date: 2026-11-24.
// Three readers, 20 queries each, interleaved: (1) a platform engineer from Kubernetes/Terraform,
// (2) a solo founder on a budget, (3) a support engineer answering customers.
// Entry shape: { style, query, answers }
//   style:   'keyword' | 'flag' | 'sentence'
//   query:   what the reader types into the docs search box
//   answers: addresses on the exported pages (a heading's or a flag row's, or a bare page path),
//            most precise first

export const HELDOUT_E_QUERIES = [
  {
    style: 'sentence',
    query: 'is there a rollback if a rollout goes bad',
    answers: [
      '/mg/cli/dmt/#deploy',
      '/mg/cli/dmt/#deploy-option-branch',
      '/mg/architecture/#the-path-of-a-deploy',
      '/mg/cli/lsd/#go-back-to-the-previous-version',
      '/mg/cli/dmt/#go-back-to-the-previous-version',
    ],
  },
  {
    style: 'keyword',
    query: 'cheapest instance',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'sentence',
    query: 'customer gets deployment is locked by another process when they deploy',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'keyword',
    query: 'scale up instance',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'keyword',
    query: 'custom domian',
    answers: [
      '/mg/cli/dmt/#option-domain',
      '/mg/esp/#deploy-a-static-site-option-domain',
      '/mg/overview/#deploy-a-project',
      '/mg/tools/#4-deploy',
    ],
  },
  {
    style: 'sentence',
    query: 'mg exited with code 3 and nothing got deleted',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#nuke', '/mg/cli/lsd/#delete'],
  },
  {
    style: 'sentence',
    query: 'where does mg keep its state, something like a tfstate?',
    answers: ['/mg/cli/lsd/#provisioning', '/mg/overview/#project-mode'],
  },
  {
    style: 'sentence',
    query: 'do i need a server for a react single page app',
    answers: ['/mg/esp/#when-to-use-esp', '/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'flag',
    query: 'mg lsd logs -f',
    answers: ['/mg/cli/lsd/#logs-option-function', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'flag',
    query: 'mg dmt deploy -b hotfix',
    answers: ['/mg/cli/dmt/#deploy-option-branch', '/mg/cli/dmt/#option-branch', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'sentence',
    query: 'is there a way to turn the server off at night to save money',
    answers: ['/mg/cli/dmt/#deployment-states'],
  },
  {
    style: 'sentence',
    query: 'is it safe to run unlock --force while a deploy might still be going',
    answers: ['/mg/cli/dmt/#unlock', '/mg/cli/dmt/#unlock-option-force', '/mg/cli/dmt/#the-deployment-is-locked'],
  },
  {
    style: 'keyword',
    query: 'zero downtime deploys',
    answers: ['/mg/cli/dmt/#deploy', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'keyword',
    query: 'viewing app logs',
    answers: ['/mg/cli/dmt/#ssh', '/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/lsd/#logs'],
  },
  {
    style: 'sentence',
    query: 'ssl command fails saying dns does not point at this deployment yet',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#ssl', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'keyword',
    query: 'deployment manifest',
    answers: ['/mg/overview/#project-mode', '/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/main/#init'],
  },
  {
    style: 'sentence',
    query: 'whats the easiest way to set up https for my site',
    answers: ['/mg/overview/#generate-a-tls-certificate', '/mg/cli/dmt/#ssl', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'keyword',
    query: 'exit status 4',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#verify', '/mg/cli/dmt/#test', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'environment secrets',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'cron job',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'sentence',
    query: 'why does mg make me type the database name before it deletes anything',
    answers: ['/mg/cli/lsd/#delete'],
  },
  {
    style: 'flag',
    query: 'mg dmt list -p staging',
    answers: ['/mg/cli/main/#option-aws-profile', '/mg/cli/dmt/#list', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'keyword',
    query: 'cdn caching',
    answers: ['/mg/esp/#what-it-creates'],
  },
  {
    style: 'keyword',
    query: 'partialy deleted deployment',
    answers: [
      '/mg/cli/lsd/#deployment-states',
      '/mg/cli/lsd/#a-deletion-stopped-halfway',
      '/mg/cli/lsd/#delete',
      '/mg/cli/lsd/#list-option-deleting',
    ],
  },
  {
    style: 'keyword',
    query: 'queue depth',
    answers: ['/mg/cli/lsd/#status', '/mg/cli/lsd/#health'],
  },
  {
    style: 'sentence',
    query: 'how do i tear everything down so aws stops charging me',
    answers: ['/mg/tools/#6-clean-up', '/mg/cli/dmt/#nuke', '/mg/cli/lsd/#delete', '/mg/esp/#remove-a-site'],
  },
  {
    style: 'flag',
    query: 'mg dmt nuke -y',
    answers: ['/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'sentence',
    query: 'run lsd delete non-interactively in a CI pipeline',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/main/#exit-codes', '/mg/cli/main/#ci-and-scripts'],
  },
  {
    style: 'keyword',
    query: 'backup postgres database',
    answers: [
      '/mg/cli/dmt/#change-the-size',
      '/mg/cli/dmt/#db',
      '/mg/cli/lsd/#delete',
      '/mg/cli/dmt/#back-up-and-restore-the-database',
    ],
  },
  {
    style: 'sentence',
    query: 'blastoff died halfway through, can the customer just run it again',
    answers: ['/mg/cli/dmt/#blastoff-stopped-halfway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'keyword',
    query: 'exec into container',
    answers: ['/mg/cli/dmt/#ssh', '/mg/overview/#open-a-shell-on-a-deployment'],
  },
  {
    style: 'sentence',
    query: 'can i keep my dns at namecheap instead of using route53',
    answers: [
      '/mg/cli/dmt/#option-route53',
      '/mg/cli/dmt/#the-domain-does-not-resolve',
      '/mg/cli/dmt/#blastoff',
      '/mg/tools/#4-deploy',
    ],
  },
  {
    style: 'keyword',
    query: 'heartbeat messages',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/lsd/#health', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'sentence',
    query: 'are the lambda execution roles least privilege',
    answers: ['/mg/cli/lsd/#provisioning', '/mg/overview/#aws-permissions'],
  },
  {
    style: 'flag',
    query: 'mg dmt deploy',
    answers: ['/mg/cli/dmt/#deploy', '/mg/tools/#5-ship-changes', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'flag',
    query: 'blastoff --no-ssl',
    answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'keyword',
    query: 'dead-letter queues',
    answers: [
      '/mg/cli/lsd/#what-lsd-deploys',
      '/mg/cli/lsd/#provisioning',
      '/mg/cli/lsd/#health',
      '/mg/cli/lsd/#a-health-check-fails',
    ],
  },
  {
    style: 'sentence',
    query: 'how do i get started, what stuff do i need before my first deploy',
    answers: ['/mg/tools/'],
  },
  {
    style: 'sentence',
    query: 'mg dmt test fails with 4 but the site opens fine in the browser',
    answers: ['/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/dmt/#test', '/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'multi-region deployments',
    answers: ['/mg/cli/main/#regions', '/mg/cli/main/#option-region'],
  },
  {
    style: 'sentence',
    query: 'cheapest way to host a landing page',
    answers: ['/mg/esp/', '/mg/esp/#when-to-use-esp', '/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'keyword',
    query: 'already exists error',
    answers: [
      '/mg/cli/lsd/#the-name-is-taken',
      '/mg/cli/lsd/#drop',
      '/mg/cli/dmt/#blastoff',
      '/mg/cli/dmt/#blastoff-stopped-halfway',
    ],
  },
  {
    style: 'keyword',
    query: 'deploy lifecycle',
    answers: ['/mg/architecture/#the-path-of-a-deploy', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'keyword',
    query: 'certifcate expiry email',
    answers: ['/mg/cli/dmt/#option-email', '/mg/cli/dmt/#ssl-option-email'],
  },
  {
    style: 'flag',
    query: 'mg lsd list --health',
    answers: ['/mg/cli/lsd/#list-option-health', '/mg/cli/lsd/#list', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'resource tagging',
    answers: ['/mg/architecture/#what-lives-where', '/mg/overview/#aws-permissions', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'sentence',
    query: 'how do i set up a background job that sends emails off a queue',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/dream/#telekinesis', '/mg/cli/lsd/#drop'],
  },
  {
    style: 'sentence',
    query: "where is the git token stored on the customer's laptop",
    answers: ['/mg/cli/main/#where-mg-keeps-its-settings', '/mg/cli/main/#config-set', '/mg/overview/#git-credentials'],
  },
  {
    style: 'flag',
    query: 'mg lsd deploy -f resize-image',
    answers: ['/mg/cli/lsd/#deploy-option-function', '/mg/cli/lsd/#deploy', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'keyword',
    query: 'uninstal mg',
    answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'sentence',
    query: 'customer gets AccessDenied, which IAM actions does mg need',
    answers: ['/mg/overview/#aws-permissions'],
  },
  {
    style: 'keyword',
    query: 'run lambdas locally',
    answers: ['/mg/cli/lsd/#trip'],
  },
  {
    style: 'sentence',
    query: "how do i connect tableplus to my app's database thing",
    answers: ['/mg/cli/dmt/#db', '/mg/cli/dmt/#db-option-local-port', '/mg/overview/#open-a-shell-on-a-deployment'],
  },
  {
    style: 'flag',
    query: 'mg dmt blastoff --instance-size',
    answers: ['/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'keyword',
    query: 'vm vs serverless',
    answers: ['/mg/dream/', '/mg/architecture/'],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./dist --domain',
    answers: ['/mg/esp/#deploy-a-static-site-option-domain', '/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'sentence',
    query: 'customer is on powershell, how do they set which aws profile mg uses',
    answers: [
      '/mg/overview/#cloud-credentials',
      '/mg/tools/#2-configure-aws-and-git',
      '/mg/cli/main/#option-aws-profile',
      '/mg/cli/main/#environment-variables-mg-reads',
    ],
  },
  {
    style: 'flag',
    query: 'mg lsd delete --all',
    answers: ['/mg/cli/lsd/#delete-option-all', '/mg/cli/lsd/#delete', '/mg/cli/main/#regions'],
  },
  {
    style: 'sentence',
    query: 'how do i get the app running on my laptop with the live settings and stuff',
    answers: ['/mg/cli/dmt/#awake'],
  },
  {
    style: 'flag',
    query: 'mg --version',
    answers: ['/mg/cli/main/#option-version', '/mg/tools/#1-install', '/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
];
