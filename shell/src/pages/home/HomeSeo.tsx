import { type SiteConfig } from '@stairs/contracts';

/** Centre of the service area (Vienna, Stephansplatz) and the radius the spec names (50000 m). */
export const SERVICE_AREA_CENTER = { latitude: 48.2085, longitude: 16.3721 } as const;
export const SERVICE_RADIUS_METERS = 50000;

export const HOME_DESCRIPTION =
  'Treppenspezialist in Wien: Betonstufen mit Holz verkleiden, Holztreppen renovieren und neue Holztreppen. ' +
  'Sofort-Preis mit dem Online-Kalkulator – in allen Wiener Bezirken.';

/** schema.org LocalBusiness / HomeAndConstructionBusiness with a 50 km service circle around Vienna. */
export function localBusinessJsonLd(site: SiteConfig): Record<string, unknown> {
  const geo = { '@type': 'GeoCoordinates', ...SERVICE_AREA_CENTER };
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'HomeAndConstructionBusiness'],
    name: site.companyName,
    description: HOME_DESCRIPTION,
    url: site.publicUrl,
    telephone: site.phone,
    email: site.email,
    vatID: site.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    geo,
    areaServed: { '@type': 'GeoCircle', geoMidpoint: geo, geoRadius: SERVICE_RADIUS_METERS },
    sameAs: [site.mainSiteUrl],
  };
}

/** JSON inside <script>: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Title, description, geo metadata and structured data of the home page (React 19 hoists them into <head>). */
export function HomeSeo({ site }: { site: SiteConfig | undefined }) {
  const { latitude, longitude } = SERVICE_AREA_CENTER;
  const title = site
    ? `Treppen Wien – Betonstufen verkleiden & Treppenrenovierung | ${site.companyName}`
    : 'Treppen Wien – Betonstufen verkleiden & Treppenrenovierung';
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={HOME_DESCRIPTION} />
      <meta name="geo.region" content="AT-9" />
      <meta name="geo.placename" content="Wien" />
      <meta name="geo.position" content={`${latitude};${longitude}`} />
      <meta name="ICBM" content={`${latitude}, ${longitude}`} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={HOME_DESCRIPTION} />
      <meta property="og:locale" content="de_AT" />
      {site ? <link rel="canonical" href={new URL('/', site.publicUrl).href} /> : null}
      {site ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(localBusinessJsonLd(site)) }}
        />
      ) : null}
    </>
  );
}
