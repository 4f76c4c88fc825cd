import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { FORM_ACTIONS, FORM_SENT_PARAM } from '@stairs/contracts';
import { type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { apiRoute } from '../common/api-route';
import { CalculationForms } from './calculation-forms.service';
import { FormResponder } from './form-responder';

/**
 * The pages of the public forms without script that are not a form's own (public-forms/ derives each form's posts
 * and thank-you page): the calculations' result pages and the quote e-mail's thank-you page. HTTP only; the pages
 * are the services'.
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
  @Get(`${apiRoute(FORM_ACTIONS.concreteCalculation)}/:id`)
  @ApiOperation({ summary: 'A concrete calculation’s result page with its follow-up forms' })
  async concreteResult(
    @Param('id') id: string,
    @Query(FORM_SENT_PARAM) sent: unknown,
    @Res() res: Response,
  ): Promise<void> {
    await this.responder.send(res, await this.calculations.resultPage('concrete', id, sent));
  }

  @Public()
  @Get(`${apiRoute(FORM_ACTIONS.renovationCalculation)}/:id`)
  @ApiOperation({ summary: 'A renovation calculation’s result page with its follow-up forms' })
  async renovationResult(
    @Param('id') id: string,
    @Query(FORM_SENT_PARAM) sent: unknown,
    @Res() res: Response,
  ): Promise<void> {
    await this.responder.send(res, await this.calculations.resultPage('renovation', id, sent));
  }

  @Public()
  @Get(`${apiRoute(FORM_ACTIONS.quoteEmail)}/sent/:token`)
  @ApiOperation({ summary: 'An e-mailed quote’s thank-you page with its share link' })
  async quoteEmailSent(@Param('token') token: string, @Res() res: Response): Promise<void> {
    await this.responder.send(res, await this.calculations.quoteEmailSent(token));
  }
}
