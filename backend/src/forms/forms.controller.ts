import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { API, FORM_ACTIONS } from '@stairs/contracts';
import { type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { apiRoute } from '../common/api-route';
import { BlogForms } from './blog-forms.service';
import { CalculationForms } from './calculation-forms.service';
import { FormResponder } from './form-responder';
import { LeadForms } from './lead-forms.service';

const galleryPage = `${apiRoute(FORM_ACTIONS.galleryPriceCheck)}/:galleryNumber`;

/**
 * The pages of the public forms without script that are not a form's own (public-forms/ derives each form's posts
 * and thank-you page): the quote e-mail's and the price check's pages, the blog list's further pages (a
 * calculation's result page is the site's: the page server). HTTP only; the pages are the services'.
 */
@ApiTags('forms')
@ApiProduces('text/html')
@Controller()
export class FormsController {
  constructor(
    private readonly calculations: CalculationForms,
    private readonly leads: LeadForms,
    private readonly blog: BlogForms,
    private readonly responder: FormResponder,
  ) {}

  @Public()
  @Get(`${apiRoute(FORM_ACTIONS.quoteEmail)}/sent/:token`)
  @ApiOperation({ summary: 'An e-mailed quote’s thank-you page with its share link' })
  async quoteEmailSent(@Param('token') token: string, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.quoteEmailSent(token));
  }

  @Public()
  @Get(galleryPage)
  @ApiOperation({ summary: 'A gallery project’s page with the price-check form' })
  async galleryPriceCheckPage(
    @Param('galleryNumber') galleryNumber: string,
    @Res() res: Response,
  ): Promise<void> {
    await this.responder.send(res, await this.leads.priceCheckPage(galleryNumber));
  }

  @Public()
  @Get(`${galleryPage}/sent`)
  @ApiOperation({ summary: 'The price check’s thank-you page, naming the project' })
  async galleryPriceCheckSent(
    @Param('galleryNumber') galleryNumber: string,
    @Res() res: Response,
  ): Promise<void> {
    await this.responder.send(res, await this.leads.priceCheckSent(galleryNumber));
  }

  @Public()
  @Get(apiRoute(API.blogListPage.path))
  @ApiOperation({ summary: 'A further page of the blog’s list (2 and on), for a visitor without script' })
  async blogListPage(@Param('page') page: string, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.blog.listPage(page));
  }
}
