// The search evaluation set: what readers type, in their own words, and the places that answer it.
// `npm run search:eval` types each query into the site's search dialog and reports where the first
// answer ranks (scripts/search-eval.mjs).
//
// Three styles: `keyword` (a word or two, as typed into a search box), `flag` (an option as written
// on the command line) and `sentence` (the task, typed as a question or a sentence).
// `answers`: the addresses (path and #fragment, or the path alone for a page's top) where the
// reader finds what they asked; any of them counts. List the most precise first.
//
// Adding a query: when a reader's question was missed, add it here as they typed it, with the
// places that answer it, before changing the content or the ranking; then run the evaluation and
// keep the thresholds (SEARCH_EVAL_THRESHOLDS in scripts/search-eval.mjs) no lower than they are.

const DMT = '/mg/cli/dmt/';
const LSD = '/mg/cli/lsd/';
const CLI = '/mg/cli/main/';
const OVERVIEW = '/mg/overview/';
const TOOLS = '/mg/tools/';
const ESP = '/mg/esp/';
const DREAM = '/mg/dream/';

export const SEARCH_QUERIES = [
  // Keywords
  { style: 'keyword', query: 'nuke', answers: [`${DMT}#nuke`] },
  { style: 'keyword', query: 'tunnel', answers: [`${DMT}#db`] },
  { style: 'keyword', query: 'ssh', answers: [`${DMT}#ssh`, `${OVERVIEW}#open-a-shell-on-a-deployment`] },
  { style: 'keyword', query: 'certificate', answers: [`${DMT}#ssl`, `${OVERVIEW}#generate-a-tls-certificate`] },
  {
    style: 'keyword',
    query: 'dns',
    answers: [`${DMT}#verify`, `${DMT}#option-route53`, `${DMT}#the-domain-does-not-resolve`],
  },
  { style: 'keyword', query: 'logs', answers: [`${LSD}#logs`] },
  { style: 'keyword', query: 'heartbeat', answers: [`${LSD}#health`] },
  {
    style: 'keyword',
    query: 'archive',
    answers: [`${LSD}#delete`, `${LSD}#deployment-states`, `${LSD}#list-option-archived`],
  },
  { style: 'keyword', query: 'lock', answers: [`${DMT}#unlock`, `${DMT}#the-deployment-is-locked`] },
  { style: 'keyword', query: 'exit code', answers: [`${CLI}#exit-codes`] },
  { style: 'keyword', query: 'instance size', answers: [`${DMT}#option-dose`, `${DMT}#instance-sizes`] },
  { style: 'keyword', query: 'project file', answers: [`${OVERVIEW}#project-mode`, `${CLI}#init`] },
  { style: 'keyword', query: 'static site', answers: [ESP, `${ESP}#deploy-a-static-site`] },
  { style: 'keyword', query: 'dream', answers: [DREAM] },
  { style: 'keyword', query: 'telekinesis', answers: [`${DREAM}#telekinesis`] },
  { style: 'keyword', query: 'git token', answers: [`${OVERVIEW}#git-credentials`] },
  {
    style: 'keyword',
    query: 'aws profile',
    answers: [`${OVERVIEW}#cloud-credentials`, `${CLI}#option-aws-profile`],
  },
  { style: 'keyword', query: 'dead letter queue', answers: [`${LSD}#provisioning`, `${LSD}#health`] },
  { style: 'keyword', query: 'install', answers: [`${TOOLS}#1-install`] },
  { style: 'keyword', query: 'lambda', answers: [LSD, `${DREAM}#lsd`] },
  { style: 'keyword', query: 'cdn', answers: [ESP, `${ESP}#what-it-creates`] },
  { style: 'keyword', query: 'local development', answers: [`${DMT}#awake`, `${LSD}#trip`] },

  // Flags
  { style: 'flag', query: '--dose', answers: [`${DMT}#option-dose`] },
  { style: 'flag', query: '--yes', answers: [`${DMT}#nuke-option-yes`] },
  { style: 'flag', query: '--all', answers: [`${DMT}#nuke-option-all`, `${LSD}#delete-option-all`] },
  { style: 'flag', query: '--force', answers: [`${DMT}#unlock-option-force`] },
  { style: 'flag', query: '--since', answers: [`${LSD}#logs-option-since`] },
  { style: 'flag', query: '--function', answers: [`${LSD}#deploy-option-function`, `${LSD}#logs-option-function`] },
  { style: 'flag', query: '--archived', answers: [`${LSD}#list-option-archived`] },
  { style: 'flag', query: '--deleting', answers: [`${LSD}#list-option-deleting`] },
  { style: 'flag', query: '--region', answers: [`${CLI}#option-region`, `${CLI}#regions`] },
  { style: 'flag', query: '--quick', answers: [`${DMT}#test-option-quick`] },
  { style: 'flag', query: '--port', answers: [`${DMT}#awake-option-port`, `${LSD}#trip-option-port`] },
  { style: 'flag', query: '--email', answers: [`${DMT}#option-email`, `${DMT}#ssl-option-email`] },
  { style: 'flag', query: '--branch', answers: [`${DMT}#option-branch`, `${DMT}#deploy-option-branch`] },
  { style: 'flag', query: '--local-port', answers: [`${DMT}#db-option-local-port`] },
  { style: 'flag', query: '--no-ssl', answers: [`${DMT}#option-no-ssl`] },
  { style: 'flag', query: 'mg init --dream', answers: [`${CLI}#init-option-dream`, `${CLI}#init`] },
  { style: 'flag', query: '--health', answers: [`${LSD}#list-option-health`] },
  { style: 'flag', query: '--route53', answers: [`${DMT}#option-route53`] },

  // Sentences
  {
    style: 'sentence',
    query: 'remove every deployment without confirming',
    answers: [`${DMT}#nuke-option-yes`, `${DMT}#nuke-option-all`, `${DMT}#nuke`],
  },
  {
    style: 'sentence',
    query: 'bring back a deletion that stopped halfway',
    answers: [
      `${LSD}#a-deletion-stopped-halfway`,
      `${LSD}#delete`,
      `${LSD}#deployment-states`,
      `${LSD}#list-option-deleting`,
    ],
  },
  { style: 'sentence', query: 'what does dream mean', answers: [DREAM] },
  {
    style: 'sentence',
    query: 'how do I connect to the database from my laptop',
    answers: [`${DMT}#db`, `${DMT}#db-option-local-port`],
  },
  {
    style: 'sentence',
    query: 'my deploy is stuck because of a lock',
    answers: [`${DMT}#unlock`, `${DMT}#the-deployment-is-locked`],
  },
  {
    style: 'sentence',
    query: 'how do I make my server bigger',
    answers: [`${DMT}#option-dose`, `${DMT}#instance-sizes`],
  },
  {
    style: 'sentence',
    query: 'point my domain at the server',
    answers: [`${DMT}#verify`, `${DMT}#option-domain`, `${DMT}#option-route53`],
  },
  {
    style: 'sentence',
    query: 'renew an expiring https certificate',
    answers: [`${DMT}#ssl`, `${OVERVIEW}#generate-a-tls-certificate`],
  },
  { style: 'sentence', query: 'see errors from my functions as they happen', answers: [`${LSD}#logs`] },
  {
    style: 'sentence',
    query: 'which deployments were deleted',
    answers: [`${LSD}#list-option-archived`, `${LSD}#deployment-states`],
  },
  {
    style: 'sentence',
    query: 'find deletions that never finished',
    answers: [`${LSD}#list-option-deleting`, `${LSD}#deployment-states`, `${LSD}#delete`],
  },
  {
    style: 'sentence',
    query: 'run my app on my own machine before deploying',
    answers: [`${DMT}#awake`, `${LSD}#trip`],
  },
  {
    style: 'sentence',
    query: 'ship a new version of my code',
    answers: [`${DMT}#deploy`, `${LSD}#deploy`, `${TOOLS}#5-ship-changes`],
  },
  { style: 'sentence', query: 'create a new virtual machine deployment', answers: [`${DMT}#blastoff`] },
  {
    style: 'sentence',
    query: 'where do I put my AWS keys',
    answers: [`${OVERVIEW}#cloud-credentials`, `${TOOLS}#2-configure-aws-and-git`],
  },
  {
    style: 'sentence',
    query: 'give the server access to a private repository',
    answers: [`${OVERVIEW}#git-credentials`],
  },
  {
    style: 'sentence',
    query: 'check that everything in a serverless deployment is working',
    answers: [`${LSD}#health`],
  },
  { style: 'sentence', query: 'what happens if I delete a database', answers: [`${LSD}#delete`] },
  { style: 'sentence', query: 'run a command on the server without logging in', answers: [`${DMT}#ssh`] },
  {
    style: 'sentence',
    query: 'host documentation on a CDN',
    answers: [ESP, `${ESP}#deploy-a-static-site`, `${ESP}#when-to-use-esp`],
  },
  {
    style: 'sentence',
    query: 'what AWS permissions does mg need',
    answers: [`${OVERVIEW}#aws-permissions`, `${OVERVIEW}#cloud-credentials`],
  },
  { style: 'sentence', query: 'what does exit code 3 mean', answers: [`${CLI}#exit-codes`] },
  {
    style: 'sentence',
    query: 'track deployments in the repository for my team',
    answers: [`${OVERVIEW}#project-mode`, `${CLI}#init`],
  },
  { style: 'sentence', query: 'is the site up after a deploy', answers: [`${DMT}#test`] },
  {
    style: 'sentence',
    query: 'delete all my serverless functions',
    answers: [`${LSD}#delete-option-all`, `${LSD}#delete`],
  },
  {
    style: 'sentence',
    query: 'which instance types can I choose',
    answers: [`${DMT}#instance-sizes`, `${DMT}#option-dose`],
  },
  { style: 'sentence', query: 'how long does provisioning take', answers: [`${DMT}#blastoff`, `${TOOLS}#4-deploy`] },
  { style: 'sentence', query: 'see the details of one deployment', answers: [`${DMT}#show`, `${LSD}#show`] },
  {
    style: 'sentence',
    query: 'use a different aws account for one command',
    answers: [`${CLI}#option-aws-profile`, `${OVERVIEW}#cloud-credentials`],
  },
  { style: 'sentence', query: 'skip https for an internal test server', answers: [`${DMT}#option-no-ssl`] },
];

/**
 * The sections the reference gained when it came to be rendered from the command line's
 * definition: queries written here before the sections were, measured apart (a set of their own
 * in scripts/search-eval.mjs) so the first set's thresholds keep meaning what they did.
 */
export const REFERENCE_QUERIES = [
  { style: 'keyword', query: 'health endpoint', answers: [`${DMT}#what-the-app-must-provide`] },
  { style: 'keyword', query: 'troubleshooting', answers: [`${DMT}#troubleshooting`, `${LSD}#troubleshooting`] },
  { style: 'keyword', query: 'least privilege policy', answers: [`${OVERVIEW}#aws-permissions`] },
  { style: 'keyword', query: 'uninstall', answers: [`${CLI}#upgrade-or-uninstall-mg`] },
  { style: 'keyword', query: 'region', answers: [`${CLI}#regions`, `${CLI}#option-region`] },
  { style: 'keyword', query: 'environment variables', answers: [`${CLI}#environment-variables`] },
  { style: 'keyword', query: 'cron schedule', answers: [`${LSD}#what-lsd-deploys`] },
  { style: 'flag', query: '-y', answers: [`${DMT}#nuke-option-yes`, `${CLI}#short-flags`] },
  {
    style: 'sentence',
    query: 'which port should my app listen on',
    answers: [`${DMT}#what-the-app-must-provide`],
  },
  {
    style: 'sentence',
    query: 'where does my app get its environment variables on the server',
    answers: [`${DMT}#what-the-app-must-provide`],
  },
  { style: 'sentence', query: 'how do I declare a queue for my functions', answers: [`${LSD}#what-lsd-deploys`] },
  {
    style: 'sentence',
    query: 'give mg only the aws permissions it needs',
    answers: [`${OVERVIEW}#aws-permissions`],
  },
  {
    style: 'sentence',
    query: 'my domain still does not point at the server',
    answers: [`${DMT}#the-domain-does-not-resolve`, `${DMT}#verify`],
  },
  {
    style: 'sentence',
    query: 'remove everything the quick start created',
    answers: [`${TOOLS}#6-clean-up`],
  },
  { style: 'sentence', query: 'update mg to the latest version', answers: [`${CLI}#upgrade-or-uninstall-mg`] },
  { style: 'sentence', query: 'where is my git token stored', answers: [`${CLI}#where-mg-keeps-its-settings`] },
  { style: 'sentence', query: 'deploy to another aws region', answers: [`${CLI}#regions`, `${CLI}#option-region`] },
  {
    style: 'sentence',
    query: 'change the size of a running server',
    answers: [`${DMT}#change-the-size`, `${DMT}#instance-sizes`],
  },
  {
    style: 'sentence',
    query: 'what does the state of a dmt deployment mean',
    answers: [`${DMT}#deployment-states`],
  },
  { style: 'sentence', query: 'see every mg command', answers: [`${CLI}#commands-at-a-glance`] },
];
