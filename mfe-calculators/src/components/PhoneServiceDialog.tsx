import { useId, useState, type FormEvent } from 'react';
import { FORM_ACTIONS, PHONE_SERVICE_FORM_TEXTS, type PhoneService } from '@stairs/contracts';
import { HoneypotField, spamSignals } from '@stairs/site';
import { cn, Input, Label } from '@stairs/ui';
import { usePhoneServiceLead } from '../hooks/useLeadRequests';
import type { AnyCalculation } from '../lib/calculations';
import { canActivatePhoneService } from '../lib/leads';
import { PHONE_SERVICE_OPTIONS } from '../lib/phone-services';
import { LeadDialogFooter, LeadDialogFrame, type LeadDialogProps } from './LeadDialog';

/**
 * Phone-service dialog (docs/product.md §4, §5, §9): four offers as a radio group; choosing one reveals the phone
 * field; 'Service aktivieren' needs both. The form lives inside the dialog content, which unmounts when the
 * dialog closes, so every opening starts empty.
 */
export function PhoneServiceDialog({ calculation, open, onOpenChange }: LeadDialogProps) {
  return (
    <LeadDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={PHONE_SERVICE_FORM_TEXTS.title}
      description={PHONE_SERVICE_FORM_TEXTS.description(calculation.result.quoteNumber)}
      className="sm:max-w-2xl"
    >
      <PhoneServiceForm calculation={calculation} onDone={() => onOpenChange(false)} />
    </LeadDialogFrame>
  );
}

/** The dialog's form (exported for its render tests: a closed dialog renders nothing). */
export function PhoneServiceForm({
  calculation,
  onDone,
}: {
  calculation: AnyCalculation;
  onDone: () => void;
}) {
  const [service, setService] = useState<PhoneService | null>(null);
  const [phone, setPhone] = useState('');
  const lead = usePhoneServiceLead(calculation);
  const id = useId();
  const legendId = `${id}-legend`;
  const phoneId = `${id}-phone`;

  const canSubmit = canActivatePhoneService(service, phone) && !lead.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canActivatePhoneService(service, phone)) return;
    lead.submit({ service, phone, signals: spamSignals(event.currentTarget) }, { onSuccess: onDone });
  };

  return (
    // A real form (the API's names and form route) like every public form; alive, it is sent as JSON in place.
    <form method="post" action={FORM_ACTIONS.phoneService} onSubmit={handleSubmit} className="grid gap-5">
      <input type="hidden" name="calculationId" value={calculation.result.id} />
      <fieldset className="grid gap-3">
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
      </fieldset>

      {service ? (
        <div className="grid gap-2">
          <Label htmlFor={phoneId}>{PHONE_SERVICE_FORM_TEXTS.phoneLabel}</Label>
          <Input
            id={phoneId}
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder={PHONE_SERVICE_FORM_TEXTS.phonePlaceholder}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
      ) : null}
      <HoneypotField />

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
    </form>
  );
}
