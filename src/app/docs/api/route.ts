export const dynamic = 'force-static';

// Swagger UI from the swagger-ui-dist package, served by this app: the page needs no CDN.
const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Agent Order Service API reference</title>
  <link rel="stylesheet" href="/docs/api/assets/swagger-ui.css">
  <style>body{margin:0} .topbar{display:none}</style>
</head>
<body>
  <div id="reference"></div>
  <script src="/docs/api/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/api/assets/init.js"></script>
</body>
</html>`;

export function GET() {
  return new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
