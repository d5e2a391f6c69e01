// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: no driver binary
// needed. Headful, under the walk's Xvfb display, where Firefox has WebGL (Mesa); headless it has none.
import puppeteer from 'puppeteer-core';
import { FIREFOX_PATH } from '../../dev/system-packages.mjs';

/** @returns {Promise<import('./driver.mjs').Driver>} */
export async function launchFirefox({ display }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: false,
    env: { ...process.env, DISPLAY: display, MOZ_HEADLESS: '' },
    extraPrefsFirefox: {
      // The page's own script reads and writes the clipboard in the walk without a prompt.
      'dom.events.asyncClipboard.clipboardItem': true,
      'dom.events.testing.asyncClipboard': true,
      'browser.shell.checkDefaultBrowser': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    click: (selector) => page.click(selector),
    async press(key, modifier) {
      if (modifier) await page.keyboard.down(modifier);
      await page.keyboard.press(key);
      if (modifier) await page.keyboard.up(modifier);
    },
    type: (text) => page.keyboard.type(text),
    run: (script, ...args) => page.evaluate(new Function('...args', script), ...args),
    async resize(width, height) {
      await page.setViewport({ width, height });
      return { width: await page.evaluate(() => window.innerWidth) };
    },
    shoot: async (file) => void (await page.screenshot({ path: file })),
    back: async () => void (await page.goBack({ waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    quit: () => browser.close(),
  };
}
