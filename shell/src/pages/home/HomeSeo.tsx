import { type SiteConfig } from '@stairs/contracts';
import { PageHead } from '@stairs/site';

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

/** Title, description, canonical, geo metadata and the LocalBusiness structured data of the home page. */
export function HomeSeo({ site }: { site: SiteConfig | undefined }) {
  const { latitude, longitude } = SERVICE_AREA_CENTER;
  return (
    <>
      <PageHead
        title="Treppen Wien – Betonstufen verkleiden & Treppenrenovierung"
        description={HOME_DESCRIPTION}
        path="/"
        structuredData={site ? localBusinessJsonLd(site) : undefined}
      />
      <meta name="geo.region" content="AT-9" />
      <meta name="geo.placename" content="Wien" />
      <meta name="geo.position" content={`${latitude};${longitude}`} />
      <meta name="ICBM" content={`${latitude}, ${longitude}`} />
    </>
  );
}
