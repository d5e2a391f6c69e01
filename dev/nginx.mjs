// Runs deploy/nginx.conf, the nginx recipe of docs/hosting.md, on Debian's nginx for the host-conformance
// tests: the recipe's server block as it is, with only its port, root and snippet path pointed at
// a built variant, inside a minimal nginx.conf that keeps every file under .variants/nginx/. The
// root is a symbolic link to the variant (`.variants/nginx/current`), as in a deploy that switches
// `current -> releases/N`: the recipe must serve a site that way.
// `node dev/nginx.mjs <site dir> <port>` runs it in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_PATH } from './variants.ts';

const RECIPE = 'deploy/nginx.conf';
const SNIPPET = 'deploy/nginx/security-headers.conf';

/** Replaces `from` in the recipe, which must occur exactly once (the recipe's shape is part of the test). */
function pointAt(text, from, to) {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${RECIPE}: expected "${from}" once, found it ${count} times`);
  return text.replace(from, () => to);
}

/** Writes the test configuration for serving `siteDir` on 127.0.0.1:`port`; answers its folder. */
export function writeNginxConfig(siteDir, port, prefix = path.resolve('.variants/nginx')) {
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const current = path.join(prefix, 'current');
  rmSync(current, { force: true });
  symlinkSync(path.resolve(siteDir), current);
  let site = readFileSync(RECIPE, 'utf8');
  site = pointAt(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = pointAt(site, 'root /srv/milligram/out;', `root ${current};`);
  site = site.replaceAll('/etc/nginx/snippets/milligram-security-headers.conf', path.resolve(SNIPPET));
  writeFileSync(path.join(prefix, 'site.conf'), site);
  const temp = (name) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      'user root;', // the test run is root; the site files are its own
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return prefix;
}

/** Checks the configuration with `nginx -t`; throws with nginx's words when it is wrong. */
export function testNginxConfig(prefix) {
  const result = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [siteDir, port] = process.argv.slice(2);
  const prefix = writeNginxConfig(siteDir, Number(port));
  testNginxConfig(prefix);
  const nginx = spawn(NGINX_PATH, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
  nginx.on('exit', (code) => process.exit(code ?? 0));
}
