import { BLOG_EMAIL_FORM_TEXTS, FORM_ACTIONS } from '@stairs/contracts';
import { FormAnswerPage, FormErrorSummary, FormRefusedPage, useFormAnswer } from '@stairs/site';
import { EmailToBlogForm } from '../components/upload/EmailToBlogForm';
import { useEmailToBlog } from '../hooks/useBlogDrafts';
import { BLOG_LINK } from './EmailToBlogSentPage';

/**
 * /upload's 'E-Mail zu Blog' sent without script and refused (the page server's answer): the same form with the
 * visitor's text and each field's message, or what refused the post and the way back.
 */
export default function EmailToBlogAnswerPage() {
  const answer = useFormAnswer();
  const send = useEmailToBlog();
  if (answer?.kind === 'refused') {
    return (
      <FormRefusedPage
        status={answer.status}
        message={answer.message}
        path={FORM_ACTIONS.blogFromEmail}
        back={BLOG_LINK}
      />
    );
  }
  const errors = answer?.errors ?? {};
  return (
    <FormAnswerPage
      title={BLOG_EMAIL_FORM_TEXTS.pageTitle}
      lead={BLOG_EMAIL_FORM_TEXTS.pageIntro}
      path={FORM_ACTIONS.blogFromEmail}
      back={BLOG_LINK}
    >
      <FormErrorSummary errors={errors} labels={BLOG_EMAIL_FORM_TEXTS.labels} />
      <EmailToBlogForm
        busy={send.isPending}
        send={send}
        initialValues={answer?.values}
        initialErrors={errors}
      />
    </FormAnswerPage>
  );
}
