// The walk a reader takes through the site, written once for every engine the cross-engine run
// drives (walk.test.mjs). Each step starts from an address, acts with real clicks and keys, and
// checks what the reader would see. The page's problems (errors, policy violations, console errors)
// are checked after every step by the runner.
import { waitFor } from './driver.mjs';

/** Marks the element `selector` matching `text` (and visible) for a real click; answers its selector. */
async function byText(driver, selector, text) {
  const found = await waitFor(
    driver,
    `const [selector, text] = arguments;
     // The text a reader sees: no hidden parts (a theme toggle's other label), no decorative marks.
     const seen = (el) => [...el.childNodes].map((node) => node.nodeType === 3 ? node.textContent
       : node.nodeType === 1 && node.getAttribute('aria-hidden') !== 'true' && node.getClientRects().length ? seen(node) : '').join('');
     const element = [...document.querySelectorAll(selector)].find((el) =>
       el.getClientRects().length > 0 && seen(el).replace(/\\s+/g, ' ').trim() === text);
     if (!element) return false;
     element.scrollIntoView({ block: 'center' });
     element.setAttribute('data-walk', '');
     document.querySelectorAll('[data-walk]').forEach((el) => el !== element && el.removeAttribute('data-walk'));
     return true;`,
    `${selector} "${text}"`,
    10_000,
    selector,
    text,
  );
  return found && '[data-walk]';
}

/**
 * Clicks the element `byText` finds. React may replace it with an identical one between the find and
 * the click (the login dialog's buttons, as the sign-in provider mounts under them): then the driver
 * reports a detached or stale element, and the element is found again, up to three times.
 */
async function clickText(driver, selector, text) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await driver.click(await byText(driver, selector, text));
    } catch (error) {
      const replaced = /detached|stale|no such element|not found/i.test(`${error?.name} ${error?.message}`);
      if (!replaced || attempt === 3) throw error;
    }
  }
}

/** Clicks `selector` until `script` holds (the element's handler may still be on its way), for 10 s. */
async function clickUntil(driver, selector, script, what) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    await driver.click(selector);
    const done = await waitFor(driver, script, what, 1_000).catch(() => false);
    if (done) return done;
  }
  throw new Error(`${driver.engine}: ${what} never happened`);
}

/** The path and query of the page, and its fragment. */
const where = (driver) => driver.run('return location.pathname + location.search + location.hash');

/** Opens the phone header's menu and chooses `label` in it. */
async function fromMenu(driver, label) {
  await driver.click('#mobile-menu summary');
  await clickText(driver, '#mobile-menu a, #mobile-menu button', label);
}

/** Scrolls the icosahedron into view; answers where it draws, once it has started or stepped aside. */
async function icosahedron(driver) {
  await driver.run(`document.querySelector('[data-widget="icosahedron"]').scrollIntoView({ block: 'center' })`);
  const state = await waitFor(
    driver,
    `const box = document.querySelector('[data-widget="icosahedron"]');
     return box && box.dataset.status !== 'loading' && { status: box.dataset.status, mode: box.dataset.mode ?? null };`,
    'the icosahedron to start or step aside',
    20_000,
  );
  // Drawing, its first frames reach the screen for the screenshot: two of the page's animation
  // frames after it started (the page's own frames, when it draws on the main thread).
  if (state.status === 'running')
    await driver.run(
      'return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));',
    );
  return state.status === 'running' ? state.mode : 'still picture';
}

export async function landing(driver, { origin, shots }) {
  await driver.goto(`${origin}/`);
  for (const key of ['frontend', 'api', 'db', 'telekinesis']) {
    await waitFor(
      driver,
      `return document.querySelector('[data-testid="health-${key}"] [data-health]')?.dataset.health === 'healthy'`,
      `the ${key} card to say healthy`,
    );
  }
  await clickText(driver, 'button', 'Wisdom');
  await waitFor(driver, `return /^“.+”$/.test(document.querySelector('blockquote')?.textContent ?? '')`, 'a quote');
  // The icosahedron: drawn (in a worker or on the main thread), or its still picture.
  const widget = await icosahedron(driver);
  await driver.shoot(`${shots}/${driver.engine}-icosahedron.png`);
  return { widget };
}

/** The widget where the browser gives an OffscreenCanvas no WebGL: drawn on the main thread. */
export async function widgetWithoutOffscreen(driver, { origin, shots }) {
  await driver.goto(`${origin}/?walk-webgl=no-offscreen`);
  const widget = await icosahedron(driver);
  if (widget !== 'main-thread')
    throw new Error(`${driver.engine}: the icosahedron drew in "${widget}", not on the main thread`);
  await driver.shoot(`${shots}/${driver.engine}-icosahedron-main-thread.png`);
  return { widget };
}

/** The widget in a browser without WebGL: its still picture, with at most one warning. */
export async function widgetWithoutWebGL(driver, { origin, shots }) {
  await driver.goto(`${origin}/?walk-webgl=none`);
  const widget = await icosahedron(driver);
  if (widget !== 'still picture') throw new Error(`${driver.engine}: the icosahedron is "${widget}" without WebGL`);
  await driver.shoot(`${shots}/${driver.engine}-icosahedron-still.png`);
  return { widget };
}

export async function theme(driver, { origin }) {
  await driver.goto(`${origin}/mg/overview/`);
  const before = await driver.run('return document.documentElement.dataset.theme');
  await clickText(driver, 'button', before === 'void' ? 'Switch to cosmic theme' : 'Switch to void theme');
  const after = before === 'void' ? 'cosmic' : 'void';
  await waitFor(driver, `return document.documentElement.dataset.theme === '${after}'`, `the ${after} theme`);
  await driver.reload();
  await waitFor(driver, `return document.documentElement.dataset.theme === '${after}'`, `${after} after a reload`);
}

export async function copy(driver, { origin }) {
  await driver.goto(`${origin}/mg/cli/dmt/`);
  // A long page: WebKit's driver may answer before the parser has reached the block.
  await waitFor(
    driver,
    `return [...document.querySelectorAll('pre[data-copy]')].some((p) => p.dataset.copy.startsWith('mg dmt db'))`,
    'the db command block',
  );
  const command = await driver.run(
    `const pre = document.querySelector('#db ~ * pre[data-copy], #db ~ div pre[data-copy]')
       ?? [...document.querySelectorAll('pre[data-copy]')].find((p) => p.dataset.copy.startsWith('mg dmt db'));
     pre.closest('[data-code-block]').querySelector('[data-copy-button]').setAttribute('data-walk-copy', '');
     pre.scrollIntoView({ block: 'center' });
     return pre.dataset.copy;`,
  );
  // The page's Copy handler comes with its script after load: press until the button answers.
  await clickUntil(
    driver,
    '[data-walk-copy]',
    `return document.querySelector('[data-walk-copy]').textContent.startsWith('Copied')`,
    'the button to say Copied',
  );
  // Paste it where the reader would: a text field, with the keyboard.
  await driver.run(
    `const field = document.createElement('textarea');
     field.id = 'walk-paste';
     document.body.prepend(field);
     field.focus();`,
  );
  await driver.press('v', 'Control');
  const pasted = await waitFor(driver, `return document.getElementById('walk-paste').value`, 'the pasted text');
  if (pasted !== command)
    throw new Error(`${driver.engine}: pasted ${JSON.stringify(pasted)}, not ${JSON.stringify(command)}`);
}

export async function tabs(driver, { origin }) {
  // The Overview holds the docs' shell tabs: choose one there, read another page, come back.
  await driver.goto(`${origin}/mg/overview/`);
  // The tabs' handler comes with the page's script after load: press until the tab is chosen.
  await clickUntil(
    driver,
    await byText(driver, '[role="tab"]', 'PowerShell'),
    `return [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((t) => t.textContent.trim() === 'PowerShell')`,
    'PowerShell chosen',
  );
  await driver.goto(`${origin}/mg/tools/`);
  await driver.goto(`${origin}/mg/overview/`);
  await waitFor(
    driver,
    `return [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((t) => t.textContent.trim() === 'PowerShell')`,
    'PowerShell still chosen after another page',
  );
}

export async function scrollSpy(driver, { origin }) {
  await driver.goto(`${origin}/mg/cli/dmt/`);
  for (const id of ['verify', 'ssh']) {
    await driver.run(`document.getElementById('${id}').scrollIntoView({ block: 'start' })`);
    await waitFor(
      driver,
      `return [...document.querySelectorAll('[data-toc] a[aria-current="location"]')].some((a) => a.hash === '#${id}')`,
      `the scroll-spy to mark ${id}`,
    );
  }
}

const fieldFocused = `return document.activeElement?.matches('dialog[open] input[type="search"]') === true`;

/** Waits until the search keys work: the header's button names them once its key listener is on. */
const hydrated = (driver) =>
  waitFor(driver, `return document.querySelector('button[aria-keyshortcuts]') !== null`, 'the search shortcuts');

export async function searchKeys(driver, { origin }) {
  await driver.goto(`${origin}/mg/overview/`);
  await hydrated(driver);
  for (const [key, modifier] of [
    ['k', 'Control'],
    ['k', 'Meta'],
    ['/', undefined],
  ]) {
    await driver.press(key, modifier);
    await waitFor(driver, fieldFocused, `${modifier ? `${modifier}+` : ''}${key} to open the search`);
    await driver.type('nuke');
    await driver.press('Escape');
    await waitFor(
      driver,
      `return !document.querySelector('dialog[open]')`,
      'Escape to close the search from the field',
    );
  }
  // Opened with its button, closed with Escape from the field: focus is back on the button.
  await driver.click('button[aria-keyshortcuts]');
  await waitFor(driver, fieldFocused, 'the button to open the search');
  await driver.type('ssh');
  await driver.press('Escape');
  await waitFor(
    driver,
    `return !document.querySelector('dialog[open]') && document.activeElement?.matches('button[aria-keyshortcuts]') === true`,
    'the focus back on the search button',
  );
}

/** Opens the search with Ctrl+K, types `query`, waits for its answer and presses Enter on the first. */
async function searchAndGo(driver, query) {
  await hydrated(driver);
  await driver.press('k', 'Control');
  await waitFor(driver, fieldFocused, 'the search field');
  await driver.type(query);
  await waitFor(
    driver,
    `return document.querySelector('dialog[open] [role="status"]')?.dataset.query === arguments[0]
       && Boolean(document.querySelector('dialog[open] [role="option"]'))`,
    `results for ${query}`,
    15_000,
    query,
  );
  await driver.press('Enter');
}

async function landedOn(driver, path, id) {
  await waitFor(driver, `return location.pathname === '${path}' && location.hash === '#${id}'`, `${path}#${id}`);
  await waitFor(
    driver,
    `const h = document.getElementById('${id}').getBoundingClientRect();
     return h.top >= 0 && h.top < innerHeight / 2 && Boolean(document.querySelector('#main article mark.search-highlight'));`,
    `#${id} in view with the highlight`,
  );
}

export async function searchOtherPage(driver, { origin }) {
  await driver.goto(`${origin}/mg/overview/`);
  await searchAndGo(driver, 'nuke');
  await landedOn(driver, '/mg/cli/dmt/', 'nuke');
}

export async function searchSamePage(driver, { origin }) {
  await driver.goto(`${origin}/mg/cli/dmt/`);
  await searchAndGo(driver, 'ssh');
  await landedOn(driver, '/mg/cli/dmt/', 'ssh');
  await waitFor(driver, `return document.activeElement?.id === 'ssh'`, 'the focus on the ssh heading');
}

export async function signIn(driver, { origin }) {
  await driver.goto(`${origin}/`);
  await fromMenu(driver, 'Log in');
  // The dialog's buttons stay disabled ("Loading sign-in…") until the sign-in code has loaded, and
  // are replaced as it mounts: click until the identity provider's page answers.
  const deadline = Date.now() + 15_000;
  for (;;) {
    await clickText(driver, 'dialog[open] button', 'Continue with GitHub').catch(() => {});
    const left = await waitFor(driver, `return location.pathname !== '/'`, 'the identity provider', 1_500).catch(
      () => false,
    );
    if (left || Date.now() > deadline) break;
  }
  await clickText(driver, 'a', 'Continue as a test user of github');
  await waitFor(
    driver,
    `return location.pathname === '/home/' && /@/.test(document.querySelector('[data-testid="user-email"]')?.textContent ?? '')`,
    'the dashboard with the e-mail',
    20_000,
  );
  await fromMenu(driver, 'Log out');
  await waitFor(
    driver,
    `return location.pathname === '/' && !localStorage.getItem('DSR') && !localStorage.getItem('DS')`,
    'signed out on /',
  );
  return { at: await where(driver) };
}

export async function notFound(driver, { origin }) {
  await driver.goto(`${origin}/mg/cli/dmtt/`);
  await waitFor(
    driver,
    `return [...document.querySelectorAll('#main a')].some((a) => a.textContent.includes('DMT Commands') && a.pathname === '/mg/cli/dmt/')`,
    'the 404 to suggest DMT Commands',
  );
}

/**
 * Leaving the landing page while its health checks are still out (the API answers them never):
 * Firefox cancels them as the navigation starts, and a cancelled check is no failure to warn of.
 */
export async function leaveMidCheck(driver, { origin, api }) {
  await api.setMode('*', 'stall');
  try {
    const since = Date.now();
    await driver.goto(`${origin}/`);
    const deadline = since + 10_000;
    while (!api.requests.some((r) => r.route === '/health' && r.at >= since)) {
      if (Date.now() > deadline) throw new Error(`${driver.engine}: the landing page never checked the API`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await driver.goto(`${origin}/mg/overview/`);
  } finally {
    await api.reset();
  }
}

/** The one warning a page may log: its widget's, where the engine has no WebGL (once a page). */
const NO_WEBGL = /^3D decoration unavailable \(no WebGL\)/;

/** The walk, in order: [name, step, the warning its pages may log once (null: none)]. */
export const WALK = [
  ['the landing page: health cards, wisdom, the widget drawn or cleanly replaced', landing, NO_WEBGL],
  ['the widget where an OffscreenCanvas has no WebGL: drawn on the main thread', widgetWithoutOffscreen, null],
  ['the widget without WebGL: a still picture, one warning, no error', widgetWithoutWebGL, NO_WEBGL],
  ['the theme, kept across a reload', theme, null],
  ['docs: Copy copies the command', copy, null],
  ['docs: the tab choice is remembered after reading another page', tabs, null],
  ['docs: scroll-spy marks the section in view', scrollSpy, null],
  ['search: Ctrl+K, Meta+K and / open it; Escape closes it from the field; focus returns', searchKeys, null],
  ['search: Enter lands on the section with its highlight, from another page', searchOtherPage, null],
  ['search: Enter lands on the section with its highlight, from the same page', searchSamePage, null],
  ['sign-in round trip through the emulators, then logout', signIn, NO_WEBGL],
  ['the 404 suggests the page meant', notFound, null],
  ['leaving the landing page mid-check: no warning for what the leaving cut short', leaveMidCheck, NO_WEBGL],
];
