// Starts the local emulators for `npm start` and the e2e tests.
// API_EMULATOR_PORT (3001), API_EMULATOR_CONTROL_PORT (port + 100), IDP_EMULATOR_PORT (3003),
// IDP_EMULATOR_CONTROL_PORT (port + 100), EMULATOR_ORIGINS (comma-separated site origins: those CORS
// allows and the only ones the consent page redirects to; default http://localhost:3000).
import { createApiEmulator } from './api-emulator.ts';
import { createIdpEmulator } from './idp-emulator.ts';

const origins = (process.env.EMULATOR_ORIGINS ?? 'http://localhost:3000').split(',').map((o) => o.trim());
const apiPort = Number(process.env.API_EMULATOR_PORT ?? 3001);
const apiControlPort = Number(process.env.API_EMULATOR_CONTROL_PORT ?? apiPort + 100);

const api = createApiEmulator({ origins });
const ports = await api.start(apiPort, apiControlPort);
console.log(
  `API emulator on http://localhost:${ports.port} (control on ${ports.controlPort}) for ${origins.join(', ')}`,
);

const idpPort = Number(process.env.IDP_EMULATOR_PORT ?? 3003);
const idpControlPort = Number(process.env.IDP_EMULATOR_CONTROL_PORT ?? idpPort + 100);
const idp = createIdpEmulator({ origins });
const idpPorts = await idp.start(idpPort, idpControlPort);
console.log(`Identity-provider emulator on http://localhost:${idpPorts.port} (control on ${idpPorts.controlPort})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await Promise.all([api.stop(), idp.stop()]);
    process.exit(0);
  });
}
