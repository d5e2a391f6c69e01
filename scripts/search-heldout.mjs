// The held-out search evaluation set: 40 readers' queries written from the docs' content alone,
// without looking at how the search ranks or at the tuning set (search-queries.mjs). The ranking is
// never tuned on these: `npm run search:eval` reports them apart, and CI holds them to their own
// thresholds. Add no query here to fix a miss; add misses to the tuning set instead.
// Same shape as the tuning set: style `keyword` | `flag` | `sentence`, and `answers`: the addresses
// (most precise first) where the reader finds what they asked; any of them counts.
const OVERVIEW = '/mg/overview/';
const TOOLS = '/mg/tools/';
const ARCH = '/mg/architecture/';
const MAIN = '/mg/cli/main/';
const DMT = '/mg/cli/dmt/';
const LSD = '/mg/cli/lsd/';
const ESP = '/mg/esp/';
const DREAM = '/mg/dream/';

export const HELDOUT_QUERIES = [
  // Keyword: one to three words, as typed in a search box.
  { style: 'keyword', query: 'iam policy', answers: [`${OVERVIEW}#aws-permissions`] },
  { style: 'keyword', query: 'nightly cron job', answers: [`${LSD}#what-lsd-deploys`] },
  { style: 'keyword', query: 'cache invalidation', answers: [`${ESP}#what-it-creates`] },
  { style: 'keyword', query: 'all mg commands', answers: [`${MAIN}#commands-at-a-glance`, MAIN] },
  { style: 'keyword', query: 'uninstall milligram', answers: [`${MAIN}#upgrade-or-uninstall-mg`] },
  {
    style: 'keyword',
    query: 'AWS_REGION',
    answers: [`${MAIN}#environment-variables`, `${MAIN}#regions`, `${MAIN}#option-region`],
  },
  { style: 'keyword', query: 'background job queue', answers: [`${DREAM}#telekinesis`, LSD, ARCH] },
  { style: 'keyword', query: 'instance stopped', answers: [`${DMT}#deployment-states`] },
  { style: 'keyword', query: 'exit code 3', answers: [`${MAIN}#exit-codes`] },
  {
    style: 'keyword',
    query: 'archived deployments',
    answers: [`${LSD}#deployment-states`, `${LSD}#list-option-archived`, `${LSD}#delete`],
  },
  {
    style: 'keyword',
    query: 'renew ssl certificate',
    answers: [`${DMT}#ssl`, `${OVERVIEW}#generate-a-tls-certificate`],
  },
  {
    style: 'keyword',
    query: 'ssh into server',
    answers: [`${DMT}#ssh`, `${OVERVIEW}#open-a-shell-on-a-deployment`],
  },

  // Flag: an option or command as typed on a command line.
  { style: 'flag', query: '--dose t3.medium', answers: [`${DMT}#option-dose`, `${DMT}#instance-sizes`] },
  { style: 'flag', query: 'mg lsd logs -s 2h', answers: [`${LSD}#logs-option-since`, `${LSD}#logs`] },
  { style: 'flag', query: 'mg dmt db -l', answers: [`${DMT}#db-option-local-port`, `${DMT}#db`] },
  { style: 'flag', query: 'mg dmt nuke --all', answers: [`${DMT}#nuke-option-all`, `${DMT}#nuke`] },
  {
    style: 'flag',
    query: 'mg dmt blastoff shop -d shop.example.com',
    answers: [`${DMT}#option-domain`, `${MAIN}#short-flags`],
  },
  {
    style: 'flag',
    query: 'mg lsd list --deleting',
    answers: [`${LSD}#list-option-deleting`, `${LSD}#a-deletion-stopped-halfway`],
  },
  {
    style: 'flag',
    query: 'mg dmt unlock --force',
    answers: [`${DMT}#unlock-option-force`, `${DMT}#unlock`],
  },
  { style: 'flag', query: '-f', answers: [`${MAIN}#short-flags`] },
  {
    style: 'flag',
    query: 'mg esp deploy --domain',
    answers: [`${ESP}#deploy-a-static-site-option-domain`, `${ESP}#deploy-a-static-site`],
  },
  {
    style: 'flag',
    query: 'mg config set git-token',
    answers: [`${MAIN}#config-set`, `${OVERVIEW}#git-credentials`, `${MAIN}#where-mg-keeps-its-settings`],
  },

  // Sentence: a task or question in the reader's own words.
  {
    style: 'sentence',
    query: 'what does my app need to have before I can deploy it to a server',
    answers: [`${DMT}#what-the-app-must-provide`],
  },
  {
    style: 'sentence',
    query: 'my server keeps running out of memory, can I move it to a bigger instance',
    answers: [`${DMT}#change-the-size`, `${DMT}#instance-sizes`],
  },
  {
    style: 'sentence',
    query: 'where do I say which queue triggers my function',
    answers: [`${LSD}#what-lsd-deploys`],
  },
  {
    style: 'sentence',
    query: 'deploy error deployment is locked by another process',
    answers: [`${DMT}#the-deployment-is-locked`, `${DMT}#unlock`],
  },
  {
    style: 'sentence',
    query: 'site still not loading after blastoff, is my dns wrong',
    answers: [`${DMT}#the-domain-does-not-resolve`, `${DMT}#verify`],
  },
  {
    style: 'sentence',
    query: 'lsd drop says the deployment already exists',
    answers: [`${LSD}#the-name-is-taken`, `${LSD}#drop`],
  },
  {
    style: 'sentence',
    query: 'lsd health check is failing, how do I find which function broke',
    answers: [`${LSD}#a-health-check-fails`, `${LSD}#health`],
  },
  {
    style: 'sentence',
    query: "done with the tutorial, how do I delete everything so I don't get charged",
    answers: [`${TOOLS}#6-clean-up`, `${DMT}#nuke`],
  },
  {
    style: 'sentence',
    query: 'how do I deploy to eu-central-1 instead of my default region',
    answers: [`${MAIN}#regions`, `${MAIN}#option-region`],
  },
  {
    style: 'sentence',
    query: 'where does mg store my git token on my laptop',
    answers: [`${MAIN}#where-mg-keeps-its-settings`],
  },
  {
    style: 'sentence',
    query: 'use a different aws account for just one command',
    answers: [`${OVERVIEW}#cloud-credentials`, `${MAIN}#option-aws-profile`],
  },
  {
    style: 'sentence',
    query: 'how do I give the server access to my private github repo',
    answers: [`${OVERVIEW}#git-credentials`],
  },
  {
    style: 'sentence',
    query: 'how long does the first deploy take',
    answers: [`${TOOLS}#4-deploy`, `${DMT}#blastoff`],
  },
  {
    style: 'sentence',
    query: 'is my site down while a new version is deploying',
    answers: [`${ARCH}#the-path-of-a-deploy`, `${DMT}#deploy`],
  },
  {
    style: 'sentence',
    query: 'where can I see what mg created in the aws console',
    answers: [`${ARCH}#what-lives-where`],
  },
  {
    style: 'sentence',
    query: 'should I use a vm or serverless functions for my app',
    answers: [DREAM, ARCH],
  },
  {
    style: 'sentence',
    query: 'how do I take a static site offline',
    answers: [`${ESP}#remove-a-site`],
  },
  {
    style: 'sentence',
    query: 'tear down a server in a ci pipeline without it asking me to type the name',
    answers: [`${DMT}#nuke-option-yes`, `${DMT}#nuke`],
  },
];
