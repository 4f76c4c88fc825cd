import { Link } from '@stairs/router';
import { HERO_IMAGE_URL } from '@stairs/contracts';
import { Button } from '@stairs/ui';
import { sectionHref } from '../../frame/navigation';
import { WhatsAppButton } from './WhatsAppButton';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b bg-gradient-to-br from-secondary via-background to-accent"
    >
      {/*
        The stair picture only from tablet width on, as a CSS background: a phone never downloads it, and the
        headline stays the largest paint. Decorative, so hidden from screen readers.
      */}
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 hidden w-1/2 bg-cover bg-center lg:block"
        style={{
          backgroundImage: `linear-gradient(to right, hsl(var(--background)) 0%, transparent 35%), url(${HERO_IMAGE_URL})`,
        }}
      />
      <div className="container relative flex flex-col gap-6 py-16 sm:py-24 lg:pr-[50%]">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          Ihr Treppenspezialist in Wien · über 20 Jahre Erfahrung
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Schöne Treppen aus Holz – verkleidet, renoviert oder neu gebaut
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Wir verwandeln kahle Betonstufen in warme Holztreppen, bringen abgenutzte Holztreppen wieder zum
          Glänzen und bauen neue Treppen nach Maß – in allen Wiener Bezirken. Ihren Preis sehen Sie sofort
          online.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="lg" asChild>
            <Link to={sectionHref('services')}>Preis kalkulieren</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to={sectionHref('services')}>Services ansehen</Link>
          </Button>
          <WhatsAppButton />
        </div>
      </div>
    </section>
  );
}
