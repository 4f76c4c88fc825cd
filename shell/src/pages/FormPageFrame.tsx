import { FORM_PAGE_FRAME } from '@stairs/contracts';
import { PageHead } from '@stairs/site';

/**
 * The frame of the pages the API answers a form post with (a visitor without script): the page renderer writes it
 * once with two slots, which the API fills with the page's title and its content (FORM_PAGE_FRAME).
 */
export function FormPageFrame() {
  return (
    <>
      <PageHead
        title={FORM_PAGE_FRAME.titleSlot}
        description="Ihre Anfrage an uns"
        path={FORM_PAGE_FRAME.renderPath}
        noIndex
      />
      <div className="container py-8 sm:py-12">{FORM_PAGE_FRAME.contentSlot}</div>
    </>
  );
}
