/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  trailingSlash: true,
  // Source maps only for measuring, as the site's (scripts/measure/trace-load.mjs).
  productionBrowserSourceMaps: process.env.MILLIGRAM_SOURCE_MAPS === 'true',
};

export default config;
