import { Injectable } from '@nestjs/common';
import {
  API,
  type ApiErrorBody,
  CALCULATION_FORM_ACTIONS,
  CALCULATOR_PAGES,
  FORM_ACTIONS,
  FORM_PAGE_TEXTS,
} from '@stairs/contracts';
import { type Request, type Response } from 'express';
import { type HtmlErrorPages } from '../common/all-exceptions.filter';
import { type AppConfig, InjectConfig } from '../config';
import { FORMS_PATH } from './form-body';
import { FormResponder } from './form-responder';
import { errorPage } from './pages/error-page';
import { type PageLink } from './pages/page-parts';

const QUOTE_SHARE_PATH = API.quoteShare.path.slice(0, API.quoteShare.path.indexOf(':'));
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A calculation's result page, the only page a phone-service or detailed-quote form is on. */
const RESULT_PAGE = new RegExp(`^(${Object.values(CALCULATION_FORM_ACTIONS).join('|')})/${UUID}$`, 'i');

const toForm = (href: string): PageLink => ({ href, label: FORM_PAGE_TEXTS.backToForm });

/**
 * Where the form a failed request came from is: known from the route for the calculators; a result page's
 * follow-ups from the Referer, when it is one of our result pages (the form pages
 * send it: strict-origin-when-cross-origin). Nothing the visitor typed becomes a link.
 */
function backLink(request: Request, ownOrigins: readonly string[]): PageLink | undefined {
  const path = request.path.toLowerCase().replace(/\/+$/, '');
  const under = (action: string) => path === action || path.startsWith(`${action}/`);
  if (under(FORM_ACTIONS.concreteCalculation)) return toForm(CALCULATOR_PAGES.concrete.path);
  if (under(FORM_ACTIONS.renovationCalculation)) return toForm(CALCULATOR_PAGES.renovation.path);
  if (
    under(FORM_ACTIONS.phoneService) ||
    under(FORM_ACTIONS.detailedQuote) ||
    under(FORM_ACTIONS.quoteEmail)
  ) {
    const resultPage = refererPath(request, ownOrigins);
    return resultPage && RESULT_PAGE.test(resultPage) ? toForm(resultPage) : undefined;
  }
  return undefined;
}

function refererPath(request: Request, ownOrigins: readonly string[]): string | undefined {
  const referer = request.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const origins = [...ownOrigins, `${request.protocol}://${request.get('host') ?? ''}`];
    return origins.includes(url.origin) ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The failures of the form routes (429, a cross-site 403, 413, 415, an unknown address, the database down) as pages
 * of the site with the API's German message and the way back to the form, never JSON (AllExceptionsFilter asks).
 */
@Injectable()
export class FormErrorPages implements HtmlErrorPages {
  private readonly ownOrigins: string[];

  constructor(
    private readonly responder: FormResponder,
    @InjectConfig() config: AppConfig,
  ) {
    this.ownOrigins = [new URL(config.site.publicUrl).origin];
  }

  claims(request: Request): boolean {
    const path = request.path.toLowerCase();
    // A share link is opened in a browser: an unknown or expired one is a page too, not JSON.
    if (path.startsWith(QUOTE_SHARE_PATH)) return true;
    return path === FORMS_PATH || path.startsWith(`${FORMS_PATH}/`);
  }

  async send(request: Request, response: Response, error: ApiErrorBody): Promise<void> {
    const back = backLink(request, this.ownOrigins);
    await this.responder.sendPage(response, errorPage(error.statusCode, error.message, back));
  }
}
