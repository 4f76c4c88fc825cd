import { getQueueToken } from '@nestjs/bullmq';
import { type Job, type Queue } from 'bullmq';
import request from 'supertest';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { mailStackForSuite } from './helpers/mail-stack';
import { type ReceivedMail } from './helpers/smtp-sink';
import { waitFor } from './helpers/wait-for';

const NOTIFY = ['betrieb@example.at', 'chefin@example.at'];

/**
 * The worker's mail processor against a real SMTP server on 127.0.0.1 (a sink written for the test):
 * visitor form → API (Postgres + queued job in Redis) → worker → SMTP.
 */
describe('operator e-mails through SMTP (worker mail processor)', () => {
  const stack = mailStackForSuite({
    // A password with reserved characters, percent-encoded in the URL.
    smtpLogin: 'website%40example.at:g%3Aheim%2F1',
    env: {
      NOTIFY_EMAIL: NOTIFY.join(', '),
      MAIL_FROM: 'website@example.at',
      SITE_PUBLIC_URL: 'https://treppen.example.at/',
    },
  });
  const mailQueue = () => stack.app.get<Queue>(getQueueToken('mail'), { strict: false });

  const receivedWith = (subject: string) => () =>
    stack.sink.messages.find((m) => m.headers.subject?.includes(subject));
  // The job as read once it had finished: its finish time and return value are written together. (Reading the
  // job, then its state, could see the state flip to completed after the job was read, without its return value.)
  const completed = async (jobId: string): Promise<Job> =>
    waitFor(async () => {
      const job = await mailQueue().getJob(jobId);
      return job?.finishedOn !== undefined && (await job.isCompleted()) ? job : undefined;
    });

  it('a contact message reaches the operator: envelope, login, German headers and text, Reply-To the visitor', async () => {
    await request(stack.server)
      .post('/api/contact')
      .send({
        name: 'Jörg Müller',
        email: 'joerg.mueller@example.com',
        message: 'Grüß Gott,\nwas kostet eine Stufenverkleidung für 14 Stufen?\n.\nDanke!',
      })
      .expect(200);

    const received: ReceivedMail = await waitFor(receivedWith('Kontaktanfrage'));
    expect(received.auth).toEqual({ user: 'website@example.at', pass: 'g:heim/1' });
    expect(received.from).toBe('website@example.at');
    expect(received.to).toEqual(NOTIFY);
    expect(received.headers.subject).toBe('Neue Kontaktanfrage von Jörg Müller');
    expect(received.headers.from).toContain('<website@example.at>');
    expect(received.headers.from).toContain(stack.config.site.companyName);
    expect(received.headers.to).toBe(NOTIFY.join(', '));
    expect(received.headers['reply-to']).toMatch(/Jörg Müller.*<joerg\.mueller@example\.com>/);
    expect(received.headers['auto-submitted']).toBe('auto-generated');
    expect(received.text).toContain('Name:    Jörg Müller');
    expect(received.text).toContain('E-Mail:  joerg.mueller@example.com');
    expect(received.text).toMatch(/Eingang: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    // The message as sent, line breaks and a lone dot (SMTP's end marker) included.
    expect(received.text).toContain(
      'Grüß Gott,\nwas kostet eine Stufenverkleidung für 14 Stufen?\n.\nDanke!',
    );
    expect(received.text).toContain('https://treppen.example.at/admin');

    const [row] = await stack.db.query('SELECT id FROM contact_messages');
    const job = await completed(`contact-message-${row.id}`);
    expect(job.returnvalue).toBe('sent');
    // Named for good: a resend after a worker died mid-job is the same message, shown once.
    expect(received.headers['message-id']).toBe(`<contact-message.${row.id}@example.at>`);
  });

  it('phone leads and quote requests are e-mailed too', async () => {
    const calc = await request(stack.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 12, stepWidth: 100, stepDepth: 30 })
      .expect(200);
    await request(stack.server)
      .post('/api/store-phone')
      .send({
        phone: '+43 664 123 45 67',
        service: 'termin_service',
        context: 'concrete_calculator',
        calculationData: { quoteNumber: calc.body.quoteNumber },
      })
      .expect(200);
    await request(stack.server)
      .post('/api/detailed-quote')
      .send({ phone: '0676 7654321', calculationType: 'concrete', calculationId: calc.body.id })
      .expect(200);

    const phone = await waitFor(receivedWith('Neue Telefonnummer'));
    expect(phone.to).toEqual(NOTIFY);
    expect(phone.headers.subject).toBe('Neue Telefonnummer (Priorität Hoch): +43 664 123 45 67');
    expect(phone.headers['reply-to']).toBeUndefined();
    expect(phone.text).toContain('Telefon:   +43 664 123 45 67');
    expect(phone.text).toContain('Service:   Termin-Service (termin_service)');
    expect(phone.text).toContain(`Angebot:   ${calc.body.quoteNumber}`);

    const quote = await waitFor(receivedWith('Neue Preisprüfung'));
    expect(quote.headers.subject).toBe(`Neue Preisprüfung zu ${calc.body.quoteNumber}: 0676 7654321`);
    expect(quote.text).toContain('Berechnung: Betonstufen verkleiden (concrete)');
  });

  it('a mail server that is down fails the attempt; BullMQ retries with backoff and the e-mail arrives later', async () => {
    stack.sink.refuse = true;
    const connectionsBefore = stack.sink.connections;
    await request(stack.server)
      .post('/api/contact')
      .send({ name: 'Später Zugestellt', email: 'spaet@example.com', message: 'Bitte um Rückruf.' })
      .expect(200);
    await stack.app.get(BackgroundTasks).idle();
    const [row] = await stack.db.query(`SELECT id FROM contact_messages WHERE name = 'Später Zugestellt'`);
    const jobId = `contact-message-${row.id}`;

    const failedOnce = await waitFor(async () => {
      const job = await mailQueue().getJob(jobId);
      return job && job.attemptsMade >= 1 && (await job.getState()) === 'delayed' ? job : undefined;
    });
    expect(failedOnce.failedReason).toMatch(/421/);
    expect(stack.sink.connections).toBeGreaterThan(connectionsBefore);
    expect(stack.sink.messages.some((m) => m.headers.subject?.includes('Später Zugestellt'))).toBe(false);

    // The server is back before the first retry (10 s backoff).
    stack.sink.refuse = false;
    const received = await waitFor(receivedWith('Später Zugestellt'), 20_000);
    expect(received.text).toContain('Bitte um Rückruf.');
    const job = await completed(jobId);
    expect(job.attemptsMade).toBe(2);
    expect(job.returnvalue).toBe('sent');
  }, 40_000);
});
