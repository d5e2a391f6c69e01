// Serves an exported site the way a plain static host does (an S3 website bucket): a folder's
// index.html is served, a folder without its slash is redirected to it, nothing else is guessed,
// and a missing object gets 404.html with status 404. Symbolic links below the root are never
// followed, and a path starting with `//` is redirected to its one-slash form. gzip when asked, CDN-style cache headers,
// and the headers the site asks for in its _headers file (the Netlify / Cloudflare Pages format).
import { parseArgs } from 'node:util';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
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

const HTTPS_ONLY_HEADERS = ['Cross-Origin-Opener-Policy', 'Strict-Transport-Security'];
const isLocalhost = (host = '') => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);

/** One rule of a _headers file: the paths it applies to, and its headers. */
export interface HeadersRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

/** The rules of a _headers file, in file order. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
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
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function cacheControl(urlPath: string): string {
  // Hashed build assets never change; everything else must be revalidated after a deploy.
  return urlPath.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/**
 * Files in the export that are not part of the site: hosts read `_headers` (it is not a page), and
 * dot files are build bookkeeping. Answered as missing.
 */
export function isHidden(sitePath: string): boolean {
  return sitePath === '/_headers' || sitePath.split('/').some((segment) => segment.startsWith('.'));
}

/** Whether `file` lies inside the folder `base` (not the folder itself, not a sibling like `out-other`). */
export function isInside(base: string, file: string): boolean {
  const relative = path.relative(base, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * A same-site redirect target for a folder without its slash: one leading slash only, so that a
 * path like `//evil.com/x` can never become the protocol-relative `Location: //evil.com/x/`.
 */
export function folderLocation(pathname: string, search: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}/${search}`;
}

export function createStaticServer({ root }: { root: string }): http.Server {
  const base = path.resolve(root);
  /** gzip bodies by file, kept while the file's modification time stays the same. */
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();
  let realBase: string | undefined;
  /**
   * The file to serve, or null when it is missing, outside the root, or reached through a symbolic
   * link anywhere below the root (as nginx's `disable_symlinks on from=$document_root`): the root
   * itself may be a link (`current -> releases/42`).
   */
  async function resolveFile(file: string): Promise<string | null> {
    if (!isInside(base, file)) return null;
    try {
      realBase ??= await realpath(base);
      const real = await realpath(file);
      if (real !== path.join(realBase, path.relative(base, file))) return null;
      if (!isInside(realBase, real) || !(await stat(real)).isFile()) return null;
      if (isHidden(`/${path.relative(realBase, real).split(path.sep).join('/')}`)) return null;
      return real;
    } catch {
      return null;
    }
  }
  let rules: HeadersRule[] | undefined;
  const siteHeaders = async (urlPath: string): Promise<Record<string, string>> => {
    rules ??= await readFile(path.join(base, '_headers'), 'utf8').then(parseHeadersFile, () => []);
    return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(urlPath)).map((rule) => rule.headers));
  };

  /**
   * The headers every response carries for a path of the site: nosniff and the site's own rules
   * (the security headers among them), whatever the status: pages, files, redirects, errors.
   */
  async function baseHeaders(req: Pick<IncomingMessage, 'headers'>, sitePath: string) {
    const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', ...(await siteHeaders(sitePath)) };
    // This server speaks plain HTTP. Browsers honour these two only from a trustworthy origin
    // (HTTPS or localhost) and complain about COOP elsewhere, so a test host name goes without
    // (a request that names no host is no browser's: it gets them).
    if (req.headers.host && !isLocalhost(req.headers.host)) {
      for (const name of HTTPS_ONLY_HEADERS) delete headers[name];
    }
    return headers;
  }

  /** Answers with no file: a redirect, a refused method, an error; never cached. */
  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    sitePath: string,
    headers: OutgoingHttpHeaders = {},
    body = '',
  ) {
    res.writeHead(status, {
      ...(await baseHeaders(req, sitePath)),
      'Cache-Control': 'no-store',
      ...(body ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Sends `file` with the headers of the path it has in the site (not the address's spelling of it). */
  async function send(req: IncomingMessage, res: ServerResponse, status: number, file: string) {
    const ext = path.extname(file);
    const sitePath = `/${path
      .relative(realBase ?? base, file)
      .split(path.sep)
      .join('/')}`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      ...(await baseHeaders(req, sitePath)),
    };
    headers['Cache-Control'] = status === 200 ? (headers['Cache-Control'] ?? cacheControl(sitePath)) : 'no-store';
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (wantsGzip && COMPRESSIBLE.has(ext)) {
      const { mtimeMs } = await stat(file);
      const cached = gzipCache.get(file);
      let body = cached?.mtimeMs === mtimeMs ? cached.body : undefined;
      if (!body) {
        body = gzipSync(await readFile(file));
        gzipCache.set(file, { mtimeMs, body });
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
    if (req.method === 'HEAD') return void res.end();
    // A file removed or cut short mid-rebuild ends this response, not the server.
    await pipeline(createReadStream(file), res).catch(() => res.destroy());
  }

  async function notFound(req: IncomingMessage, res: ServerResponse) {
    const page = await resolveFile(path.join(base, '404.html'));
    if (page) return send(req, res, 404, page);
    return answer(req, res, 404, '/404.html', {}, 'Not Found');
  }

  // Node would answer a request without a Host header with a bare 400 of its own; this handler
  // answers it instead, with the site's headers.
  const server = http.createServer({ requireHostHeader: false }, async (req, res) => {
    try {
      if (req.httpVersionMinor >= 1 && !req.headers.host) return await answer(req, res, 400, '/');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return await answer(req, res, 405, '/', { Allow: 'GET, HEAD' });
      }
      // An address with more than one leading slash (`//mg/overview/`) is the same path with one:
      // redirected there, so no page runs at an address its router would read as another host.
      const target = req.url ?? '';
      if (/^\/[/\\]/.test(target)) {
        const location = `/${target.replace(/^[/\\]+/, '')}`;
        return await answer(req, res, 301, location.split('?')[0], { Location: location });
      }
      // Joined, not resolved against a base: "//evil.com/x" is a path here, not another host.
      const url = new URL(`http://static.local${target.startsWith('/') ? target : '/'}`);
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        return await notFound(req, res);
      }
      if (urlPath.includes('\0')) return await notFound(req, res);
      const file = path.join(base, urlPath);
      if (urlPath.endsWith('/')) {
        const index = await resolveFile(path.join(file, 'index.html'));
        return await (index ? send(req, res, 200, index) : notFound(req, res));
      }
      const found = await resolveFile(file);
      if (found) return await send(req, res, 200, found);
      if (await resolveFile(path.join(file, 'index.html'))) {
        const location = folderLocation(url.pathname, url.search);
        return await answer(req, res, 302, location.split('?')[0], { Location: location });
      }
      return await notFound(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) await answer(req, res, 500, '/', {}, 'Internal error').catch(() => res.destroy());
    }
  });
  // A request Node cannot parse (a malformed request line, a header too large) is answered here,
  // not by Node's bare 400: with the site's headers like every other response.
  server.on('clientError', async (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const headers = { ...(await baseHeaders({ headers: {} }, '/')), 'Cache-Control': 'no-store', Connection: 'close' };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      port: { type: 'string', default: '3000' },
      // Loopback only, unless --host says otherwise (e.g. --host 0.0.0.0 to try the site from a phone).
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const { dir: root, host } = values;
  const port = Number(values.port);
  createStaticServer({ root }).listen(port, host, () => {
    console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
  });
}
