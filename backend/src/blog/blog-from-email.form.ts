import { BadRequestException } from '@nestjs/common';
import { type BlogDraftCreated, FORM_SENT_PAGES, PUBLIC_FORMS } from '@stairs/contracts';
import { randomUUID } from 'node:crypto';
import { BlogForms } from '../forms/blog-forms.service';
import { definePublicFormHandler } from '../public-forms/public-form';
import { EmailToBlogDto } from './blog-article.dto';
import { BlogDrafts, emptyEmailProblem } from './blog-drafts.service';
import { draftFromEmail } from './email-draft';

/** /upload's 'E-Mail zu Blog': a draft article from an e-mail, awaiting an admin. */
export const blogFromEmailForm = definePublicFormHandler({
  form: PUBLIC_FORMS.blogFromEmail,
  readme: {
    json: '`{subject, body}`: a draft awaiting approval',
    form: '`subject, body`: a draft awaiting approval; 303 to the thank-you page',
  },
  dto: EmailToBlogDto,
  services: { drafts: BlogDrafts, pages: BlogForms },
  openApi: {
    tag: 'blog',
    json: 'A draft article from an e-mail (subject and/or body), awaiting an admin',
    form: 'E-mail to blog: 303 to its thank-you page, or the form again with errors',
    sentPage: 'The e-mail-to-blog form’s thank-you page',
  },
  status: 201,
  answer: (dto, { drafts }) => drafts.fromEmail(dto),
  // A person's empty e-mail is refused (400); a caught one is too, or the answer would tell the bot.
  decoy: async (dto) => {
    const problem = emptyEmailProblem(dto);
    if (problem) throw new BadRequestException(problem);
    const created: BlogDraftCreated = {
      success: true,
      article: { id: randomUUID(), title: draftFromEmail(dto.subject, dto.body).title, status: 'draft' },
    };
    return created;
  },
  example: () => ({ body: { subject: 'Gleicher Titel, gleicher Tag' } }),
  post: (body, { pages }) => pages.fromEmail(body),
  decoyLocation: async () => FORM_SENT_PAGES.blogFromEmail,
  sentPage: ({ pages }) => pages.sent(),
});
