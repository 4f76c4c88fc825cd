import { ApiProperty } from '@nestjs/swagger';
import {
  CALCULATOR_BOUNDS,
  CALCULATOR_MESSAGES,
  type ConcreteCalculationInput,
  RENOVATION_CONDITIONS,
  type RenovationCalculationInput,
  type RenovationCondition,
} from '@stairs/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNumber, Max, Min } from 'class-validator';
import { Checks, toNumberIfNumeric, trimString } from '../common/validation';

interface MeasureOptions {
  bounds: { readonly min: number; readonly max: number };
  rangeMessage: string;
  integer?: boolean;
  example: number;
}

/**
 * A calculator number: required ('Bitte füllen Sie alle Felder aus.'), numeric (numbers or numeric strings),
 * within the bounds the form shows. The server checks all of it itself (docs/decisions.md).
 */
function Measure(options: MeasureOptions): PropertyDecorator {
  const { bounds, rangeMessage } = options;
  return Checks(
    ApiProperty({ minimum: bounds.min, maximum: bounds.max, example: options.example }),
    Transform(toNumberIfNumeric),
    IsDefined({ message: CALCULATOR_MESSAGES.allFieldsRequired }),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: CALCULATOR_MESSAGES.numberInvalid }),
    ...(options.integer ? [IsInt({ message: CALCULATOR_MESSAGES.stepCountInteger })] : []),
    Min(bounds.min, { message: rangeMessage }),
    Max(bounds.max, { message: rangeMessage }),
  );
}

const StepCount = (): PropertyDecorator =>
  Measure({
    bounds: CALCULATOR_BOUNDS.stepCount,
    rangeMessage: CALCULATOR_MESSAGES.stepCountRange,
    integer: true,
    example: 10,
  });

const StepWidth = (): PropertyDecorator =>
  Measure({
    bounds: CALCULATOR_BOUNDS.stepWidth,
    rangeMessage: CALCULATOR_MESSAGES.stepWidthRange,
    example: 100,
  });

export class ConcreteCalculationDto implements ConcreteCalculationInput {
  @StepCount() stepCount!: number;

  /** cm */
  @StepWidth() stepWidth!: number;

  /** cm */
  @Measure({
    bounds: CALCULATOR_BOUNDS.stepDepth,
    rangeMessage: CALCULATOR_MESSAGES.stepDepthRange,
    example: 30,
  })
  stepDepth!: number;
}

export class RenovationCalculationDto implements RenovationCalculationInput {
  @StepCount() stepCount!: number;

  /** cm */
  @StepWidth() stepWidth!: number;

  @ApiProperty({ enum: RENOVATION_CONDITIONS, example: 'fair' })
  @Checks(
    Transform((params) => {
      const value = trimString(params);
      return value === '' ? undefined : value;
    }),
    IsDefined({ message: CALCULATOR_MESSAGES.conditionRequired }),
    IsIn(RENOVATION_CONDITIONS, { message: CALCULATOR_MESSAGES.conditionInvalid }),
  )
  condition!: RenovationCondition;
}
