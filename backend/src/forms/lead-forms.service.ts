import { Injectable } from '@nestjs/common';
import { FORM_PAGE_TEXTS, galleryPriceCheckSentPagePath, PAGE_NAMES } from '@stairs/contracts';
import { GalleryService } from '../gallery/gallery.service';
import { GALLERY_NUMBER_PATTERN, GalleryQuoteRequestDto } from '../leads/leads.dto';
import { LeadsService } from '../leads/leads.service';
import { emptyFormState } from './form-fields';
import { type FormOutcome, pageOutcome, redirectOutcome } from './form-responder';
import { checkForm } from './form-validation';
import { formValues } from './form-values';
import { errorPage } from './pages/error-page';
import {
  GALLERY_PATH,
  PRICE_CHECK_FIELDS,
  type PriceCheckProject,
  priceCheckPage,
  priceCheckSentPage,
} from './pages/price-check-pages';

/**
 * The gallery's price check without script: checked with the JSON API's DTOs, stored by the
 * same services (conversion, outbox, the operator's e-mail), answered with pages.
 */
@Injectable()
export class LeadForms {
  constructor(
    private readonly leads: LeadsService,
    private readonly gallery: GalleryService,
  ) {}

  async priceCheckPage(galleryNumber: string): Promise<FormOutcome> {
    const project = await this.findProject(galleryNumber);
    if (!project) return projectNotFound();
    return pageOutcome(200, priceCheckPage(project, emptyFormState(PRICE_CHECK_FIELDS)));
  }

  /**
   * The project must be one the gallery shows (as for the JSON API): its page is where the form comes back with
   * errors. A post about any other number is bad input, a 400 page.
   */
  async sendPriceCheck(body: unknown): Promise<FormOutcome> {
    const project = await this.findProject(formValues(body, ['galleryNumber']).galleryNumber);
    if (!project) return projectNotFound(400);
    const values = formValues(body, PRICE_CHECK_FIELDS);
    const check = await checkForm(GalleryQuoteRequestDto, PRICE_CHECK_FIELDS, {
      ...values,
      galleryNumber: project.galleryNumber,
    });
    if (!check.ok) return pageOutcome(400, priceCheckPage(project, { values, errors: check.errors }));
    await this.leads.requestGalleryPriceCheck(check.value);
    return redirectOutcome(galleryPriceCheckSentPagePath(project.galleryNumber));
  }

  async priceCheckSent(galleryNumber: string): Promise<FormOutcome> {
    const project = await this.findProject(galleryNumber);
    if (!project) return projectNotFound();
    return pageOutcome(200, priceCheckSentPage(project));
  }

  private async findProject(galleryNumber: string): Promise<PriceCheckProject | null> {
    if (!GALLERY_NUMBER_PATTERN.test(galleryNumber)) return null;
    return this.gallery.findPublicByNumber(galleryNumber);
  }
}

function projectNotFound(status: 400 | 404 = 404): FormOutcome {
  return pageOutcome(
    status,
    errorPage(status, FORM_PAGE_TEXTS.projectNotFound, { href: GALLERY_PATH, label: PAGE_NAMES.gallery }),
  );
}
