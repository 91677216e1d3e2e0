import { handleV1 } from '~/server/api/rest/handle-v1';

export const dynamic = 'force-dynamic';

export const GET = handleV1;
export const POST = handleV1;
export const PUT = handleV1;
export const PATCH = handleV1;
export const DELETE = handleV1;
export const HEAD = handleV1;
export const OPTIONS = handleV1;
