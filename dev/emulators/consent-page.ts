// The identity-provider emulator's consent page: what a newcomer sees first when trying sign-in with
// `npm start`. It wears the site's look: the theme tokens are read from the site's own stylesheet
// (app/globals.css), light or dark as the reader's system prefers (the site's own choice is stored
// on the site's origin, which this page cannot read), and it fits a phone.
import { readFileSync } from 'node:fs';
import { PROVIDER_NAMES } from '../../lib/auth/provider-labels.ts';

const GLOBALS = new URL('../../app/globals.css', import.meta.url);

/** The custom properties of one theme block of the site's stylesheet, e.g. `[data-theme='void']`. */
export function themeTokens(css: string, theme: string): string {
  const block = new RegExp(String.raw`\[data-theme='${theme}'\]\s*\{([^}]*)\}`).exec(css);
  if (!block) throw new Error(`app/globals.css has no [data-theme='${theme}'] block`);
  return block[1]
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration.startsWith('--'))
    .join(';');
}

let tokens: { light: string; dark: string } | undefined;
function themes(): { light: string; dark: string } {
  if (!tokens) {
    const css = readFileSync(GLOBALS, 'utf8');
    tokens = { light: themeTokens(css, 'cosmic'), dark: themeTokens(css, 'void') };
  }
  return tokens;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page for `provider`, whose Continue link is `continueHref`. */
export function consentPage(provider: string, continueHref: string): string {
  const { light, dark } = themes();
  const name = escapeHtml(provider);
  const names: Record<string, string> = PROVIDER_NAMES;
  const title = escapeHtml(Object.hasOwn(names, provider) ? names[provider] : provider);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="data:,"><title>Sign in with ${title}</title>
<style>
:root{${light};color-scheme:light}
@media (prefers-color-scheme: dark){:root{${dark};color-scheme:dark}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.25rem;background:var(--bg);color:var(--text);
font:16px/1.6 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{width:100%;max-width:26rem;padding:2rem 1.75rem;border:1px solid var(--border);border-radius:14px;
background:var(--surface);box-shadow:var(--shadow)}
.eyebrow{margin:0;color:var(--accent);font-size:.8rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
h1{margin:.25rem 0 .75rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 1rem;color:var(--muted)}
a.continue{display:block;margin-top:1.5rem;padding:.75rem 1rem;border-radius:999px;background:var(--accent);
color:var(--bg);font-weight:600;text-align:center;text-decoration:none}
a.continue:hover{filter:brightness(1.1)}
a.continue:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
</style></head>
<body><main>
<p class="eyebrow">Identity-provider emulator</p>
<h1>Sign in with ${title}</h1>
<p>This page stands in for ${title}'s consent screen. No account is needed: you sign in as its test user.</p>
<a class="continue" href="${escapeHtml(continueHref)}">Continue as a test user of ${name}</a>
</main></body></html>`;
}
