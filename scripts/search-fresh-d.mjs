// The fourth fresh search evaluation set: 60 readers' queries written on 2026-11-24 by another
// writer (a separate session) from the docs' content alone, without seeing how the search ranks or
// any other query set, as three readers: a frontend developer shipping a static site, a developer
// debugging something that went wrong, and a reader skimming the reference. Unseen, on the ranking
// as it stood that day, it scored 50 and 58 of 60 (MRR 0.902); the ranking may be tuned on it
// since, like the other fresh sets. `npm run search:eval` reports it apart, held to its own
// thresholds. Same shape as the tuning set: style `keyword` | `flag` | `sentence`, and `answers`:
// the addresses (most precise first) where the reader finds what they asked; any of them counts.

export const FRESH_D_QUERIES = [
  {
    style: 'sentence',
    query: 'how do I host a static react build on my own domain',
    answers: ['/mg/esp/#deploy-a-static-site', '/mg/esp/#deploy-a-static-site-option-domain'],
  },
  {
    style: 'sentence',
    query: 'deploy fails with "Deployment is locked by another process"',
    answers: ['/mg/cli/dmt/#the-deployment-is-locked', '/mg/cli/dmt/#unlock', '/mg/cli/dmt/#deploy'],
  },
  {
    style: 'flag',
    query: '--dose t3.medium',
    answers: ['/mg/cli/dmt/#option-dose', '/mg/cli/dmt/#instance-sizes'],
  },
  {
    style: 'keyword',
    query: 'cdn asset caching',
    answers: ['/mg/esp/#what-it-creates'],
  },
  {
    style: 'sentence',
    query: 'ssl says DNS does not point at this deployment yet',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/cli/dmt/#ssl', '/mg/cli/dmt/#verify'],
  },
  {
    style: 'flag',
    query: '--since 30m',
    answers: ['/mg/cli/lsd/#logs-option-since', '/mg/cli/lsd/#logs'],
  },
  {
    style: 'sentence',
    query: 'which dns records do I add so the certificate validates',
    answers: ['/mg/esp/#deploy-a-static-site'],
  },
  {
    style: 'keyword',
    query: 'exit code 4',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#verify', '/mg/cli/dmt/#test', '/mg/cli/lsd/#health'],
  },
  {
    style: 'keyword',
    query: 'AWS_REGION',
    answers: ['/mg/cli/main/#environment-variables-mg-reads', '/mg/cli/main/#regions', '/mg/cli/main/#option-region'],
  },
  {
    style: 'keyword',
    query: 'cloudfront invalidation',
    answers: ['/mg/esp/#what-it-creates', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'sentence',
    query: 'blastoff died partway through because of a quota and now the name is taken',
    answers: ['/mg/cli/dmt/#blastoff-stopped-halfway', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'flag',
    query: 'mg lsd deploy -f',
    answers: ['/mg/cli/lsd/#deploy-option-function', '/mg/cli/lsd/#deploy', '/mg/cli/main/#short-flags'],
  },
  {
    style: 'keyword',
    query: 'acm certifcate region',
    answers: ['/mg/cli/main/#regions', '/mg/esp/#what-it-creates'],
  },
  {
    style: 'keyword',
    query: 'exit status 3',
    answers: ['/mg/cli/main/#exit-codes', '/mg/cli/dmt/#nuke', '/mg/cli/lsd/#delete'],
  },
  {
    style: 'flag',
    query: '--local-port 5433',
    answers: ['/mg/cli/dmt/#db-option-local-port', '/mg/cli/dmt/#db'],
  },
  {
    style: 'sentence',
    query: 'how do I get rid of my static site and the bucket',
    answers: ['/mg/esp/#remove-a-site', '/mg/architecture/#what-lives-where'],
  },
  {
    style: 'sentence',
    query: 'lsd delete got interrupted with ctrl-c and some resources are left',
    answers: [
      '/mg/cli/lsd/#a-deletion-stopped-halfway',
      '/mg/cli/lsd/#delete',
      '/mg/cli/lsd/#list-option-deleting',
      '/mg/cli/lsd/#deployment-states',
    ],
  },
  {
    style: 'flag',
    query: 'mg config set',
    answers: ['/mg/cli/main/#config-set', '/mg/overview/#git-credentials'],
  },
  {
    style: 'keyword',
    query: 'redeploy after push',
    answers: ['/mg/tools/#5-ship-changes', '/mg/cli/dmt/#deploy', '/mg/overview/#deploy-a-project'],
  },
  {
    style: 'keyword',
    query: 'health check failling',
    answers: ['/mg/cli/lsd/#a-health-check-fails', '/mg/cli/lsd/#health', '/mg/cli/dmt/#the-app-does-not-answer'],
  },
  {
    style: 'flag',
    query: 'npm uninstall -g milligram',
    answers: ['/mg/cli/main/#upgrade-or-uninstall-mg'],
  },
  {
    style: 'sentence',
    query: 'how do i get https working on a custom domain for the vm',
    answers: [
      '/mg/cli/dmt/#option-domain',
      '/mg/cli/dmt/#blastoff',
      '/mg/overview/#generate-a-tls-certificate',
      '/mg/cli/dmt/#ssl',
    ],
  },
  {
    style: 'sentence',
    query: 'messages piling up in the dead letter queue',
    answers: ['/mg/cli/lsd/#a-health-check-fails', '/mg/cli/lsd/#health', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'flag',
    query: 'mg dmt nuke --all -y',
    answers: [
      '/mg/cli/dmt/#nuke-option-all',
      '/mg/cli/dmt/#nuke-option-yes',
      '/mg/cli/dmt/#nuke',
      '/mg/cli/main/#short-flags',
    ],
  },
  {
    style: 'keyword',
    query: 'letsencrypt renewal',
    answers: ['/mg/cli/dmt/#ssl', '/mg/overview/#generate-a-tls-certificate'],
  },
  {
    style: 'keyword',
    query: '502 bad gateway',
    answers: ['/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/dmt/#test'],
  },
  {
    style: 'keyword',
    query: 'AWS_PROFILE powershell',
    answers: ['/mg/overview/#cloud-credentials', '/mg/tools/#2-configure-aws-and-git'],
  },
  {
    style: 'sentence',
    query: 'should my single-page app go on ESP or on a VM',
    answers: ['/mg/esp/#when-to-use-esp', '/mg/dream/#esp', '/mg/dream/#dmt'],
  },
  {
    style: 'sentence',
    query: 'lsd drop says deployment already exists',
    answers: ['/mg/cli/lsd/#the-name-is-taken', '/mg/cli/lsd/#drop'],
  },
  {
    style: 'flag',
    query: 'mg lsd list --archived',
    answers: ['/mg/cli/lsd/#list-option-archived', '/mg/cli/lsd/#list'],
  },
  {
    style: 'sentence',
    query: 'does each deploy re-upload all files or only the changed ones',
    answers: ['/mg/esp/#what-it-creates', '/mg/esp/#deploy-a-static-site', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'sentence',
    query: 'unlock refuses, says a deploy process still seems to run',
    answers: ['/mg/cli/dmt/#unlock-option-force', '/mg/cli/dmt/#unlock', '/mg/cli/dmt/#the-deployment-is-locked'],
  },
  {
    style: 'keyword',
    query: 'trip gateway port',
    answers: ['/mg/cli/lsd/#trip-option-port', '/mg/cli/lsd/#trip'],
  },
  {
    style: 'keyword',
    query: 'static site cost',
    answers: ['/mg/esp/', '/mg/esp/#what-it-creates'],
  },
  {
    style: 'sentence',
    query: 'app keeps running out of memory on t2.micro, can I resize it',
    answers: ['/mg/cli/dmt/#change-the-size', '/mg/cli/dmt/#instance-sizes', '/mg/cli/dmt/#option-dose'],
  },
  {
    style: 'flag',
    query: 'mg dmt deploy -b staging',
    answers: [
      '/mg/cli/dmt/#deploy-option-branch',
      '/mg/cli/dmt/#deploy',
      '/mg/cli/dmt/#option-branch',
      '/mg/cli/main/#short-flags',
    ],
  },
  {
    style: 'flag',
    query: 'mg esp deploy ./dist -d',
    answers: [
      '/mg/esp/#deploy-a-static-site-option-domain',
      '/mg/esp/#deploy-a-static-site',
      '/mg/cli/main/#short-flags',
    ],
  },
  {
    style: 'keyword',
    query: 'cloudwatch logging lambda',
    answers: ['/mg/cli/lsd/#logs', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'keyword',
    query: 'iam policy json',
    answers: ['/mg/overview/#aws-permissions'],
  },
  {
    style: 'sentence',
    query: 'can I skip https entirely on a preview server',
    answers: ['/mg/cli/dmt/#option-no-ssl', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'mg lsd delete has no --yes, how do I run it from CI',
    answers: ['/mg/cli/lsd/#delete', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'keyword',
    query: 'mg.project.json',
    answers: [
      '/mg/overview/#project-mode',
      '/mg/cli/main/#init',
      '/mg/cli/lsd/#what-lsd-deploys',
      '/mg/tools/#3-start-project-mode',
    ],
  },
  {
    style: 'keyword',
    query: 'route53 hosted zone',
    answers: ['/mg/cli/dmt/#option-route53', '/mg/tools/#4-deploy'],
  },
  {
    style: 'keyword',
    query: 'failed build rollback',
    answers: ['/mg/cli/dmt/#deploy', '/mg/architecture/#the-path-of-a-deploy'],
  },
  {
    style: 'keyword',
    query: 'enviroment variables',
    answers: [
      '/mg/cli/main/#environment-variables-mg-reads',
      '/mg/cli/dmt/#what-the-app-must-provide',
      '/mg/cli/lsd/#what-lsd-deploys',
    ],
  },
  {
    style: 'sentence',
    query: 'point my domian at the server by hand',
    answers: ['/mg/cli/dmt/#the-domain-does-not-resolve', '/mg/tools/#4-deploy', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'sentence',
    query: 'mg dmt test returns non-zero in my CI pipeline',
    answers: ['/mg/cli/dmt/#test', '/mg/cli/dmt/#the-app-does-not-answer', '/mg/cli/main/#exit-codes'],
  },
  {
    style: 'keyword',
    query: 'DATABASE_URL',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide', '/mg/cli/dmt/#db', '/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'sentence',
    query: 'what are the steps to get my app live on my domain',
    answers: ['/mg/tools/#4-deploy', '/mg/overview/#deploy-a-project', '/mg/cli/dmt/#blastoff'],
  },
  {
    style: 'keyword',
    query: 'lambda Failed state',
    answers: ['/mg/cli/lsd/#status', '/mg/cli/lsd/#health', '/mg/cli/lsd/#a-health-check-fails'],
  },
  {
    style: 'keyword',
    query: 'scheduled jobs cron',
    answers: ['/mg/cli/lsd/#what-lsd-deploys'],
  },
  {
    style: 'sentence',
    query: 'frontend calls /api, which port should the backend listen on',
    answers: ['/mg/cli/dmt/#what-the-app-must-provide', '/mg/cli/dmt/#awake-option-port', '/mg/cli/dmt/#awake'],
  },
  {
    style: 'sentence',
    query: 'drop crashed partway, how do I clean up the stuff it already made',
    answers: ['/mg/cli/lsd/#a-drop-stopped-halfway', '/mg/cli/lsd/#provisioning'],
  },
  {
    style: 'flag',
    query: '--deleting',
    answers: ['/mg/cli/lsd/#list-option-deleting', '/mg/cli/lsd/#a-deletion-stopped-halfway', '/mg/cli/lsd/#delete'],
  },
  {
    style: 'keyword',
    query: 'cert expiration email',
    answers: ['/mg/cli/dmt/#option-email', '/mg/cli/dmt/#ssl-option-email'],
  },
  {
    style: 'sentence',
    query: "teammate can't ssh into the machine, no pem key",
    answers: ['/mg/cli/main/#where-mg-keeps-its-settings'],
  },
  {
    style: 'keyword',
    query: 'telekinesis',
    answers: ['/mg/dream/#telekinesis'],
  },
  {
    style: 'sentence',
    query: 'set up local dev with the production env settings',
    answers: ['/mg/cli/dmt/#awake', '/mg/cli/dmt/#what-the-app-must-provide'],
  },
  {
    style: 'sentence',
    query: 'deploy thing hangs waiting on /health',
    answers: ['/mg/cli/dmt/#deploy', '/mg/cli/dmt/#what-the-app-must-provide'],
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
];
