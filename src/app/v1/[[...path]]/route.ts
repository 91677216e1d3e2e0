import { serveV1 } from '~/server/front-door/v1-pipeline';

export const dynamic = 'force-dynamic';

export const GET = serveV1;
export const POST = serveV1;
export const PUT = serveV1;
export const PATCH = serveV1;
export const DELETE = serveV1;
export const HEAD = serveV1;
export const OPTIONS = serveV1;
