// The site as the cross-engine walk sees it: the main variant, served exactly as the static server
// serves it, with one addition for the walk. Each HTML page gets a probe script first in its <head>
// (a file of this origin, which every page's policy allows) that reports to this server what a
// browser would only print: uncaught errors, rejected promises, Content-Security-Policy violations,
// console errors and warnings. Both engines are watched the same way, from the first script on.
// Each report carries its tab's id, and the tab counts the reports it has sent (in sessionStorage,
// which its pages share): the runner reads that count from the page and waits until this server
// has received as many, so no report still on its way is missed.
import http from 'node:http';
import { createStaticServer } from '../../scripts/serve/serve-static.ts';

export const PROBE_PATH = '/__walk/probe.js';
const REPORT_PATH = '/__walk/report';
/** The sessionStorage keys of the tab's id and of how many reports its pages have sent. */
const TAB_KEY = 'walk:tab';
const SENT_KEY = 'walk:sent';

/**
 * Runs in the page: every problem goes to REPORT_PATH, as it happens. An address with
 * `?walk-webgl=none` takes WebGL away from every canvas of the page (a browser without it), and
 * `?walk-webgl=no-offscreen` from OffscreenCanvas only (as WebKitGTK gives it none). The widgets'
 * worker asks for itself: WORKER_WITHOUT_WEBGL goes first in its script on such a page.
 */
const PROBE = `(() => {
  const webgl = new URLSearchParams(location.search).get('walk-webgl');
  const withoutWebGL = (Canvas) => {
    const getContext = Canvas.prototype.getContext;
    Canvas.prototype.getContext = function (kind, ...rest) {
      return /webgl/.test(kind) ? null : getContext.call(this, kind, ...rest);
    };
  };
  if (webgl && typeof OffscreenCanvas === 'function') withoutWebGL(OffscreenCanvas);
  if (webgl === 'none') withoutWebGL(HTMLCanvasElement);
  let tab = sessionStorage.getItem(${JSON.stringify(TAB_KEY)});
  if (!tab) sessionStorage.setItem(${JSON.stringify(TAB_KEY)}, (tab = Math.random().toString(36).slice(2)));
  const report = (kind, text) => {
    const queued = navigator.sendBeacon(${JSON.stringify(REPORT_PATH)},
      JSON.stringify({ kind, text: String(text).slice(0, 500), page: location.pathname, tab }));
    if (queued) sessionStorage.setItem(${JSON.stringify(SENT_KEY)}, String(Number(sessionStorage.getItem(${JSON.stringify(SENT_KEY)})) + 1));
  };
  addEventListener('error', (e) => { if (e instanceof ErrorEvent) report('error', e.message); });
  addEventListener('unhandledrejection', (e) =>
    report('rejection', e.reason instanceof Error ? e.reason.message + ' ' + e.reason.stack : e.reason));
  document.addEventListener('securitypolicyviolation', (e) =>
    report('csp', e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline')));
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => { report('console.' + level, args.map(String).join(' ')); original(...args); };
  }
})();`;

/** The widgets' worker script, as Turbopack names it. */
const WORKER_SCRIPT = /\/turbopack-worker-[^/]*\.js$/;
/** In a worker only OffscreenCanvas draws: none of it gives WebGL. */
const WORKER_WITHOUT_WEBGL = 'OffscreenCanvas.prototype.getContext = () => null;\n';

/** Whether a request comes from a page whose address takes WebGL away (its Referer says). */
const withoutWebGL = (req) => {
  try {
    return new URL(req.headers.referer ?? '').searchParams.has('walk-webgl');
  } catch {
    return false;
  }
};

/** Serves `root` on `port` (loopback) with the probe; answers the server and the reports so far. */
export async function serveWalkSite(root, port) {
  const inner = createStaticServer({ root });
  await new Promise((resolve) => inner.listen(0, '127.0.0.1', resolve));
  const innerOrigin = `http://127.0.0.1:${inner.address().port}`;
  const reports = [];
  /** How many reports each tab's pages have delivered. */
  const received = new Map();
  const server = http.createServer(async (req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(PROBE);
    }
    if (req.url === REPORT_PATH && req.method === 'POST') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      try {
        const report = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        reports.push(report);
        received.set(report.tab, (received.get(report.tab) ?? 0) + 1);
      } catch {
        /* not a report */
      }
      return res.writeHead(204).end();
    }
    const upstream = await fetch(`${innerOrigin}${req.url}`, { method: req.method, redirect: 'manual' });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    let body = Buffer.from(await upstream.arrayBuffer());
    if ((headers['content-type'] ?? '').startsWith('text/html')) {
      const html = body.toString('utf8').replace(/<head>/i, `<head><script src="${PROBE_PATH}"></script>`);
      body = Buffer.from(html);
    }
    if (WORKER_SCRIPT.test(new URL(req.url, innerOrigin).pathname)) {
      // Fetched anew by every page, so a page without WebGL never runs the one cached before it.
      headers['cache-control'] = 'no-store';
      if (withoutWebGL(req)) body = Buffer.concat([Buffer.from(WORKER_WITHOUT_WEBGL), body]);
    }
    res.writeHead(upstream.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${port}`,
    /** The problems reported since the last call. */
    take: () => reports.splice(0),
    /**
     * Waits until every report the driver's tab has sent has arrived: the tab's page says how many
     * it sent (a page off this site, whose storage holds no count, fails it).
     */
    async delivered(driver, ms = 5_000) {
      const { tab, sent } = await driver.run(
        `return { tab: sessionStorage.getItem(${JSON.stringify(TAB_KEY)}), sent: Number(sessionStorage.getItem(${JSON.stringify(SENT_KEY)})) };`,
      );
      if (!tab) throw new Error(`${driver.engine}: the step ended on a page without the walk's probe`);
      const deadline = Date.now() + ms;
      while ((received.get(tab) ?? 0) < sent) {
        if (Date.now() > deadline)
          throw new Error(`${driver.engine}: ${sent - (received.get(tab) ?? 0)} of ${sent} reports never arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      server.closeAllConnections();
      inner.closeAllConnections();
      await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => inner.close(r))]);
    },
  };
}
