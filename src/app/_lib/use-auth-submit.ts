'use client';

import type { Locale } from '~/app/_i18n/locale';
import { AuthRefusal, retryAfterCapture, type AuthClientError } from './auth-errors';
import { useSubmit } from './use-submit';

type FetchOptions = ReturnType<typeof retryAfterCapture>['fetchOptions'];
type AuthAnswer<T> = { data?: T | null; error: AuthClientError | null };

/**
 * A better-auth client call on the one submit helper: busy while it runs, and its refusal (with the seconds
 * a 429 said to wait) kept as the failure, which the form words with `refusalText`. better-auth answers
 * refusals rather than throwing them; this throws them so the mutation fails like any other.
 */
export function useAuthSubmit<TInput, TData>(
  call: (input: TInput, fetchOptions: FetchOptions) => Promise<AuthAnswer<TData>>,
  onSuccess?: (data: TData, input: TInput) => unknown,
) {
  return useSubmit({
    mutationFn: async (input: TInput): Promise<TData> => {
      const { fetchOptions, seconds } = retryAfterCapture();
      const answer = await call(input, fetchOptions);
      if (answer.error) throw new AuthRefusal(answer.error, seconds());
      return answer.data as TData;
    },
    onSuccess: (data, input) => onSuccess?.(data, input),
  });
}

/** better-auth's code for the refusal, if the failure is one. */
export const refusedCode = (failure: unknown): string | undefined =>
  failure instanceof AuthRefusal ? failure.refused.code : undefined;

/** The form's words for a failed call: `words` for better-auth's refusals, a generic failure otherwise. */
export function refusalText<R>(
  failure: unknown,
  locale: Locale,
  words: (refused: AuthClientError, locale: Locale, retryAfterSeconds: number | null) => R,
): R | null {
  if (!failure) return null;
  if (failure instanceof AuthRefusal) return words(failure.refused, locale, failure.retryAfterSeconds);
  return words({}, locale, null);
}
