import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions, readErrorMessage } from '@stairs/api-client';
import {
  API,
  API_MESSAGES,
  calculationResultPagePath,
  quoteEmailSentPagePath,
  QUOTE_EMAIL_FORM_TEXTS,
} from '@stairs/contracts';
import { useParams } from '@stairs/router';
import { FormAnswerPage, FormRefusedPage, usePageStatus } from '@stairs/site';
import { QuoteShareLink } from '../components/QuoteEmailForm';
import { QuoteLoading, QuotePageLoadFailed } from '../components/QuoteLoadState';

/**
 * Where the quote e-mail's post without script leads (303, `<action>/sent/:token`): the quote is on its way, and
 * its share link to keep or pass on, as the dialog shows it after sending. An unknown token is 404, an expired 410.
 */
export default function QuoteEmailSentPage() {
  const { token = '' } = useParams<{ token: string }>();
  const path = quoteEmailSentPagePath(token);
  const query = useQuery({ ...apiQueryOptions(API.quoteEmailSent, { params: { token } }), retry: false });
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  const refused = status === 404 || status === 410 ? status : undefined;
  usePageStatus(refused ?? 200);

  if (refused) {
    const message = readErrorMessage(query.error, API_MESSAGES.serviceUnavailable);
    return <FormRefusedPage status={refused} message={message} path={path} />;
  }
  if (query.isPending) {
    return <QuoteLoading />;
  }
  if (query.isError) return <QuotePageLoadFailed query={query} />;
  const sent = query.data;
  return (
    <FormAnswerPage
      title={QUOTE_EMAIL_FORM_TEXTS.successTitle}
      lead={QUOTE_EMAIL_FORM_TEXTS.successDescription(sent.quoteNumber)}
      path={path}
      back={{
        href: calculationResultPagePath(sent.type, sent.calculationId),
        label: QUOTE_EMAIL_FORM_TEXTS.backToResult,
      }}
    >
      <div className="grid gap-4">
        <QuoteShareLink share={sent} />
      </div>
    </FormAnswerPage>
  );
}
