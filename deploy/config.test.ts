// The committed host configurations match what lib/security.ts says. WRITE_DEPLOY_CONFIG=1
// (`npm run deploy:config`) rewrites them instead of failing.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cloudFrontHeadersPolicy, deployConfigFiles } from '@/lib/deploy-config';
import { SECURITY_HEADERS } from '@/lib/security';

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
    for (const name of Object.keys(SECURITY_HEADERS))
      expect(snippet).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
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

describe('the README quotes the deploy files as they are', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const squash = (text: string) => text.replace(/^\s+/gm, '').trim();

  it('quotes deploy/nginx.conf’s server block', () => {
    const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
    expect(squash(readme)).toContain(squash(conf.slice(conf.indexOf('server {'))));
  });

  it('quotes the CloudFront Function’s core', () => {
    const fn = readFileSync(path.join(root, 'deploy/cloudfront/viewer-request.js'), 'utf8');
    expect(squash(readme)).toContain(squash(fn.slice(fn.indexOf('/** The query string'))));
  });
});
