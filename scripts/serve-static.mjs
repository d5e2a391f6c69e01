// Serves an exported site the way a plain static host does (an S3 website bucket): a folder's
// index.html is served, a folder without its slash is redirected to it, nothing else is guessed,
// and a missing object gets 404.html with status 404. gzip when asked, CDN-style cache headers,
// and the headers the site asks for in its _headers file (the Netlify / Cloudflare Pages format).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.md', '.xml', '.svg', '.webmanifest']);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

const HTTPS_ONLY_HEADERS = ['Cross-Origin-Opener-Policy', 'Strict-Transport-Security'];
const isLocalhost = (host = '') => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);

/** The rules of a _headers file: [{ pattern: RegExp, headers: { name: value } }], in file order. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    if (rules.length && colon > 0) rules.at(-1).headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function cacheControl(urlPath) {
  // Hashed build assets never change; everything else must be revalidated after a deploy.
  return urlPath.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

export function createStaticServer({ root }) {
  const base = path.resolve(root);
  const gzipCache = new Map();
  let rules;
  const siteHeaders = async (urlPath) => {
    rules ??= await readFile(path.join(base, '_headers'), 'utf8').then(parseHeadersFile, () => []);
    return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(urlPath)).map((rule) => rule.headers));
  };

  async function send(req, res, status, file, urlPath) {
    const ext = path.extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      ...(await siteHeaders(urlPath)),
    };
    // This server speaks plain HTTP. Browsers honour these two only from a trustworthy origin
    // (HTTPS or localhost) and complain about COOP elsewhere, so a test host name goes without.
    if (!isLocalhost(req.headers.host)) {
      for (const name of HTTPS_ONLY_HEADERS) delete headers[name];
    }
    headers['Cache-Control'] = status === 200 ? (headers['Cache-Control'] ?? cacheControl(urlPath)) : 'no-store';
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (wantsGzip && COMPRESSIBLE.has(ext)) {
      let body = gzipCache.get(file);
      if (!body) {
        body = gzipSync(await readFile(file));
        gzipCache.set(file, body);
      }
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const { size } = await stat(file);
    res.writeHead(status, { ...headers, 'Content-Length': size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  async function notFound(req, res) {
    const page = path.join(base, '404.html');
    if (await isFile(page)) return send(req, res, 404, page, '/404.html');
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
  }

  return http.createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://static.local');
      let urlPath;
      try {
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        return notFound(req, res);
      }
      const file = path.join(base, urlPath);
      if (!file.startsWith(base)) return notFound(req, res);
      if (urlPath.endsWith('/')) {
        const index = path.join(file, 'index.html');
        return (await isFile(index)) ? send(req, res, 200, index, urlPath) : notFound(req, res);
      }
      if (await isFile(file)) return send(req, res, 200, file, urlPath);
      if (await isFile(path.join(file, 'index.html'))) {
        res.writeHead(302, { Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      return notFound(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const root = option('dir', 'out');
  const port = Number(option('port', '3000'));
  createStaticServer({ root }).listen(port, () => {
    console.log(`Serving ${root} at http://localhost:${port}`);
  });
}
