import { ApiProperty } from '@nestjs/swagger';
import { QUOTE_EMAIL_LIMITS, QUOTE_EMAIL_MESSAGES, type QuoteEmailRequest } from '@stairs/contracts';
import { Transform } from 'class-transformer';
import { Equals, IsDefined, IsUUID } from 'class-validator';
import { Checks } from '../common/validation';
import { RequiredEmail } from '../contact/contact.dto';

/** A ticked checkbox posts "true" (its value); JSON sends true. Anything else is no consent. */
const consentFromForm = ({ value }: { value: unknown }): unknown => (value === 'true' ? true : value);

/** POST /api/quote-email and its form: the calculation, where to send it, and the consent to be contacted. */
export class QuoteEmailDto implements QuoteEmailRequest {
  @ApiProperty({ format: 'uuid' })
  @Checks(
    IsDefined({ message: QUOTE_EMAIL_MESSAGES.calculationIdInvalid }),
    IsUUID('all', { message: QUOTE_EMAIL_MESSAGES.calculationIdInvalid }),
  )
  calculationId!: string;

  @ApiProperty({ example: 'maria.muster@example.at', maxLength: QUOTE_EMAIL_LIMITS.emailMaxLength })
  @RequiredEmail(QUOTE_EMAIL_MESSAGES.emailRequired)
  email!: string;

  @ApiProperty({ enum: [true], description: 'Consent to be contacted about this quote; must be true' })
  @Checks(
    Transform(consentFromForm),
    IsDefined({ message: QUOTE_EMAIL_MESSAGES.consentRequired }),
    Equals(true, { message: QUOTE_EMAIL_MESSAGES.consentRequired }),
  )
  contactConsent!: boolean;
}
