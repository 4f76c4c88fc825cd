import { CALCULATOR_MESSAGES, type CalculationType, type SpamSignals } from '@stairs/contracts';
import { showCallFailure, trackConversion } from '@stairs/site';
import { CALCULATE, type Calculation, type CalculationInput } from '../lib/calculations';
import { useGuardedMutation } from './useGuardedMutation';

export interface UseCalculationResult<T extends CalculationType> {
  /** Starts a calculation; returns false when one is still running (the spec ignores a second submit). */
  calculate: (input: CalculationInput<T>, signals: SpamSignals) => boolean;
  /** The latest successful calculation, with the inputs it was made from. */
  calculation: Calculation<T> | undefined;
  isPending: boolean;
}

/**
 * POST /api/calculate-{type}: the server validates, computes, stores and numbers the quote; the client only
 * shows the answer. Success counts the calculation conversion (trackConversion honours the consent itself).
 */
export function useCalculation<T extends CalculationType>(type: T): UseCalculationResult<T> {
  const mutation = useGuardedMutation<Calculation<T>, { input: CalculationInput<T>; signals: SpamSignals }>({
    mutationFn: async ({ input, signals }) => {
      const result = await CALCULATE[type](input, signals);
      return { type, input, result };
    },
    onSuccess: () => {
      trackConversion('calculation', { calculationType: type });
    },
    onError: (error) => showCallFailure(error, CALCULATOR_MESSAGES.calculationFailed),
  });

  const { submit } = mutation;
  return {
    calculate: (input, signals) => submit({ input, signals }),
    calculation: mutation.data,
    isPending: mutation.isPending,
  };
}
