/** @type {import('next').NextConfig} */
const config = { output: 'export', trailingSlash: true };

export default config;
