// `npm start`: on a supported Node only (one line says what to do on another), the site built and
// served with the local emulators (local-site.mjs). Nothing else is loaded before the check: the
// build's modules need a newer Node than an old one could even parse.
import { requireSupportedNode } from '../lib/node-version.mjs';

requireSupportedNode();
await import('./local-site.mjs');
