import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@stairs/api-client';
import { API, CONTACT_FORM_TEXTS, FORM_ACTIONS, type SpamSignals } from '@stairs/contracts';
import { Button, InputField, TextareaField, toast } from '@stairs/ui';
import { HoneypotField, showCallFailure, spamSignals, trackConversion } from '@stairs/site/islands';
import {
  CONTACT_TEXTS,
  messageLengthState,
  validateContact,
  type ContactFieldErrors,
  type ContactMessage,
} from './contact';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

export interface ContactFormProps {
  /** The form's first state; a test renders it filled (the page always starts empty). */
  initialValues?: ContactMessage;
  initialErrors?: ContactFieldErrors;
}

/**
 * Contact form (docs/product.md §4, §5, §7, §8): idle → pending ('Sende...') → success (cleared) or error. An island
 * of the home page, hydrated when the visitor reaches into it. A real form from the first paint: without its script
 * the browser posts it to the API's form route (which answers with a page); alive, it is sent as JSON in place.
 */
export function ContactForm({ initialValues = EMPTY, initialErrors = {} }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(initialValues);
  const [errors, setErrors] = useState<ContactFieldErrors>(initialErrors);
  const [lengthAnnouncement, setLengthAnnouncement] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const length = messageLengthState(values.message);

  const send = useMutation({
    mutationFn: (message: ContactMessage & SpamSignals) => apiCall(API.contact, { body: message }),
    onSuccess: (response) => {
      toast({
        title: CONTACT_FORM_TEXTS.successTitle,
        description: response?.message || CONTACT_TEXTS.successFallback,
        variant: 'success',
      });
      setValues(EMPTY);
      setLengthAnnouncement('');
      trackConversion('contact');
    },
    onError: (error) => showCallFailure(error, CONTACT_TEXTS.errorFallback),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const result = validateContact(values);
    if (!result.ok) {
      toast({ title: result.title, description: result.description, variant: 'destructive' });
      setErrors(result.fields);
      // The first marked field takes the focus, as in the calculators: the visitor types on where it is wrong.
      form.current?.querySelector<HTMLElement>(`[name="${result.firstInvalidField}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate({ ...result.message, ...spamSignals(event.currentTarget) });
  };

  const field =
    (key: keyof ContactMessage) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [key]: value }));
      // A field's mark goes once the visitor corrects it.
      setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
      if (key !== 'message') return;
      // The countdown is read out when it reaches a step, not on every keystroke.
      const next = messageLengthState(value);
      if (next.step !== length.step) setLengthAnnouncement(next.countdown ?? '');
    };

  return (
    <form
      ref={form}
      method="post"
      action={FORM_ACTIONS.contact}
      noValidate
      onSubmit={onSubmit}
      aria-busy={send.isPending}
      className="space-y-4"
    >
      <fieldset disabled={send.isPending} className="space-y-4">
        <legend className="sr-only">{CONTACT_FORM_TEXTS.legend}</legend>
        <InputField
          label={CONTACT_FORM_TEXTS.labels.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={field('name')}
        />
        <InputField
          label={CONTACT_FORM_TEXTS.labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={field('email')}
        />
        <TextareaField
          label={CONTACT_FORM_TEXTS.labels.message}
          name="message"
          rows={5}
          required
          hint={
            <>
              {CONTACT_TEXTS.messageHint}
              {length.countdown ? (
                <span className={length.remaining < 0 ? 'font-medium text-destructive' : 'font-medium'}>
                  {' '}
                  {length.countdown}
                </span>
              ) : null}
            </>
          }
          value={values.message}
          error={errors.message}
          onChange={field('message')}
        />
        <p role="status" className="sr-only">
          {lengthAnnouncement}
        </p>
        <HoneypotField />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {send.isPending ? 'Sende...' : CONTACT_FORM_TEXTS.submit}
        </Button>
      </fieldset>
    </form>
  );
}
