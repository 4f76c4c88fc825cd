import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type OrderAcceptRequest,
  type OrderStatus,
  type OrderStatusUpdate,
  type OrderVisitConfirmation,
  VISIT_SLOT_KEYS,
} from '@stairs/contracts';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { Checks, RequiredText, toWholeNumber, trimToNull } from '../common/validation';
import { PHONE_PATTERN } from '../leads/leads.dto';

/** A ticked checkbox posts "true" (its value); JSON sends true. Anything else is no confirmation. */
const ticked = ({ value }: { value: unknown }): unknown => (value === 'true' ? true : value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A window's day: YYYY-MM-DD when given. Which windows are required, and whether a day lies in the allowed range,
 * is checked with the others (order-windows.ts), so one missing window gives one message.
 */
const WindowDate = (required: boolean): PropertyDecorator =>
  Checks(
    ApiProperty({ example: '2026-12-03', required }),
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: ORDER_MESSAGES.windowInvalid }),
    Matches(DAY, { message: ORDER_MESSAGES.windowInvalid }),
  );

const WindowSlot = (required: boolean): PropertyDecorator =>
  Checks(
    ApiProperty({ enum: VISIT_SLOT_KEYS, required }),
    Transform(trimToNull),
    IsOptional(),
    IsIn(VISIT_SLOT_KEYS, { message: ORDER_MESSAGES.windowSlotInvalid }),
  );

/** POST /api/orders/:token: the acceptance (flat fields, as its form posts them). */
export class AcceptOrderDto implements OrderAcceptRequest {
  @ApiProperty({ example: 'massivholz', description: "One of the quote's two options" })
  @RequiredText(ORDER_MESSAGES.optionInvalid, 40, ORDER_MESSAGES.optionInvalid)
  option!: string;

  @ApiProperty({ example: 'Hauptstraße 1, 1010 Wien', maxLength: ORDER_LIMITS.siteAddressMaxLength })
  @RequiredText(
    ORDER_MESSAGES.siteAddressRequired,
    ORDER_LIMITS.siteAddressMaxLength,
    ORDER_MESSAGES.siteAddressTooLong,
  )
  siteAddress!: string;

  @ApiProperty({ example: '+43 664 123 45 67' })
  @RequiredText(
    ORDER_MESSAGES.phoneRequired,
    ORDER_LIMITS.phoneMaxLength,
    ORDER_MESSAGES.phoneInvalid,
    Matches(PHONE_PATTERN, { message: ORDER_MESSAGES.phoneInvalid }),
  )
  phone!: string;

  @WindowDate(true) window1Date!: string;
  @WindowSlot(true) window1Slot!: string;
  @WindowDate(true) window2Date!: string;
  @WindowSlot(true) window2Slot!: string;
  @WindowDate(false) window3Date?: string;
  @WindowSlot(false) window3Slot?: string;

  @ApiPropertyOptional({ maxLength: ORDER_LIMITS.noteMaxLength })
  @Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: ORDER_MESSAGES.noteTooLong }),
    MaxLength(ORDER_LIMITS.noteMaxLength, { message: ORDER_MESSAGES.noteTooLong }),
  )
  note?: string;

  @ApiProperty({
    example: 'Maria Muster',
    description: 'The typed full name: the simple electronic signature',
  })
  @RequiredText(
    ORDER_MESSAGES.signatureRequired,
    ORDER_LIMITS.signatureNameMaxLength,
    ORDER_MESSAGES.signatureInvalid,
    MinLength(ORDER_LIMITS.signatureNameMinLength, { message: ORDER_MESSAGES.signatureInvalid }),
  )
  signatureName!: string;

  @ApiProperty({ enum: [true], description: 'The ticked box naming quote number and total; must be true' })
  @Checks(
    Transform(ticked),
    IsDefined({ message: ORDER_MESSAGES.confirmationRequired }),
    Equals(true, { message: ORDER_MESSAGES.confirmationRequired }),
  )
  confirmed!: boolean;
}

/** PATCH /api/admin/orders/:id */
export class OrderStatusDto implements OrderStatusUpdate {
  @ApiProperty({ enum: ORDER_STATUSES })
  @Checks(
    IsDefined({ message: ORDER_MESSAGES.statusInvalid }),
    IsIn(ORDER_STATUSES, { message: ORDER_MESSAGES.statusInvalid }),
  )
  status!: OrderStatus;

  @ApiPropertyOptional({ maxLength: ORDER_LIMITS.cancelReasonMaxLength })
  @Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: ORDER_MESSAGES.cancelReasonRequired }),
    MaxLength(ORDER_LIMITS.cancelReasonMaxLength, { message: ORDER_MESSAGES.cancelReasonTooLong }),
  )
  reason?: string;
}

/** PUT /api/admin/orders/:id/visit */
export class OrderVisitDto implements OrderVisitConfirmation {
  @ApiProperty({ minimum: 1, maximum: ORDER_LIMITS.maxWindows })
  @Checks(
    Transform(toWholeNumber),
    IsDefined({ message: ORDER_MESSAGES.visitWindowInvalid }),
    IsInt({ message: ORDER_MESSAGES.visitWindowInvalid }),
    Min(1, { message: ORDER_MESSAGES.visitWindowInvalid }),
    Max(ORDER_LIMITS.maxWindows, { message: ORDER_MESSAGES.visitWindowInvalid }),
  )
  window!: number;
}
