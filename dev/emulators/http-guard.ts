// What every emulator server (the API, the identity provider and their control ports) wraps its
// handler in. No request can end the process: whatever the handler throws (a request target URL
// parsing refuses, such as `http://[`; a body cut off mid-way) becomes a 400, or a closed
// connection when the answer had already begun. No request can fill the memory: the guard reads
// each body before the handler runs, and one over MAX_BODY_BYTES (announced by Content-Length, or
// counted as it streams in) gets a 413 and a closed connection, its rest never read. And a
// control port (which switches modes and shows what its emulator received, bearer tokens
// included) answers only requests addressed to a loopback name: a web page whose own host name
// was rebound to 127.0.0.1 (DNS rebinding) reaches the port as same-origin, but its requests carry
// that name in Host, and get 403 before anything is read or changed. A control port also takes
// POSTs only as application/json (415 otherwise): any web page may send a cross-origin POST as
// text/plain or a form without asking first, but application/json needs a CORS preflight, which
// a control port never approves (it sends no CORS headers).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** A server's handler, given the request's body as text. */
export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => unknown;

/** The largest request body any emulator server reads, in bytes: its routes take a few hundred bytes of JSON. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The Host headers a control port answers: a loopback name, with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

export const isLoopbackHost = (host: string | undefined) => LOOPBACK_HOST.test(host ?? '');

/** Whether a request's Content-Type is application/json (parameters such as charset aside). */
export const isJson = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';

/** A body over the limit: the guard answers 413. */
export class BodyTooLarge extends Error {
  constructor(limit: number) {
    super(`Request body over ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * The request's body as text. Rejects with BodyTooLarge as soon as Content-Length announces more
 * than `limit` bytes or more than that has streamed in; the rest is left unread (paused), for the
 * answer to close the connection on.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) return reject(new BodyTooLarge(limit));
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = <T>(finish: (value: T) => void, value: T) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      finish(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      settle(reject, new BodyTooLarge(limit));
    };
    const onEnd = () => settle(resolve, Buffer.concat(chunks).toString('utf8'));
    const onClose = () => settle(reject, new Error('The request body was cut off'));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
  });
}

/** An answer of `body` as JSON. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A JSON error that closes the connection: what is left of the request is never read. */
function refuse(res: ServerResponse, status: number, error: string, headers: OutgoingHttpHeaders) {
  const body = JSON.stringify({ error });
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
    ...headers,
  });
  res.end(body);
}

/**
 * Wraps an async (req, res, body) handler so that it never rejects; `body` is the request's body as
 * text, read within MAX_BODY_BYTES. `headers(req)` gives the headers the guard's own answers carry
 * (the server's CORS headers, so that a browser can read them). `control`: a control port's rules.
 */
export function guarded(
  handle: Handler,
  {
    headers = () => ({}),
    control = false,
  }: { headers?: (req: IncomingMessage) => OutgoingHttpHeaders; control?: boolean } = {},
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // A client that hangs up mid-body makes the request stream fail; reading it then throws below.
    req.on('error', () => {});
    let own: OutgoingHttpHeaders = {};
    try {
      own = headers(req);
      if (control && !isLoopbackHost(req.headers.host)) {
        return refuse(res, 403, 'A control port answers requests to localhost, 127.0.0.1 or [::1] only', own);
      }
      if (control && req.method === 'POST' && !isJson(req)) {
        return refuse(res, 415, 'A control port takes POSTs as Content-Type: application/json only', own);
      }
      const body = await readBody(req);
      await handle(req, res, body);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      if (error instanceof BodyTooLarge) return refuse(res, 413, error.message, own);
      res.writeHead(400, { 'Content-Type': 'application/json', ...own });
      res.end(JSON.stringify({ error: `Bad request: ${error instanceof Error ? error.message : String(error)}` }));
    }
  };
}
