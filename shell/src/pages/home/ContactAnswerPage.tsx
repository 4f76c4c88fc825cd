import {
  CONTACT_FORM_TEXTS,
  CONTACT_MESSAGES,
  FORM_ACTIONS,
  FORM_PAGE_TEXTS,
  FORM_SENT_PAGES,
} from '@stairs/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';
import {
  FormAnswerPage,
  FormErrorSummary,
  FormRefusedPage,
  FormSentPage,
  HOME_LINK,
  useFormAnswer,
} from '@stairs/site';
import { Island } from '../../islands/Island';
import { ISLANDS } from '../../islands/islands';

const BACK_TO_FORM = { href: '/#contact', label: FORM_PAGE_TEXTS.backToForm };

/**
 * The contact form sent without script and refused (the page server's answer): the same form, with the visitor's
 * values and each field's message, or what refused the post and the way back.
 */
export function ContactAnswerPage() {
  const answer = useFormAnswer();
  if (answer?.kind === 'refused') {
    return (
      <FormRefusedPage
        status={answer.status}
        message={answer.message}
        path={FORM_ACTIONS.contact}
        back={BACK_TO_FORM}
      />
    );
  }
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  return (
    <FormAnswerPage
      title={CONTACT_FORM_TEXTS.sectionTitle}
      lead={CONTACT_FORM_TEXTS.sectionIntro}
      path={FORM_ACTIONS.contact}
    >
      <FormErrorSummary errors={errors} labels={CONTACT_FORM_TEXTS.labels} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{CONTACT_FORM_TEXTS.title}</h2>
          </CardTitle>
          <CardDescription>{CONTACT_FORM_TEXTS.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Island
            of={ISLANDS.contactForm}
            props={{
              initialValues: {
                name: values.name ?? '',
                email: values.email ?? '',
                message: values.message ?? '',
              },
              initialErrors: { name: errors.name, email: errors.email, message: errors.message },
            }}
          />
        </CardContent>
      </Card>
    </FormAnswerPage>
  );
}

/** Where a sent contact form leads (303): the success toast's words. */
export function ContactSentPage() {
  return (
    <FormSentPage
      title={CONTACT_FORM_TEXTS.successTitle}
      lead={CONTACT_MESSAGES.stored}
      path={FORM_SENT_PAGES.contact}
      links={[HOME_LINK]}
    />
  );
}
