import request from 'supertest';
import { BLOG_MESSAGES, type GalleryImage, LEAD_MESSAGES } from '@stairs/contracts';
import { testAppForSuite } from './helpers/test-app';

// The gallery's price check and /upload's e-mail to the blog sent without script are answered by the page server
// (shell/renderer/page-server.mjs) with the remotes' own pages: it sends their fields to these JSON routes (empty
// fields left out) and shows each field's message under it. What the visitor then sees is tested where it is
// drawn (the remotes' render tests, e2e/tests/forms-first.e2e.ts); here, the answers those pages are made of.

describe('the answers the page server makes the price check’s and the e-mail-to-blog pages of', () => {
  const t = testAppForSuite({ admin: true });

  it('a price check with wrong fields: 400 with each field’s own message', async () => {
    const project = (
      await t.admin
        .post('/api/admin/gallery-images')
        .send({
          title: 'Eichenstufen',
          category: 'massivstufen',
          imageUrl: '/objects/gallery/eiche.w1920.webp',
          isActive: true,
        })
        .expect(201)
    ).body as GalleryImage;
    const res = await request(t.server)
      .post('/api/gallery-quote-request')
      .send({
        galleryNumber: project.galleryNumber,
        customerName: 'Maria',
        customerPhone: 'abc',
        message: 'x'.repeat(2001),
      })
      .expect(400);
    expect(res.body.fields).toEqual({
      customerEmail: LEAD_MESSAGES.requiredFieldsMissing,
      customerPhone: LEAD_MESSAGES.phoneInvalid,
      requestedService: LEAD_MESSAGES.requiredFieldsMissing,
      message: LEAD_MESSAGES.messageTooLong,
    });
    const unknownService = await request(t.server)
      .post('/api/gallery-quote-request')
      .send({
        galleryNumber: project.galleryNumber,
        customerName: 'Maria',
        customerEmail: 'maria@example.at',
        requestedService: 'gratis',
      })
      .expect(400);
    expect(unknownService.body.fields).toEqual({ requestedService: LEAD_MESSAGES.galleryServiceInvalid });
  });

  it('an e-mail with neither subject nor body: 400 with the message under both; too long: under that field', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM blog_articles'))[0].n;
    const empty = await request(t.server).post('/api/blog/from-email').send({}).expect(400);
    expect(empty.body).toMatchObject({
      message: BLOG_MESSAGES.emailEmpty,
      fields: { subject: BLOG_MESSAGES.emailEmpty, body: BLOG_MESSAGES.emailEmpty },
    });
    const long = await request(t.server)
      .post('/api/blog/from-email')
      .send({ subject: 'a'.repeat(201), body: 'Text' })
      .expect(400);
    expect(long.body.fields).toEqual({ subject: BLOG_MESSAGES.emailTooLong });
    expect((await t.db.query('SELECT count(*)::int AS n FROM blog_articles'))[0].n).toBe(before);
  });
});
