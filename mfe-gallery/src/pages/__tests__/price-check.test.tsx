import {
  ANSWER_PAGES,
  API,
  FORM_ACTIONS,
  FORM_ANSWER_QUERY_KEY,
  type FormAnswer,
  LEAD_MESSAGES,
} from '@stairs/contracts';
import { apiQueryKey } from '@stairs/api-client';
import { Route, Routes } from '@stairs/router';
import { galleryImage as image, onlyFormIn, renderPage, textOf } from '@stairs/site/testing';
import PriceCheckPage from '../PriceCheckPage';
import PriceCheckSentPage from '../PriceCheckSentPage';

// The project's page and its thank-you page as the page server renders them (with and without a form's answer).

const project = image(71, { title: 'Eichenstufen "Ottakring" <1>', description: 'Fertig in zwei Tagen.' });
const GALLERY: [readonly unknown[], unknown] = [apiQueryKey(API.galleryImages), [image(1), project]];

function render(path: string, answer?: FormAnswer, data: [readonly unknown[], unknown][] = [GALLERY]) {
  return renderPage(
    <Routes>
      <Route path={ANSWER_PAGES.galleryPriceCheck.path} element={<PriceCheckPage />} />
      <Route path={ANSWER_PAGES.galleryPriceCheckSent.path} element={<PriceCheckSentPage />} />
    </Routes>,
    { path, data: answer ? [...data, [FORM_ANSWER_QUERY_KEY, answer]] : data },
  );
}

describe('a gallery project’s price-check page', () => {
  it('shows the project (title, category, number, picture, description) and the form about it', () => {
    const html = render('/api/forms/gallery-price-check/G-071');
    expect(html).toMatch(/<h1[^>]*>Eichenstufen &quot;Ottakring&quot; &lt;1&gt;<\/h1>/);
    const text = textOf(html);
    expect(text).toContain('Projekt-Nr. G-071');
    expect(text).toContain('Fertig in zwei Tagen.');
    expect(text).toContain('Preisprüfung anfordern');
    expect(html).toMatch(/<img [^>]*alt="Eichenstufen &quot;Ottakring&quot; &lt;1&gt;"/);
    const form = onlyFormIn(html);
    expect(form.action).toBe(FORM_ACTIONS.galleryPriceCheck);
    expect(form.hidden).toEqual({ galleryNumber: 'G-071' });
    expect(form.submitButtons).toHaveLength(1);
  });

  it('after a refused post: the values kept and each field’s message under it', () => {
    const html = render('/api/forms/gallery-price-check/G-071', {
      action: FORM_ACTIONS.galleryPriceCheck,
      kind: 'invalid',
      values: { galleryNumber: 'G-071', customerName: 'Maria', customerPhone: 'abc', requestedService: '' },
      errors: {
        customerEmail: LEAD_MESSAGES.requiredFieldsMissing,
        customerPhone: LEAD_MESSAGES.phoneInvalid,
      },
      message: 'x',
    });
    const form = onlyFormIn(html);
    const control = (name: string) => form.controls.find((c) => c.name === name);
    expect(control('customerName')?.value).toBe('Maria');
    expect(control('customerPhone')?.value).toBe('abc');
    expect(control('customerPhone')?.html).toMatch(/aria-invalid="true"/);
    const text = textOf(html);
    expect(text).toContain('Bitte prüfen Sie Ihre Eingaben');
    expect(text).toContain(LEAD_MESSAGES.phoneInvalid);
    expect(text).toContain(LEAD_MESSAGES.requiredFieldsMissing);
  });

  it('a refusal says it, with the way back to the gallery', () => {
    const text = textOf(
      render('/api/forms/gallery-price-check/G-071', {
        action: FORM_ACTIONS.galleryPriceCheck,
        kind: 'refused',
        status: 429,
        message: 'Zu viele.',
      }),
    );
    expect(text).toContain('Zu viele Anfragen');
    expect(text).toContain('Zu viele.');
    expect(text).toContain('Galerie');
  });

  it('an unknown project is not found', () => {
    const text = textOf(render('/api/forms/gallery-price-check/G-999'));
    expect(text).toContain('Seite nicht gefunden');
    expect(text).toContain('Dieses Projekt wurde nicht gefunden.');
  });

  it('the thank-you page names the project', () => {
    const text = textOf(render('/api/forms/gallery-price-check/G-071/sent'));
    expect(text).toContain('Anfrage gesendet!');
    expect(text).toContain('Ihre Preisanfrage zu Projekt G-071 ist bei uns eingegangen.');
    expect(text).toContain('Eichenstufen "Ottakring" &lt;1&gt;');
  });
});
