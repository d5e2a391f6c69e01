import {
  DEFAULT_API_URL,
  DEFAULT_SITE_URL,
  checkProductionSettings,
  parseSettings,
  productionProblems,
} from '@/lib/config';

function parse(env: Record<string, string>) {
  const warnings: string[] = [];
  const settings = parseSettings(env, (message) => warnings.push(message));
  return { settings, warnings };
}

describe('parseSettings', () => {
  it('uses the documented defaults when nothing is set', () => {
    const { settings, warnings } = parse({});
    expect(settings).toEqual({
      deploymentId: 'local',
      deploymentType: 'apotheosis',
      deploymentFlags: { apotheosis: true },
      forceApotheosis: false,
      apiUrl: DEFAULT_API_URL,
      githubRepo: '',
      telekinesisQueueUrl: undefined,
      sanctified: true,
      descopeProjectId: undefined,
      descopeBaseUrl: undefined,
      siteUrl: DEFAULT_SITE_URL,
      docsEditUrl: undefined,
    });
    expect(DEFAULT_API_URL).toBe('http://localhost:3001');
    expect(warnings).toEqual([]);
  });

  it('reads every NEXT_PUBLIC_ setting', () => {
    const { settings, warnings } = parse({
      NEXT_PUBLIC_DEPLOYMENT_ID: 'prov-42',
      NEXT_PUBLIC_DEPLOYMENT_TYPE: 'telekinesis',
      NEXT_PUBLIC_DEPLOYMENT_FLAGS: '{"apotheosis":true,"sanctified":false}',
      NEXT_PUBLIC_FORCE_APOTHEOSIS: 'true',
      NEXT_PUBLIC_API_URL: 'https://api.example.com/',
      NEXT_PUBLIC_GITHUB_REPO: 'https://github.com/acme/app',
      NEXT_PUBLIC_TELEKINESIS_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/1/q',
      NEXT_PUBLIC_SANCTIFIED: 'false',
      NEXT_PUBLIC_DESCOPE_PROJECT_ID: 'P2abc',
      NEXT_PUBLIC_DESCOPE_BASE_URL: 'http://localhost:3003',
      NEXT_PUBLIC_SITE_URL: 'https://milligram.dev',
      NEXT_PUBLIC_DOCS_EDIT_URL: 'https://github.com/acme/site/edit/main/',
    });
    expect(settings).toEqual({
      deploymentId: 'prov-42',
      deploymentType: 'telekinesis',
      deploymentFlags: { apotheosis: true, sanctified: false },
      forceApotheosis: true,
      apiUrl: 'https://api.example.com',
      githubRepo: 'https://github.com/acme/app',
      telekinesisQueueUrl: 'https://sqs.us-east-1.amazonaws.com/1/q',
      sanctified: false,
      descopeProjectId: 'P2abc',
      descopeBaseUrl: 'http://localhost:3003',
      siteUrl: 'https://milligram.dev',
      docsEditUrl: 'https://github.com/acme/site/edit/main',
    });
    expect(warnings).toEqual([]);
  });

  it('reports a docs edit URL that is not http(s) and shows no edit link', () => {
    const { settings, warnings } = parse({ NEXT_PUBLIC_DOCS_EDIT_URL: 'github.com/acme/site' });
    expect(settings.docsEditUrl).toBeUndefined();
    expect(warnings).toEqual([
      'Invalid NEXT_PUBLIC_DOCS_EDIT_URL "github.com/acme/site": expected an http(s) URL; using the default',
    ]);
  });

  it('accepts the VITE_ names as aliases, NEXT_PUBLIC_ winning when both are set', () => {
    expect(parse({ VITE_DEPLOYMENT_ID: 'from-vite' }).settings.deploymentId).toBe('from-vite');
    expect(
      parse({ VITE_DEPLOYMENT_ID: 'from-vite', NEXT_PUBLIC_DEPLOYMENT_ID: 'from-next' }).settings.deploymentId,
    ).toBe('from-next');
    expect(parse({ VITE_SANCTIFIED: 'false' }).settings.sanctified).toBe(false);
  });

  it('treats blank values as unset', () => {
    expect(parse({ NEXT_PUBLIC_DEPLOYMENT_ID: '   ' }).settings.deploymentId).toBe('local');
  });

  describe('deployment flags', () => {
    it('defaults to {apotheosis: true} for type apotheosis and {ethereal: true} otherwise', () => {
      expect(parse({ NEXT_PUBLIC_DEPLOYMENT_TYPE: 'apotheosis' }).settings.deploymentFlags).toEqual({
        apotheosis: true,
      });
      for (const type of ['ethereal', 'telekinesis', 'milligram']) {
        expect(parse({ NEXT_PUBLIC_DEPLOYMENT_TYPE: type }).settings.deploymentFlags).toEqual({ ethereal: true });
      }
    });

    it('logs "Failed to parse NEXT_PUBLIC_DEPLOYMENT_FLAGS" for malformed JSON and uses the default', () => {
      const { settings, warnings } = parse({ NEXT_PUBLIC_DEPLOYMENT_FLAGS: '{apotheosis: true' });
      expect(settings.deploymentFlags).toEqual({ apotheosis: true });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^Failed to parse NEXT_PUBLIC_DEPLOYMENT_FLAGS/);
    });

    it('names the variable actually read: VITE_DEPLOYMENT_FLAGS', () => {
      const { warnings } = parse({ VITE_DEPLOYMENT_FLAGS: 'nope', VITE_DEPLOYMENT_TYPE: 'ethereal' });
      expect(warnings[0]).toMatch(/^Failed to parse VITE_DEPLOYMENT_FLAGS/);
    });

    it.each([['[true]'], ['"apotheosis"'], ['null'], ['42']])('rejects %s, which is not an object', (json) => {
      const { settings, warnings } = parse({ NEXT_PUBLIC_DEPLOYMENT_FLAGS: json });
      expect(settings.deploymentFlags).toEqual({ apotheosis: true });
      expect(warnings[0]).toMatch(/^Failed to parse NEXT_PUBLIC_DEPLOYMENT_FLAGS: expected a JSON object/);
    });

    it('keeps boolean flags and drops others with a warning', () => {
      const { settings, warnings } = parse({ NEXT_PUBLIC_DEPLOYMENT_FLAGS: '{"sanctified":true,"x":"yes"}' });
      expect(settings.deploymentFlags).toEqual({ sanctified: true });
      expect(warnings).toEqual(['Ignoring NEXT_PUBLIC_DEPLOYMENT_FLAGS flag "x": expected true or false']);
    });
  });

  it('falls back to apotheosis for an unknown type, saying so', () => {
    const { settings, warnings } = parse({ NEXT_PUBLIC_DEPLOYMENT_TYPE: 'nirvana' });
    expect(settings.deploymentType).toBe('apotheosis');
    expect(warnings[0]).toContain('Unknown NEXT_PUBLIC_DEPLOYMENT_TYPE "nirvana"');
  });

  it('accepts a type in any letter case', () => {
    expect(parse({ NEXT_PUBLIC_DEPLOYMENT_TYPE: 'Ethereal' }).settings.deploymentType).toBe('ethereal');
  });

  it('rejects a URL that does not parse or is not http(s)', () => {
    const { settings, warnings } = parse({ NEXT_PUBLIC_API_URL: 'localhost:3001', NEXT_PUBLIC_SITE_URL: 'not a url' });
    expect(settings.apiUrl).toBe(DEFAULT_API_URL);
    expect(settings.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('Invalid NEXT_PUBLIC_API_URL');
  });

  it('warns about a boolean that is neither true nor false and keeps the default', () => {
    const { settings, warnings } = parse({ NEXT_PUBLIC_SANCTIFIED: 'nope' });
    expect(settings.sanctified).toBe(true);
    expect(warnings[0]).toContain('Invalid NEXT_PUBLIC_SANCTIFIED "nope"');
  });
});

describe('production settings check', () => {
  const publicSite = { siteUrl: 'https://milligram.dev', apiUrl: DEFAULT_API_URL };

  it('warns, naming both settings, when a public site would call an API on localhost', () => {
    const warnings: string[] = [];
    checkProductionSettings(publicSite, false, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('NEXT_PUBLIC_SITE_URL');
    expect(warnings[0]).toContain('NEXT_PUBLIC_API_URL');
  });

  it('fails a strict build instead', () => {
    expect(() => checkProductionSettings(publicSite, true, () => {})).toThrow('Refusing to build');
  });

  it('warns on a public build whose site URL is the default or a localhost address, and fails a strict one', () => {
    for (const siteUrl of [DEFAULT_SITE_URL, 'http://127.0.0.1:8080']) {
      const problems = productionProblems({ siteUrl, apiUrl: 'https://api.milligram.dev' }, true);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(`NEXT_PUBLIC_SITE_URL is ${siteUrl}`);
      expect(problems[0]).toContain('canonical');
    }
    expect(productionProblems({ siteUrl: DEFAULT_SITE_URL, apiUrl: DEFAULT_API_URL }, true)[0]).toContain(
      '(the default)',
    );
    const warnings: string[] = [];
    checkProductionSettings(
      { siteUrl: DEFAULT_SITE_URL, apiUrl: DEFAULT_API_URL },
      false,
      (m) => warnings.push(m),
      true,
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^Warning: NEXT_PUBLIC_SITE_URL is http:\/\/localhost:3000 \(the default\)/),
    ]);
    expect(() =>
      checkProductionSettings({ siteUrl: DEFAULT_SITE_URL, apiUrl: DEFAULT_API_URL }, true, () => {}, true),
    ).toThrow('Refusing to build');
  });

  it('is quiet for a local build of a local site, or a public site with a public API', () => {
    expect(productionProblems({ siteUrl: DEFAULT_SITE_URL, apiUrl: DEFAULT_API_URL })).toEqual([]);
    expect(productionProblems({ siteUrl: 'https://milligram.dev', apiUrl: 'https://api.milligram.dev' })).toEqual([]);
    expect(() =>
      checkProductionSettings({ siteUrl: DEFAULT_SITE_URL, apiUrl: DEFAULT_API_URL }, true, () => {}, false),
    ).not.toThrow();
    expect(productionProblems({ siteUrl: 'https://milligram.dev', apiUrl: 'https://api.milligram.dev' }, true)).toEqual(
      [],
    );
  });
});
