// The committed host configurations match what lib/security.ts says. WRITE_DEPLOY_CONFIG=1
// (`npm run deploy:config`) rewrites them instead of failing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cloudFrontHeadersPolicy, cloudFrontMarkdownPolicy, deployConfigFiles } from '@/lib/deploy-config';
import { MARKDOWN_COPIES_DIR } from '@/lib/routes';
import { MARKDOWN_COPY_HEADERS, SECURITY_HEADERS, headersFile } from '@/lib/security';

const root = path.join(__dirname, '..');
const write = process.env.WRITE_DEPLOY_CONFIG === '1';

describe('deploy/ header configurations', () => {
  for (const [file, expected] of Object.entries(deployConfigFiles())) {
    it(`${file} is what lib/security.ts generates (npm run deploy:config)`, () => {
      if (write) writeFileSync(path.join(root, file), expected);
      expect(readFileSync(path.join(root, file), 'utf8')).toBe(expected);
    });
  }

  it('the nginx snippet sends every security header, always (on 404s too)', () => {
    const snippet = deployConfigFiles()['deploy/nginx/security-headers.conf'];
    const names = [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ];
    expect(Object.keys(SECURITY_HEADERS)).toEqual(names);
    for (const name of names) expect(snippet).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
  });

  it('the CloudFront policy carries every security header, in its section or as a custom header', () => {
    const policy = cloudFrontHeadersPolicy() as {
      SecurityHeadersConfig: Record<string, unknown>;
      CustomHeadersConfig: { Items: { Header: string }[] };
    };
    expect(Object.keys(policy.SecurityHeadersConfig).sort()).toEqual([
      'ContentSecurityPolicy',
      'ContentTypeOptions',
      'FrameOptions',
      'ReferrerPolicy',
      'StrictTransportSecurity',
    ]);
    expect(policy.CustomHeadersConfig.Items.map((i) => i.Header).sort()).toEqual([
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
    ]);
    expect(policy.SecurityHeadersConfig.StrictTransportSecurity).toEqual({
      Override: true,
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
      Preload: false,
    });
  });
});

describe('the Markdown copies are not indexed, on every host', () => {
  it('nginx sends their X-Robots-Tag in the /md/ location', () => {
    const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
    const location = conf.slice(conf.indexOf(`location ${MARKDOWN_COPIES_DIR} {`));
    expect(MARKDOWN_COPY_HEADERS).toEqual({ 'X-Robots-Tag': 'noindex' });
    expect(location.slice(0, location.indexOf('}'))).toContain('add_header X-Robots-Tag "noindex" always;');
  });

  it('CloudFront’s /md/* policy adds it to the security headers; the site-wide one does not', () => {
    const items = (policy: Record<string, unknown>) =>
      (policy.CustomHeadersConfig as { Items: { Header: string; Value: string }[] }).Items;
    expect(items(cloudFrontMarkdownPolicy())).toEqual(
      expect.arrayContaining([{ Header: 'X-Robots-Tag', Value: 'noindex', Override: true }]),
    );
    expect(items(cloudFrontHeadersPolicy()).map((i) => i.Header)).not.toContain('X-Robots-Tag');
    expect(cloudFrontMarkdownPolicy().SecurityHeadersConfig).toEqual(cloudFrontHeadersPolicy().SecurityHeadersConfig);
  });

  it('_headers (Netlify, Cloudflare Pages and the static server) sends it for /md/*', () => {
    expect(headersFile()).toContain(`${MARKDOWN_COPIES_DIR}*\n  X-Robots-Tag: noindex`);
  });
});

describe('the hosting guide links each deploy file, which exists', () => {
  const guide = readFileSync(path.join(root, 'docs/hosting.md'), 'utf8');

  it.each(['deploy/nginx.conf', 'deploy/cloudfront/viewer-request.js', 'deploy/cloudfront/headers.json'])(
    'links %s',
    (file) => {
      expect(guide).toContain(`](../${file})`);
      expect(existsSync(path.join(root, file))).toBe(true);
    },
  );
});
