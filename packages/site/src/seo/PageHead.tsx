import { scriptJson } from '@stairs/contracts';
import { useSiteConfig } from '../site-config';

export interface PageHeadProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** Path of the page's canonical URL ('/gallery'); resolved against the site's public URL. */
  path: string;
  /** schema.org data of the page, as a JSON-LD script. */
  structuredData?: Record<string, unknown>;
  /** Pages that must not be indexed (404, admin). */
  noIndex?: boolean;
  /** og:type, 'website' unless the page is an article. */
  openGraphType?: 'website' | 'article';
  /** Comma plus space separated (articles). */
  keywords?: string | null;
  /** ISO time an article was published (article:published_time). */
  publishedTime?: string | null;
}

/**
 * Title, description, canonical URL, Open Graph and structured data of a page. React 19 hoists the elements
 * into <head>; the page renderer moves them there in the server HTML, so crawlers read them without JavaScript.
 */
export function PageHead({
  title,
  description,
  path,
  structuredData,
  noIndex = false,
  openGraphType = 'website',
  keywords,
  publishedTime,
}: PageHeadProps) {
  const { data: site } = useSiteConfig();
  const fullTitle = site ? `${title} | ${site.companyName}` : title;
  const canonical = site ? new URL(path, site.publicUrl).href : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical && !noIndex ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:type" content={openGraphType} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content="de_AT" />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {site ? <meta property="og:site_name" content={site.companyName} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }} />
      ) : null}
    </>
  );
}
