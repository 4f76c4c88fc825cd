import { BLOG_EMAIL_FORM_TEXTS, type BlogDraftCreated, PUBLIC_FORMS } from '@stairs/contracts';
import { randomUUID } from 'node:crypto';
import { definePublicFormHandler } from '../public-forms/public-form';
import { EmailToBlogDto } from './blog-article.dto';
import { BlogDrafts, emptyEmailRefusal } from './blog-drafts.service';
import { draftFromEmail } from './email-draft';

/** /upload's 'E-Mail zu Blog': a draft article from an e-mail, awaiting an admin. */
export const blogFromEmailForm = definePublicFormHandler({
  form: PUBLIC_FORMS.blogFromEmail,
  label: BLOG_EMAIL_FORM_TEXTS.title,
  readme: {
    json: '`{subject, body}`: a draft awaiting approval',
  },
  dto: EmailToBlogDto,
  services: { drafts: BlogDrafts },
  openApi: {
    tag: 'blog',
    json: 'A draft article from an e-mail (subject and/or body), awaiting an admin',
  },
  status: 201,
  answer: (dto, { drafts }) => drafts.fromEmail(dto),
  // A person's empty e-mail is refused (400); a caught one is too, or the answer would tell the bot.
  decoy: async (dto) => {
    const refusal = emptyEmailRefusal(dto);
    if (refusal) throw refusal;
    const created: BlogDraftCreated = {
      success: true,
      article: { id: randomUUID(), title: draftFromEmail(dto.subject, dto.body).title, status: 'draft' },
    };
    return created;
  },
  example: () => ({ body: { subject: 'Gleicher Titel, gleicher Tag' } }),
});
