import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  canonicalGalleryCategory,
  GALLERY_CATEGORIES,
  GALLERY_LIMITS,
  GALLERY_MESSAGES,
  type GalleryCategory,
  type DescribePictureRequest,
  type GalleryImageInput,
} from '@stairs/contracts';
import { Transform, type TransformFnParams } from 'class-transformer';
import {
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
import { ImageUrl, OptionalImageUrl, OptionalText, OptionalUrl } from './url-fields';

/** An alias (before_after, process, finished) becomes its canonical category; anything unknown stays to fail. */
function toCanonicalCategory({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? (canonicalGalleryCategory(value.trim()) ?? value) : value;
}

const Flag = (): PropertyDecorator =>
  Checks(IsOptional(), IsBoolean({ message: GALLERY_MESSAGES.flagInvalid }));

/**
 * Create and update body of a gallery image (both admin screens). galleryNumber may be sent, as the forms do,
 * but the server assigns numbers from a sequence and ignores it (docs/decisions.md).
 */
export class GalleryImageDto implements GalleryImageInput {
  @ApiProperty({ example: 'Eichenstufen in Wien-Döbling', maxLength: GALLERY_LIMITS.titleMaxLength })
  @RequiredText(GALLERY_MESSAGES.titleRequired, GALLERY_LIMITS.titleMaxLength, GALLERY_MESSAGES.titleTooLong)
  title!: string;

  @ApiPropertyOptional({ nullable: true, maxLength: GALLERY_LIMITS.descriptionMaxLength })
  @OptionalText(GALLERY_LIMITS.descriptionMaxLength, GALLERY_MESSAGES.descriptionTooLong)
  description?: string | null;

  @ApiProperty({ enum: Object.keys(GALLERY_CATEGORIES), example: 'vorher_nachher' })
  @Checks(
    Transform(toCanonicalCategory),
    IsDefined({ message: GALLERY_MESSAGES.categoryInvalid }),
    IsIn(Object.keys(GALLERY_CATEGORIES), { message: GALLERY_MESSAGES.categoryInvalid }),
  )
  category!: GalleryCategory;

  @ApiProperty({ example: '/objects/gallery/5d2b4c9e.w1920.webp' })
  @ImageUrl()
  imageUrl!: string;

  @ApiPropertyOptional({ nullable: true })
  @OptionalImageUrl()
  thumbnailUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalUrl()
  externalUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalImageUrl()
  beforeImageUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalImageUrl()
  afterImageUrl?: string | null;

  @ApiPropertyOptional() @Flag() isBeforeAfter?: boolean;
  @ApiPropertyOptional({ default: false }) @Flag() isActive?: boolean;
  @ApiPropertyOptional() @Flag() showOnHomepage?: boolean;

  @ApiPropertyOptional({ default: 0 })
  @Checks(
    IsOptional(),
    IsInt({ message: GALLERY_MESSAGES.sortOrderInvalid }),
    Min(-100000, { message: GALLERY_MESSAGES.sortOrderInvalid }),
    Max(100000, { message: GALLERY_MESSAGES.sortOrderInvalid }),
  )
  sortOrder?: number;

  @ApiPropertyOptional({ nullable: true, minimum: 1, maximum: 10 })
  @Checks(
    IsOptional(),
    IsInt({ message: GALLERY_MESSAGES.homepageOrderInvalid }),
    Min(GALLERY_LIMITS.homepageOrderMin, { message: GALLERY_MESSAGES.homepageOrderInvalid }),
    Max(GALLERY_LIMITS.homepageOrderMax, { message: GALLERY_MESSAGES.homepageOrderInvalid }),
  )
  homepageOrder?: number | null;

  @ApiPropertyOptional({ description: 'Ignored: the server assigns gallery numbers.' })
  @Checks(
    IsOptional(),
    IsString({ message: GALLERY_MESSAGES.galleryNumberInvalid }),
    MaxLength(20, { message: GALLERY_MESSAGES.galleryNumberInvalid }),
  )
  galleryNumber?: string;
}

export class AdminGalleryQueryDto {
  @ApiPropertyOptional({ enum: Object.keys(GALLERY_CATEGORIES) })
  @Checks(
    Transform(toCanonicalCategory),
    IsOptional(),
    IsIn(Object.keys(GALLERY_CATEGORIES), { message: GALLERY_MESSAGES.categoryInvalid }),
  )
  category?: GalleryCategory;
}

/** Body of the add form's AI button: the uploaded picture and what the form knows so far. */
export class DescribePictureDto implements DescribePictureRequest {
  @ApiProperty({ example: '/objects/gallery/5d2b4c9e.jpg' })
  @ImageUrl()
  imageUrl!: string;

  @ApiPropertyOptional({ maxLength: GALLERY_LIMITS.titleMaxLength })
  @Checks(
    Transform(trimString),
    IsOptional(),
    IsString({ message: GALLERY_MESSAGES.titleTooLong }),
    MaxLength(GALLERY_LIMITS.titleMaxLength, { message: GALLERY_MESSAGES.titleTooLong }),
  )
  title?: string;

  @ApiPropertyOptional({ enum: Object.keys(GALLERY_CATEGORIES) })
  @Checks(
    Transform(toCanonicalCategory),
    IsOptional(),
    IsIn(Object.keys(GALLERY_CATEGORIES), { message: GALLERY_MESSAGES.categoryInvalid }),
  )
  category?: GalleryCategory;
}
