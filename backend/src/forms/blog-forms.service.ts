import { Injectable } from '@nestjs/common';
import { BLOG_EMAIL_FORM_TEXTS, BLOG_LIST_TEXTS, FORM_SENT_PAGES } from '@stairs/contracts';
import { EmailToBlogDto } from '../blog/blog-article.dto';
import { BlogDrafts, emptyEmailProblem } from '../blog/blog-drafts.service';
import { BlogService } from '../blog/blog.service';
import { type FormOutcome, pageOutcome, redirectOutcome } from './form-responder';
import { checkForm } from './form-validation';
import { formValues } from './form-values';
import { BLOG_EMAIL_FIELDS, BLOG_PATH, blogEmailFormPage, blogEmailSentPage } from './pages/blog-email-pages';
import { blogListPage } from './pages/blog-list-pages';
import { errorPage } from './pages/error-page';

/** Further pages of the list start at 2 (page 1 is /blog); a number this long is no page of any blog. */
const FURTHER_PAGE = /^[2-9]$|^[1-9][0-9]{1,5}$/;

/**
 * The /upload page's 'E-Mail zu Blog' without script: checked with the JSON API's DTO and rule (subject or body),
 * made a draft by the same service (never published without the company; the operator's e-mail with its link).
 */
@Injectable()
export class BlogForms {
  constructor(
    private readonly drafts: BlogDrafts,
    private readonly blog: BlogService,
  ) {}

  /** A further page of the blog's list ('Mehr Artikel anzeigen' without script); one that has no articles is 404. */
  async listPage(pageParam: string): Promise<FormOutcome> {
    const list = FURTHER_PAGE.test(pageParam) ? await this.blog.listPublished(Number(pageParam)) : null;
    if (!list || list.articles.length === 0)
      return pageOutcome(
        404,
        errorPage(404, BLOG_LIST_TEXTS.pageNotFound, {
          href: BLOG_PATH,
          label: BLOG_EMAIL_FORM_TEXTS.backToBlog,
        }),
      );
    return pageOutcome(200, blogListPage(list));
  }

  async fromEmail(body: unknown): Promise<FormOutcome> {
    const values = formValues(body, BLOG_EMAIL_FIELDS);
    const check = await checkForm(EmailToBlogDto, BLOG_EMAIL_FIELDS, values);
    if (!check.ok) return pageOutcome(400, blogEmailFormPage({ values, errors: check.errors }));
    const empty = emptyEmailProblem(check.value);
    // Neither field has text: the message belongs to both.
    if (empty)
      return pageOutcome(400, blogEmailFormPage({ values, errors: { subject: empty, body: empty } }));
    await this.drafts.fromEmail(check.value);
    return redirectOutcome(FORM_SENT_PAGES.blogFromEmail);
  }

  sent(): FormOutcome {
    return pageOutcome(200, blogEmailSentPage());
  }
}
