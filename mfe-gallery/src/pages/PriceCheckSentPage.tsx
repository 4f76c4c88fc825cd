import {
  galleryPriceCheckSentPagePath,
  PAGE_NAMES,
  pagePath,
  PRICE_CHECK_FORM_TEXTS,
} from '@stairs/contracts';
import { useParams } from '@stairs/router';
import { FormSentPage, HOME_LINK } from '@stairs/site';
import { ProjectUnavailable, useGalleryProject } from './PriceCheckPage';

/** Where a sent price check leads (303): the success toast's words, naming the project. */
export default function PriceCheckSentPage() {
  const galleryNumber = useParams().galleryNumber ?? '';
  const path = galleryPriceCheckSentPagePath(galleryNumber);
  const { query, project } = useGalleryProject(galleryNumber);
  if (!project) return query.isPending ? null : <ProjectUnavailable path={path} down={query.isError} />;
  return (
    <FormSentPage
      title={PRICE_CHECK_FORM_TEXTS.successTitle}
      lead={PRICE_CHECK_FORM_TEXTS.successDescription(project.galleryNumber)}
      path={path}
      links={[{ href: pagePath('gallery'), label: PAGE_NAMES.gallery }, HOME_LINK]}
    >
      <p className="text-muted-foreground">{project.title}</p>
    </FormSentPage>
  );
}
