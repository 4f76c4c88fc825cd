import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ConcreteCalculationResult, type RenovationCalculationResult } from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { ConcreteCalculationDto, RenovationCalculationDto } from './calculation.dto';
import { CalculationsService } from './calculations.service';
import { SpamChecked } from '../spam/spam-check';

@ApiTags('calculators')
@Controller()
export class CalculationsController {
  constructor(private readonly calculations: CalculationsService) {}

  @Public()
  @PublicWriteLimit('calculation')
  @SpamChecked('concreteCalculation')
  @Post('calculate-concrete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Concrete-step cladding: massivholz and fertigparkett, stored with a quote number',
  })
  calculateConcrete(@Body() body: ConcreteCalculationDto): Promise<ConcreteCalculationResult> {
    return this.calculations.calculateConcrete(body);
  }

  @Public()
  @PublicWriteLimit('calculation')
  @SpamChecked('renovationCalculation')
  @Post('calculate-renovation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stair renovation: sanding or covering, stored with a quote number' })
  calculateRenovation(@Body() body: RenovationCalculationDto): Promise<RenovationCalculationResult> {
    return this.calculations.calculateRenovation(body);
  }
}
