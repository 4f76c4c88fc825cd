import {
  API_MESSAGES,
  FORM_PAGE_TEXTS,
  galleryPriceCheckPagePath,
  galleryPriceCheckSentPagePath,
  PAGE_NAMES,
  pagePath,
  PRICE_CHECK_FORM_TEXTS,
  type GalleryImage,
} from '@stairs/contracts';
import { useParams } from '@stairs/router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';
import {
  FormAnswerPage,
  FormErrorSummary,
  FormRefusedPage,
  GalleryCategoryBadge,
  GalleryPictureFrame,
  useFormAnswer,
  usePageStatus,
  type PageLink,
} from '@stairs/site';
import { QuoteRequestForm } from '../components/QuoteRequestForm';
import { useGalleryImages } from '../hooks/useGalleryImages';
import { quoteFormErrorsOf, quoteFormValuesOf } from '../lib/quote-request';

const GALLERY_LINK: PageLink = { href: pagePath('gallery'), label: PAGE_NAMES.gallery };

/** The gallery's project of that number, as the gallery shows it (any other: none). */
export function useGalleryProject(galleryNumber: string) {
  const query = useGalleryImages();
  const project: GalleryImage | undefined = query.data?.find(
    (image) => image.galleryNumber === galleryNumber,
  );
  return { query, project };
}

/** The project's page could not be read (the API is down) or there is no such project: the status and the words. */
export function ProjectUnavailable({ path, down }: { path: string; down: boolean }) {
  const status = down ? 503 : 404;
  usePageStatus(status);
  return (
    <FormRefusedPage
      status={status}
      message={down ? API_MESSAGES.serviceUnavailable : FORM_PAGE_TEXTS.projectNotFound}
      path={path}
      back={GALLERY_LINK}
    />
  );
}

/**
 * A gallery project's own page (where its card leads without script): title, category, number, picture and
 * description, then the price-check form; after a post without script (the page server's answer) the form again
 * with the visitor's values and each field's message, or the refusal. Alive, a sent form leads to the thank-you
 * page as the post would.
 */
export default function PriceCheckPage() {
  const galleryNumber = useParams().galleryNumber ?? '';
  const path = galleryPriceCheckPagePath(galleryNumber);
  const answer = useFormAnswer();
  const { query, project } = useGalleryProject(galleryNumber);
  if (answer?.kind === 'refused') {
    return (
      <FormRefusedPage status={answer.status} message={answer.message} path={path} back={GALLERY_LINK} />
    );
  }
  if (!project) {
    return query.isPending ? null : <ProjectUnavailable path={path} down={query.isError} />;
  }
  const errors = answer?.errors ?? {};
  return (
    <FormAnswerPage title={project.title} path={path} back={GALLERY_LINK}>
      <FormErrorSummary errors={errors} labels={PRICE_CHECK_FORM_TEXTS.labels} />
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <GalleryCategoryBadge category={project.category} />
        <span>{PRICE_CHECK_FORM_TEXTS.projectNumber(project.galleryNumber)}</span>
      </p>
      <GalleryPictureFrame
        image={project}
        priority
        sizes="(min-width: 48rem) 46rem, 100vw"
        frameClassName="rounded-lg"
      />
      {project.description ? <p>{project.description}</p> : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{PRICE_CHECK_FORM_TEXTS.title}</h2>
          </CardTitle>
          <CardDescription>
            {PRICE_CHECK_FORM_TEXTS.description(project.galleryNumber, project.title)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QuoteRequestForm
            galleryNumber={project.galleryNumber}
            initialValues={quoteFormValuesOf(answer?.values ?? {})}
            initialErrors={quoteFormErrorsOf(errors)}
            onSent={() => window.location.assign(galleryPriceCheckSentPagePath(project.galleryNumber))}
          />
        </CardContent>
      </Card>
    </FormAnswerPage>
  );
}
