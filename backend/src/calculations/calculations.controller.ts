import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API } from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { apiRoute } from '../common/api-route';
import { UuidParam } from '../common/uuid-param';
import { type CalculationView, calculationView } from './calculation-view';
import { CalculationsService } from './calculations.service';

/**
 * A stored calculation's result by its id (a random UUID, known only to whoever calculated or was given the link):
 * the data of its result page, which the page server renders where a calculator's post without script leads. A
 * caught post's decoy shows like a person's calculation.
 */
@ApiTags('calculators')
@Controller()
export class CalculationsController {
  constructor(private readonly calculations: CalculationsService) {}

  @Public()
  @Get(apiRoute(API.calculationResult.path))
  @ApiOperation({ summary: 'A calculation’s inputs and result, for its result page (404 unknown)' })
  async result(@UuidParam('id') id: string): Promise<CalculationView> {
    return calculationView(await this.calculations.getShown(id));
  }
}
