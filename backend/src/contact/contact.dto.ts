import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactRequest } from '@stairs/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Checks, trimString } from '../common/validation';

/**
 * One address: a local part and a domain with at least one dot, no spaces, no second @ and none of the
 * characters that would turn it into an address list or a display name (it becomes the Reply-To of the
 * operator's e-mail). Stricter than the form, which only asks for an @.
 */
export const CONTACT_EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

/**
 * A text the form requires: trimmed; missing, blank or not a string all say "fill in every field"; then the
 * length, then any further checks (in this order, see Checks).
 */
const RequiredText = (maxLength: number, tooLong: string, ...more: PropertyDecorator[]): PropertyDecorator =>
  Checks(
    Transform(trimString),
    IsDefined({ message: CONTACT_MESSAGES.allFieldsRequired }),
    IsString({ message: CONTACT_MESSAGES.allFieldsRequired }),
    IsNotEmpty({ message: CONTACT_MESSAGES.allFieldsRequired }),
    MaxLength(maxLength, { message: tooLong }),
    ...more,
  );

export class ContactDto implements ContactRequest {
  @ApiProperty({ example: 'Maria Muster', maxLength: CONTACT_LIMITS.nameMaxLength })
  @RequiredText(CONTACT_LIMITS.nameMaxLength, CONTACT_MESSAGES.nameTooLong)
  name!: string;

  @ApiProperty({ example: 'maria.muster@example.at', maxLength: CONTACT_LIMITS.emailMaxLength })
  @RequiredText(
    CONTACT_LIMITS.emailMaxLength,
    CONTACT_MESSAGES.emailTooLong,
    Matches(CONTACT_EMAIL_PATTERN, { message: CONTACT_MESSAGES.emailInvalid }),
  )
  email!: string;

  @ApiProperty({
    example: 'Ich interessiere mich für eine Stufenverkleidung.',
    maxLength: CONTACT_LIMITS.messageMaxLength,
  })
  @RequiredText(CONTACT_LIMITS.messageMaxLength, CONTACT_MESSAGES.messageTooLong)
  message!: string;
}
