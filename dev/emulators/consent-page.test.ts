import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consentPage, themeTokens } from './consent-page.ts';

const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');

describe('the emulator’s consent page', () => {
  it('takes both themes’ tokens from the site’s stylesheet', () => {
    expect(themeTokens(css, 'cosmic')).toContain('--bg: #f7f5ff');
    expect(themeTokens(css, 'void')).toContain('--bg: #07060d');
    expect(themeTokens(css, 'void')).not.toContain('color-scheme');
    expect(() => themeTokens(css, 'neon')).toThrow("no [data-theme='neon'] block");
  });

  it('is dark where the reader’s system is, fits a phone, and names the provider', () => {
    const page = consentPage('github', 'http://localhost:1/consent/continue?provider=github');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toMatch(/@media \(prefers-color-scheme: dark\)\{:root\{--bg: #07060d/);
    expect(page).toContain('<h1>Sign in with GitHub</h1>');
    expect(page).toContain('>Continue as a test user of github</a>');
  });

  it('escapes what the address gives it, and reads no inherited name', () => {
    expect(consentPage('constructor', 'http://localhost:1/')).toContain('<h1>Sign in with constructor</h1>');
    const page = consentPage('<b>x', 'http://localhost:1/?a="b"');
    expect(page).not.toContain('<b>x');
    expect(page).toContain('href="http://localhost:1/?a=&#34;b&#34;"');
  });
});
