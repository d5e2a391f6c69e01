// The second held-out search evaluation set: 40 readers' queries written on 2026-11-24 by a writer
// (a separate session) from the docs' content alone, without seeing how the search ranks or any
// other query set. Nobody who changes the ranking reads it: `npm run search:eval` prints only its
// totals, and CI holds them to their own thresholds. Add no query here to fix a miss, and do not
// open this file to see why one missed: write a query of your own into the tuning set instead.
// Same shape as the tuning set: style `keyword` | `flag` | `sentence`, and `answers`: the addresses
// (most precise first) where the reader finds what they asked; any of them counts.

export const HELDOUT_B_QUERIES = [
  // keyword
  {
    style: 'keyword',
    query: 'cheapest instance size',
    answers: ['/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'keyword',
    query: 'scheduled lambdas',
    answers: ['/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'keyword',
    query: 'iam policy',
    answers: ['/mg/overview/#aws-permissions'],
  },
  {
    style: 'keyword',
    query: 'custom domian',
    answers: [
      '/mg/cli/dmt/#option-domain',
      '/mg/esp/#deploy-a-static-site-option-domain',
      '/mg/overview/#deploy-a-project',
    ],
  },
  {
    style: 'keyword',
    query: 'remove milligram cli',
    answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'keyword',
    query: 'skip https',
    answers: ['/mg/cli/dmt/#option-no-ssl'],
  },
  {
    style: 'keyword',
    query: 'dead letter queues',
    answers: ['/mg/cli/lsd/#what-lsd-deploys', '/mg/cli/lsd/#provisioning', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'health endpoint',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'stopped instance',
    answers: ['/mg/cli/dmt/#deployment-states'],
  },
  {
    style: 'keyword',
    query: 'bigger server',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'keyword',
    query: 'private repo access',
    answers: ['/mg/overview/#git-credentials', '/mg/cli/main/#config-set'],
  },
  {
    style: 'keyword',
    query: 'enviroment variables',
    answers: ['/mg/cli/main/#environment-variables', '/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'keyword',
    query: 'run app locally',
    answers: ['/mg/cli/dmt/#awake'],
  },
  {
    style: 'keyword',
    query: 'background workers',
    answers: ['/mg/dream/#telekinesis', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'keyword',
    query: 'lambda vs ec2',
    answers: ['/mg/dream/', '/mg/architecture/'],
  },
  {
    style: 'keyword',
    query: 'command cheatsheet',
    answers: ['/mg/cli/main/#commands-at-a-glance'],
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
    answers: ['/mg/cli/dmt/#unlock-option-force', '/mg/cli/dmt/#unlock'],
  },
  {
    style: 'flag',
    query: 'mg dmt nuke --all -y',
    answers: ['/mg/cli/dmt/#nuke-option-all', '/mg/cli/dmt/#nuke-option-yes', '/mg/cli/dmt/#nuke'],
  },
  {
    style: 'flag',
    query: 'mg lsd list --archived',
    answers: ['/mg/cli/lsd/#list-option-archived', '/mg/cli/lsd/#list', '/mg/cli/lsd/#deployment-states'],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./dist --domain',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#deploy-a-static-site-option-domain'],
  },
  {
    style: 'flag',
    query: 'mg dmt list -p staging',
    answers: ['/mg/cli/main/#option-aws-profile', '/mg/overview/#cloud-credentials'],
  },
  {
    style: 'flag',
    query: 'mg dmt db -l 5433',
    answers: ['/mg/cli/dmt/#db-option-local-port', '/mg/cli/dmt/#db', '/mg/overview/#open-a-shell-on-a-deployment'],
  },

  // sentence
  {
    style: 'sentence',
    query: 'certficate expired how do I renew it',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'sentence',
    query: 'deploy fails saying another process holds the lock',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock'],
  },
  {
    style: 'sentence',
    query: 'how long does the provisioning step take on a first deploy',
    answers: ['/mg/tools/#4-deploy', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'how do I stop paying for everything I created',
    answers: [
      '/mg/tools/#6-clean-up',
      '/mg/architecture/#what-lives-where',
      '/mg/cli/dmt/#nuke',
      '/mg/cli/lsd/#delete',
      '/mg/esp/#remove-a-site',
    ],
  },
  {
    style: 'sentence',
    query: 'can I host a react single page app',
    answers: ['/mg/esp/#when-to-use-esp'],
  },
  {
    style: 'sentence',
    query: 'what does it mean when mg exits with code 3',
    answers: ['/mg/cli/main/#exit-codes'],
  },
  {
    style: 'sentence',
    query: 'is the site down while a new version is being deployed',
    answers: ['/mg/cli/dmt/#deploy', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'sentence',
    query: 'my delete crashed with a network error, can I just run it again',
    answers: ['/mg/cli/lsd/#a-deletion-stopped-halfway', '/mg/cli/lsd/#delete'],
  },
  {
    style: 'sentence',
    query: 'how can I test my lambda fucntions locally',
    answers: ['/mg/cli/lsd/#trip'],
  },
  {
    style: 'sentence',
    query: 'how do I check the site works after a deploy in CI',
    answers: ['/mg/cli/dmt/#test', '/mg/cli/dmt/#test-option-quick'],
  },
  {
    style: 'sentence',
    query: 'how do I get ssh access for a teammate',
    answers: ['/mg/cli/main/#where-mg-keeps-its-settings'],
  },
  {
    style: 'sentence',
    query: 'why is my static site certificate in us-east-1',
    answers: ['/mg/esp/#what-it-creates', '/mg/cli/main/#regions'],
  },
  {
    style: 'sentence',
    query: 'mg list shows nothing but I deployed stuff yesterday',
    answers: ['/mg/cli/main/#regions', '/mg/cli/main/#option-region'],
  },
  {
    style: 'sentence',
    query: 'dns still not pointing to the server after an hour',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'sentence',
    query: 'set up a database for my app',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'sentence',
    query: 'share deployment settings with the team through git',
    answers: ['/mg/overview/#project-mode', '/mg/cli/main/#init', '/mg/tools/#3-start-project-mode'],
  },
];
