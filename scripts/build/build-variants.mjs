// Builds every e2e variant of the site (dev/variants.ts) into .variants/<name>/.
import { rm, rename, mkdir } from 'node:fs/promises';
import { VARIANTS, VARIANT_DIR } from '../../dev/variants.ts';
import { buildSite } from './build-site.mjs';

/** Settings of the machine running the build must not leak into the test builds. */
function cleanEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name.startsWith('NEXT_PUBLIC_') || name.startsWith('VITE_')) delete env[name];
  }
  return env;
}

const only = process.argv.slice(2);
await mkdir(VARIANT_DIR, { recursive: true });
for (const variant of VARIANTS) {
  if (only.length && !only.includes(variant.name)) continue;
  const { seconds } = await buildSite({ ...cleanEnv(), ...variant.env }, { quiet: true });
  const target = `${VARIANT_DIR}/${variant.name}`;
  await rm(target, { recursive: true, force: true });
  await rename('out', target);
  console.log(`Built variant ${variant.name} in ${seconds.toFixed(1)} s`);
}
