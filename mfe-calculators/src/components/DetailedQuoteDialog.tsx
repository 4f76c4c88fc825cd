import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FieldError,
  Input,
  Label,
  toast,
} from '@stairs/ui';
import { useDetailedQuoteRequest } from '../hooks/useLeadRequests';
import type { AnyCalculation } from '../lib/calculations';
import { checkPhone } from '../lib/leads';
import { TOAST_TITLES } from '../lib/messages';

export interface DetailedQuoteDialogProps {
  calculation: AnyCalculation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Detailed-quote dialog (spec sections 5, 7, 8): a required, trimmed phone number; the request is linked to
 * the calculation so the operator sees which quote it is about. Closes on success.
 */
export function DetailedQuoteDialog({ calculation, open, onOpenChange }: DetailedQuoteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Detailliertes Angebot anfordern</DialogTitle>
          <DialogDescription>
            Wir prüfen Ihren Kostenvoranschlag {calculation.result.quoteNumber}, rufen Sie an und erstellen
            Ihnen ein detailliertes Angebot.
          </DialogDescription>
        </DialogHeader>
        <DetailedQuoteForm calculation={calculation} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DetailedQuoteForm({ calculation, onDone }: { calculation: AnyCalculation; onDone: () => void }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useDetailedQuoteRequest(calculation);
  const id = useId();
  const phoneId = `${id}-phone`;
  const errorId = `${id}-error`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPhone(phone);
    if (!check.ok) {
      setError(check.message);
      toast({ variant: 'destructive', title: TOAST_TITLES.checkInputs, description: check.message });
      inputRef.current?.focus();
      return;
    }
    request.submit(check.phone, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={phoneId}>Telefonnummer</Label>
        <Input
          ref={inputRef}
          id={phoneId}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+43 660 1234567"
          required
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Abbrechen</Button>
        </DialogClose>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Wird gesendet...' : 'Angebot anfordern'}
        </Button>
      </DialogFooter>
    </form>
  );
}
