import { Injectable } from '@nestjs/common';
import { FORM_SENT_PAGES } from '@stairs/contracts';
import { EmailToBlogDto } from '../blog/blog-article.dto';
import { BlogDrafts, emptyEmailProblem } from '../blog/blog-drafts.service';
import { type FormOutcome, pageOutcome, redirectOutcome } from './form-responder';
import { checkForm } from './form-validation';
import { formValues } from './form-values';
import { BLOG_EMAIL_FIELDS, blogEmailFormPage, blogEmailSentPage } from './pages/blog-email-pages';

/**
 * The /upload page's 'E-Mail zu Blog' without script: checked with the JSON API's DTO and rule (subject or body),
 * made a draft by the same service (never published without the company; the operator's e-mail with its link).
 */
@Injectable()
export class BlogForms {
  constructor(private readonly drafts: BlogDrafts) {}

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
