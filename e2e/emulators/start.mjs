// Starts the local emulators for `npm start` and the e2e tests.
// API_EMULATOR_PORT (3001), API_EMULATOR_CONTROL_PORT (port + 100), EMULATOR_ORIGINS (comma-separated
// site origins allowed by CORS; default http://localhost:3000).
import { createApiEmulator } from './api-emulator.mjs';

const origins = (process.env.EMULATOR_ORIGINS ?? 'http://localhost:3000').split(',').map((o) => o.trim());
const apiPort = Number(process.env.API_EMULATOR_PORT ?? 3001);
const apiControlPort = Number(process.env.API_EMULATOR_CONTROL_PORT ?? apiPort + 100);

const api = createApiEmulator({ origins });
const ports = await api.start(apiPort, apiControlPort);
console.log(
  `API emulator on http://localhost:${ports.port} (control on ${ports.controlPort}) for ${origins.join(', ')}`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await api.stop();
    process.exit(0);
  });
}
