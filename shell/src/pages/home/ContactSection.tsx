import { type ReactNode } from 'react';
import { CONTACT_FORM_TEXTS } from '@stairs/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  MessageCircleIcon,
  PhoneIcon,
  Skeleton,
} from '@stairs/ui';
import { conversionLink, useSiteConfig } from '@stairs/site';
import { Island } from '../../islands/Island';
import { ISLANDS } from '../../islands/islands';
import { WhatsAppButton } from './WhatsAppButton';

/** One entry of the contact details: a valid <dl> group (only <dt> and <dd> in its <div>); the icon sits in the <dt>. */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-[3.25rem]">
      <dt className="text-sm font-medium text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute left-0 top-0.5 inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The details: two columns on a tablet; from lg one column beside the form, framed like the cards around it. */
const detailsClass =
  'content-start sm:grid-cols-2 lg:col-start-3 lg:row-start-1 lg:grid-cols-1 lg:rounded-lg lg:border lg:bg-card lg:p-6 lg:shadow-sm';

const linkClass =
  'underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

/** Contact section (#contact): phone, e-mail, opening hours and address, the form, and the WhatsApp card. */
export function ContactSection() {
  const { data: site, isPending } = useSiteConfig();

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-muted/40 py-16 focus:outline-none">
      <div className="container">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight">
            {CONTACT_FORM_TEXTS.sectionTitle}
          </h2>
          <p className="mt-3 text-muted-foreground">{CONTACT_FORM_TEXTS.sectionIntro}</p>
        </div>

        {/* One grid: on a phone and tablet the details, the form, then WhatsApp; from lg the form on the left and
            beside it the details with the compact WhatsApp card under them, so neither column is left blank. */}
        <div className="grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-6">
          {isPending ? (
            <div className={`grid gap-6 ${detailsClass}`} aria-hidden="true">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} className="h-14" />
              ))}
            </div>
          ) : site ? (
            <dl className={`grid gap-6 ${detailsClass}`}>
              <Detail icon={<PhoneIcon />} label="Telefon">
                <a href={`tel:${site.phone}`} className={linkClass} {...conversionLink('phone')}>
                  {site.phoneDisplay}
                </a>
              </Detail>
              <Detail icon={<MailIcon />} label="E-Mail">
                <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                  {site.email}
                </a>
              </Detail>
              <Detail icon={<ClockIcon />} label="Öffnungszeiten">
                {site.openingHours}
              </Detail>
              <Detail icon={<MapPinIcon />} label="Adresse">
                {site.address.street}, {site.address.postalCode} {site.address.city}
              </Detail>
            </dl>
          ) : null}

          <Card className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <CardHeader>
              <CardTitle asChild>
                <h3>{CONTACT_FORM_TEXTS.title}</h3>
              </CardTitle>
              <CardDescription>{CONTACT_FORM_TEXTS.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Island of={ISLANDS.contactForm} props={{}} />
            </CardContent>
          </Card>

          <Card className="border-whatsapp/40 lg:col-start-3 lg:row-start-2 lg:self-start">
            <CardHeader className="flex-row items-start gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-whatsapp/10 text-whatsapp [&_svg]:size-5"
              >
                <MessageCircleIcon />
              </span>
              <div className="grid gap-1.5">
                <CardTitle asChild>
                  <h3>Lieber per WhatsApp?</h3>
                </CardTitle>
                <CardDescription>
                  Schicken Sie uns Fotos Ihrer Treppe und Ihre Fragen – wir melden uns rasch mit einer
                  Einschätzung.
                </CardDescription>
              </div>
            </CardHeader>
            <CardContent>
              <WhatsAppButton className="w-full" />
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
