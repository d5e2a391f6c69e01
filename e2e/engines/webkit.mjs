// WebKitGTK (Safari's engine family) from Debian: WebKitWebDriver drives MiniBrowser over classic
// WebDriver (no BiDi there), with selenium-webdriver as the client. MiniBrowser needs a display:
// the walk's Xvfb. Its window will not go narrower than about 447 px.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Builder, By, Key } from 'selenium-webdriver';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from '../../dev/system-packages.mjs';

const KEYS = { Control: Key.CONTROL, Meta: Key.META, Escape: Key.ESCAPE, Enter: Key.ENTER, ArrowDown: Key.ARROW_DOWN };

/** @returns {Promise<import('./driver.mjs').Driver>} */
export async function launchWebKit({ display, port }) {
  const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    })
    .build();
  const key = (name) => KEYS[name] ?? name;
  return {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    click: async (selector) => (await driver.findElement(By.css(selector))).click(),
    async press(name, modifier) {
      const actions = driver.actions({ async: true });
      if (modifier) await actions.keyDown(key(modifier)).sendKeys(key(name)).keyUp(key(modifier)).perform();
      else await actions.sendKeys(key(name)).perform();
      // Release every key the driver may still hold down (a modifier left down turns "/" into Meta+/).
      await driver.actions().clear();
    },
    type: (text) => driver.actions({ async: true }).sendKeys(text).perform(),
    run: (script, ...args) => driver.executeScript(script, ...args),
    async resize(width, height) {
      await driver.manage().window().setRect({ width, height });
      return { width: await driver.executeScript('return window.innerWidth') };
    },
    shoot: async (file) => writeFile(file, Buffer.from(await driver.takeScreenshot(), 'base64')),
    back: () => driver.navigate().back(),
    reload: () => driver.navigate().refresh(),
    async quit() {
      await driver.quit().catch(() => {});
      server.kill();
    },
  };
}
