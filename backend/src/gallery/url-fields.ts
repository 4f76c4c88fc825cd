import { GALLERY_LIMITS, GALLERY_MESSAGES } from '@stairs/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Checks, trimString, trimToNull } from '../common/validation';

/** An absolute http(s) URL or a path of the site's own objects; which sources are shown is checked later. */
const IMAGE_URL = /^(https?:\/\/[^\s"'<>]+|\/objects\/[^\s"'<>?#]+)$/i;
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

export const ImageUrl = (): PropertyDecorator =>
  Checks(
    Transform(trimString),
    IsDefined({ message: GALLERY_MESSAGES.imageUrlRequired }),
    IsString({ message: GALLERY_MESSAGES.imageUrlRequired }),
    IsNotEmpty({ message: GALLERY_MESSAGES.imageUrlRequired }),
    MaxLength(GALLERY_LIMITS.urlMaxLength, { message: GALLERY_MESSAGES.urlInvalid }),
    Matches(IMAGE_URL, { message: GALLERY_MESSAGES.urlInvalid }),
  );

export const OptionalImageUrl = (): PropertyDecorator =>
  Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: GALLERY_MESSAGES.urlInvalid }),
    MaxLength(GALLERY_LIMITS.urlMaxLength, { message: GALLERY_MESSAGES.urlInvalid }),
    Matches(IMAGE_URL, { message: GALLERY_MESSAGES.urlInvalid }),
  );

/** An optional outbound link: http(s) only (never javascript: or data:). */
export const OptionalUrl = (): PropertyDecorator =>
  Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: GALLERY_MESSAGES.urlInvalid }),
    MaxLength(GALLERY_LIMITS.urlMaxLength, { message: GALLERY_MESSAGES.urlInvalid }),
    Matches(HTTP_URL, { message: GALLERY_MESSAGES.urlInvalid }),
  );

export const OptionalText = (maxLength: number, tooLong: string): PropertyDecorator =>
  Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: tooLong }),
    MaxLength(maxLength, { message: tooLong }),
  );
