import { BLOG_EMAIL_FORM_TEXTS, pagePath } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { ArrowLeftIcon, Button, cn } from '@stairs/ui';
import type { PageLink } from '@stairs/site';

/** Back to the blog list: the link of this button and of the answer pages' link rows. */
export const BLOG_LINK: PageLink = { href: pagePath('blog'), label: BLOG_EMAIL_FORM_TEXTS.backToBlog };

/** 'Zurück zum Blog' above a page's title: a ghost button whose arrow lines up with the text below. */
export function BackToBlog({ className }: { className?: string }) {
  return (
    <Button variant="ghost" asChild className={cn('-ml-3', className)}>
      <Link to={BLOG_LINK.href}>
        <ArrowLeftIcon />
        {BLOG_LINK.label}
      </Link>
    </Button>
  );
}
