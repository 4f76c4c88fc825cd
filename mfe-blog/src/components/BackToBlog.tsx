import { BLOG_EMAIL_FORM_TEXTS, pagePath } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { ArrowLeftIcon, Button, cn } from '@stairs/ui';

/** 'Zurück zum Blog' above a page's title: a ghost button whose arrow lines up with the text below. */
export function BackToBlog({ className }: { className?: string }) {
  return (
    <Button variant="ghost" asChild className={cn('-ml-3', className)}>
      <Link to={pagePath('blog')}>
        <ArrowLeftIcon />
        {BLOG_EMAIL_FORM_TEXTS.backToBlog}
      </Link>
    </Button>
  );
}
