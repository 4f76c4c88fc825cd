import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions } from '@stairs/api-client';
import {
  API,
  CALCULATION_FOLLOW_UPS,
  CALCULATION_FORM_ACTIONS,
  type CalculationFollowUp,
  calculationInputSummary,
  type CalculationType,
  CALCULATOR_FORM_TEXTS,
  CALCULATOR_PAGES,
  DETAILED_QUOTE_FORM_TEXTS,
  FORM_PAGE_TEXTS,
  FORM_SENT_PARAM,
  LEAD_MESSAGES,
  PHONE_SERVICE_FORM_TEXTS,
  QUOTE_EMAIL_FORM_TEXTS,
  RESULT_TEXTS,
  resultOptions,
} from '@stairs/contracts';
import { Link, useLocation, useParams } from '@stairs/router';
import { FormRefusedPage, PageHead, useFormAnswer, usePageStatus } from '@stairs/site';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';
import { DetailedQuoteForm } from '../components/DetailedQuoteForm';
import { QuoteDocumentLink, WhatsAppLink } from '../components/FollowUpActions';
import { FollowUpCard } from '../components/LeadDialog';
import { PhoneServiceForm } from '../components/PhoneServiceForm';
import { BackToHomeLink } from '../components/BackToHomeLink';
import { QuoteLoading, QuotePageLoadFailed } from '../components/QuoteLoadState';
import { QuoteEmailForm } from '../components/QuoteEmailForm';
import { ResultCards } from '../components/ResultCards';
import type { AnyCalculation } from '../lib/calculations';

/** What a follow-up sent back to this page says it received (`?sent=`: a fixed word, never the visitor's text). */
const FOLLOW_UP_NOTICES: Record<CalculationFollowUp, string> = {
  'phone-service': LEAD_MESSAGES.phoneStored,
  'detailed-quote': LEAD_MESSAGES.detailedQuoteStored,
};

const TYPES: readonly CalculationType[] = ['concrete', 'renovation'];

/** Nothing to do when a follow-up in the page is done: its toast says so, the page stays. */
const stay = (): void => undefined;

/**
 * A stored calculation's result page (`<calculator's action>/:id`), where a calculator's post without script leads
 * (303): the result as the calculator shows it (the same cards), the quote document and WhatsApp, and the
 * follow-ups' forms in the page instead of their dialogs. Its data is the API's (GET /api/calculations/:id).
 * A follow-up sent without script comes back here: the form with its messages, or the refusal (429, 403, ...).
 */
export default function CalculationResultPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { pathname, search } = useLocation();
  const type = TYPES.find((t) => pathname.startsWith(`${CALCULATION_FORM_ACTIONS[t]}/`)) ?? 'concrete';
  const sent = CALCULATION_FOLLOW_UPS.find(
    (known) => known === new URLSearchParams(search).get(FORM_SENT_PARAM),
  );
  const query = useQuery({ ...apiQueryOptions(API.calculationResult, { params: { id } }), retry: false });
  const answer = useFormAnswer();
  const calculator = CALCULATOR_PAGES[type];
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  // Of another calculator: not this page's (its address names the calculator).
  const missing = status === 400 || status === 404 || (query.data !== undefined && query.data.type !== type);
  usePageStatus(missing ? 404 : 200);

  if (missing) {
    return (
      <FormRefusedPage
        status={404}
        message={FORM_PAGE_TEXTS.calculationNotFound}
        path={pathname}
        back={{ href: calculator.path, label: CALCULATOR_FORM_TEXTS.calculateAgain }}
      />
    );
  }
  if (answer?.kind === 'refused') {
    return (
      <FormRefusedPage
        status={answer.status}
        message={answer.message}
        path={pathname}
        back={{ href: pathname, label: FORM_PAGE_TEXTS.backToForm }}
      />
    );
  }
  if (query.isPending) {
    return <QuoteLoading />;
  }
  if (query.isError) return <QuotePageLoadFailed query={query} />;
  const calculation = query.data as AnyCalculation;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageHead
        title={`${RESULT_TEXTS.heading} ${calculation.result.quoteNumber}`}
        description={calculator.intro}
        path={pathname}
        noIndex
      />
      <BackToHomeLink />
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{RESULT_TEXTS.heading}</h1>
        <p className="text-base">
          {RESULT_TEXTS.quoteNumberLabel}{' '}
          <strong className="font-semibold">{calculation.result.quoteNumber}</strong>
        </p>
        <p className="text-sm text-muted-foreground">{calculationInputSummary(calculation)}</p>
      </header>
      {sent ? (
        <p role="status" className="rounded-lg border border-primary/40 bg-primary/5 p-4 font-medium">
          {FOLLOW_UP_NOTICES[sent]}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <ResultCards options={resultOptions(calculation)} />
      </div>
      <p className="text-sm text-muted-foreground">{RESULT_TEXTS.priceNote}</p>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{RESULT_TEXTS.followUpTitle}</h2>
          </CardTitle>
          <CardDescription>{RESULT_TEXTS.followUpDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          <QuoteDocumentLink calculation={calculation} />
          <WhatsAppLink calculation={calculation} />
        </CardContent>
      </Card>
      <FollowUpCard calculation={calculation} texts={PHONE_SERVICE_FORM_TEXTS}>
        <PhoneServiceForm calculation={calculation} onDone={stay} />
      </FollowUpCard>
      <FollowUpCard calculation={calculation} texts={DETAILED_QUOTE_FORM_TEXTS}>
        <DetailedQuoteForm calculation={calculation} onDone={stay} />
      </FollowUpCard>
      <FollowUpCard calculation={calculation} texts={QUOTE_EMAIL_FORM_TEXTS}>
        <QuoteEmailForm calculation={calculation} />
      </FollowUpCard>
      <div>
        <Button asChild variant="outline">
          <Link to={calculator.path}>{CALCULATOR_FORM_TEXTS.calculateAgain}</Link>
        </Button>
      </div>
    </div>
  );
}
