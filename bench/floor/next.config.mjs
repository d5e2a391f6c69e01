/** @type {import('next').NextConfig} */
export default { output: 'export', trailingSlash: true };
