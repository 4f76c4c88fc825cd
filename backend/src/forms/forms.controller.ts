import { applyDecorators, Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { API, FORM_ACTIONS, FORM_SENT_PAGES, FORM_SENT_PARAM } from '@stairs/contracts';
import { type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { BlogForms } from './blog-forms.service';
import { CalculationForms } from './calculation-forms.service';
import { URLENCODED } from './form-body';
import { FormResponder } from './form-responder';
import { LeadForms } from './lead-forms.service';
import { SpamChecked } from '../spam/spam-check';

/** A contract path as a route of this API (its paths are written without the global `/api` prefix). */
function route(path: string): string {
  if (!path.startsWith('/api/')) throw new Error(`${path} is not a path of the API`);
  return path.slice('/api/'.length);
}

/** A form post: a browser's urlencoded form, answered with a page (400 with errors) or 303. */
const FormPost = (path: string): MethodDecorator =>
  applyDecorators(Post(route(path)), ApiConsumes(URLENCODED));

const galleryPage = `${route(FORM_ACTIONS.galleryPriceCheck)}/:galleryNumber`;

/**
 * The public forms as HTML, for browsers that post them without script (FORM_ACTIONS in the contracts): the same
 * routes' rate limits and rules as the JSON API, pages in the site's frame as answers. HTTP only; the rules are
 * the services'.
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
  @PublicWriteLimit('calculation')
  @SpamChecked('concreteCalculation')
  @FormPost(FORM_ACTIONS.concreteCalculation)
  @ApiOperation({
    summary: 'Concrete calculator form: 303 to the result page, or the form again with errors',
  })
  async concreteCalculation(@Body() body: unknown, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.calculate('concrete', body));
  }

  @Public()
  @PublicWriteLimit('calculation')
  @SpamChecked('renovationCalculation')
  @FormPost(FORM_ACTIONS.renovationCalculation)
  @ApiOperation({
    summary: 'Renovation calculator form: 303 to the result page, or the form again with errors',
  })
  async renovationCalculation(@Body() body: unknown, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.calculate('renovation', body));
  }

  @Public()
  @Get(`${route(FORM_ACTIONS.concreteCalculation)}/:id`)
  @ApiOperation({ summary: 'A concrete calculation’s result page with its follow-up forms' })
  async concreteResult(
    @Param('id') id: string,
    @Query(FORM_SENT_PARAM) sent: unknown,
    @Res() res: Response,
  ): Promise<void> {
    await this.responder.send(res, await this.calculations.resultPage('concrete', id, sent));
  }

  @Public()
  @Get(`${route(FORM_ACTIONS.renovationCalculation)}/:id`)
  @ApiOperation({ summary: 'A renovation calculation’s result page with its follow-up forms' })
  async renovationResult(
    @Param('id') id: string,
    @Query(FORM_SENT_PARAM) sent: unknown,
    @Res() res: Response,
  ): Promise<void> {
    await this.responder.send(res, await this.calculations.resultPage('renovation', id, sent));
  }

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('phoneService')
  @FormPost(FORM_ACTIONS.phoneService)
  @ApiOperation({ summary: 'Phone service of a result: 303 back to it, or the result page with errors' })
  async phoneService(@Body() body: unknown, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.phoneService(body));
  }

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('detailedQuote')
  @FormPost(FORM_ACTIONS.detailedQuote)
  @ApiOperation({ summary: 'Detailed quote of a result: 303 back to it, or the result page with errors' })
  async detailedQuote(@Body() body: unknown, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.detailedQuote(body));
  }

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('quoteEmail')
  @FormPost(FORM_ACTIONS.quoteEmail)
  @ApiOperation({
    summary:
      'Quote by e-mail of a result: 303 to the page with its share link, or the result page with errors',
  })
  async quoteEmail(@Body() body: unknown, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.quoteEmail(body));
  }

  @Public()
  @Get(`${route(FORM_ACTIONS.quoteEmail)}/sent/:token`)
  @ApiOperation({ summary: 'An e-mailed quote’s thank-you page with its share link' })
  async quoteEmailSent(@Param('token') token: string, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.quoteEmailSent(token));
  }

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('galleryPriceCheck')
  @FormPost(FORM_ACTIONS.galleryPriceCheck)
  @ApiOperation({
    summary: 'Gallery price check: 303 to its thank-you page, or the project page with errors',
  })
  async galleryPriceCheck(@Body() body: unknown, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.leads.sendPriceCheck(body));
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
  @PublicWriteLimit('lead')
  @SpamChecked('blogFromEmail')
  @FormPost(FORM_ACTIONS.blogFromEmail)
  @ApiOperation({ summary: 'E-mail to blog: 303 to its thank-you page, or the form again with errors' })
  async blogFromEmail(@Body() body: unknown, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.blog.fromEmail(body));
  }

  @Public()
  @Get(route(API.blogListPage.path))
  @ApiOperation({ summary: 'A further page of the blog’s list (2 and on), for a visitor without script' })
  async blogListPage(@Param('page') page: string, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.blog.listPage(page));
  }

  @Public()
  @Get(route(FORM_SENT_PAGES.blogFromEmail))
  @ApiOperation({ summary: 'The e-mail-to-blog form’s thank-you page' })
  async blogFromEmailSent(@Res() res: Response): Promise<void> {
    await this.responder.send(res, this.blog.sent());
  }
}
