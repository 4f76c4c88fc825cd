import { ApiProperty } from '@nestjs/swagger';
import { AUTH_MESSAGES } from '@stairs/contracts';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Checks } from '../common/validation';

export class LoginDto {
  @ApiProperty({ example: 'admin-demo' })
  @Checks(
    IsDefined({ message: AUTH_MESSAGES.passwordRequired }),
    IsString({ message: AUTH_MESSAGES.passwordRequired }),
    IsNotEmpty({ message: AUTH_MESSAGES.passwordRequired }),
    // A longer value cannot be the password; refusing it early keeps hashing cheap.
    MaxLength(500, { message: AUTH_MESSAGES.wrongPassword }),
  )
  password!: string;
}

/** The query of the sign-in link in the operator's e-mail. */
export class SignInLinkQueryDto {
  @ApiProperty()
  @Checks(
    IsString({ message: AUTH_MESSAGES.signInLinkInvalid }),
    MaxLength(100, { message: AUTH_MESSAGES.signInLinkInvalid }),
  )
  token!: string;
}
