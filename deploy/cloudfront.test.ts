// The CloudFront Function run against CloudFront's event shape, as the edge runs it: a bare
// script whose `handler(event)` answers the request (to go on to S3) or a response (a redirect).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const source = readFileSync(path.join(__dirname, 'cloudfront', 'viewer-request.js'), 'utf8');
const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''); // without comments

type Value = { value: string; multiValue?: { value: string }[] };
interface Request {
  method: string;
  uri: string;
  querystring: Record<string, Value>;
  headers: Record<string, Value>;
  cookies: Record<string, Value>;
}
type Result = Request | { statusCode: number; statusDescription: string; headers: Record<string, Value> };

// The script as CloudFront loads it: no module system, one global function named handler.
const handler = new Function(`${source}\nreturn handler;`)() as (event: unknown) => Result;

function run(uri: string, querystring: Record<string, Value> = {}): Result {
  return handler({
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '198.51.100.11' },
    request: { method: 'GET', uri, querystring, headers: { host: { value: 'milligram.dev' } }, cookies: {} },
  });
}

const served = (result: Result) => ('uri' in result ? result.uri : undefined);
const location = (result: Result) => ('statusCode' in result ? result.headers.location.value : undefined);

describe('CloudFront Function (viewer request)', () => {
  it('serves / and folder URLs from their index.html', () => {
    expect(served(run('/'))).toBe('/index.html');
    expect(served(run('/mg/overview/'))).toBe('/mg/overview/index.html');
  });

  it('redirects a folder URL without its slash with 301', () => {
    const result = run('/mg/overview');
    expect('statusCode' in result && result.statusCode).toBe(301);
    expect(location(result)).toBe('/mg/overview/');
  });

  it('keeps the query string on the redirect, so the sign-in callback gets its code', () => {
    expect(location(run('/auth/callback', { code: { value: 'a' }, state: { value: 'b' } }))).toBe(
      '/auth/callback/?code=a&state=b',
    );
  });

  it('keeps every value of a repeated query parameter, in order', () => {
    const tag = { value: 'x', multiValue: [{ value: 'x' }, { value: 'y' }] };
    expect(location(run('/mg/cli/dmt', { tag, q: { value: 'nuke%20all' } }))).toBe(
      '/mg/cli/dmt/?tag=x&tag=y&q=nuke%20all',
    );
  });

  it('leaves hashed assets and files with an extension alone', () => {
    expect(served(run('/_next/static/x.js'))).toBe('/_next/static/x.js');
    expect(served(run('/_next/static/chunks/app'))).toBe('/_next/static/chunks/app');
    expect(served(run('/sitemap.xml'))).toBe('/sitemap.xml');
    expect(served(run('/md/dmt.md'))).toBe('/md/dmt.md');
  });

  it('is no open redirect: leading slashes and backslashes are redirected to one slash', () => {
    expect(location(run('//evil.com/x'))).toBe('/evil.com/x');
    expect(location(run('/\\evil.com/x'))).toBe('/evil.com/x');
    expect(location(run('/\\/\\evil.com/x'))).toBe('/evil.com/x');
    expect(location(run('///evil/x'))).toBe('/evil/x');
    expect(location(run('//evil.com/x/'))).toBe('/evil.com/x/');
    // A page's own address with a doubled slash: the page, one redirect away.
    expect(location(run('//mg/overview/'))).toBe('/mg/overview/');
    // CloudFront hands the path over still encoded: "%2F%2Fevil.com" is one segment with a dot, a
    // file name to look up (S3 answers 404), never a redirect elsewhere.
    expect(served(run('/%2F%2Fevil.com'))).toBe('/%2F%2Fevil.com');
    expect(location(run('/%2F%2Fevil'))).toBe('/%2F%2Fevil/');
  });

  it('uses only what cloudfront-js-2.0 offers', () => {
    for (const forbidden of [
      /\brequire\s*\(/,
      /\bimport\b/,
      /\bexport\b/,
      /\bnew URL\b|\bURL\./,
      /\bfetch\s*\(/,
      /\bprocess\./,
    ]) {
      expect(code).not.toMatch(forbidden);
    }
    expect(code).toMatch(/^function handler\(event\)/m);
  });
});
