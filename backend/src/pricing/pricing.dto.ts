import { ApiProperty } from '@nestjs/swagger';
import {
  type ConcretePrices,
  PRICE_MAX,
  type PriceSettings,
  PRICING_MESSAGES,
  type RenovationPrices,
} from '@stairs/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsNumber, IsObject, Max, Min, ValidateNested } from 'class-validator';
import { Checks, toNumberIfNumeric } from '../common/validation';

/** One price field: euro per m², 0…10000, at most two decimals (cents). */
const PriceField = (): PropertyDecorator =>
  Checks(
    ApiProperty({ minimum: 0, maximum: PRICE_MAX, example: 85 }),
    Transform(toNumberIfNumeric),
    IsDefined({ message: PRICING_MESSAGES.allRequired }),
    IsNumber(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
      { message: PRICING_MESSAGES.invalidNumber },
    ),
    Min(0, { message: PRICING_MESSAGES.outOfRange }),
    Max(PRICE_MAX, { message: PRICING_MESSAGES.outOfRange }),
  );

/** A required nested group of prices. */
const PriceGroup = (type: new () => object): PropertyDecorator =>
  Checks(
    ApiProperty({ type }),
    IsDefined({ message: PRICING_MESSAGES.allRequired }),
    IsObject({ message: PRICING_MESSAGES.allRequired }),
    ValidateNested(),
    Type(() => type),
  );

export class ConcretePricesDto implements ConcretePrices {
  @PriceField() massivholzMaterial!: number;
  @PriceField() massivholzLabor!: number;
  @PriceField() fertigparkettMaterial!: number;
  @PriceField() fertigparkettLabor!: number;
}

export class RenovationPricesDto implements RenovationPrices {
  @PriceField() sandingWork!: number;
  @PriceField() sandingFinish!: number;
  @PriceField() coveringMaterial!: number;
  @PriceField() coveringLabor!: number;
}

/** Body of POST /api/admin/pricing: always the full settings (both screens save everything at once). */
export class PriceSettingsDto implements PriceSettings {
  @PriceGroup(ConcretePricesDto) concrete!: ConcretePricesDto;
  @PriceGroup(RenovationPricesDto) renovation!: RenovationPricesDto;
}
