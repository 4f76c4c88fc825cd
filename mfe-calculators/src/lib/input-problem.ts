import { CALCULATOR_MESSAGES } from '@stairs/contracts';
import { toast } from '@stairs/ui';

/** Sent with wrong input: 'Eingaben prüfen' and what is wrong, beside the message under the field. */
export function toastInputProblem(message: string): void {
  toast({ variant: 'destructive', title: CALCULATOR_MESSAGES.checkInputsTitle, description: message });
}
