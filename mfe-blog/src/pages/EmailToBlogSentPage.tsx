import { BLOG_EMAIL_FORM_TEXTS, FORM_SENT_PAGES } from '@stairs/contracts';
import { FormSentPage, HOME_LINK } from '@stairs/site';
import { BLOG_LINK } from '../components/BackToBlog';

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
