import 'server-only';
import { cookies } from 'next/headers';
import { LOCALE_COOKIE, pickLocale, type Locale } from './locale';

/** The visitor's language: the cookie set by the language switch, Indonesian by default. */
export async function getLocale(): Promise<Locale> {
  return pickLocale((await cookies()).get(LOCALE_COOKIE)?.value);
}
