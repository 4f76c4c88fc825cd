import { rateLimitClientKey } from '../rate-limit/client-key';
import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AdminSessionState,
  AUTH_MESSAGES,
  SIGN_IN_LINK_TEXTS,
  type SignInLinkRequested,
} from '@stairs/contracts';
import { type Request, type Response } from 'express';
import { type AppConfig, InjectConfig } from '../config';
import { sendLinkPage } from '../common/link-page';
import { UuidParam } from '../common/uuid-param';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { AuthService } from './auth.service';
import { LoginDto, SignInLinkQueryDto } from './login.dto';
import {
  LOGIN_DEVICE_COOKIE,
  loginDeviceCookie,
  loginDeviceCookieOptions,
  loginDeviceOf,
} from './login-device';
import { Public } from './public.decorator';
import { type SignInLinkCheck, SignInLinks } from './sign-in-link';
import { ADMIN_HOME, signInLinkPage, signInLinkRefusedPage } from './sign-in-link-page';
import {
  destroySession,
  isAdminSession,
  regenerateSession,
  saveSession,
  sessionCookieAttributes,
} from './session';

/** Refused links answer a page, not JSON: the operator opened them from an e-mail. */
function sendRefusedLink(res: Response, check: Exclude<SignInLinkCheck, 'valid'>): void {
  const invalid = check === 'invalid';
  sendLinkPage(
    res,
    invalid ? 403 : 410,
    signInLinkRefusedPage(invalid ? AUTH_MESSAGES.signInLinkInvalid : AUTH_MESSAGES.signInLinkGone),
  );
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly signInLinks: SignInLinks,
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
    await this.startSession(req, res, device);
    return { authenticated: true };
  }

  @Public()
  @PublicWriteLimit('lead')
  @Post('sign-in-link')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mails the operator (NOTIFY_EMAIL) a single-use sign-in link unless one is pending; the same answer either way',
  })
  async requestSignInLink(@Req() req: Request): Promise<SignInLinkRequested> {
    await this.signInLinks.request(rateLimitClientKey(req.ip));
    return { message: SIGN_IN_LINK_TEXTS.requested };
  }

  @Public()
  @Get('sign-in-link/:id')
  @ApiOperation({ summary: 'The e-mail link: a page with the button that signs this browser in' })
  async signInLinkPage(
    @UuidParam() id: string,
    @Query() query: SignInLinkQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const check = await this.signInLinks.check(id, query.token);
    if (check !== 'valid') return sendRefusedLink(res, check);
    sendLinkPage(res, 200, signInLinkPage(req.originalUrl));
  }

  @Public()
  @PublicWriteLimit('lead')
  @Post('sign-in-link/:id')
  @ApiOperation({
    summary: 'Uses a valid, unused sign-in link: the session and the device cookie, then /admin',
  })
  async signInByLink(
    @UuidParam() id: string,
    @Query() query: SignInLinkQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const used = await this.signInLinks.use(id, query.token);
    if (used !== 'valid') return sendRefusedLink(res, used);
    // The device cookie travels to the login path only, so this browser gets a new one.
    await this.startSession(req, res, undefined);
    res.redirect(303, ADMIN_HOME);
  }

  /** The admin session, and this browser known from now on (a valid device cookie is kept, its year renewed). */
  private async startSession(req: Request, res: Response, device: string | undefined): Promise<void> {
    // A fresh session id on login, so an id planted before the login is worthless afterwards.
    await regenerateSession(req);
    req.session.isAdmin = true;
    req.session.authenticatedAt = new Date().toISOString();
    await saveSession(req);
    res.cookie(
      LOGIN_DEVICE_COOKIE,
      loginDeviceCookie(this.config.session.secret, device),
      loginDeviceCookieOptions(this.config),
    );
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
