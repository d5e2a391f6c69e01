// Settings use NEXT_PUBLIC_* names; the older VITE_* names are accepted as aliases.
// Next inlines only NEXT_PUBLIC_* into client code, so the aliases that are set are
// exposed here; lib/config.ts is still the one module that reads and interprets them.
const viteAliases = Object.fromEntries(
  Object.entries(process.env).filter(([name, value]) => name.startsWith('VITE_') && value !== undefined),
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // `mg/overview/index.html` rather than `mg/overview.html`: a plain static host
  // (an S3 website bucket, any CDN in front of it) serves folders' index.html without rewrites.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Source maps only for measuring (scripts/measure/trace-load.mjs attributes script time to modules with them).
  productionBrowserSourceMaps: process.env.MILLIGRAM_SOURCE_MAPS === 'true',
  // `npm run typecheck` (tsc --noEmit) checks the whole project, tests and scripts included, on its
  // own; the build does not repeat it for every variant.
  typescript: { ignoreBuildErrors: true },
  env: viteAliases,
};

export default nextConfig;
