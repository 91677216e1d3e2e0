import { z } from 'zod';
import { setLocale } from '~/server/domain/people/set-locale';
import { userProcedure } from '~/server/api/procedures';

export const setLocaleProcedure = userProcedure
  .input(z.object({ locale: z.enum(['id', 'en']) }))
  .mutation(({ ctx, input }) => setLocale({ db: ctx.db, userId: ctx.user.id, locale: input.locale }));
