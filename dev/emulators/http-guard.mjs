// What every emulator server (the API, the identity provider and their control ports) wraps its
// handler in: no request can end the process. Whatever the handler throws (a request target URL
// parsing refuses, such as `http://[`; a body cut off mid-way) becomes a 400, or a closed
// connection when the answer had already begun.

/** Wraps an async (req, res) handler so that it never rejects. */
export function guarded(handle) {
  return async (req, res) => {
    // A client that hangs up mid-body makes the request stream fail; reading it then throws below.
    req.on('error', () => {});
    try {
      await handle(req, res);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: `Bad request: ${error instanceof Error ? error.message : String(error)}` }));
    }
  };
}
