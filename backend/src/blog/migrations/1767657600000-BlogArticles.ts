import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Blog articles: drafts until an admin publishes them; the public list reads the published ones by date. */
export class BlogArticles1767657600000 implements MigrationInterface {
  name = 'BlogArticles1767657600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE blog_articles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        content text NOT NULL,
        excerpt text,
        keywords text,
        meta_description text,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        published_at timestamptz,
        is_demo boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status = 'draft' OR published_at IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX blog_articles_published ON blog_articles (published_at DESC, id) WHERE status = 'published'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE blog_articles`);
  }
}
