import { type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FORM_ANSWER_QUERY_KEY, FORM_PAGE_TEXTS, type FormAnswer } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { Button } from '@stairs/ui';
import { PageHead } from '../seo/PageHead';

/**
 * The answer to the form post this page is the reply to (the page server puts it into the page's data), or
 * undefined on any other page. Never fetched: it exists only as the page's initial data.
 */
export function useFormAnswer(): FormAnswer | undefined {
  const { data } = useQuery<FormAnswer | null>({
    queryKey: FORM_ANSWER_QUERY_KEY,
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? undefined;
}

/** A link onward, shown as a button. */
export interface PageLink {
  href: string;
  label: string;
}

/** Onward to the home page: the last link of every page that ends a form's way. */
export const HOME_LINK: PageLink = { href: '/', label: FORM_PAGE_TEXTS.toHome };

function LinkActions({ links }: { links: readonly PageLink[] }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {links.map((link, index) => (
        <Button key={link.href} asChild variant={index === 0 ? 'default' : 'outline'}>
          <Link to={link.href}>{link.label}</Link>
        </Button>
      ))}
    </div>
  );
}

/** A page that answers a form: never indexed (it holds what the visitor sent), its one h1 and lead text. */
export function FormAnswerPage({
  title,
  lead,
  path,
  back,
  children,
}: {
  title: string;
  lead?: string;
  path: string;
  /** Where the visitor came from, above the heading. */
  back?: PageLink;
  children?: ReactNode;
}) {
  return (
    <div className="container max-w-3xl space-y-6 py-8 sm:py-12">
      <PageHead title={title} description={lead ?? title} path={path} noIndex />
      {back ? (
        <p className="text-sm">
          <Link to={back.href} className="text-primary underline-offset-4 hover:underline">
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        </p>
      ) : null}
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {lead ? <p className="text-muted-foreground">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}

/** Where a sent form leads (303): what happened, and the links onward. */
export function FormSentPage({
  title,
  lead,
  path,
  links,
  children,
}: {
  title: string;
  lead: string;
  path: string;
  links: readonly PageLink[];
  /** What the page names besides (the project a price check was about). */
  children?: ReactNode;
}) {
  return (
    <FormAnswerPage title={title} lead={lead} path={path}>
      {children}
      <LinkActions links={links} />
    </FormAnswerPage>
  );
}

/** A refused post (a cross-site post, too many, too large): the API's German words, the way back, then home. */
export function FormRefusedPage({
  status,
  message,
  path,
  back,
}: {
  status: number;
  message: string;
  path: string;
  back?: PageLink;
}) {
  const title = FORM_PAGE_TEXTS.errorTitles[status] ?? FORM_PAGE_TEXTS.errorTitleFallback;
  const links = back && back.href !== '/' ? [back, HOME_LINK] : [HOME_LINK];
  return (
    <FormAnswerPage title={title} lead={message} path={path}>
      <LinkActions links={links} />
    </FormAnswerPage>
  );
}

/**
 * What is wrong with a post, at the top of the form that comes back: each wrong field by its label with its
 * message (the message stands under the field too). Without script it takes the place of the script's toast.
 */
export function FormErrorSummary({
  errors,
  labels,
}: {
  errors: Readonly<Partial<Record<string, string>>>;
  labels: Readonly<Record<string, string>>;
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (entries.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm"
    >
      <h2 id="error-summary-title" className="mb-2 text-base font-semibold text-destructive">
        {FORM_PAGE_TEXTS.errorSummaryTitle}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            {labels[field] ? `${labels[field].replace(/\s*\*$/, '')}: ` : ''}
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
