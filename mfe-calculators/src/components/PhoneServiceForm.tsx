import { useId, useState, type FormEvent } from 'react';
import { FORM_ACTIONS, LEAD_MESSAGES, PHONE_SERVICE_FORM_TEXTS, type PhoneService } from '@stairs/contracts';
import { FormErrorSummary, spamSignals } from '@stairs/site';
import { cn, FieldError } from '@stairs/ui';
import { usePhoneServiceLead } from '../hooks/useLeadRequests';
import type { AnyCalculation } from '../lib/calculations';
import { toastInputProblem } from '../lib/input-problem';
import { canActivatePhoneService } from '../lib/leads';
import { PHONE_SERVICE_OPTIONS } from '../lib/phone-services';
import { LeadDialogFooter, LeadForm, PhoneField, useFollowUpAnswer, useInPage } from './LeadDialog';

const ACTION = FORM_ACTIONS.phoneService;
const LABELS = { service: PHONE_SERVICE_FORM_TEXTS.legend, phone: PHONE_SERVICE_FORM_TEXTS.phoneLabel };

/**
 * The phone-service dialog's form (docs/product.md §4, §5, §9): four offers as a radio group; choosing one reveals
 * the phone field; 'Service aktivieren' needs both. In the page (a result page, perhaps without script) the phone
 * field is always there and the button never waits for a choice: the server says what is missing (the page
 * server's answer: the values again and each field's message).
 */
export function PhoneServiceForm({
  calculation,
  onDone,
}: {
  calculation: AnyCalculation;
  onDone: () => void;
}) {
  const sent = useFollowUpAnswer(ACTION);
  const [service, setService] = useState<PhoneService | null>(
    () => PHONE_SERVICE_OPTIONS.find((option) => option.value === sent?.values.service)?.value ?? null,
  );
  const [phone, setPhone] = useState(sent?.values.phone ?? '');
  const errors = { service: sent?.errors.service, phone: sent?.errors.phone };
  const lead = usePhoneServiceLead(calculation);
  const inPage = useInPage();
  const id = useId();
  const legendId = `${id}-legend`;
  const serviceErrorId = `${id}-service-error`;

  const canSubmit = (inPage || canActivatePhoneService(service, phone)) && !lead.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canActivatePhoneService(service, phone)) {
      if (inPage) toastInputProblem(service ? LEAD_MESSAGES.phoneRequired : LEAD_MESSAGES.serviceRequired);
      return;
    }
    lead.submit({ service, phone, signals: spamSignals(event.currentTarget) }, { onSuccess: onDone });
  };

  return (
    <LeadForm action={ACTION} calculation={calculation} onSubmit={handleSubmit}>
      {sent ? <FormErrorSummary errors={errors} labels={LABELS} /> : null}
      <fieldset className="grid gap-3" aria-describedby={errors.service ? serviceErrorId : undefined}>
        <legend id={legendId} className="mb-3 text-sm font-medium">
          {PHONE_SERVICE_FORM_TEXTS.legend}
        </legend>
        <div role="radiogroup" aria-labelledby={legendId} className="grid gap-3 sm:grid-cols-2">
          {PHONE_SERVICE_OPTIONS.map((option) => {
            const checked = service === option.value;
            const descriptionId = `${id}-${option.value}-description`;
            return (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer flex-col gap-1 rounded-lg border p-4 transition-colors hover:bg-accent/50',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                  checked && 'border-primary bg-primary/5 ring-1 ring-primary',
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="service"
                    value={option.value}
                    checked={checked}
                    onChange={() => setService(option.value)}
                    aria-describedby={descriptionId}
                    className="size-4 accent-primary"
                  />
                  <span className="font-medium">{option.title}</span>
                </span>
                <span id={descriptionId} className="pl-6 text-sm text-muted-foreground">
                  {option.description}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={serviceErrorId}>{errors.service}</FieldError>
      </fieldset>

      {service || inPage ? (
        <PhoneField
          texts={PHONE_SERVICE_FORM_TEXTS}
          error={errors.phone}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      ) : null}

      <LeadDialogFooter
        submitLabel={PHONE_SERVICE_FORM_TEXTS.submit}
        isPending={lead.isPending}
        disabled={!canSubmit}
        disabledHint={
          service === null
            ? 'Bitte wählen Sie zuerst einen Service.'
            : 'Bitte geben Sie Ihre Telefonnummer ein.'
        }
      />
    </LeadForm>
  );
}
