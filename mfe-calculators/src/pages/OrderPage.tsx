import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, apiCall, apiQueryOptions, readErrorMessage } from '@stairs/api-client';
import { Link, useParams } from '@stairs/router';
import {
  API,
  CALCULATOR_PAGES,
  formatDate,
  fillPath,
  FORM_ACTIONS,
  formatEuro,
  type FormAnswer,
  ORDER_LIMITS,
  ORDER_PAGE_TEXTS,
  type OrderAccepted,
  type OrderAcceptRequest,
  type OrderQuote,
  orderWhatsAppText,
  type SpamSignals,
  VISIT_SLOT_KEYS,
  VISIT_SLOTS,
  visitWindowRange,
  type VisitWindow,
  whatsappUrl,
  pagePath,
} from '@stairs/contracts';
import { Button, Field, FieldError, InputField, TextareaField } from '@stairs/ui';
import {
  conversionLink,
  HoneypotField,
  PageHead,
  showCallFailure,
  spamSignals,
  trackConversion,
  useFormAnswer,
  usePageStatus,
  useSiteConfig,
} from '@stairs/site';
import { QuoteLoadFailed, QuoteLoading } from '../components/QuoteLoadState';

const texts = ORDER_PAGE_TEXTS;

/** /angebot-annehmen/:token — the order page of an e-mailed quote, opened by its share token alone. */
export default function OrderPage() {
  const { token = '' } = useParams<{ token: string }>();
  const quote = useQuery({ ...apiQueryOptions(API.orderQuote, { params: { token } }), retry: false });
  // Sent without script, the page server shows this page again with the post's answer (the values, the messages).
  const answer = useFormAnswer();

  return (
    <div className="container max-w-3xl py-8 sm:py-12">
      <PageHead title={texts.title} description={texts.intro} path={pagePath('order', { token })} noIndex />
      {quote.isPending ? (
        <QuoteLoading />
      ) : quote.isError ? (
        <QuoteUnavailable query={quote} />
      ) : quote.data.accepted ? (
        <OrderConfirmed order={quote.data.accepted} />
      ) : (
        <OrderForm token={token} quote={quote.data} answer={answer} />
      )}
    </div>
  );
}

/** An unknown or expired link says so in the API's German words; an expired quote offers a new calculation. */
function QuoteUnavailable({ query }: { query: UseQueryResult<unknown> }) {
  const { error } = query;
  const status = error instanceof ApiError ? error.status : undefined;
  usePageStatus(status === 404 || status === 410 ? status : 200);
  if (status !== 404 && status !== 410)
    return <QuoteLoadFailed query={query} fallback={texts.quoteLoadFailed} />;
  return (
    <div className="grid gap-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
      <p role="alert">{readErrorMessage(error, texts.quoteLoadFailed)}</p>
      {status === 410 ? (
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={CALCULATOR_PAGES.concrete.path}>
              {texts.newCalculation}: {CALCULATOR_PAGES.concrete.title}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={CALCULATOR_PAGES.renovation.path}>
              {texts.newCalculation}: {CALCULATOR_PAGES.renovation.title}
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

type Fields = Required<Omit<OrderAcceptRequest, 'confirmed'>> & { confirmed: boolean };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** The form's first values: what a refused post without script sent, else the recommended option and blanks. */
function initialFields(quote: OrderQuote, answer: FormAnswer | undefined): Fields {
  const recommended = quote.options.find((option) => option.recommended) ?? quote.options[0];
  const sent = answer?.kind === 'invalid' ? answer.values : {};
  const text = (name: Exclude<keyof Fields, 'confirmed'>, fallback = '') => sent[name] ?? fallback;
  return {
    option: text('option', recommended?.key ?? ''),
    siteAddress: text('siteAddress'),
    phone: text('phone'),
    window1Date: text('window1Date'),
    window1Slot: text('window1Slot'),
    window2Date: text('window2Date'),
    window2Slot: text('window2Slot'),
    window3Date: text('window3Date'),
    window3Slot: text('window3Slot'),
    note: text('note'),
    signatureName: text('signatureName'),
    confirmed: sent.confirmed === 'true',
  };
}

function QuoteSummary({ quote, option }: { quote: OrderQuote; option: string }) {
  const chosen = quote.options.find((candidate) => candidate.key === option);
  return (
    <section aria-labelledby="order-quote" className="grid gap-3 rounded-md border p-4">
      <h2 id="order-quote" className="text-xl font-semibold">
        {texts.quoteHeading}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{texts.quoteNumber}</dt>
        <dd className="font-medium">{quote.quoteNumber}</dd>
        <dt className="text-muted-foreground">{texts.validUntil}</dt>
        <dd>{quote.validUntil}</dd>
      </dl>
      {chosen ? (
        <table className="w-full text-sm">
          <caption className="text-left font-medium">{chosen.title}</caption>
          <tbody>
            {chosen.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row" className="py-1 text-left font-normal">
                  {line.label}
                </th>
                <td className="py-1 text-right tabular-nums">{formatEuro(line.amount)}</td>
              </tr>
            ))}
            <tr className="border-t font-semibold">
              <th scope="row" className="py-1 text-left">
                {texts.total}
              </th>
              <td className="py-1 text-right tabular-nums">{formatEuro(chosen.total)}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/**
 * The acceptance: a real `<form method="post">` with the API's field names. Without script the page server sends
 * it to the API and answers with this page again (the messages under the fields) or the confirmation; alive it
 * posts JSON in place.
 */
function OrderForm({
  token,
  quote,
  answer,
}: {
  token: string;
  quote: OrderQuote;
  answer: FormAnswer | undefined;
}) {
  const [fields, setFields] = useState<Fields>(() => initialFields(quote, answer));
  const errors: FieldErrors = answer?.kind === 'invalid' ? answer.errors : {};
  const [problem, setProblem] = useState<string | undefined>(answer?.message);
  const problemId = useId();
  const range = visitWindowRange(new Date());
  const chosen = quote.options.find((option) => option.key === fields.option);

  const send = useMutation({
    mutationFn: (body: OrderAcceptRequest & SpamSignals) =>
      apiCall(API.acceptOrder, { params: { token }, body }),
    onSuccess: (order) => {
      // With consent only (trackConversion checks it); the order's id makes a repeated report one conversion.
      trackConversion('order', { value: order.total, transactionId: `order-${order.orderId}` });
    },
    onError: (error) => {
      // The server's German reason (an expired quote, a window out of range), never the raw answer.
      setProblem(error instanceof ApiError ? readErrorMessage(error, texts.acceptFailed) : undefined);
      showCallFailure(error, texts.acceptFailed);
    },
  });

  const set =
    (name: keyof Fields) => (event: { target: { value: string; checked?: boolean; type?: string } }) => {
      const value = event.target.type === 'checkbox' ? Boolean(event.target.checked) : event.target.value;
      setFields((current) => ({ ...current, [name]: value }));
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setProblem(undefined);
    const { window3Date, window3Slot, note, ...required } = fields;
    send.mutate({
      ...required,
      ...(window3Date || window3Slot ? { window3Date, window3Slot } : {}),
      ...(note.trim() ? { note } : {}),
      ...spamSignals(event.currentTarget),
    });
  };

  if (send.data) return <OrderConfirmed order={send.data} />;

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
        <p className="text-muted-foreground">{texts.intro}</p>
      </div>
      <QuoteSummary quote={quote} option={fields.option} />
      <form
        method="post"
        action={fillPath(FORM_ACTIONS.order, { token })}
        onSubmit={onSubmit}
        aria-busy={send.isPending}
        aria-describedby={problem ? problemId : undefined}
        className="grid gap-5"
      >
        <fieldset disabled={send.isPending} className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">{texts.optionLegend}</legend>
            {quote.options.map((option) => (
              <label key={option.key} className="flex items-center gap-3 rounded-md border p-3 text-sm">
                <input
                  type="radio"
                  name="option"
                  value={option.key}
                  checked={fields.option === option.key}
                  onChange={set('option')}
                  required
                  className="size-4 accent-primary"
                />
                <span className="flex-1">{option.title}</span>
                <span className="font-semibold tabular-nums">{formatEuro(option.total)}</span>
              </label>
            ))}
            <FieldError>{errors.option}</FieldError>
          </fieldset>

          <InputField
            label={texts.siteAddressLabel}
            name="siteAddress"
            autoComplete="street-address"
            required
            maxLength={ORDER_LIMITS.siteAddressMaxLength}
            error={errors.siteAddress}
            value={fields.siteAddress}
            onChange={set('siteAddress')}
          />
          <InputField
            label={texts.phoneLabel}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={ORDER_LIMITS.phoneMaxLength}
            error={errors.phone}
            value={fields.phone}
            onChange={set('phone')}
          />

          <fieldset className="grid gap-3">
            <legend className="mb-1 font-medium">{texts.windowsLegend}</legend>
            <p className="text-sm text-muted-foreground">{texts.windowsHint}</p>
            {([1, 2, 3] as const).map((n) => (
              <WindowFields
                key={n}
                n={n}
                range={range}
                date={fields[`window${n}Date`]}
                slot={fields[`window${n}Slot`]}
                dateError={errors[`window${n}Date`]}
                slotError={errors[`window${n}Slot`]}
                onDate={set(`window${n}Date`)}
                onSlot={set(`window${n}Slot`)}
              />
            ))}
          </fieldset>

          <TextareaField
            label={texts.noteLabel}
            name="note"
            rows={3}
            maxLength={ORDER_LIMITS.noteMaxLength}
            error={errors.note}
            value={fields.note}
            onChange={set('note')}
          />

          <fieldset className="grid gap-3 rounded-md border p-4">
            <legend className="px-1 font-medium">{texts.signatureLegend}</legend>
            <InputField
              label={texts.signatureNameLabel}
              name="signatureName"
              autoComplete="name"
              required
              minLength={ORDER_LIMITS.signatureNameMinLength}
              maxLength={ORDER_LIMITS.signatureNameMaxLength}
              error={errors.signatureName}
              value={fields.signatureName}
              onChange={set('signatureName')}
            />
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="confirmed"
                value="true"
                required
                checked={fields.confirmed}
                onChange={set('confirmed')}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span>{chosen ? texts.confirmLabel(quote.quoteNumber, chosen.total) : null}</span>
            </label>
            <FieldError>{errors.confirmed}</FieldError>
            <p className="text-xs text-muted-foreground">{texts.withdrawalHint}</p>
          </fieldset>
          <HoneypotField />
          <FieldError id={problemId}>{problem}</FieldError>
          <Button type="submit" size="lg" className="justify-self-start">
            {send.isPending ? texts.sending : texts.submit}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}

function WindowFields({
  n,
  range,
  date,
  slot,
  dateError,
  slotError,
  onDate,
  onSlot,
}: {
  n: 1 | 2 | 3;
  range: { first: string; last: string };
  date: string;
  slot: string;
  dateError: string | undefined;
  slotError: string | undefined;
  onDate: (event: { target: { value: string } }) => void;
  onSlot: (event: { target: { value: string } }) => void;
}) {
  const required = n <= ORDER_LIMITS.minWindows;
  const optional = required ? '' : ` ${texts.windowOptional}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <InputField
        label={`${texts.windowDateLabel(n)}${optional}`}
        name={`window${n}Date`}
        type="date"
        min={range.first}
        max={range.last}
        required={required}
        error={dateError}
        value={date}
        onChange={onDate}
      />
      <Field label={`${texts.windowSlotLabel(n)}${optional}`} error={slotError}>
        {(control) => (
          <select
            {...control}
            name={`window${n}Slot`}
            required={required}
            value={slot}
            onChange={onSlot}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">{texts.slotPlaceholder}</option>
            {VISIT_SLOT_KEYS.map((key) => (
              <option key={key} value={key}>
                {VISIT_SLOTS[key].label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

function windowText(window: VisitWindow): string {
  return `${formatDate(`${window.date}T12:00:00Z`)}, ${VISIT_SLOTS[window.slot].label}`;
}

/**
 * The e-mail's text (wrapped for a mail client) as paragraphs that wrap on any screen: a blank line ends one; a line
 * of the model form ('– …') stays a line of its own.
 */
function paragraphsOf(text: string): string[] {
  return text.split(/\n{2,}/).map((paragraph) => paragraph.replace(/\n(?!–)/g, ' '));
}

/** The confirmation page: what was accepted, the windows, and WhatsApp to talk about the order. */
function OrderConfirmed({ order }: { order: OrderAccepted }) {
  const site = useSiteConfig().data;
  // The text's first line is its title ('WIDERRUFSBELEHRUNG (Rücktrittsrecht …)'): the server's words only.
  const [withdrawalTitle, ...withdrawal] = paragraphsOf(order.withdrawal);
  usePageStatus(200);
  return (
    <section aria-labelledby="order-confirmed" className="grid gap-4">
      <h1 id="order-confirmed" className="text-3xl font-bold tracking-tight">
        {texts.confirmedTitle}
      </h1>
      <p role="status">{order.message}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-md border p-4 text-sm">
        <dt className="text-muted-foreground">{texts.quoteNumber}</dt>
        <dd className="font-medium">{order.quoteNumber}</dd>
        <dt className="text-muted-foreground">{texts.optionLegend}</dt>
        <dd>{order.optionTitle}</dd>
        <dt className="text-muted-foreground">{texts.total}</dt>
        <dd className="font-semibold">{formatEuro(order.total)}</dd>
      </dl>
      <div>
        <h2 className="mb-2 font-medium">{texts.confirmedWindows}</h2>
        <ol className="list-decimal pl-6 text-sm">
          {order.windows.map((window) => (
            <li key={`${window.date}-${window.slot}`}>{windowText(window)}</li>
          ))}
        </ol>
      </div>
      {site?.whatsappNumber ? (
        <Button asChild className="justify-self-start">
          <a
            href={whatsappUrl(site.whatsappNumber, orderWhatsAppText(order.quoteNumber))}
            target="_blank"
            rel="noopener noreferrer"
            {...conversionLink('whatsapp')}
          >
            {texts.whatsapp}
          </a>
        </Button>
      ) : null}
      <section aria-labelledby="order-withdrawal" className="grid gap-2 rounded-md border p-4">
        <h2 id="order-withdrawal" className="font-medium">
          {withdrawalTitle}
        </h2>
        {withdrawal.map((paragraph) => (
          <p key={paragraph} className="whitespace-pre-line text-xs text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </section>
    </section>
  );
}
