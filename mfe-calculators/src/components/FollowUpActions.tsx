import { useState } from 'react';
import {
  CALCULATOR_FORM_TEXTS,
  DETAILED_QUOTE_FORM_TEXTS,
  PHONE_SERVICE_FORM_TEXTS,
  QUOTE_EMAIL_FORM_TEXTS,
  RESULT_TEXTS,
} from '@stairs/contracts';
import {
  concreteWhatsAppText,
  conversionLink,
  renovationWhatsAppText,
  useSiteConfig,
  whatsappUrl,
} from '@stairs/site';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';
import { quoteDocumentUrl, type AnyCalculation } from '../lib/calculations';
import { DetailedQuoteForm } from './DetailedQuoteForm';
import { LeadDialog } from './LeadDialog';
import { PhoneServiceForm } from './PhoneServiceForm';
import { QuoteEmailForm } from './QuoteEmailForm';

function whatsAppText(calculation: AnyCalculation): string {
  return calculation.type === 'concrete'
    ? concreteWhatsAppText(calculation.input, calculation.result)
    : renovationWhatsAppText(calculation.input, calculation.result);
}

/** The quote document, in a new tab. */
export function QuoteDocumentLink({ calculation }: { calculation: AnyCalculation }) {
  return (
    <Button asChild variant="outline">
      <a href={quoteDocumentUrl(calculation)} target="_blank" rel="noopener noreferrer">
        {RESULT_TEXTS.openDocument}
        <span className="sr-only">{CALCULATOR_FORM_TEXTS.opensInNewTab}</span>
      </a>
    </Button>
  );
}

/** The result as a WhatsApp message to the company, in a new tab. */
export function WhatsAppLink({ calculation }: { calculation: AnyCalculation }) {
  const whatsappNumber = useSiteConfig().data?.whatsappNumber;
  return whatsappNumber ? (
    <Button asChild variant="whatsapp">
      <a
        href={whatsappUrl(whatsappNumber, whatsAppText(calculation))}
        target="_blank"
        rel="noopener noreferrer"
        {...conversionLink('whatsapp')}
      >
        {RESULT_TEXTS.sendWhatsApp}
        <span className="sr-only">{CALCULATOR_FORM_TEXTS.opensInNewTab}</span>
      </a>
    </Button>
  ) : (
    // The number comes from the site configuration; until it has loaded there is nothing to link to.
    <Button variant="whatsapp" disabled>
      {RESULT_TEXTS.sendWhatsApp}
    </Button>
  );
}

type OpenDialog = 'phone-service' | 'detailed-quote' | 'quote-email' | null;

/**
 * What a visitor can do with a result (docs/product.md §2): document, quote by e-mail, phone service, detailed quote,
 * WhatsApp.
 */
export function FollowUpActions({ calculation }: { calculation: AnyCalculation }) {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    calculation,
    open: openDialog === name,
    onOpenChange: (open: boolean) => setOpenDialog(open ? name : null),
  });
  const closeDialog = () => setOpenDialog(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{RESULT_TEXTS.followUpTitle}</h3>
        </CardTitle>
        <CardDescription>{RESULT_TEXTS.followUpDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <QuoteDocumentLink calculation={calculation} />
        <Button variant="outline" onClick={() => setOpenDialog('quote-email')}>
          {QUOTE_EMAIL_FORM_TEXTS.action}
        </Button>
        <Button variant="outline" onClick={() => setOpenDialog('phone-service')}>
          {CALCULATOR_FORM_TEXTS.phoneServiceAction}
        </Button>
        <Button onClick={() => setOpenDialog('detailed-quote')}>
          {CALCULATOR_FORM_TEXTS.detailedQuoteAction}
        </Button>
        <WhatsAppLink calculation={calculation} />
      </CardContent>
      <LeadDialog {...dialogProps('phone-service')} texts={PHONE_SERVICE_FORM_TEXTS} className="sm:max-w-2xl">
        <PhoneServiceForm calculation={calculation} onDone={closeDialog} />
      </LeadDialog>
      <LeadDialog {...dialogProps('detailed-quote')} texts={DETAILED_QUOTE_FORM_TEXTS}>
        <DetailedQuoteForm calculation={calculation} onDone={closeDialog} />
      </LeadDialog>
      <LeadDialog {...dialogProps('quote-email')} texts={QUOTE_EMAIL_FORM_TEXTS}>
        <QuoteEmailForm calculation={calculation} />
      </LeadDialog>
    </Card>
  );
}
