import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { VALIDATOR_OPTIONS, validationMessages } from '../common/validation';

/** Each wrong field with its own German message, shown under it. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormCheck<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/**
 * Checks a posted form with the JSON API's own DTO class, transformed and validated exactly as the global pipe does
 * (VALIDATOR_OPTIONS), but keeps the errors per field instead of joining them into one message, so each can stand
 * under its field. A field left empty counts as not sent: the DTOs then say "required" (an empty choice of a select
 * would otherwise be "not one of ..."). `input` may hold values the server built itself (a phone lead's context);
 * those are not form fields, and their failing is a bug of this server, not the visitor's mistake.
 */
export async function checkForm<T extends object, F extends string>(
  dto: ClassConstructor<T>,
  fields: readonly F[],
  input: Record<string, unknown>,
): Promise<FormCheck<T, F>> {
  const plain = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ''));
  const instance = plainToInstance(dto, plain);
  const failures = await validate(instance, VALIDATOR_OPTIONS);
  if (failures.length === 0) return { ok: true, value: instance };
  const errors: FieldErrors<F> = {};
  for (const failure of failures) {
    const field = fields.find((name) => name === failure.property);
    const [message] = validationMessages([failure]);
    if (field === undefined || message === undefined) {
      throw new Error(`${dto.name}: the server-built value "${failure.property}" failed its own check`);
    }
    errors[field] = message;
  }
  return { ok: false, errors };
}
