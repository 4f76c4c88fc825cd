import { type SuccessResponse } from '@stairs/contracts';

/** The `{success, message}` a lead form answers a person's post with, for a caught one. */
export function successAnswer(message: string): SuccessResponse {
  return { success: true, message };
}
