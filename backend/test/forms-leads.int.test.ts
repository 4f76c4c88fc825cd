import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  API,
  BLOG_LIST_TEXTS,
  BLOG_MESSAGES,
  blogListPagePath,
  FORM_ACTIONS,
  FORM_SENT_PAGES,
  galleryPriceCheckPagePath,
  galleryPriceCheckSentPagePath,
  type GalleryImage,
  LEAD_MESSAGES,
} from '@stairs/contracts';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { errorSummaryOf, fieldOnPage, parsePage, postForm, textOf } from './helpers/form-pages';
import { testAppForSuite } from './helpers/test-app';

async function count(db: DataSource, table: string): Promise<number> {
  const [row] = (await db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[];
  return row?.n ?? 0;
}

describe('gallery price check and e-mail to blog without script', () => {
  const t = testAppForSuite({ admin: true });

  /** Waits until the queued jobs of the request are in Redis, then reads a row's outbox mark. */
  async function notificationQueuedAt(table: string, id: string): Promise<unknown> {
    await t.app.get(BackgroundTasks).idle();
    const [row] = await t.db.query(`SELECT notification_queued_at FROM ${table} WHERE id = $1`, [id]);
    return row.notification_queued_at;
  }

  describe('gallery price check', () => {
    let project: GalleryImage;
    let hidden: GalleryImage;

    beforeAll(async () => {
      const create = async (title: string, isActive: boolean) =>
        (
          await t.admin
            .post('/api/admin/gallery-images')
            .send({
              title,
              description: 'Betonstiege mit Eichenstufen verkleidet.\nFertig in zwei Tagen.',
              category: 'massivstufen',
              imageUrl: '/objects/gallery/eiche.w1920.webp',
              isActive,
            })
            .expect(201)
        ).body as GalleryImage;
      project = await create('Eichenstufen "Ottakring" <1>', true);
      hidden = await create('Inaktives Projekt', false);
    });

    it('the project’s page: title, the middle-size picture with its alt text, category, number, description and the form', async () => {
      const res = await request(t.server).get(galleryPriceCheckPagePath(project.galleryNumber)).expect(200);
      const $ = parsePage(res.text);
      expect($('h1').text()).toBe('Eichenstufen "Ottakring" <1>');
      expect($('title').text()).toContain('Eichenstufen "Ottakring" <1>');
      const picture = $('img.sf-picture');
      expect(picture.attr('src')).toBe('/objects/gallery/eiche.w800.webp');
      expect(picture.attr('srcset')).toContain('/objects/gallery/eiche.w1920.webp 1920w');
      expect(picture.attr('alt')).toBe('Eichenstufen "Ottakring" <1>');
      expect([picture.attr('width'), picture.attr('height')]).toEqual(['800', '600']);
      const text = textOf($);
      expect(text).toContain('Massivstufen');
      expect(text).toContain(`Projekt-Nr. ${project.galleryNumber}`);
      expect($('.sf-description').text()).toBe(
        'Betonstiege mit Eichenstufen verkleidet.\nFertig in zwei Tagen.',
      );
      const form = $(`form[action="${FORM_ACTIONS.galleryPriceCheck}"]`);
      expect(form.attr('method')).toBe('post');
      expect(form.find('input[name="galleryNumber"]').attr('value')).toBe(project.galleryNumber);
      expect(fieldOnPage($, 'price-check-customerName').label).toBe('Name *');
      expect(fieldOnPage($, 'price-check-requestedService').label).toBe('Gewünschte Leistung *');
      expect(
        $('#price-check-requestedService option')
          .toArray()
          .map((option) => [$(option).attr('value'), $(option).text()]),
      ).toEqual([
        ['', 'Bitte wählen'],
        ['concrete', 'Betonstufen verkleiden'],
        ['renovation', 'Treppe renovieren'],
        ['custom', 'Individuelle Lösung'],
      ]);
      expect(form.find('button[type="submit"]').text()).toBe('Anfrage senden');
    });

    it('an unknown, inactive or malformed number is a 404 page; a post about one is a 400 page', async () => {
      for (const galleryNumber of ['G-999999', hidden.galleryNumber, 'X"<b>']) {
        const res = await request(t.server).get(galleryPriceCheckPagePath(galleryNumber)).expect(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(textOf(parsePage(res.text))).toContain('Dieses Projekt wurde nicht gefunden.');
        expect(res.text).not.toContain('<b>');
      }
      for (const galleryNumber of ['G-999999', hidden.galleryNumber]) {
        const posted = await postForm(t.server, FORM_ACTIONS.galleryPriceCheck, {
          galleryNumber,
          customerName: 'Maria',
          customerEmail: 'maria@example.at',
          requestedService: 'custom',
        }).expect(400);
        expect(textOf(parsePage(posted.text))).toContain('Dieses Projekt wurde nicht gefunden.');
      }
      await request(t.server).get(galleryPriceCheckSentPagePath('G-999999')).expect(404);
    });

    it('a valid post is a quote request about the project with its e-mail, and leads (303) to the thank-you page naming it', async () => {
      const res = await postForm(t.server, FORM_ACTIONS.galleryPriceCheck, {
        galleryNumber: project.galleryNumber,
        customerName: 'Maria Muster',
        customerEmail: 'maria.muster@example.at',
        customerPhone: '',
        requestedService: 'renovation',
        message: ' 12 Stufen, Eiche ',
      }).expect(303);
      expect(res.headers.location).toBe(galleryPriceCheckSentPagePath(project.galleryNumber));
      const [row] = await t.db.query(
        `SELECT id, customer_name, email, phone, service, status, calculation_data FROM quote_requests
          WHERE email = 'maria.muster@example.at'`,
      );
      expect(row).toEqual({
        id: expect.any(String),
        customer_name: 'Maria Muster',
        email: 'maria.muster@example.at',
        phone: null,
        service: 'renovation',
        status: 'pending',
        calculation_data: { galleryNumber: project.galleryNumber, message: '12 Stufen, Eiche' },
      });
      expect(await notificationQueuedAt('quote_requests', row.id)).toBeInstanceOf(Date);

      const $ = parsePage(
        (
          await request(t.server)
            .get(res.headers.location ?? '')
            .expect(200)
        ).text,
      );
      expect($('h1').text()).toBe('Anfrage gesendet!');
      expect(textOf($)).toContain(
        `Ihre Preisanfrage zu Projekt ${project.galleryNumber} ist bei uns eingegangen. Wir melden uns in Kürze.`,
      );
    });

    it('an invalid post: 400, the project page with the messages under the fields and the values kept', async () => {
      const before = await count(t.db, 'quote_requests');
      const res = await postForm(t.server, FORM_ACTIONS.galleryPriceCheck, {
        galleryNumber: project.galleryNumber,
        customerName: 'Maria',
        customerEmail: '',
        customerPhone: 'abc',
        requestedService: '',
        message: 'x'.repeat(2001),
      }).expect(400);
      const $ = parsePage(res.text);
      expect($('h1').text()).toBe('Eichenstufen "Ottakring" <1>');
      expect(fieldOnPage($, 'price-check-customerName')).toMatchObject({
        value: 'Maria',
        invalid: undefined,
      });
      expect(fieldOnPage($, 'price-check-customerEmail').describedBy).toEqual([
        LEAD_MESSAGES.requiredFieldsMissing,
      ]);
      expect(fieldOnPage($, 'price-check-customerPhone')).toMatchObject({
        value: 'abc',
        invalid: 'true',
        describedBy: [LEAD_MESSAGES.phoneInvalid],
      });
      expect(fieldOnPage($, 'price-check-requestedService')).toMatchObject({
        value: '',
        invalid: 'true',
        describedBy: [LEAD_MESSAGES.requiredFieldsMissing],
      });
      expect(fieldOnPage($, 'price-check-message').describedBy).toEqual([LEAD_MESSAGES.messageTooLong]);
      expect(errorSummaryOf($).map((entry) => entry.href)).toEqual([
        '#price-check-customerEmail',
        '#price-check-customerPhone',
        '#price-check-requestedService',
        '#price-check-message',
      ]);
      // A service that is not offered keeps the DTO's own message.
      const unknown = parsePage(
        (
          await postForm(t.server, FORM_ACTIONS.galleryPriceCheck, {
            galleryNumber: project.galleryNumber,
            customerName: 'Maria',
            customerEmail: 'maria@example.at',
            requestedService: 'gratis',
          }).expect(400)
        ).text,
      );
      expect(fieldOnPage(unknown, 'price-check-requestedService').describedBy).toEqual([
        LEAD_MESSAGES.galleryServiceInvalid,
      ]);
      expect(await count(t.db, 'quote_requests')).toBe(before);
    });
  });

  describe('e-mail to blog', () => {
    it('makes a draft (never published) with the operator’s e-mail queued, and leads (303) to the thank-you page', async () => {
      const res = await postForm(t.server, FORM_ACTIONS.blogFromEmail, {
        subject: 'Eichenstufen in Ottakring',
        body: 'Die alte Betonstiege hat jetzt Eichenstufen.',
      }).expect(303);
      expect(res.headers.location).toBe(FORM_SENT_PAGES.blogFromEmail);
      const [row] = await t.db.query(
        "SELECT id, title, status FROM blog_articles WHERE title = 'Eichenstufen in Ottakring'",
      );
      expect(row).toMatchObject({ status: 'draft' });
      expect(await notificationQueuedAt('blog_articles', row.id)).toBeInstanceOf(Date);
      const $ = parsePage((await request(t.server).get(FORM_SENT_PAGES.blogFromEmail).expect(200)).text);
      expect($('h1').text()).toBe('Blog-Artikel aus E-Mail erstellt!');
      expect(textOf($)).toContain('wartet auf die Freigabe per E-Mail.');
    });

    it('neither subject nor body: 400 with the message under both; too long: under that field', async () => {
      const before = await count(t.db, 'blog_articles');
      const empty = parsePage(
        (await postForm(t.server, FORM_ACTIONS.blogFromEmail, { subject: ' ', body: '' }).expect(400)).text,
      );
      expect(fieldOnPage(empty, 'blog-email-subject')).toMatchObject({
        value: ' ',
        invalid: 'true',
        describedBy: [BLOG_MESSAGES.emailEmpty],
        label: 'Betreff',
      });
      expect(fieldOnPage(empty, 'blog-email-body')).toMatchObject({
        invalid: 'true',
        describedBy: [BLOG_MESSAGES.emailEmpty],
        label: 'Text',
      });
      const long = parsePage(
        (
          await postForm(t.server, FORM_ACTIONS.blogFromEmail, {
            subject: 'a'.repeat(201),
            body: 'Text',
          }).expect(400)
        ).text,
      );
      expect(fieldOnPage(long, 'blog-email-subject').describedBy).toEqual([BLOG_MESSAGES.emailTooLong]);
      expect(fieldOnPage(long, 'blog-email-body').invalid).toBeUndefined();
      expect(long('button[type="submit"]').text()).toBe('Artikel aus E-Mail erstellen');
      expect(await count(t.db, 'blog_articles')).toBe(before);
    });
  });

  describe('further pages of the blog list', () => {
    it('page 2 and on: its articles linked, the next page while there is one; no such page is a 404 page', async () => {
      await t.db.query('DELETE FROM blog_articles');
      // 13 published, newest last: page 2 holds 7 to 2, page 3 the oldest.
      for (let i = 1; i <= 13; i += 1) {
        await t.db.query(
          `INSERT INTO blog_articles (slug, title, content, excerpt, status, published_at)
           VALUES ($1, $2, 'Text', $3, 'published', now() - make_interval(mins => $4))`,
          [`artikel-${i}`, `Artikel ${i}`, `Kurz <b>${i}</b>`, 13 - i],
        );
      }
      const second = parsePage((await request(t.server).get(blogListPagePath(2)).expect(200)).text);
      expect(second('h1').text()).toBe(BLOG_LIST_TEXTS.pageTitle(2));
      expect(
        second('h2')
          .map((_, heading) => second(heading).text())
          .get(),
      ).toEqual([7, 6, 5, 4, 3, 2].map((i) => `Artikel ${i}`));
      expect(second('a[href="/blog/artikel-7"]').text()).toBe(BLOG_LIST_TEXTS.readArticle);
      expect(textOf(second)).toContain('Kurz <b>7</b>');
      expect(second(`a[href="${blogListPagePath(3)}"]`).text()).toBe('Mehr Artikel anzeigen (1 weitere)');

      const third = parsePage((await request(t.server).get(blogListPagePath(3)).expect(200)).text);
      expect(third('h2').text()).toBe('Artikel 1');
      expect(third('a[href^="/api/"]')).toHaveLength(0);

      for (const page of ['4', '1', '0', 'abc', '2.5', '99999999999']) {
        const res = await request(t.server).get(API.blogListPage.path.replace(':page', page)).expect(404);
        expect(textOf(parsePage(res.text))).toContain(BLOG_LIST_TEXTS.pageNotFound);
      }
    });
  });
});
