// What the cross-engine walk asks of a browser, so that it is written once and run in both engines:
// Firefox through puppeteer-core over WebDriver BiDi (firefox.mjs), WebKitGTK's MiniBrowser through
// WebKitWebDriver over classic WebDriver (webkit.mjs).
//
// @typedef {object} Driver
// @property {string} engine                          'firefox' or 'webkit'
// @property {(url: string) => Promise<void>} goto      loads a page and waits for its load event
// @property {(selector: string) => Promise<void>} click    a real click on the element's centre
// @property {(key: string, modifier?: 'Control' | 'Meta') => Promise<void>} press   one key, or a chord
// @property {(text: string) => Promise<void>} type     types into the focused element
// @property {(script: string, ...args: unknown[]) => Promise<any>} run   a function body, run in the page
// @property {(width: number, height: number) => Promise<{ width: number }>} resize   the viewport
// @property {(file: string) => Promise<void>} shoot   a screenshot of the viewport (PNG)
// @property {() => Promise<void>} back
// @property {() => Promise<void>} reload
// @property {() => Promise<void>} quit

/** Polls `script` (a function body answering truthy when done) until it holds or `ms` pass. */
export async function waitFor(driver, script, what, ms = 10_000, ...args) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    try {
      last = await driver.run(script, ...args);
      if (last) return last;
    } catch (error) {
      last = error; // the page may be between documents
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${driver.engine}: timed out after ${ms} ms waiting for ${what} (last: ${String(last)})`);
}
