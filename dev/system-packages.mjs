// What the tests and the quality gates need from the machine beyond npm: Debian's packages, each
// with the files the project runs from it (a variable overrides each path) and which command needs
// it. `npm test` and `npm run check` check them first (scripts/check/machine.mjs); CI installs the
// missing ones from this list. Plain JavaScript with Node's own modules: it runs before npm install,
// on whatever Node the machine has, so every path is defined here and the TypeScript modules import it.
import { existsSync } from 'node:fs';

/** Debian's Chromium: the browser of the tests, the bench and Lighthouse. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Debian's nginx, for the hosting recipe's tests. */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';
const JAVA_PATH = '/usr/bin/java';

/**
 * @typedef {'test' | 'check'} Command `npm test` or `npm run check`
 * @type {{ name: string, files: string[], use: string, neededBy: Command[] }[]}
 */
export const SYSTEM_PACKAGES = [
  { name: 'chromium', files: [CHROMIUM_PATH], use: 'the browser of the end-to-end tests', neededBy: ['test', 'check'] },
  { name: 'nginx', files: [NGINX_PATH], use: 'the hosting recipe tested on nginx', neededBy: ['test'] },
  { name: 'firefox-esr', files: [FIREFOX_PATH], use: 'the walk in Firefox', neededBy: ['test'] },
  {
    name: 'webkit2gtk-driver',
    files: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH],
    use: 'the walk in WebKit',
    neededBy: ['test'],
  },
  { name: 'xvfb', files: [XVFB_PATH], use: 'the display of the Firefox and WebKit walks', neededBy: ['test'] },
  { name: 'default-jre-headless', files: [JAVA_PATH], use: 'the HTML validator (Java)', neededBy: ['check'] },
];

/** The packages `command` needs (all of them without one) whose files this machine lacks. */
export function missingPackages(command, exists = existsSync) {
  return SYSTEM_PACKAGES.filter(
    (p) => (!command || p.neededBy.includes(command)) && !p.files.every((file) => exists(file)),
  );
}
