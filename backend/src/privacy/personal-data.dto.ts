import { ApiPropertyOptional } from '@nestjs/swagger';
import { type PersonalDataQuery, PRIVACY_MESSAGES } from '@stairs/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Checks, trimString } from '../common/validation';
import { CONTACT_EMAIL_PATTERN } from '../contact/contact.dto';
import { PHONE_PATTERN } from '../leads/leads.dto';

const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : trimString({ value } as never);

export class PersonalDataQueryDto implements PersonalDataQuery {
  @ApiPropertyOptional({ example: 'maria.muster@example.at' })
  @Checks(
    Transform(emptyToUndefined),
    IsOptional(),
    IsString({ message: PRIVACY_MESSAGES.emailInvalid }),
    MaxLength(254, { message: PRIVACY_MESSAGES.emailInvalid }),
    Matches(CONTACT_EMAIL_PATTERN, { message: PRIVACY_MESSAGES.emailInvalid }),
  )
  email?: string;

  @ApiPropertyOptional({ example: '+43 664 123 45 67' })
  @Checks(
    Transform(emptyToUndefined),
    IsOptional(),
    IsString({ message: PRIVACY_MESSAGES.phoneInvalid }),
    MaxLength(40, { message: PRIVACY_MESSAGES.phoneInvalid }),
    Matches(PHONE_PATTERN, { message: PRIVACY_MESSAGES.phoneInvalid }),
  )
  phone?: string;
}
