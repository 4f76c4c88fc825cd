import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, MaxLength, type ValidatorOptions } from 'class-validator';
import { API_MESSAGES, type ApiErrorBody } from '@stairs/contracts';

/** Flattens class-validator errors (nested DTOs included) into distinct German messages, in field order. */
export function validationMessages(errors: readonly ValidationError[]): string[] {
  const messages: string[] = [];
  const visit = (error: ValidationError): void => {
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      // The two framework constraints below come with English texts; everything else carries the DTO's message.
      if (constraint === 'whitelistValidation')
        messages.push(`${API_MESSAGES.unknownField}: ${error.property}.`);
      else if (constraint === 'unknownValue') messages.push(API_MESSAGES.badRequest);
      else messages.push(message);
    }
    for (const child of error.children ?? []) visit(child);
  };
  errors.forEach(visit);
  return [...new Set(messages)];
}

/** Each refused top-level field with its own first message (ApiErrorBody.fields): a page shows it under the field. */
export function fieldMessages(errors: readonly ValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const [message] = validationMessages([error]);
    if (message !== undefined) fields[error.property] = message;
  }
  return fields;
}

/** A 400 for a rule across fields, its message under each field it is about too (ApiErrorBody.fields). */
export function refusedFields(message: string, fields: readonly string[]): BadRequestException {
  return new BadRequestException({
    message,
    fields: Object.fromEntries(fields.map((field) => [field, message])),
  });
}

/**
 * How every DTO is checked by the global pipe (a form sent without script too: the page server sends it as JSON):
 * unknown fields are rejected (not silently dropped), and each field reports its first failing check only.
 */
export const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  // One message per field: a missing value should say "required", not also "out of range".
  stopAtFirstError: true,
  validationError: { target: false, value: false },
};

/**
 * The global pipe: bodies become DTO instances checked with VALIDATOR_OPTIONS, and every failure is one 400 with
 * a German message (several messages joined by a space) and each field's own message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => {
      const body: ApiErrorBody = {
        statusCode: 400,
        message: validationMessages(errors).join(' ') || API_MESSAGES.badRequest,
        error: 'Bad Request',
        fields: fieldMessages(errors),
      };
      return new BadRequestException(body);
    },
  });
}

const NUMERIC = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * @Transform for number fields of forms: numeric strings ("12", "95,5") become numbers, empty values become
 * undefined (so "required" applies), anything else stays as sent and fails the number check.
 */
export function toNumberIfNumeric({ value }: TransformFnParams): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    if (NUMERIC.test(trimmed)) return Number(trimmed.replace(',', '.'));
  }
  return value;
}

/** @Transform for query numbers: "2" → 2; anything not a plain whole number stays as sent and fails the integer check. */
export function toWholeNumber({ value }: TransformFnParams): unknown {
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
}

/** @Transform for text fields: trims strings, turns null into undefined, leaves other types to the checks. */
export function trimString({ value }: TransformFnParams): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Applies property decorators so that they are checked in the order written. class-validator runs a
 * property's checks in registration order, and stacked decorators register bottom-up; with stopAtFirstError
 * the first failing check supplies the message, so "required" must come before "format" and "range".
 */
export function Checks(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };
}

/** @Transform for optional text fields: trimmed; blank (as forms send an untouched field) becomes null. */
export function trimToNull({ value }: TransformFnParams): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A text a form requires: trimmed; missing, blank or not a string all give `required`; then the length
 * (`tooLong`), then any further checks, in this order.
 */
export const RequiredText = (
  required: string,
  maxLength: number,
  tooLong: string,
  ...more: PropertyDecorator[]
): PropertyDecorator =>
  Checks(
    Transform(trimString),
    IsDefined({ message: required }),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(maxLength, { message: tooLong }),
    ...more,
  );
