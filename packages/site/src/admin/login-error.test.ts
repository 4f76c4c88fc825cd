import { ApiError } from '@stairs/api-client';
import { AUTH_MESSAGES } from '@stairs/contracts';
import { LOGIN_FAILED_MESSAGE, loginErrorMessage } from './login-error';

const tooMany = 'Zu viele Anmeldeversuche. Bitte warten Sie 5 Minuten.';

describe('loginErrorMessage', () => {
  it("gives the screen's own text for a wrong password", () => {
    const error = new ApiError(401, 'Unauthorized', '{"statusCode":401,"message":"Falsches Passwort"}');
    expect(loginErrorMessage(error, 'Falsches Passwort')).toBe('Falsches Passwort');
    expect(loginErrorMessage(error, 'Falsches Passwort.')).toBe('Falsches Passwort.');
  });

  it("shows the server's 429 message", () => {
    const error = new ApiError(
      429,
      'Too Many Requests',
      JSON.stringify({ statusCode: 429, message: tooMany }),
    );
    expect(loginErrorMessage(error, 'Falsches Passwort')).toBe(tooMany);
  });

  it('falls back to the contract text when a 429 has no readable body', () => {
    expect(loginErrorMessage(new ApiError(429, 'Too Many Requests', ''), 'x')).toBe(
      AUTH_MESSAGES.tooManyAttempts,
    );
  });

  it('uses a generic German text for network and server failures', () => {
    expect(loginErrorMessage(new TypeError('fetch failed'), 'x')).toBe(LOGIN_FAILED_MESSAGE);
    expect(loginErrorMessage(new ApiError(502, 'Bad Gateway', '<html>'), 'x')).toBe(LOGIN_FAILED_MESSAGE);
  });
});
