import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_WEB_PORT, E2E_SMTP_PORT } from './stack-env';

/*
 * This run's mail catcher: the MailDev `npm start` runs (infra/scripts/lib/mail-catcher.mjs), started by global
 * setup on E2E_SMTP_PORT (the stack's SMTP_URL) and read through its REST API. A test may stop it and start it
 * again (a mail server that is down, then back): its process id is kept in its folder, so whoever started it last,
 * global teardown stops it.
 */

const repoRoot = path.resolve(__dirname, '../..');

interface MailCatcherModule {
  mailCatcherArgs: (options: { smtpPort: number; webPort: number; mailDirectory: string }) => string[];
  mailCatcherUrls: (options: { smtpPort: number; webPort: number }) => { smtpUrl: string; inboxUrl: string };
}
interface StackModule {
  waitForHttp: (url: string, timeoutMs: number) => Promise<void>;
}

/** One e-mail as the catcher's REST API gives it (MailDev's GET /email). */
export interface CaughtMail {
  id: string;
  subject: string;
  /** The text part, as the recipient reads it. */
  text: string;
  to: { address: string; name: string }[];
  attachments?: { fileName: string; contentType: string; generatedFileName: string }[];
}

const ports = { smtpPort: E2E_SMTP_PORT, webPort: E2E_MAIL_WEB_PORT };
const load = <T>(file: string) => import(path.join(repoRoot, file)) as Promise<T>;

/** The folder global setup made for this run's catcher (E2E_MAIL_CATCHER_DIR, inherited by the test workers). */
function folder(): string {
  const dir = process.env.E2E_MAIL_CATCHER_DIR;
  if (!dir) throw new Error('E2E_MAIL_CATCHER_DIR is not set (e2e global setup sets it)');
  return dir;
}
const pidFile = () => path.join(folder(), 'catcher.pid');

/** The catcher's SMTP server (for SMTP_URL) and web inbox (for MAIL_INBOX_URL, and its REST API). */
export async function mailCatcherUrls(): Promise<{ smtpUrl: string; inboxUrl: string }> {
  return (await load<MailCatcherModule>('infra/scripts/lib/mail-catcher.mjs')).mailCatcherUrls(ports);
}

const answers = (url: string): Promise<boolean> =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Starts it and waits until it answers; the e-mails it had are kept in its folder and shown again. */
export async function startMailCatcher(): Promise<void> {
  const { mailCatcherArgs } = await load<MailCatcherModule>('infra/scripts/lib/mail-catcher.mjs');
  const { waitForHttp } = await load<StackModule>('infra/scripts/lib/stack.mjs');
  const { inboxUrl } = await mailCatcherUrls();
  // One left over from a run that was killed would answer in its place, and not stop when this run stops its own.
  if (await answers(`${inboxUrl}/healthz`)) {
    throw new Error(
      `A mail catcher already answers on ${inboxUrl} (left over from an earlier run?): stop it first`,
    );
  }
  // Outlives a test worker that restarts it (unref, no pipes to it); global teardown stops it by its id.
  const child = spawn(
    process.execPath,
    mailCatcherArgs({ ...ports, mailDirectory: path.join(folder(), 'mails') }),
    {
      stdio: 'ignore',
    },
  );
  child.unref();
  writeFileSync(pidFile(), String(child.pid));
  await waitForHttp(`${inboxUrl}/healthz`, 30_000);
}

const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops it (SIGTERM, after 10 s SIGKILL) and waits until it is gone: its SMTP port refuses connections. */
export async function stopMailCatcher(): Promise<void> {
  const pid = Number(readFileSync(pidFile(), 'utf8'));
  if (!running(pid)) return;
  process.kill(pid, 'SIGTERM');
  const killAt = Date.now() + 10_000;
  while (running(pid)) {
    if (Date.now() > killAt) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every e-mail the catcher holds, oldest first. */
export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${(await mailCatcherUrls()).inboxUrl}/email`);
  if (!response.ok) throw new Error(`mail catcher: GET /email answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** The e-mail to `address` with this subject, if the catcher has it. */
export async function caughtMail(address: string, subject: string): Promise<CaughtMail | undefined> {
  return (await caughtMails()).find(
    (mail) => mail.subject === subject && mail.to.some((recipient) => recipient.address === address),
  );
}

/** The content of one attachment of an e-mail, as the recipient downloads it. */
export async function attachmentOf(mail: CaughtMail, fileName: string): Promise<Buffer> {
  const attachment = mail.attachments?.find((file) => file.fileName === fileName);
  if (!attachment) throw new Error(`mail ${mail.id} has no attachment ${fileName}`);
  const { inboxUrl } = await mailCatcherUrls();
  const response = await fetch(`${inboxUrl}/email/${mail.id}/attachment/${attachment.generatedFileName}`);
  if (!response.ok) throw new Error(`mail catcher: attachment ${fileName} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
