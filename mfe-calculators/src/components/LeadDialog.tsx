import { createContext, useContext, useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  InputField,
} from '@stairs/ui';
import { type FormAnswer } from '@stairs/contracts';
import { HoneypotField, useFormAnswer } from '@stairs/site';
import type { AnyCalculation } from '../lib/calculations';

export interface LeadDialogProps {
  /** The calculation the dialog's form is about; the description names its quote. */
  calculation: AnyCalculation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contracts' texts of the dialog's form. */
  texts: { title: string; description: (quoteNumber: string) => string };
  className?: string;
  /** The form. It lives inside the dialog content, which unmounts on close: every opening starts empty. */
  children: ReactNode;
}

/** A lead dialog of a result: title, description naming the quote, then the form. */
export function LeadDialog({ calculation, open, onOpenChange, texts, className, children }: LeadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description(calculation.result.quoteNumber)}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** True inside a FollowUpCard: the form stands in the page, not in a dialog (nothing to close or cancel). */
const InPage = createContext(false);

/** Whether the lead form stands in the page (a result page without script) rather than in its dialog. */
export const useInPage = (): boolean => useContext(InPage);

/**
 * A lead form in the page, as a card: the result page a calculator's post without script leads to, where no dialog
 * can open. The same title, description and form as the dialog's.
 */
export function FollowUpCard({
  calculation,
  texts,
  children,
}: Pick<LeadDialogProps, 'calculation' | 'texts' | 'children'>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{texts.title}</h2>
        </CardTitle>
        <CardDescription>{texts.description(calculation.result.quoteNumber)}</CardDescription>
      </CardHeader>
      <CardContent>
        <InPage.Provider value={true}>{children}</InPage.Provider>
      </CardContent>
    </Card>
  );
}

/**
 * The page server's answer to this follow-up's post without script (the result page again): the visitor's values
 * and each field's message, for the form whose action it was; the page's other forms start empty.
 */
export function useFollowUpAnswer(action: string): Extract<FormAnswer, { kind: 'invalid' }> | undefined {
  const answer = useFormAnswer();
  return answer?.kind === 'invalid' && answer.action === action ? answer : undefined;
}

export interface LeadFormProps {
  /** The form route the browser posts to without script (FORM_ACTIONS). */
  action: string;
  calculation: AnyCalculation;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form shows its own German messages instead of the browser's bubbles. */
  noValidate?: boolean;
  children: ReactNode;
}

/**
 * A lead form: a real form (the API's names and form route) like every public form, with the calculation it is
 * about (its type tells the page server which result page to answer with) and the honeypot; alive, it is sent as
 * JSON in place.
 */
export function LeadForm({ action, calculation, onSubmit, noValidate, children }: LeadFormProps) {
  return (
    <form method="post" action={action} noValidate={noValidate} onSubmit={onSubmit} className="grid gap-5">
      <input type="hidden" name="calculationId" value={calculation.result.id} />
      <input type="hidden" name="calculationType" value={calculation.type} />
      {children}
      <HoneypotField />
    </form>
  );
}

/** The phone number of a lead form: the API's field name, the phone keyboard and the browser's autofill. */
export function PhoneField({
  texts,
  ...input
}: { texts: { phoneLabel: string; phonePlaceholder: string } } & Omit<
  ComponentProps<typeof InputField>,
  'label' | 'name' | 'type' | 'autoComplete' | 'placeholder'
>) {
  return (
    <InputField
      label={texts.phoneLabel}
      name="phone"
      type="tel"
      autoComplete="tel"
      placeholder={texts.phonePlaceholder}
      {...input}
    />
  );
}

export interface LeadDialogFooterProps {
  submitLabel: string;
  /** The request is running: the submit button says 'Wird gesendet...' and is disabled. */
  isPending: boolean;
  /** Defaults to isPending. */
  disabled?: boolean;
  /** Why the submit button is disabled, shown above it and read with it (a grey button alone says nothing). */
  disabledHint?: string;
}

/** 'Abbrechen' (closes the dialog; none in the page) and the submit button of a lead form. */
export function LeadDialogFooter({
  submitLabel,
  isPending,
  disabled = isPending,
  disabledHint,
}: LeadDialogFooterProps) {
  const hintId = useId();
  const inPage = useInPage();
  const hint = disabled && !isPending ? disabledHint : undefined;
  return (
    <div className="grid gap-2">
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground sm:text-right">
          {hint}
        </p>
      ) : null}
      <DialogFooter>
        {inPage ? null : (
          <DialogClose asChild>
            <Button variant="outline">Abbrechen</Button>
          </DialogClose>
        )}
        <Button type="submit" disabled={disabled} aria-describedby={hint ? hintId : undefined}>
          {isPending ? 'Wird gesendet...' : submitLabel}
        </Button>
      </DialogFooter>
    </div>
  );
}
