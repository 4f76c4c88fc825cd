// @ts-check
// The local mail catcher: MailDev (from the lockfile), a real SMTP server that keeps every e-mail the site sends
// and shows it in a web inbox (text, attachments, links), with a REST API (GET /email, ...). `npm start` runs it
// with the site; the end-to-end tests read their e-mails through its API (e2e/support/mail-catcher.ts). Its web
// inbox answers GET /healthz once both servers listen.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ smtpPort: number, webPort: number, mailDirectory: string }} MailCatcherOptions
 */

/** Its SMTP server, for SMTP_URL, and its web inbox (also the base of the REST API), for MAIL_INBOX_URL. */
export function mailCatcherUrls(/** @type {Pick<MailCatcherOptions, 'smtpPort' | 'webPort'>} */ options) {
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    inboxUrl: `http://127.0.0.1:${options.webPort}`,
  };
}

/**
 * The arguments of `node` that run it: both ports on 127.0.0.1 only; the e-mails kept as .eml files in
 * mailDirectory, so a restarted catcher shows them again.
 * @param {MailCatcherOptions} options
 */
export function mailCatcherArgs(options) {
  return [
    require.resolve('maildev/bin/maildev'),
    '--ip',
    '127.0.0.1',
    '--smtp',
    String(options.smtpPort),
    '--web',
    String(options.webPort),
    '--mail-directory',
    options.mailDirectory,
    '--silent',
  ];
}
