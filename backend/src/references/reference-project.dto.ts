import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  GALLERY_LIMITS,
  GALLERY_MESSAGES,
  REFERENCE_CATEGORIES,
  type ReferenceCategory,
  type ReferenceProjectInput,
} from '@stairs/contracts';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional } from 'class-validator';
import { Checks, RequiredText } from '../common/validation';
import { ImageUrl, OptionalUrl } from '../gallery/url-fields';

/** sortOrder is parsed as an integer with fallback 0 (docs/product.md §5). */
function toSortOrder({ value }: TransformFnParams): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isSafeInteger(parsed) ? Math.trunc(parsed) : 0;
}

export class ReferenceProjectDto implements ReferenceProjectInput {
  @ApiProperty({ example: 'Stiegenhaus in Wien-Währing' })
  @RequiredText(GALLERY_MESSAGES.titleRequired, GALLERY_LIMITS.titleMaxLength, GALLERY_MESSAGES.titleRequired)
  title!: string;

  @ApiProperty({ example: '1180 Wien' })
  @RequiredText(GALLERY_MESSAGES.locationRequired, 200, GALLERY_MESSAGES.locationRequired)
  location!: string;

  @ApiProperty()
  @RequiredText(
    GALLERY_MESSAGES.descriptionRequired,
    GALLERY_LIMITS.descriptionMaxLength,
    GALLERY_MESSAGES.descriptionRequired,
  )
  description!: string;

  @ApiProperty({ enum: Object.keys(REFERENCE_CATEGORIES) })
  @Checks(
    IsDefined({ message: GALLERY_MESSAGES.referenceCategoryInvalid }),
    IsIn(Object.keys(REFERENCE_CATEGORIES), { message: GALLERY_MESSAGES.referenceCategoryInvalid }),
  )
  category!: ReferenceCategory;

  @ApiProperty({ example: '/objects/demo/oak-stairs-finished-1.w1920.webp' })
  @ImageUrl()
  imageUrl!: string;

  /** An empty external URL becomes null. */
  @ApiPropertyOptional({ nullable: true })
  @OptionalUrl()
  externalUrl?: string | null;

  @ApiPropertyOptional({ default: true })
  @Checks(IsOptional(), IsBoolean({ message: GALLERY_MESSAGES.flagInvalid }))
  isActive?: boolean;

  @ApiPropertyOptional({ default: 0 })
  @Checks(Transform(toSortOrder), IsOptional(), IsInt({ message: GALLERY_MESSAGES.sortOrderInvalid }))
  sortOrder?: number;
}
