import { type GalleryCategory } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('gallery_images')
export class GalleryImageEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  /** Assigned by the database (next_gallery_number()); never by a client. */
  @Column({ name: 'gallery_number', type: 'text', insert: false, update: false })
  galleryNumber!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text' })
  category!: GalleryCategory;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl!: string;

  @Column({ name: 'thumbnail_url', type: 'text', nullable: true })
  thumbnailUrl!: string | null;

  @Column({ name: 'external_url', type: 'text', nullable: true })
  externalUrl!: string | null;

  @Column({ name: 'before_image_url', type: 'text', nullable: true })
  beforeImageUrl!: string | null;

  @Column({ name: 'after_image_url', type: 'text', nullable: true })
  afterImageUrl!: string | null;

  @Column({ name: 'is_before_after', type: 'boolean', default: false })
  isBeforeAfter!: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive!: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ name: 'show_on_homepage', type: 'boolean', default: false })
  showOnHomepage!: boolean;

  @Column({ name: 'homepage_order', type: 'integer', nullable: true })
  homepageOrder!: number | null;

  /** Seeded demo content, removable from the admin in one go. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @Column({ name: 'image_optimization_queued_at', type: 'timestamptz', nullable: true })
  imageOptimizationQueuedAt!: Date | null;

  /** When the image was optimized (or needed no optimization); null = the outbox still owes it. */
  @Column({ name: 'image_optimized_at', type: 'timestamptz', nullable: true })
  imageOptimizedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
