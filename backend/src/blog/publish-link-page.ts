import { type BlogArticleEntity } from './blog-article.entity';

/** Text for HTML: the five characters that could open markup or an attribute. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="de-AT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#92400e;color:#fff;cursor:pointer}
a{color:#92400e}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

/** The link's landing page: what will be published, and the button that does it (a POST to the same URL). */
export function publishConfirmPage(article: BlogArticleEntity, actionUrl: string): string {
  return page(
    'Blog-Entwurf veröffentlichen',
    `<p>Der Entwurf <strong>${escapeHtml(article.title)}</strong> wird auf der Website veröffentlicht.</p>
<p>Zum Bearbeiten vorher: <a href="/admin/blog">Blog-Admin</a>.</p>
<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit">Jetzt veröffentlichen</button></form>`,
  );
}

export function publishedPage(article: BlogArticleEntity): string {
  const path = `/blog/${encodeURIComponent(article.slug)}`;
  return page(
    'Artikel veröffentlicht',
    `<p><strong>${escapeHtml(article.title)}</strong> ist jetzt auf der Website.</p>
<p><a href="${escapeHtml(path)}">Artikel ansehen</a></p>`,
  );
}

export function publishRefusedPage(message: string): string {
  return page(message, `<p>Im <a href="/admin/blog">Blog-Admin</a> sehen Sie alle Entwürfe und Artikel.</p>`);
}
