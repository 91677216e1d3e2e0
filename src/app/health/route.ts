import { readiness } from '~/server/health/readiness';

export const dynamic = 'force-dynamic';

/** Readiness for orchestrators and load balancers: the database answers and, where one is expected, a worker runs. */
export async function GET() {
  const { status, body } = await readiness();
  return Response.json(body, { status });
}
