import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BLOG_ARTICLE_STATUSES,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  type BlogArticleInput,
  type BlogArticleStatus,
  type BlogArticlesQuery,
  type BlogArticleUpdate,
  type BlogPhotoQuery,
  type EmailToBlogInput,
} from '@stairs/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Checks, RequiredText, toWholeNumber, trimToNull } from '../common/validation';

/** An optional text of the article form: trimmed, blank → null, at most `maxLength`. */
const OptionalText = (maxLength: number): PropertyDecorator =>
  Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: BLOG_MESSAGES.fieldTooLong }),
    MaxLength(maxLength, { message: BLOG_MESSAGES.fieldTooLong }),
  );

export class BlogArticleDto implements BlogArticleInput {
  @ApiProperty({ example: 'Betonstiege mit Eiche verkleiden' })
  @RequiredText(BLOG_MESSAGES.titleAndContentRequired, BLOG_LIMITS.titleMaxLength, BLOG_MESSAGES.titleTooLong)
  title!: string;

  @ApiProperty({ description: 'Markdown' })
  @RequiredText(
    BLOG_MESSAGES.titleAndContentRequired,
    BLOG_LIMITS.contentMaxLength,
    BLOG_MESSAGES.contentTooLong,
  )
  content!: string;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(BLOG_LIMITS.excerptMaxLength)
  excerpt?: string | null;

  @ApiPropertyOptional({ nullable: true, example: 'Treppe, Wien, Eiche' })
  @OptionalText(BLOG_LIMITS.keywordsMaxLength)
  keywords?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(BLOG_LIMITS.metaDescriptionMaxLength)
  metaDescription?: string | null;
}

export class BlogArticleUpdateDto extends BlogArticleDto implements BlogArticleUpdate {
  @ApiPropertyOptional({ enum: BLOG_ARTICLE_STATUSES })
  @Checks(IsOptional(), IsIn(BLOG_ARTICLE_STATUSES, { message: BLOG_MESSAGES.statusInvalid }))
  status?: BlogArticleStatus;
}

export class BlogArticlesQueryDto implements BlogArticlesQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @Checks(
    Transform(toWholeNumber),
    IsOptional(),
    IsInt({ message: BLOG_MESSAGES.pageInvalid }),
    Min(1, { message: BLOG_MESSAGES.pageInvalid }),
    Max(100_000, { message: BLOG_MESSAGES.pageInvalid }),
  )
  page?: number;

  @ApiPropertyOptional({ default: BLOG_LIMITS.pageSize, minimum: 1, maximum: BLOG_LIMITS.maxPageSize })
  @Checks(
    Transform(toWholeNumber),
    IsOptional(),
    IsInt({ message: BLOG_MESSAGES.limitInvalid }),
    Min(1, { message: BLOG_MESSAGES.limitInvalid }),
    Max(BLOG_LIMITS.maxPageSize, { message: BLOG_MESSAGES.limitInvalid }),
  )
  limit?: number;
}

/** An e-mail for the blog: subject and body, each optional (one of the two suffices: checked by the service). */
export class EmailToBlogDto implements EmailToBlogInput {
  @ApiPropertyOptional({ example: 'Neue Eichenstufen in Ottakring' })
  @Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: BLOG_MESSAGES.emailTooLong }),
    MaxLength(BLOG_LIMITS.emailSubjectMaxLength, { message: BLOG_MESSAGES.emailTooLong }),
  )
  subject?: string;

  @ApiPropertyOptional()
  @Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: BLOG_MESSAGES.emailTooLong }),
    MaxLength(BLOG_LIMITS.emailBodyMaxLength, { message: BLOG_MESSAGES.emailTooLong }),
  )
  body?: string;
}

/** The query of POST /api/blog/quick-upload (the body is the picture). */
export class BlogPhotoQueryDto implements BlogPhotoQuery {
  @ApiPropertyOptional({ example: 'IMG_2041 eichentreppe.jpg' })
  @Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: BLOG_MESSAGES.photoQueryTooLong }),
    MaxLength(BLOG_LIMITS.photoFileNameMaxLength, { message: BLOG_MESSAGES.photoQueryTooLong }),
  )
  filename?: string;

  @ApiPropertyOptional({ example: 'Neue Eichenstufen auf der Betontreppe in Ottakring.' })
  @Checks(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: BLOG_MESSAGES.photoQueryTooLong }),
    MaxLength(BLOG_LIMITS.photoDescriptionMaxLength, { message: BLOG_MESSAGES.photoQueryTooLong }),
  )
  description?: string;
}

/** The query of the publish link in the operator's e-mail. */
export class PublishLinkQueryDto {
  @ApiProperty()
  @Checks(
    IsString({ message: BLOG_MESSAGES.publishLinkInvalid }),
    MaxLength(100, { message: BLOG_MESSAGES.publishLinkInvalid }),
  )
  token!: string;
}
