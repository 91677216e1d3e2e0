// The security headers of every answer, in one place for both ways a request is served: next.config.mjs
// gives them to Next's pages and routes, and the web server adds the API set itself to the /v1 requests it
// answers before Next (src/server/api/rest/serve-v1-node.ts).

// Pages: Next inlines its bootstrap scripts and React sets style attributes, so scripts and styles need
// 'unsafe-inline' (a nonce would need a proxy.ts and every page rendered dynamically). Everything else is
// this origin only; Swagger UI at /docs/api loads its files from /docs/api/assets and draws data: images.
export const PAGE_POLICY = [
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
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Files through signed links (src/app/berkas): a download is an attachment and never renders. A preview (PDF, PNG,
// JPEG, WebP only) renders in a sandbox, an opaque origin that cannot read this site's cookies or storage, and only
// this site's pages may frame it. Chromium 156's PDF viewer draws under `sandbox`; it and the image document use
// inline styles and data: images (docs/decisions.md, Round 4 issue 26 continued).
export const DOWNLOAD_POLICY = "default-src 'none'; sandbox";
export const PREVIEW_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

/** @type {{ key: string, value: string }[]} */
export const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** @type {{ key: string, value: string }[]} */
export const API_HEADERS = [...COMMON_HEADERS, { key: 'Content-Security-Policy', value: API_POLICY }];
