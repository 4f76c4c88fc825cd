import { BLOG_EMAIL_FORM_TEXTS, FORM_SENT_PAGES, pagePath } from '@stairs/contracts';
import { FormSentPage, HOME_LINK, type PageLink } from '@stairs/site';

const BLOG_LINK: PageLink = { href: pagePath('blog'), label: BLOG_EMAIL_FORM_TEXTS.backToBlog };

/** Where a sent 'E-Mail zu Blog' leads (303): created, and waiting for the company's approval. */
export default function EmailToBlogSentPage() {
  return (
    <FormSentPage
      title={BLOG_EMAIL_FORM_TEXTS.successTitle}
      lead={BLOG_EMAIL_FORM_TEXTS.awaitsApprovalUnnamed}
      path={FORM_SENT_PAGES.blogFromEmail}
      links={[BLOG_LINK, HOME_LINK]}
    />
  );
}
