import { Link } from '@stairs/router';
import { FORM_PAGE_TEXTS, imageSources, PAGE_NAMES, pagePath } from '@stairs/contracts';
import {
  ArrowLeftIcon,
  Button,
  CallToAction,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EntryGrid,
  ExternalLinkIcon,
  MapPinIcon,
  PageHeader,
  SafeImage,
  Skeleton,
  SkeletonLines,
} from '@stairs/ui';
import { PageHead, ReferenceCategoryBadge, REFERENCE_PROJECTS_LIST_TEXTS } from '@stairs/site';
import { useReferenceProjects } from '../hooks/useReferenceProjects';
import { type ReferenceProject } from '../lib/types';
import { isHttpUrl } from '../lib/url';

/** docs/product.md §9: 6 skeleton cards while the projects load. */
export const REFERENCES_SKELETON_COUNT = 6;

/** /references. */
export default function ReferencesPage() {
  const query = useReferenceProjects();

  return (
    <div className="container py-10 md:py-14">
      <PageHead
        title={PAGE_NAMES.references}
        description="Abgeschlossene Treppenprojekte in Wien und Umgebung: verkleidete Betonstufen, sanierte Holztreppen und Holzverkleidungen mit Ort, Beschreibung und Bildern."
        path={pagePath('references')}
      />
      <Button variant="ghost" asChild className="-ml-3 mb-4">
        <Link to="/">
          <ArrowLeftIcon />
          {FORM_PAGE_TEXTS.toHome}
        </Link>
      </Button>
      <PageHeader title={PAGE_NAMES.references}>
        Eine Auswahl unserer abgeschlossenen Treppenprojekte: verkleidete Betonstufen, sanierte Holztreppen
        und Holzverkleidungen in Wien und Umgebung.
      </PageHeader>

      <EntryGrid
        query={query}
        texts={REFERENCE_PROJECTS_LIST_TEXTS}
        skeleton={<ReferenceCardSkeleton />}
        skeletonCount={REFERENCES_SKELETON_COUNT}
        className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {(project, index) => <ReferenceCard project={project} priority={index === 0} />}
      </EntryGrid>

      <CallToAction
        titleId="references-cta-title"
        title="Was kostet Ihre Treppe?"
        primary={<Link to={pagePath('concreteCalculator')}>{PAGE_NAMES.concreteCalculator}</Link>}
        secondary={<Link to={pagePath('renovationCalculator')}>{PAGE_NAMES.renovationCalculator}</Link>}
      >
        Berechnen Sie in wenigen Sekunden einen unverbindlichen Richtpreis für Ihr Projekt.
      </CallToAction>
    </div>
  );
}

function ReferenceCard({ project, priority }: { project: ReferenceProject; priority: boolean }) {
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <SafeImage
        {...imageSources(project.imageUrl)}
        // The grid's columns: one on a phone (it takes the 800 px version), three on a wide screen.
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        alt={project.title}
        className="aspect-[4/3] w-full object-cover"
        priority={priority}
      />
      <CardHeader className="gap-2">
        <ReferenceCategoryBadge category={project.category} className="self-start" />
        <CardTitle asChild>
          <h2 className="text-lg">{project.title}</h2>
        </CardTitle>
        {project.location && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="size-4 shrink-0" />
            {project.location}
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="whitespace-pre-line text-sm leading-relaxed">{project.description}</p>
        {isHttpUrl(project.externalUrl) && (
          <a
            href={project.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Projekt ansehen
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">(öffnet in neuem Tab)</span>
          </a>
        )}
      </CardContent>
    </Card>
  );
}

function ReferenceCardSkeleton() {
  return (
    <div data-testid="references-skeleton" className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <SkeletonLines
        className="space-y-3 p-6"
        lines={['h-5 w-32 rounded-full', 'h-6 w-3/4', 'h-4 w-1/3', 'h-4 w-full', 'h-4 w-5/6']}
      />
    </div>
  );
}
