import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEventType,
  type WebhookSecretRotation,
} from '@stairs/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Checks, RequiredText, trimString } from '../common/validation';

const UrlField = (): PropertyDecorator =>
  Checks(
    ApiProperty({
      example: 'https://erp.example.at/webhooks/stairs',
      maxLength: WEBHOOK_LIMITS.urlMaxLength,
    }),
    RequiredText(WEBHOOK_MESSAGES.urlRequired, WEBHOOK_LIMITS.urlMaxLength, WEBHOOK_MESSAGES.urlTooLong),
  );

const DescriptionField = (): PropertyDecorator =>
  Checks(
    ApiPropertyOptional({ example: 'ERP Buchhaltung', maxLength: WEBHOOK_LIMITS.descriptionMaxLength }),
    Transform(trimString),
    IsOptional(),
    IsString({ message: WEBHOOK_MESSAGES.descriptionInvalid }),
    MaxLength(WEBHOOK_LIMITS.descriptionMaxLength, { message: WEBHOOK_MESSAGES.descriptionInvalid }),
  );

const EventsField = (): PropertyDecorator =>
  Checks(
    ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true }),
    IsDefined({ message: WEBHOOK_MESSAGES.eventsRequired }),
    IsArray({ message: WEBHOOK_MESSAGES.eventsRequired }),
    ArrayNotEmpty({ message: WEBHOOK_MESSAGES.eventsRequired }),
    ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: WEBHOOK_MESSAGES.eventsInvalid }),
    IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: WEBHOOK_MESSAGES.eventsInvalid }),
  );

/** A new endpoint; its URL is checked against the mode (https, or http://127.0.0.1 outside production) by the service. */
export class WebhookEndpointDto implements WebhookEndpointInput {
  @UrlField()
  url!: string;

  @DescriptionField()
  description?: string;

  @EventsField()
  events!: WebhookEventType[];
}

export class WebhookEndpointUpdateDto implements WebhookEndpointUpdate {
  @Checks(
    ApiPropertyOptional({ maxLength: WEBHOOK_LIMITS.urlMaxLength }),
    Transform(trimString),
    IsOptional(),
    IsString({ message: WEBHOOK_MESSAGES.urlRequired }),
    MaxLength(WEBHOOK_LIMITS.urlMaxLength, { message: WEBHOOK_MESSAGES.urlTooLong }),
  )
  url?: string;

  @DescriptionField()
  description?: string;

  @Checks(IsOptional(), EventsField())
  events?: WebhookEventType[];

  @ApiPropertyOptional()
  @Checks(IsOptional(), IsBoolean({ message: WEBHOOK_MESSAGES.activeInvalid }))
  active?: boolean;
}

export class WebhookSecretRotationDto implements WebhookSecretRotation {
  @ApiProperty({
    minimum: WEBHOOK_LIMITS.rotationMinHours,
    maximum: WEBHOOK_LIMITS.rotationMaxHours,
    example: WEBHOOK_LIMITS.rotationDefaultHours,
  })
  @Checks(
    IsDefined({ message: WEBHOOK_MESSAGES.keepOldHoursInvalid }),
    IsInt({ message: WEBHOOK_MESSAGES.keepOldHoursInvalid }),
    Min(WEBHOOK_LIMITS.rotationMinHours, { message: WEBHOOK_MESSAGES.keepOldHoursInvalid }),
    Max(WEBHOOK_LIMITS.rotationMaxHours, { message: WEBHOOK_MESSAGES.keepOldHoursInvalid }),
  )
  keepOldHours!: number;
}
