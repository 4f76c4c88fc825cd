import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  GatewayTimeoutException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  GALLERY_MESSAGES,
  type GalleryCategory,
  type GalleryImage,
  type HomepageImage,
  type SuccessResponse,
} from '@stairs/contracts';
import { Repository } from 'typeorm';
import { type DescribeImageResult } from '../ai/describe-image.handler';
import { type AppConfig, InjectConfig } from '../config';
import { JobRequestError, JobRequests } from '../jobs/job-requests.service';
import { Outbox } from '../jobs/outbox.service';
import { isOptimizedKey } from '../images/image-optimizer';
import { inspectImage } from '../storage/image-inspection';
import { noteObjectDeletions, replacedPictures } from '../storage/object-deletions';
import { OBJECT_STORAGE, objectKeyOfUrl, type ObjectStorage } from '../storage/object-storage';
import { type StoredUpload, StoredUploads } from '../storage/stored-uploads';
import { type StagedUpload } from '../storage/upload-body';
import { type GalleryImageDto } from './gallery-image.dto';
import { GalleryImageEntity } from './gallery-image.entity';
import { ImageSources } from './image-sources';
import { PublicPages } from '../pages/public-pages.service';

/** Homepage images without an order come last (docs/product.md §3). */
const MISSING_HOMEPAGE_ORDER = 999;

export function toGalleryImage(row: GalleryImageEntity): GalleryImage {
  return {
    id: row.id,
    galleryNumber: row.galleryNumber,
    title: row.title,
    description: row.description,
    category: row.category,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    externalUrl: row.externalUrl,
    beforeImageUrl: row.beforeImageUrl,
    afterImageUrl: row.afterImageUrl,
    isBeforeAfter: row.isBeforeAfter,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    showOnHomepage: row.showOnHomepage,
    homepageOrder: row.homepageOrder,
  };
}

/** An uploaded original that still needs its optimized versions. */
function needsOptimization(imageUrl: string): boolean {
  const key = objectKeyOfUrl(imageUrl);
  return key !== undefined && !isOptimizedKey(key);
}

/** Every picture a gallery image shows. */
function picturesOf(
  image: Pick<GalleryImageEntity, 'imageUrl' | 'thumbnailUrl' | 'beforeImageUrl' | 'afterImageUrl'>,
): Array<string | null> {
  return [image.imageUrl, image.thumbnailUrl, image.beforeImageUrl, image.afterImageUrl];
}

/** The columns a create or update writes (everything the operator sets). */
type GalleryImageFields = Omit<
  GalleryImageEntity,
  | 'id'
  | 'galleryNumber'
  | 'createdAt'
  | 'updatedAt'
  | 'isDemo'
  | 'imageOptimizationQueuedAt'
  | 'imageOptimizedAt'
>;

@Injectable()
export class GalleryService {
  constructor(
    @InjectRepository(GalleryImageEntity) private readonly images: Repository<GalleryImageEntity>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly sources: ImageSources,
    private readonly outbox: Outbox,
    private readonly jobRequests: JobRequests,
    private readonly publicPages: PublicPages,
    private readonly uploads: StoredUploads,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The AI description of a gallery image's stored picture, written by the worker; the call waits for it. */
  async describe(id: string): Promise<string> {
    const row = await this.findById(id);
    return this.describePicture(row.imageUrl, row.title, row.category);
  }

  /**
   * The description of a picture that is stored but not yet a gallery image (the add form after an upload).
   * Only the site's own objects are described: the worker never fetches a URL from elsewhere.
   */
  async describePicture(imageUrl: string, title: string, category: string): Promise<string> {
    const objectKey = objectKeyOfUrl(imageUrl);
    if (!objectKey || !(await this.storage.exists(objectKey))) {
      throw new BadRequestException(GALLERY_MESSAGES.aiNeedsImage);
    }
    try {
      const result = (await this.jobRequests.run(
        'describeImage',
        { objectKey, title, category, requestId: randomUUID() },
        // The provider's own deadline plus the time a busy worker needs to pick the job up.
        this.config.ai.timeoutMs + 10_000,
      )) as DescribeImageResult;
      return result.description;
    } catch (error) {
      if (!(error instanceof JobRequestError)) throw error;
      if (error.reason === 'timeout')
        throw new GatewayTimeoutException(GALLERY_MESSAGES.aiDescriptionTimeout);
      if (error.reason === 'unavailable')
        throw new ServiceUnavailableException(GALLERY_MESSAGES.aiDescriptionFailed);
      throw new BadGatewayException(GALLERY_MESSAGES.aiDescriptionFailed);
    }
  }

  /** Public list: active images from an allowed source, in display order. */
  async listPublic(): Promise<GalleryImage[]> {
    const rows = await this.images.find({
      where: { isActive: true },
      order: { sortOrder: 'ASC', galleryNumber: 'ASC' },
    });
    return rows.filter((row) => this.sources.isAllowed(row.imageUrl)).map(toGalleryImage);
  }

  /** Admin list: the source filter but not the active filter; optionally one category. */
  async listAdmin(category?: GalleryCategory): Promise<GalleryImage[]> {
    const rows = await this.images.find({
      where: category ? { category } : {},
      // Newest first: a fresh upload is the one the operator looks for next (the public order is sortOrder's).
      order: { createdAt: 'DESC', galleryNumber: 'DESC' },
    });
    return rows.filter((row) => this.sources.isAllowed(row.imageUrl)).map(toGalleryImage);
  }

  /** Active homepage images, ascending homepage order (missing = 999). */
  async homepageImages(): Promise<HomepageImage[]> {
    const rows = await this.images.find({ where: { isActive: true, showOnHomepage: true } });
    return rows
      .filter((row) => this.sources.isAllowed(row.imageUrl))
      .sort(
        (a, b) =>
          (a.homepageOrder ?? MISSING_HOMEPAGE_ORDER) - (b.homepageOrder ?? MISSING_HOMEPAGE_ORDER) ||
          a.galleryNumber.localeCompare(b.galleryNumber),
      )
      .map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        imageUrl: row.imageUrl,
        // The edit dialog's homepage block: the chosen before image over the image itself as the after image.
        beforeImageUrl: row.beforeImageUrl,
        afterImageUrl: row.afterImageUrl ?? row.imageUrl,
        homepageOrder: row.homepageOrder,
        galleryNumber: row.galleryNumber,
      }));
  }

  async findById(id: string): Promise<GalleryImageEntity> {
    const row = await this.images.findOneBy({ id });
    if (!row) throw new NotFoundException(GALLERY_MESSAGES.imageNotFound);
    return row;
  }

  async create(dto: GalleryImageDto): Promise<GalleryImage> {
    const fields = this.fieldsOf(dto);
    const id = randomUUID();
    const optimize = needsOptimization(fields.imageUrl);
    await this.images.insert({ id, ...fields, imageOptimizedAt: optimize ? null : new Date() });
    if (optimize) this.outbox.dispatch('galleryImageOptimizations', id);
    this.publicPages.contentChanged('gallery image created');
    return toGalleryImage(await this.findById(id));
  }

  /**
   * PUT: every field as sent. A new uploaded original is optimized again; a replaced picture is noted for
   * deletion in the same transaction (it follows through a job, unless another record shows it).
   */
  async update(id: string, dto: GalleryImageDto): Promise<GalleryImage> {
    const fields = this.fieldsOf(dto);
    const { newOriginal, deletions } = await this.images.manager.transaction(async (manager) => {
      const current = await manager.findOne(GalleryImageEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw new NotFoundException(GALLERY_MESSAGES.imageNotFound);
      const optimize = fields.imageUrl !== current.imageUrl && needsOptimization(fields.imageUrl);
      await manager.update(
        GalleryImageEntity,
        { id },
        optimize ? { ...fields, imageOptimizedAt: null, imageOptimizationQueuedAt: null } : fields,
      );
      return {
        newOriginal: optimize,
        deletions: await noteObjectDeletions(
          manager,
          replacedPictures(picturesOf(current), picturesOf(fields)),
        ),
      };
    });
    if (newOriginal) this.outbox.dispatch('galleryImageOptimizations', id);
    for (const deletion of deletions) this.outbox.dispatch('objectDeletions', deletion);
    this.publicPages.contentChanged('gallery image changed');
    return toGalleryImage(await this.findById(id));
  }

  /** Deletes the record; its stored pictures follow through a job (nothing left orphaned in the storage). */
  async remove(id: string): Promise<SuccessResponse> {
    const deletions = await this.images.manager.transaction(async (manager) => {
      const row = await manager.findOneBy(GalleryImageEntity, { id });
      if (!row) throw new NotFoundException(GALLERY_MESSAGES.imageNotFound);
      await manager.delete(GalleryImageEntity, { id });
      return noteObjectDeletions(manager, picturesOf(row));
    });
    for (const deletion of deletions) this.outbox.dispatch('objectDeletions', deletion);
    this.publicPages.contentChanged('gallery image deleted');
    return { success: true };
  }

  /**
   * Stores an uploaded file under a server-made name after checking its bytes. A record must show it within
   * a day, or it is deleted (StoredUploads).
   */
  async storeUpload(upload: StagedUpload): Promise<StoredUpload> {
    const image = await inspectImage(upload);
    return this.uploads.store(`gallery/${randomUUID()}.${image.extension}`, upload, image.contentType);
  }

  /**
   * The optimized multi-file upload: the file becomes a new, inactive image, optimized by the worker. Untitled:
   * a file name ('IMG_2024_treppe-eiche-vorher.jpg') is the camera's or the operator's filing, not what a visitor
   * should read; the admin shows 'Ohne Titel' and the edit form asks for a title before the image goes live.
   */
  async createFromUpload(staged: StagedUpload): Promise<GalleryImage> {
    const upload = await this.storeUpload(staged);
    const imageUrl = upload.url;
    const id = randomUUID();
    await this.uploads.claim(upload, () =>
      this.images.insert({
        id,
        title: '',
        description: null,
        category: 'fertiges_projekt',
        imageUrl,
        thumbnailUrl: null,
        externalUrl: null,
        beforeImageUrl: null,
        afterImageUrl: null,
        isBeforeAfter: false,
        isActive: false,
        sortOrder: 0,
        showOnHomepage: false,
        homepageOrder: null,
        imageOptimizedAt: null,
      }),
    );
    this.outbox.dispatch('galleryImageOptimizations', id);
    return toGalleryImage(await this.findById(id));
  }

  private fieldsOf(dto: GalleryImageDto): GalleryImageFields {
    const isBeforeAfter = dto.isBeforeAfter === true;
    if (isBeforeAfter && (!dto.beforeImageUrl || !dto.afterImageUrl)) {
      throw new BadRequestException(GALLERY_MESSAGES.beforeAfterUrlsRequired);
    }
    for (const url of [dto.imageUrl, dto.thumbnailUrl, dto.beforeImageUrl, dto.afterImageUrl]) {
      if (url && !this.sources.isAllowed(url))
        throw new BadRequestException(GALLERY_MESSAGES.imageSourceNotAllowed);
    }
    return {
      title: dto.title,
      description: dto.description ?? null,
      // Turning on before/after makes it a before/after image (docs/product.md §4).
      category: isBeforeAfter ? 'vorher_nachher' : dto.category,
      imageUrl: dto.imageUrl,
      thumbnailUrl: dto.thumbnailUrl ?? null,
      externalUrl: dto.externalUrl ?? null,
      beforeImageUrl: dto.beforeImageUrl ?? null,
      afterImageUrl: dto.afterImageUrl ?? null,
      isBeforeAfter,
      isActive: dto.isActive === true,
      sortOrder: dto.sortOrder ?? 0,
      showOnHomepage: dto.showOnHomepage === true,
      homepageOrder: dto.homepageOrder ?? null,
    };
  }
}
