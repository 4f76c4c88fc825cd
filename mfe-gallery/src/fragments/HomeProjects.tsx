import { useMemo } from 'react';
import { imageSources } from '@stairs/contracts';
import { SafeImage } from '@stairs/ui';
import { BeforeAfterSlider } from '../components/BeforeAfterSlider';
import { HomeSectionTitle } from '../components/HomeSectionTitle';
import { useHomepageImages } from '../hooks/useHomepageImages';
import { sortHomepageImages } from '../lib/gallery';
import { type HomepageImage } from '../lib/types';

/**
 * Home: 'Ausgewählte Projekte', the before/after list fed by GET /api/homepage-images (docs/product.md §2), in
 * homepageOrder. A home fragment that has nothing to show (loading, error, empty) takes no space at all.
 */
export default function HomeProjects() {
  const query = useHomepageImages();
  const images = useMemo(() => sortHomepageImages(query.data ?? []), [query.data]);

  if (!query.isSuccess || images.length === 0) return null;

  return (
    <section aria-labelledby="home-projects-title" className="py-16 md:py-20">
      <div className="container">
        <div className="mb-10 max-w-2xl">
          <HomeSectionTitle
            id="home-projects-title"
            title="Ausgewählte Projekte"
            lead="Vorher und nachher: So verwandeln wir Treppen in Wien."
          />
        </div>
        <ul className="grid gap-10 md:grid-cols-2">
          {images.map((image) => (
            <li key={image.id}>
              <ProjectItem image={image} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Two columns from md on, inside the page's container. */
const PROJECT_PICTURE_SIZES = '(min-width: 768px) 50vw, 100vw';

function ProjectItem({ image }: { image: HomepageImage }) {
  const before = image.beforeImageUrl;
  const after = image.afterImageUrl;
  return (
    <article className="space-y-3">
      {before && after ? (
        <BeforeAfterSlider
          beforeSrc={before}
          afterSrc={after}
          alt={image.title}
          width="100%"
          sizes={PROJECT_PICTURE_SIZES}
        />
      ) : (
        <SafeImage
          {...imageSources(image.imageUrl)}
          sizes={PROJECT_PICTURE_SIZES}
          width={400}
          height={300}
          alt={image.title}
          className="aspect-[4/3] w-full rounded-lg object-cover"
        />
      )}
      <div>
        <h3 className="text-xl font-semibold">{image.title}</h3>
        {image.description && <p className="mt-1 text-muted-foreground">{image.description}</p>}
        {image.galleryNumber && (
          <p className="mt-2 text-sm font-medium text-muted-foreground">Projekt: {image.galleryNumber}</p>
        )}
      </div>
    </article>
  );
}
