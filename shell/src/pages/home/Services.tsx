import { type ReactNode } from 'react';
import { Link } from '@stairs/router';
import {
  BrushIcon,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  CheckIcon,
  ExternalLinkIcon,
  RulerIcon,
  StairsIcon,
} from '@stairs/ui';
import { OPTION_TITLES, PAGE_NAMES, pagePath } from '@stairs/contracts';
import { useSiteConfig } from '@stairs/site';

interface Service {
  icon: ReactNode;
  title: string;
  description: string;
  features: readonly string[];
  action: ReactNode;
}

/** The concrete calculator's two options, as its result cards name them. */
const CONCRETE_OPTIONS = `${OPTION_TITLES.massivholz} oder ${OPTION_TITLES.fertigparkett}`;

export function Services() {
  const { data: site } = useSiteConfig();

  const services: Service[] = [
    {
      icon: <StairsIcon className="size-6" />,
      title: PAGE_NAMES.concreteCalculator,
      description: `Aus kahlen Betonstufen wird eine wohnliche Holztreppe – passgenau mit ${CONCRETE_OPTIONS} belegt.`,
      features: [CONCRETE_OPTIONS, 'Passgenaue Tritt- und Setzstufen', 'Sofort-Preis online'],
      action: (
        <Button asChild className="w-full">
          <Link to={pagePath('concreteCalculator')}>Preis berechnen</Link>
        </Button>
      ),
    },
    {
      icon: <BrushIcon className="size-6" />,
      title: PAGE_NAMES.renovationCalculator,
      description:
        'Abgenutzte Holztreppe? Wir schleifen und lackieren sie neu oder belegen sie mit neuen Stufen – je nach Zustand.',
      features: [OPTION_TITLES.sanding, OPTION_TITLES.covering, 'Ehrliche Empfehlung nach Zustand'],
      action: (
        <Button asChild className="w-full">
          <Link to={pagePath('renovationCalculator')}>Renovierung berechnen</Link>
        </Button>
      ),
    },
    {
      icon: <RulerIcon className="size-6" />,
      title: 'Neue Holztreppen',
      description:
        'Maßgefertigte Holztreppen nach Ihren Wünschen – von der Planung bis zur Montage aus einer Hand.',
      features: ['Individuelle Planung', 'Massiv-, Block- und Kragarmstufen', 'Montage durch unser Team'],
      action: site ? (
        <Button asChild variant="outline" className="w-full">
          <a href={site.newStairsUrl} target="_blank" rel="noopener noreferrer">
            Mehr erfahren
            <ExternalLinkIcon />
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
        </Button>
      ) : (
        <Button variant="outline" className="w-full" disabled>
          Mehr erfahren
        </Button>
      ),
    },
  ];

  return (
    <section id="services" aria-labelledby="services-title" className="py-16 focus:outline-none">
      <div className="container">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight">
            Unsere Leistungen
          </h2>
          <p className="mt-3 text-muted-foreground">
            Wählen Sie Ihr Projekt und berechnen Sie den Preis in wenigen Sekunden.
          </p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li key={service.title}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <span className="mb-2 inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    {service.icon}
                  </span>
                  <CardTitle>{service.title}</CardTitle>
                  <CardDescription className="text-base">{service.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="space-y-2 text-sm">
                    {service.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>{service.action}</CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
