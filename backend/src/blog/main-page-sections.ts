import { load } from 'cheerio';
import { BLOG_LIMITS } from '@stairs/contracts';
import { shorten } from './email-draft';

/** A piece of the main site worth an article: a heading and the text under it. */
export interface MainPageSection {
  title: string;
  /** Markdown: paragraphs and lists, then where it came from. */
  content: string;
  excerpt: string;
}

/** Fewer words than this under a heading are a teaser or a button row, not content for an article. */
export const MIN_SECTION_WORDS = 25;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The sections of the main site's page: every h2/h3 with the paragraphs and lists up to the next heading,
 * without navigation, header, footer, forms and scripts. Parsed with cheerio (a real HTML parser), so broken
 * markup and entities are read as a browser reads them.
 */
export function mainPageSections(html: string, pageUrl: string): MainPageSection[] {
  const $ = load(html);
  $('script, style, noscript, template, nav, header, footer, form, aside').remove();
  const sections: MainPageSection[] = [];
  $('h2, h3').each((_, heading) => {
    const title = clean($(heading).text());
    if (title === '' || title.length > BLOG_LIMITS.titleMaxLength) return;
    const blocks: string[] = [];
    $(heading)
      .nextUntil('h1, h2, h3')
      .each((__, element) => {
        const node = $(element);
        if (node.is('ul, ol')) {
          const items = node
            .find('li')
            .map((___, item) => clean($(item).text()))
            .get()
            .filter(Boolean);
          if (items.length > 0) blocks.push(items.map((item) => `- ${item}`).join('\n'));
        } else {
          const text = clean(node.text());
          if (text !== '') blocks.push(text);
        }
      });
    const body = blocks.join('\n\n');
    if (wordCount(body) < MIN_SECTION_WORDS) return;
    sections.push({
      title,
      content: `${body}\n\nQuelle: [unsere Hauptseite](${pageUrl})`,
      excerpt: shorten(clean(blocks.join(' ')), 200),
    });
  });
  return sections;
}
