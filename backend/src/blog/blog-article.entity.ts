import { type BlogArticleStatus } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('blog_articles')
export class BlogArticleEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'text', nullable: true })
  excerpt!: string | null;

  @Column({ type: 'text', nullable: true })
  keywords!: string | null;

  @Column({ name: 'meta_description', type: 'text', nullable: true })
  metaDescription!: string | null;

  @Column({ type: 'text', default: 'draft' })
  status!: BlogArticleStatus;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  /** The uploaded picture of a draft from a photo (an /objects/ URL). */
  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  /** What the sender of a photo wrote about it (the query's description). */
  @Column({ name: 'photo_description', type: 'text', nullable: true })
  photoDescription!: string | null;

  /** NULL while a draft from a photo waits for its AI text (the `blogPhotoDrafts` outbox). */
  @Column({ name: 'draft_written_at', type: 'timestamptz', nullable: true, default: () => 'now()' })
  draftWrittenAt!: Date | null;

  /** NULL while the operator's e-mail about a new draft is to be sent (the `blogDraftNotifications` outbox). */
  @Column({ name: 'notification_sent_at', type: 'timestamptz', nullable: true, default: () => 'now()' })
  notificationSentAt!: Date | null;

  /** When the e-mail's publish link was used: it works once. */
  @Column({ name: 'publish_link_used_at', type: 'timestamptz', nullable: true })
  publishLinkUsedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
