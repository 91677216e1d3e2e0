import { getAuth } from './auth';

/**
 * An account whose address is taken as confirmed, with a password set by trusted code (the demo seed, test
 * fixtures), through better-auth's own hashing and adapter, and no mail. Sign-up over HTTP never keeps a
 * password (auth.ts); this is the one way in that does.
 */
export async function createVerifiedAccount(person: { email: string; name: string; password: string }) {
  const ctx = await (await getAuth()).$context;
  const created = await ctx.internalAdapter.createUser(
    { email: person.email, name: person.name, emailVerified: true },
    { method: 'trusted-seed' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(person.password),
  });
  return created.id;
}
