import { useCallback, useRef } from 'react';
import {
  useMutation,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

export type GuardedMutation<TData, TVariables> = UseMutationResult<TData, Error, TVariables> & {
  /** Starts the mutation unless one is still running; returns whether it started. */
  submit: (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => boolean;
};

/**
 * useMutation that ignores a second submit while the first is running. A ref, not only the disabled button:
 * a double click or a repeated Enter can arrive before React has re-rendered the button as disabled (React
 * Query reports `isPending` asynchronously).
 */
export function useGuardedMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
): GuardedMutation<TData, TVariables> {
  const running = useRef(false);
  const { onSettled } = options;
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    onSettled: (...args) => {
      running.current = false;
      return onSettled?.(...args);
    },
  });

  const { mutate } = mutation;
  const submit = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>): boolean => {
      if (running.current) return false;
      running.current = true;
      mutate(variables, callbacks);
      return true;
    },
    [mutate],
  );

  return { ...mutation, submit };
}
