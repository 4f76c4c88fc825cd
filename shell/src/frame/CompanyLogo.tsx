import { PAGE_NAMES } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { Skeleton, StairsIcon } from '@stairs/ui';
import { useSiteConfig } from '@stairs/site';

/** Logo mark + company name (from the site configuration), linking to the home page. */
export function CompanyLogo() {
  const { data: site, isPending } = useSiteConfig();
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <StairsIcon className="size-5" />
      </span>
      {isPending ? (
        <Skeleton className="h-5 w-36 md:hidden lg:block" />
      ) : (
        // md: only the mark is visible (the name stays the link's accessible name), the link bar needs the room.
        <span className="truncate text-base md:sr-only lg:not-sr-only xl:text-lg">
          {site?.companyName ?? PAGE_NAMES.home}
        </span>
      )}
    </Link>
  );
}
