import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { type AppConfig, InjectConfig } from '../config';
import { type OperatorMail } from './notification-texts';

/** Short enough that a hanging mail server fails the job (and BullMQ retries it) instead of blocking the worker. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An e-mail to one visitor (their own address, which they gave for it). */
export interface VisitorMail {
  /** Names this e-mail for good (see messageIdOf). */
  identity: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface SentMail {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/**
 * SMTP delivery (nodemailer), configured by SMTP_URL, NOTIFY_EMAIL and MAIL_FROM: operator notifications, and the
 * quotes visitors ask to receive.
 */
@Injectable()
export class MailTransport implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailTransport');
  private transporter: Transporter<SMTPTransport.SentMessageInfo> | undefined;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** False without SMTP_URL: notifications are logged only. */
  get configured(): boolean {
    return this.config.mail.smtp !== undefined;
  }

  get recipients(): string[] {
    return this.config.mail.notifyTo;
  }

  onApplicationBootstrap(): void {
    const smtp = this.config.mail.smtp;
    if (smtp) {
      this.logger.log(
        `Operator notifications via SMTP ${smtp.host}:${smtp.port} to ${this.recipients.join(', ')}`,
      );
    } else if (this.config.isProduction) {
      this.logger.warn('SMTP_URL is not set: operator notifications are only logged, no e-mail is sent');
    } else {
      this.logger.log('SMTP_URL is not set: operator notifications are logged instead of sent');
    }
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }

  /**
   * Sends to the operator; throws when the server refuses or cannot be reached (the job is retried). `identity`
   * names the e-mail for good (e.g. `contact-message.<id>`), see messageIdOf.
   */
  send(mail: OperatorMail, identity: string): Promise<SentMail> {
    return this.deliver(identity, {
      to: this.recipients,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  }

  /** Sends a visitor the e-mail they asked for (their quote), with its attachments; throws like send(). */
  sendToVisitor(mail: VisitorMail): Promise<SentMail> {
    // The visitor answers the operator, not the website's sender address.
    const [operator] = this.recipients;
    const { identity, ...message } = mail;
    return this.deliver(identity, { ...message, ...(operator ? { replyTo: operator } : {}) });
  }

  /**
   * One Message-ID per e-mail, however often it is sent: a worker that dies after the mail server took the
   * message but before the job was marked done sends it again on the retry, and the copy is the same message,
   * which mail clients and mailbox providers show once (RFC 5322 §3.6.4: a Message-ID names one message).
   */
  private messageIdOf(identity: string): string {
    const domain = this.config.mail.from.split('@')[1] ?? 'localhost';
    return `<${identity}@${domain}>`;
  }

  private async deliver(identity: string, message: SendMailOptions): Promise<SentMail> {
    const transporter = this.transport();
    const info = await transporter.sendMail({
      ...message,
      messageId: this.messageIdOf(identity),
      from: { name: this.config.site.companyName, address: this.config.mail.from },
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    const addresses = (list: SMTPTransport.SentMessageInfo['accepted']) =>
      list.map((entry) => (typeof entry === 'string' ? entry : entry.address));
    return {
      messageId: info.messageId,
      accepted: addresses(info.accepted),
      rejected: addresses(info.rejected),
    };
  }

  private transport(): Transporter<SMTPTransport.SentMessageInfo> {
    const smtp = this.config.mail.smtp;
    if (!smtp) throw new Error('SMTP_URL is not configured');
    this.transporter ??= createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      requireTLS: smtp.requireTLS,
      ...(smtp.auth ? { auth: smtp.auth } : {}),
      ...SMTP_TIMEOUTS,
    });
    return this.transporter;
  }
}
