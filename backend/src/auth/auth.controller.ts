import { rateLimitClientKey } from '../rate-limit/client-key';
import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AdminSessionState } from '@stairs/contracts';
import { type Request, type Response } from 'express';
import { type AppConfig, InjectConfig } from '../config';
import { AuthService } from './auth.service';
import { LoginDto } from './login.dto';
import {
  LOGIN_DEVICE_COOKIE,
  loginDeviceCookie,
  loginDeviceCookieOptions,
  loginDeviceOf,
} from './login-device';
import { Public } from './public.decorator';
import {
  destroySession,
  isAdminSession,
  regenerateSession,
  saveSession,
  sessionCookieAttributes,
} from './session';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin login; sets the httpOnly session cookie' })
  @ApiOkResponse({ description: '{ authenticated: true }' })
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSessionState> {
    const { secret } = this.config.session;
    const device = loginDeviceOf(req, secret);
    // Keyed like the public writes: an IPv4 address or the /64 of an IPv6 address (one host owns a whole /64).
    await this.auth.verifyLogin(body.password, { address: rateLimitClientKey(req.ip), device });
    // A fresh session id on login, so an id planted before the login is worthless afterwards.
    await regenerateSession(req);
    req.session.isAdmin = true;
    req.session.authenticatedAt = new Date().toISOString();
    await saveSession(req);
    // This browser is known from now on (a valid cookie is kept, its year renewed).
    res.cookie(LOGIN_DEVICE_COOKIE, loginDeviceCookie(secret, device), loginDeviceCookieOptions(this.config));
    return { authenticated: true };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the admin session' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminSessionState> {
    if (req.session) await destroySession(req);
    res.clearCookie(this.config.session.cookieName, sessionCookieAttributes(this.config));
    return { authenticated: false };
  }

  @Public()
  @Get('session')
  @ApiOperation({ summary: 'Whether the caller has an admin session' })
  session(@Req() req: Request): AdminSessionState {
    return { authenticated: isAdminSession(req) };
  }
}
