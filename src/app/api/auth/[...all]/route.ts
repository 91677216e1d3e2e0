import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '~/server/auth/auth';

export const dynamic = 'force-dynamic';

const handler = async () => toNextJsHandler(await getAuth());

export async function GET(req: Request) {
  return (await handler()).GET(req);
}

export async function POST(req: Request) {
  return (await handler()).POST(req);
}
