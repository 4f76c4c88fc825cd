import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Gallery images (with server-assigned numbers and an image-optimization outbox) and reference projects. */
export class GalleryAndReferences1767484800000 implements MigrationInterface {
  name = 'GalleryAndReferences1767484800000';

  async up(q: QueryRunner): Promise<void> {
    // G-{at least 3 digits}, unique; lpad alone would cut a 4th digit off.
    await q.query(`CREATE SEQUENCE gallery_number_seq`);
    await q.query(`
      CREATE FUNCTION next_gallery_number() RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT 'G-' || lpad(n::text, greatest(3, length(n::text)), '0')
          FROM (SELECT nextval('gallery_number_seq') AS n) AS next
      $$`);
    await q.query(`
      CREATE TABLE gallery_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        gallery_number text NOT NULL UNIQUE DEFAULT next_gallery_number()
          CHECK (gallery_number ~ '^G-[0-9]{3,}$'),
        title text NOT NULL,
        description text,
        category text NOT NULL CHECK (category IN (
          'fertiges_projekt', 'arbeitsprozess', 'vorher_nachher', 'massivstufen',
          'fertigparkett', 'blockstufen', 'kragarmtreppen')),
        image_url text NOT NULL,
        thumbnail_url text,
        external_url text,
        before_image_url text,
        after_image_url text,
        is_before_after boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0,
        show_on_homepage boolean NOT NULL DEFAULT false,
        homepage_order integer CHECK (homepage_order BETWEEN 1 AND 10),
        is_demo boolean NOT NULL DEFAULT false,
        image_optimization_queued_at timestamptz,
        image_optimized_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX gallery_images_order_idx ON gallery_images (sort_order, gallery_number)`);
    await q.query(
      `CREATE INDEX gallery_images_optimization_pending_idx ON gallery_images (created_at) WHERE image_optimized_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE reference_projects (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        location text NOT NULL,
        description text NOT NULL,
        category text NOT NULL CHECK (category IN ('concrete', 'renovation', 'wood_cladding')),
        image_url text NOT NULL,
        external_url text,
        is_active boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        is_demo boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reference_projects_order_idx ON reference_projects (sort_order, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reference_projects`);
    await q.query(`DROP TABLE gallery_images`);
    await q.query(`DROP FUNCTION next_gallery_number()`);
    await q.query(`DROP SEQUENCE gallery_number_seq`);
  }
}
