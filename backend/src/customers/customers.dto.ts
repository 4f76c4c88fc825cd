import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CUSTOMER_LIMITS,
  CUSTOMER_MESSAGES,
  type CustomerListQuery,
  type CustomerMergeRequest,
  type CustomerSplitRequest,
  TOUCHPOINT_KINDS,
  type TouchpointKind,
} from '@stairs/contracts';
import { IsDefined, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { AdminListQueryDto } from '../common/admin-list-page';
import { Checks } from '../common/validation';

/** `?limit&cursor&search` of the 'Kunden' list. */
export class CustomerListQueryDto extends AdminListQueryDto implements CustomerListQuery {
  @ApiPropertyOptional({
    example: '0664 123',
    description: 'name, e-mail address or phone number (any notation)',
  })
  @Checks(
    IsOptional(),
    IsString({ message: CUSTOMER_MESSAGES.searchInvalid }),
    MaxLength(CUSTOMER_LIMITS.searchMaxLength, { message: CUSTOMER_MESSAGES.searchInvalid }),
  )
  search?: string;
}

export class CustomerMergeDto implements CustomerMergeRequest {
  @ApiProperty({ format: 'uuid' })
  @Checks(
    IsDefined({ message: CUSTOMER_MESSAGES.otherIdInvalid }),
    IsUUID('all', { message: CUSTOMER_MESSAGES.otherIdInvalid }),
  )
  otherCustomerId!: string;
}

export class CustomerSplitDto implements CustomerSplitRequest {
  @ApiProperty({ enum: TOUCHPOINT_KINDS })
  @Checks(
    IsDefined({ message: CUSTOMER_MESSAGES.touchpointKindInvalid }),
    IsIn(TOUCHPOINT_KINDS, { message: CUSTOMER_MESSAGES.touchpointKindInvalid }),
  )
  kind!: TouchpointKind;

  @ApiProperty({ format: 'uuid' })
  @Checks(
    IsDefined({ message: CUSTOMER_MESSAGES.touchpointIdInvalid }),
    IsUUID('all', { message: CUSTOMER_MESSAGES.touchpointIdInvalid }),
  )
  id!: string;
}
