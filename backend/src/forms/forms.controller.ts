import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { FORM_ACTIONS } from '@stairs/contracts';
import { type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { apiRoute } from '../common/api-route';
import { CalculationForms } from './calculation-forms.service';
import { FormResponder } from './form-responder';

/**
 * The pages of the public forms without script that are not a form's own (public-forms/ derives each form's posts
 * and thank-you page): the quote e-mail's thank-you page (a calculation's result page, the price check's pages and
 * the blog list's further pages are the site's: the page server). HTTP only; the page is the service's.
 */
@ApiTags('forms')
@ApiProduces('text/html')
@Controller()
export class FormsController {
  constructor(
    private readonly calculations: CalculationForms,
    private readonly responder: FormResponder,
  ) {}

  @Public()
  @Get(`${apiRoute(FORM_ACTIONS.quoteEmail)}/sent/:token`)
  @ApiOperation({ summary: 'An e-mailed quote’s thank-you page with its share link' })
  async quoteEmailSent(@Param('token') token: string, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.quoteEmailSent(token));
  }
}
