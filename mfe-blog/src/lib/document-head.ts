// Sets page metadata for as long as a page is shown and puts everything back afterwards, so the next route
// (rendered by the shell or another remote) does not inherit an article's title, canonical URL or JSON-LD.

export interface HeadMeta {
  /** 'name' for description/keywords, 'property' for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface DocumentHead {
  title: string;
  meta: HeadMeta[];
  canonical?: string;
  jsonLd?: string;
}

/** Applies `head` to the document; returns the function that restores what was there before. */
export function applyDocumentHead(head: DocumentHead, doc: Document = document): () => void {
  const restore: Array<() => void> = [];

  const previousTitle = doc.title;
  doc.title = head.title;
  restore.push(() => {
    doc.title = previousTitle;
  });

  const setAttribute = (selector: string, create: () => HTMLElement, attribute: string, value: string) => {
    const existing = doc.head.querySelector<HTMLElement>(selector);
    if (existing) {
      const previous = existing.getAttribute(attribute);
      existing.setAttribute(attribute, value);
      restore.push(() => {
        if (previous === null) existing.removeAttribute(attribute);
        else existing.setAttribute(attribute, previous);
      });
      return;
    }
    const element = create();
    element.setAttribute(attribute, value);
    doc.head.appendChild(element);
    restore.push(() => element.remove());
  };

  for (const meta of head.meta) {
    setAttribute(
      `meta[${meta.attribute}="${meta.key}"]`,
      () => {
        const element = doc.createElement('meta');
        element.setAttribute(meta.attribute, meta.key);
        return element;
      },
      'content',
      meta.content,
    );
  }

  if (head.canonical) {
    setAttribute(
      'link[rel="canonical"]',
      () => {
        const element = doc.createElement('link');
        element.setAttribute('rel', 'canonical');
        return element;
      },
      'href',
      head.canonical,
    );
  }

  if (head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-source', 'blog-article');
    script.textContent = head.jsonLd;
    doc.head.appendChild(script);
    restore.push(() => script.remove());
  }

  return () => {
    for (const undo of restore.reverse()) undo();
  };
}
