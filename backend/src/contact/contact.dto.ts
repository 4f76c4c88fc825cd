import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactRequest } from '@stairs/contracts';
import { Matches } from 'class-validator';
import { RequiredText } from '../common/validation';

/**
 * One address: a local part and a domain with at least one dot, no spaces, no second @ and none of the
 * characters that would turn it into an address list or a display name (it becomes the Reply-To of the
 * operator's e-mail). Stricter than the form, which only asks for an @.
 */
export const CONTACT_EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

/** An address a form requires (`required` in the form's words): trimmed, within CONTACT_LIMITS, one address. */
export const RequiredEmail = (required: string): PropertyDecorator =>
  RequiredText(
    required,
    CONTACT_LIMITS.emailMaxLength,
    CONTACT_MESSAGES.emailTooLong,
    Matches(CONTACT_EMAIL_PATTERN, { message: CONTACT_MESSAGES.emailInvalid }),
  );

export class ContactDto implements ContactRequest {
  @ApiProperty({ example: 'Maria Muster', maxLength: CONTACT_LIMITS.nameMaxLength })
  @RequiredText(
    CONTACT_MESSAGES.allFieldsRequired,
    CONTACT_LIMITS.nameMaxLength,
    CONTACT_MESSAGES.nameTooLong,
  )
  name!: string;

  @ApiProperty({ example: 'maria.muster@example.at', maxLength: CONTACT_LIMITS.emailMaxLength })
  @RequiredEmail(CONTACT_MESSAGES.allFieldsRequired)
  email!: string;

  @ApiProperty({
    example: 'Ich interessiere mich für eine Stufenverkleidung.',
    maxLength: CONTACT_LIMITS.messageMaxLength,
  })
  @RequiredText(
    CONTACT_MESSAGES.allFieldsRequired,
    CONTACT_LIMITS.messageMaxLength,
    CONTACT_MESSAGES.messageTooLong,
  )
  message!: string;
}
