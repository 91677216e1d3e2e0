'use client';

import { useMutation, useQueryClient, type QueryFilters, type UseMutationOptions } from '@tanstack/react-query';
import { toast } from '~/app/_components/toast';

export type SubmitEffects<TData> = {
  /** The views to refresh once it went through (tRPC's `queryFilter()` / `pathFilter()`). */
  invalidate?: QueryFilters[];
  /** Said in a toast once it went through. */
  success?: string | ((data: TData) => string);
};

/**
 * The one way a form or button sends a change: busy while it runs, the refusal kept for the form's
 * `ErrorAlert` (and toasted by the query client's mutation cache, like every mutation), the views it
 * changes refreshed and the success said, then the caller's own `onSuccess`. `submit` never throws: it
 * answers whether the change went through, so a form knows whether to clear itself.
 *
 * `options` is usually tRPC's `trpc.x.y.mutationOptions()`; better-auth calls pass a `mutationFn`.
 */
export function useSubmit<TData, TError, TInput, TContext>(
  options: UseMutationOptions<TData, TError, TInput, TContext>,
  { invalidate, success }: SubmitEffects<TData> = {},
) {
  const queryClient = useQueryClient();
  const mutation = useMutation<TData, TError, TInput, TContext>({
    ...options,
    onSuccess: async (data, ...rest) => {
      await Promise.all((invalidate ?? []).map((filter) => queryClient.invalidateQueries(filter)));
      if (success) toast(typeof success === 'function' ? success(data) : success, 'success');
      await options.onSuccess?.(data, ...rest);
    },
  });
  return {
    /** `then` runs after this submit went through, with its answer (e.g. to clear the form). */
    submit: (input: TInput, then?: (data: TData) => unknown): Promise<boolean> =>
      mutation.mutateAsync(input).then(
        async (data) => {
          await then?.(data);
          return true;
        },
        () => false,
      ),
    busy: mutation.isPending,
    failure: mutation.error,
    data: mutation.data,
    /** The input of the latest submit (which row's button is busy). */
    variables: mutation.variables,
    done: mutation.isSuccess,
    reset: mutation.reset,
  };
}
