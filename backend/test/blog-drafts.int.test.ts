import { BLOG_MESSAGES, type BlogArticle, type BlogArticlesPage } from '@stairs/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { mailStackForSuite } from './helpers/mail-stack';
import { type ReceivedMail } from './helpers/smtp-sink';
import { waitFor } from './helpers/wait-for';

const PUBLIC_URL = 'https://treppen.example.at';

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * Drafts from visitors end to end through the API, the worker (AI text, operator e-mail) and a real SMTP server
 * on 127.0.0.1: photo → draft text by the local provider; e-mail → draft → operator e-mail → publish link.
 */
describe('blog drafts from a photo and from an e-mail', () => {
  const stack = mailStackForSuite({
    env: { NOTIFY_EMAIL: 'betrieb@example.at', SITE_PUBLIC_URL: `${PUBLIC_URL}/` },
  });

  const adminArticle = async (id: string): Promise<BlogArticle | undefined> =>
    (
      (await stack.admin.get('/api/admin/blog/articles').expect(200)).body as { articles: BlogArticle[] }
    ).articles.find((article) => article.id === id);
  const mailAbout = (title: string) => () =>
    stack.sink.messages.find((message) => message.headers.subject === `Neuer Blog-Entwurf: ${title}`);
  const sendPhoto = (bytes: Buffer, query: string) =>
    request(stack.server)
      .post(`/api/blog/quick-upload${query}`)
      .set('Content-Type', 'image/jpeg')
      .send(bytes);

  it('a photo becomes a draft whose text the worker writes from the picture; two pictures read differently', async () => {
    const dark = await sendPhoto(
      await photo(600, 900, '#4a2f1d'),
      `?filename=${encodeURIComponent('IMG_2041 nussbaum-stiege.jpg')}`,
    ).expect(201);
    expect(dark.body).toMatchObject({
      success: true,
      article: { title: 'nussbaum stiege', status: 'draft' },
    });
    const bright = await sendPhoto(
      await photo(1200, 800, '#e9e4da'),
      `?filename=x.jpg&description=${encodeURIComponent('Weiß lackierte Stufen in Hietzing. Fertig im Mai.')}`,
    ).expect(201);
    expect(bright.body.article.title).toBe('Weiß lackierte Stufen in Hietzing.');

    const written = async (id: string) =>
      waitFor(async () => {
        const article = await adminArticle(id);
        return article?.content.includes('## Was das Bild zeigt') ? article : undefined;
      }, 20_000);
    const darkDraft = await written(dark.body.article.id);
    const brightDraft = await written(bright.body.article.id);
    expect(darkDraft.status).toBe('draft');
    expect(darkDraft.content).toMatch(/^!\[nussbaum stiege\]\(\/objects\/blog\/[0-9a-f-]+\.jpg\)/);
    expect(darkDraft.content).toContain('Nussbaum');
    expect(brightDraft.content).toContain('Weiß lackierte Stufen in Hietzing. Fertig im Mai.');
    const describedPart = (article: BlogArticle) => article.content.split('## Was das Bild zeigt')[1];
    expect(describedPart(darkDraft)).not.toBe(describedPart(brightDraft));
    // The picture is stored and served.
    const imagePath = /\((\/objects\/blog\/[^)]+)\)/.exec(darkDraft.content)?.[1] ?? '';
    await request(stack.server).get(imagePath).expect(200).expect('Content-Type', 'image/jpeg');
    // Still invisible to visitors; the operator is told once the text exists.
    expect(
      ((await request(stack.server).get('/api/blog/articles').expect(200)).body as BlogArticlesPage).articles,
    ).toEqual([]);
    const mail = await waitFor(mailAbout('nussbaum stiege'));
    expect(mail.text).toContain('Aus einem hochgeladenen Foto');
  });

  it('refuses what is no picture, an empty body and an oversized one with German messages', async () => {
    const text = await request(stack.server)
      .post('/api/blog/quick-upload?filename=a.jpg')
      .set('Content-Type', 'image/jpeg')
      .send(Buffer.from('kein Bild'))
      .expect(400);
    expect(text.body.message).toMatch(/Bild/);
    const empty = await request(stack.server)
      .post('/api/blog/quick-upload')
      .set('Content-Type', 'image/jpeg')
      .expect(400);
    expect(empty.body.message).toBe('Bitte wählen Sie ein Bild aus.');
    const large = await request(stack.server)
      .post('/api/blog/quick-upload')
      .set('Content-Type', 'image/jpeg')
      .set('Content-Length', String(60 * 1024 * 1024))
      .send(Buffer.alloc(10))
      .catch((error: { response?: request.Response }) => error.response);
    expect(large?.status).toBe(413);
    // Sent as JSON, the body is read by the JSON parser: an answer at once, not a request that waits for ever.
    const json = await request(stack.server)
      .post('/api/blog/quick-upload')
      .send({ bild: 'nein' })
      .expect(400);
    expect(json.body.message).toMatch(/kein unterstütztes Bild/);
    const longName = await sendPhoto(await photo(10, 10, '#888'), `?filename=${'a'.repeat(300)}`).expect(400);
    expect(longName.body.message).toBe(BLOG_MESSAGES.photoQueryTooLong);
  });

  it('an e-mail draft reaches the operator with a link that publishes it once; a changed link is refused', async () => {
    const created = await request(stack.server)
      .post('/api/blog/from-email')
      .send({ subject: 'Eichenstufen in Ottakring', body: 'Die alte Betonstiege hat jetzt Eichenstufen.' })
      .expect(201);
    const id = created.body.article.id as string;
    const mail: ReceivedMail = await waitFor(mailAbout('Eichenstufen in Ottakring'));
    expect(mail.to).toEqual(['betrieb@example.at']);
    expect(mail.text).toContain('Aus einer E-Mail an den Blog');
    const link = new RegExp(`${PUBLIC_URL}(/api/blog/publish-link/${id}\\?token=[A-Za-z0-9_-]+)`).exec(
      mail.text,
    )?.[1];
    expect(link).toBeDefined();
    const path = link as string;

    // A tampered token or another article's id: refused, nothing published.
    const tampered = path.replace(
      /token=(.)/,
      (_match, first: string) => `token=${first === 'A' ? 'B' : 'A'}`,
    );
    const refused = await request(stack.server).post(tampered).expect(403);
    expect(refused.text).toContain(BLOG_MESSAGES.publishLinkInvalid);
    const otherId = '00000000-0000-4000-8000-000000000000';
    await request(stack.server).get(path.replace(id, otherId)).expect(403);
    expect((await adminArticle(id))?.status).toBe('draft');

    // Opening the link only shows the button (mail scanners open links); the button publishes.
    const confirm = await request(stack.server)
      .get(path)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(confirm.text).toContain('Eichenstufen in Ottakring');
    expect(confirm.text).toContain('<form method="post"');
    expect((await adminArticle(id))?.status).toBe('draft');
    const published = await request(stack.server).post(path).expect(200);
    expect(published.text).toContain('Artikel veröffentlicht');

    const article = (await adminArticle(id)) as BlogArticle;
    expect(article.status).toBe('published');
    await request(stack.server).get(`/api/blog/article/${article.slug}`).expect(200);
    const sitemap = await request(stack.server).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain(`/blog/${article.slug}`);

    // Once: the second click is refused, and so is the link after an admin unpublished the article.
    const again = await request(stack.server).post(path).expect(410);
    expect(again.text).toContain(BLOG_MESSAGES.publishLinkUsed);
    await stack.admin
      .put(`/api/blog/article/${id}`)
      .send({ title: article.title, content: article.content, status: 'draft' })
      .expect(200);
    await request(stack.server).post(path).expect(410);
    expect((await adminArticle(id))?.status).toBe('draft');
  });
});
