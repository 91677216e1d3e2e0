import { TRPCClientError } from '@trpc/client';
import type { Locale } from '~/app/_i18n/locale';
import { errors } from '~/app/_i18n/messages/errors';
import { orderStatus } from '~/app/_i18n/messages/order-status';
import type { ErrorDetails } from '~/server/domain/errors';
import { rupiah } from './format';

/**
 * The one mapping from a refused dashboard call to what a person reads: the domain error's code (and its
 * `reason`, when one code covers several rules) picks a catalogue entry (messages/errors.ts), and the
 * error's safe facts fill it in. The server's own message is shown only inside VALIDATION, CONFLICT and
 * INTAKE_INVALID entries that have no more specific reason (it names the field or the clash).
 */
export type DescribedError = {
  code: string | null;
  message: string;
  /** 401: the session is gone; the page offers (and starts) the way back through sign-in. */
  signIn: boolean;
};

type Words = Record<keyof (typeof errors)['id'], string>;
type ServerErrorData = { appCode?: string; details?: ErrorDetails | null };

function fill(template: string, facts: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole);
}

function statusWord(status: string | undefined, locale: Locale): string | undefined {
  if (!status) return undefined;
  return (orderStatus[locale] as Record<string, string>)[status] ?? status;
}

export function describeError(error: unknown, locale: Locale): DescribedError {
  const t: Words = errors[locale];
  if (!(error instanceof TRPCClientError)) {
    return { code: null, message: error instanceof TypeError ? t.network : t.INTERNAL, signIn: false };
  }
  const data = (error.data ?? null) as ServerErrorData | null;
  const code = data?.appCode ?? null;
  if (!code) return { code: null, message: error.data ? t.INTERNAL : t.network, signIn: false };
  const details = data?.details ?? {};
  const specific = details.reason ? `${code}_${details.reason}` : null;
  const template =
    (specific && specific in t ? t[specific as keyof Words] : undefined) ??
    (code in t ? t[code as keyof Words] : t.INTERNAL);
  const message = fill(template, {
    detail: error.message,
    needed: details.neededIdr === undefined ? undefined : rupiah(details.neededIdr),
    available: details.availableIdr === undefined ? undefined : rupiah(details.availableIdr),
    status: statusWord(details.status, locale),
    email: details.email,
    reference: details.reference,
  });
  return { code, message, signIn: code === 'UNAUTHORIZED' };
}

/** The sign-in page with a way back to where the person is now (a same-site path only). */
export function signInHref(): string {
  if (typeof window === 'undefined') return '/masuk';
  const here = `${window.location.pathname}${window.location.search}`;
  return `/masuk?next=${encodeURIComponent(here)}`;
}
