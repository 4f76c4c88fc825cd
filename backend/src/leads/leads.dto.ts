import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CalculationType,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type DetailedQuoteRequest,
  type GalleryQuoteRequestBody,
  LEAD_MESSAGES,
  QUOTE_REQUEST_STATUSES,
  type QuoteRequestStatus,
  type QuoteRequestStatusUpdate,
  type StorePhoneRequest,
} from '@stairs/contracts';
import { Transform } from 'class-transformer';
import { RequiredEmail } from '../contact/contact.dto';
import {
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { Checks, RequiredText, trimString, trimToNull } from '../common/validation';

/** A gallery project's number as the database gives it out: "G-071". */
export const GALLERY_NUMBER_PATTERN = /^G-\d{3,}$/;

/** Digits with the usual separators, at least six digits: "+43 664 123 45 67", "(01) 234-5678". */
export const PHONE_PATTERN = /^(?=(?:\D*\d){6})\+?[0-9 ()/.-]+$/;

/** Phone as the dialogs send it: trimmed, required, plausible. */
const PhoneField = (): PropertyDecorator =>
  Checks(
    ApiProperty({ example: '+43 664 123 45 67' }),
    Transform(trimString),
    IsDefined({ message: LEAD_MESSAGES.phoneRequired }),
    IsString({ message: LEAD_MESSAGES.phoneRequired }),
    IsNotEmpty({ message: LEAD_MESSAGES.phoneRequired }),
    MaxLength(40, { message: LEAD_MESSAGES.phoneInvalid }),
    Matches(PHONE_PATTERN, { message: LEAD_MESSAGES.phoneInvalid }),
  );

/** A short identifier-like text (service, context): trimmed, required, at most 64 characters. */
const ShortText = (message: string): PropertyDecorator =>
  Checks(
    Transform(trimString),
    IsDefined({ message }),
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(64, { message }),
  );

/** An optional id of a stored calculation. */
const CalculationId = (): PropertyDecorator =>
  Checks(
    ApiPropertyOptional({ format: 'uuid' }),
    IsOptional(),
    IsUUID('all', { message: LEAD_MESSAGES.calculationIdInvalid }),
  );

export class StorePhoneDto implements StorePhoneRequest {
  @PhoneField() phone!: string;

  /** whatsapp_beratung, preis_alarm, pdf_download, termin_service; other values are stored with low priority. */
  @ApiProperty({ example: 'termin_service' })
  @ShortText(LEAD_MESSAGES.serviceRequired)
  service!: string;

  /** concrete_calculator or renovation_calculator; with calculationId, the stored calculation's. */
  @ApiPropertyOptional({ example: 'concrete_calculator' })
  @ValidateIf((dto: StorePhoneDto) => dto.calculationId === undefined)
  @ShortText(LEAD_MESSAGES.contextInvalid)
  context?: string;

  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: true })
  @Checks(IsOptional(), IsObject({ message: LEAD_MESSAGES.calculationDataInvalid }))
  calculationData?: Record<string, unknown> | null;

  /** The result page's form names the calculation: context and calculation data then come from it. */
  @CalculationId() calculationId?: string;
}

export class DetailedQuoteDto implements DetailedQuoteRequest {
  @PhoneField() phone!: string;

  @ApiPropertyOptional({ example: 'detailliertes_angebot', default: 'detailliertes_angebot' })
  @ShortText(LEAD_MESSAGES.serviceRequired)
  service: string = 'detailliertes_angebot';

  @ApiProperty({ enum: ['concrete', 'renovation'] })
  @Checks(
    IsDefined({ message: LEAD_MESSAGES.calculationTypeInvalid }),
    IsIn(['concrete', 'renovation'], { message: LEAD_MESSAGES.calculationTypeInvalid }),
  )
  calculationType!: CalculationType;

  /** Id of the calculation the request is about (the calculator result's `id`). */
  @CalculationId() calculationId?: string;

  /** Alias of calculationId. */
  @CalculationId() quoteId?: string;
}

export class QuoteRequestStatusDto implements QuoteRequestStatusUpdate {
  @ApiProperty({ enum: QUOTE_REQUEST_STATUSES })
  @Checks(
    IsDefined({ message: LEAD_MESSAGES.statusInvalid }),
    IsIn(QUOTE_REQUEST_STATUSES, { message: LEAD_MESSAGES.statusInvalid }),
  )
  status!: QuoteRequestStatus;
}

const GALLERY_SERVICES = ['concrete', 'renovation', 'custom'] as const;

/** POST /api/gallery-quote-request: the 'Preisprüfung anfordern' dialog (docs/product.md §5). */
export class GalleryQuoteRequestDto implements GalleryQuoteRequestBody {
  @ApiProperty({ example: 'G-071' })
  @RequiredText(
    LEAD_MESSAGES.requiredFieldsMissing,
    20,
    LEAD_MESSAGES.galleryNumberInvalid,
    Matches(GALLERY_NUMBER_PATTERN, { message: LEAD_MESSAGES.galleryNumberInvalid }),
  )
  galleryNumber!: string;

  @ApiProperty({ example: 'Maria Muster' })
  @RequiredText(
    LEAD_MESSAGES.requiredFieldsMissing,
    CONTACT_LIMITS.nameMaxLength,
    CONTACT_MESSAGES.nameTooLong,
  )
  customerName!: string;

  @ApiProperty({ example: 'maria.muster@example.at' })
  @RequiredEmail(LEAD_MESSAGES.requiredFieldsMissing)
  customerEmail!: string;

  @ApiPropertyOptional({ nullable: true, example: '+43 664 123 45 67' })
  @Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: LEAD_MESSAGES.phoneInvalid }),
    MaxLength(40, { message: LEAD_MESSAGES.phoneInvalid }),
    Matches(PHONE_PATTERN, { message: LEAD_MESSAGES.phoneInvalid }),
  )
  customerPhone!: string | null;

  @ApiProperty({ enum: GALLERY_SERVICES })
  @Checks(
    IsDefined({ message: LEAD_MESSAGES.requiredFieldsMissing }),
    IsIn(GALLERY_SERVICES, { message: LEAD_MESSAGES.galleryServiceInvalid }),
  )
  requestedService!: (typeof GALLERY_SERVICES)[number];

  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: LEAD_MESSAGES.messageTooLong }),
    MaxLength(2000, { message: LEAD_MESSAGES.messageTooLong }),
  )
  message!: string | null;
}
