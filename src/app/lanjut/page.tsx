import { redirect } from 'next/navigation';
import { requireUser } from '~/app/_lib/guards';
import { getDb } from '~/server/db/client';
import { landingPath } from '~/server/domain/people/landing';
import { getMe } from '~/server/domain/people/get-me';

export const dynamic = 'force-dynamic';

/** After sign-in without a return-to path: each person's own start page (landing.ts). */
export default async function ContinuePage() {
  const user = await requireUser();
  redirect(landingPath(await getMe({ db: await getDb(), userId: user.id })));
}
