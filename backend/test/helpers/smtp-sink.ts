import { createServer, type Server, type Socket } from 'node:net';

/** One message as the sink received it. */
export interface ReceivedMail {
  /** AUTH PLAIN credentials, if the client logged in. */
  auth?: { user: string; pass: string };
  from: string;
  to: string[];
  /** Raw message (headers + body) after dot-unstuffing. */
  raw: string;
  headers: Record<string, string>;
  /** Decoded text body (quoted-printable / base64 / 7bit); of a multipart message, its text/plain part. */
  text: string;
  /** The parts of a multipart message with a filename (Content-Disposition attachment), decoded. */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests: 220 greeting, EHLO with AUTH PLAIN, MAIL/RCPT 250, DATA 354,
 * end of data 250, QUIT 221. With `refuse = true` it answers every connection with 421 (server down for
 * maintenance), so the client fails like with an unreachable mail server.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  refuse = false;
  connections = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  get port(): number {
    const address = this.server?.address();
    if (!address || typeof address === 'string') throw new Error('SMTP sink is not listening');
    return address.port;
  }

  /** Listens on 127.0.0.1, on a free port unless one is given (a stack started before the test names its own). */
  async start(port = 0): Promise<this> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, '127.0.0.1', () => resolve());
    });
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private session(socket: Socket): void {
    this.connections += 1;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    if (this.refuse) {
      reply('421 sink.test Service not available, try again later');
      socket.end();
      return;
    }

    let buffer = '';
    let inData = false;
    let awaitingAuth = false;
    let envelope: { auth?: ReceivedMail['auth']; from: string; to: string[] } = { from: '', to: [] };
    const login = (base64: string) => {
      const [, user = '', pass = ''] = Buffer.from(base64, 'base64').toString('utf8').split('\u0000');
      envelope.auth = { user, pass };
      reply('235 2.7.0 Authentication successful');
    };

    reply('220 sink.test ESMTP test sink');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          this.messages.push({ ...envelope, raw, ...parseMessage(raw) });
          envelope = { auth: envelope.auth, from: '', to: [] };
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (awaitingAuth) {
          awaitingAuth = false;
          login(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') {
          socket.write('250-sink.test\r\n250-AUTH PLAIN\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        } else if (command === 'HELO' || command === 'RSET' || command === 'NOOP') {
          reply('250 Ok');
        } else if (command === 'AUTH') {
          const [, , initial] = line.split(' ');
          if (initial) login(initial);
          else {
            awaitingAuth = true;
            reply('334 ');
          }
        } else if (command === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 Ok');
        } else if (command === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else {
          reply('502 5.5.2 Command not recognized');
        }
      }
    });
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? Buffer.from(decodeQuotedPrintable(body), 'utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'utf8');
  return { headers, body: decoded };
}

/** The leaf parts of a (nested) multipart body, in order. */
function leafParts(part: MimePart, raw: string): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!/^multipart\//i.test(part.headers['content-type'] ?? '') || !boundary) return [part];
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const inner = chunk.replace(/^\r\n/, '').replace(/\r\n$/, '');
      return leafParts(parsePart(inner), inner);
    });
}

function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'attachments'> {
  const message = parsePart(raw);
  const parts = leafParts(message, raw);
  const textPart = parts.find((part) =>
    (part.headers['content-type'] ?? 'text/plain').startsWith('text/plain'),
  );
  const attachments = parts.flatMap((part) => {
    const filename = /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1];
    return filename
      ? [
          {
            filename,
            contentType: (part.headers['content-type'] ?? '').split(';')[0] ?? '',
            content: part.body,
          },
        ]
      : [];
  });
  return {
    headers: message.headers,
    text: (textPart?.body.toString('utf8') ?? '').replace(/\r\n/g, '\n'),
    attachments,
  };
}
