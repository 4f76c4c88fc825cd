import { Injectable, Module } from '@nestjs/common';
import {
  API_MESSAGES,
  definePublicForm,
  type FormSpamCounts,
  HONEYPOT_FIELD,
  PUBLIC_FORM_LIST,
  publicFormEndpoints,
  type SpamCounts,
  type SuccessResponse,
} from '@stairs/contracts';
import request from 'supertest';
import { RequiredText } from '../src/common/validation';
import { definePublicFormHandler } from '../src/public-forms/public-form';
import { PublicFormsModule } from '../src/public-forms/public-forms.module';
import { examplePosts } from './helpers/form-examples';
import { nestEndpoints, OTHER_PUBLIC_WRITES, publicWrites } from './helpers/routes';
import { testAppForSuite } from './helpers/test-app';

/**
 * A public form declared only here, as docs/conventions.md ("Adding a public form") says: the contracts' half
 * (definePublicForm) and the backend's (definePublicFormHandler). Nothing else is written for it, yet it gets its
 * JSON post, the rate limit, the spam check with its decoy and its count under its label, and the route guard's
 * consent (its post without script and thank-you page are the page server's, derived from the same declaration:
 * shell's form-posts.test.ts).
 */
const NOTE_MESSAGES = {
  required: 'Bitte schreiben Sie uns, wann wir Sie erreichen.',
  tooLong: 'Bitte fassen Sie sich kürzer (höchstens 200 Zeichen).',
  stored: 'Danke! Wir rufen Sie zur genannten Zeit zurück.',
} as const;

/** Its name for the operator. */
const NOTE_LABEL = 'Rückruf-Notiz';

const NOTE_FORM = definePublicForm<SuccessResponse, { note: string }>()({
  name: 'callbackNote',
  fields: ['note'],
  rateLimit: 'lead',
  json: { name: 'callbackNote', path: '/api/callback-note' },
  sentPage: true,
});

class CallbackNoteDto {
  @RequiredText(NOTE_MESSAGES.required, 200, NOTE_MESSAGES.tooLong)
  note!: string;
}

/** Where the form's answer stores what a person sent (what a caught post must not reach). */
@Injectable()
class CallbackNotes {
  readonly notes: string[] = [];
}

@Module({ providers: [CallbackNotes] })
class CallbackNotesModule {}

const callbackNoteForm = definePublicFormHandler({
  form: NOTE_FORM,
  label: NOTE_LABEL,
  dto: CallbackNoteDto,
  services: { store: CallbackNotes },
  readme: {},
  openApi: { tag: 'leads', json: 'A callback time' },
  answer: async (dto, { store }) => {
    store.notes.push(dto.note);
    return { success: true, message: NOTE_MESSAGES.stored };
  },
  decoy: async () => ({ success: true, message: NOTE_MESSAGES.stored }),
  example: () => ({ body: { note: 'Morgen ab 9 Uhr' } }),
});

describe('a public form declared only in a test', () => {
  const t = testAppForSuite({
    admin: true,
    env: { RATE_LIMIT_LEADS: '4' },
    imports: [CallbackNotesModule, PublicFormsModule.register([callbackNoteForm])],
  });
  let nextClient = 1;
  /** Each test its own client address: the small lead bucket of this app is the rate limit's test. */
  const client = () => `203.0.113.${nextClient++}`;
  const notes = () => t.app.get(CallbackNotes).notes;
  const json = (body: object, ip = client()) =>
    request(t.server).post(NOTE_FORM.json.path).set('X-Forwarded-For', ip).send(body);

  /** The admin's spam counts of the form: its entry, by its name. */
  async function counted(): Promise<FormSpamCounts | undefined> {
    const { forms } = (await t.admin.get('/api/admin/spam-counts').expect(200)).body as SpamCounts;
    return forms.find((entry) => (entry.form as string) === NOTE_FORM.name);
  }

  /** Its caught posts of today (Vienna's). */
  async function caught(): Promise<number> {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
    return (await counted())?.days.find((entry) => entry.day === today)?.count ?? 0;
  }

  it('gets its JSON post, public, at the API-table entry it declares (nothing under the forms’ path)', () => {
    const routes = nestEndpoints(t.app).filter((e) => e.path.includes('callback-note'));
    const entries = Object.values(publicFormEndpoints({ callbackNote: NOTE_FORM }));
    expect(routes.map((e) => `${e.method} ${e.path} ${e.isPublic}`).sort()).toEqual(
      entries.map((e) => `${e.method} ${e.path} true`).sort(),
    );
    expect(entries.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /api/callback-note']);
  });

  it('the route guard allows its post, in its bucket, because it is declared (and refuses them otherwise)', () => {
    const writes = nestEndpoints(t.app).filter((e) => e.isPublic && e.method !== 'GET');
    const declared = publicWrites([...PUBLIC_FORM_LIST, NOTE_FORM], OTHER_PUBLIC_WRITES);
    expect(writes.filter((e) => !declared.has(`${e.method} ${e.path}`))).toEqual([]);
    for (const e of writes)
      expect([e.path, e.rateLimitBucket]).toEqual([e.path, declared.get(`${e.method} ${e.path}`)]);
    const withoutIt = publicWrites(PUBLIC_FORM_LIST, OTHER_PUBLIC_WRITES);
    expect(writes.filter((e) => !withoutIt.has(`${e.method} ${e.path}`)).map((e) => e.path)).toEqual([
      NOTE_FORM.json.path,
    ]);
  });

  it('its example is the valid call of its post in the fuzz test; a form without one fails it, saying why', async () => {
    const context = { calculationId: '', galleryNumber: '', shareToken: '' };
    const posts = examplePosts(callbackNoteForm, context);
    expect(posts).toEqual({
      callbackNote: { path: NOTE_FORM.json.path, json: { note: 'Morgen ab 9 Uhr' } },
    });
    await json(posts.callbackNote?.json ?? {}).expect(200);
    const { example: _none, ...withoutExample } = callbackNoteForm;
    expect(() => examplePosts(withoutExample as typeof callbackNoteForm, context)).toThrow(
      "The public form 'callbackNote' has no example: give its handler (definePublicFormHandler) `example`, a valid post.",
    );
  });

  it('JSON: a person’s post gets the answer; bad input a German 400', async () => {
    const res = await json({ note: '  Morgen ab 9 Uhr  ' }).expect(200);
    expect(res.body).toEqual({ success: true, message: NOTE_MESSAGES.stored });
    expect(notes()).toContain('Morgen ab 9 Uhr');
    expect((await json({ note: ' ' }).expect(400)).body.message).toBe(NOTE_MESSAGES.required);
    expect((await json({ note: 'x', extra: 1 }).expect(400)).body.message).toBe(
      `${API_MESSAGES.unknownField}: extra.`,
    );
  });

  it('spam: a filled honeypot or an untouched two-second post gets the person’s answer, is counted, stores nothing', async () => {
    const stored = notes().length;
    const before = await caught();
    const bot = { [HONEYPOT_FIELD]: 'https://billig.example' };
    expect((await json({ note: 'Jederzeit', ...bot }).expect(200)).body).toEqual({
      success: true,
      message: NOTE_MESSAGES.stored,
    });
    await json({ note: 'Jederzeit', fillTime: { sincePageStartMs: 300, touched: false } }).expect(200);
    expect(notes()).toHaveLength(stored);
    expect(await caught()).toBe(before + 2);
    // A caught post with bad input gets a person's 400 and is not counted.
    await json({ note: '', ...bot }).expect(400);
    expect(await caught()).toBe(before + 2);
  });

  it('the operator’s spam counts name it by its label, beside the declared forms (in their order)', async () => {
    const { forms } = (await t.admin.get('/api/admin/spam-counts').expect(200)).body as SpamCounts;
    expect(
      forms.filter((entry) => (entry.form as string) !== NOTE_FORM.name).map((entry) => entry.form),
    ).toEqual(PUBLIC_FORM_LIST.map((form) => form.name));
    expect(await counted()).toMatchObject({ form: NOTE_FORM.name, label: NOTE_LABEL });
  });

  it('the rate limit: its posts count against its bucket; past it, 429', async () => {
    const ip = client();
    for (let i = 0; i < 4; i += 1) await json({ note: 'Mittags' }, ip).expect(200);
    await json({ note: 'Mittags' }, ip).expect(429);
  });
});
