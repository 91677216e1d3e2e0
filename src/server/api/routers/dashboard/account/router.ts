import { z } from 'zod';
import { getMe } from '../../../../domain/people/get-me';
import { createOrganizationForUser } from '../../../../domain/organizations/create-organization-for-user';
import { toOrganizationView } from '../../../../domain/organizations/organization-view';
import { setLocale } from '../../../../domain/people/set-locale';
import { createOrganizationInput } from './schemas';
import { userProcedure } from '../../../procedures';
import { router } from '../../../trpc';

export const accountRouter = router({
  me: userProcedure.query(({ ctx }) => getMe({ db: ctx.db, userId: ctx.user.id })),
  setLocale: userProcedure
    .input(z.object({ locale: z.enum(['id', 'en']) }))
    .mutation(({ ctx, input }) => setLocale({ db: ctx.db, userId: ctx.user.id, locale: input.locale })),
  /** Create an organization and submit its application for review; the creator becomes its owner. */
  createOrganization: userProcedure.input(createOrganizationInput).mutation(async ({ ctx, input }) => {
    const { name, ...application } = input;
    return toOrganizationView(await createOrganizationForUser({ db: ctx.db, userId: ctx.user.id, name, application }));
  }),
});
