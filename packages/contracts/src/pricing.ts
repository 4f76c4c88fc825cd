/** Price settings, euro per square metre, gross (docs/decisions.md). */
export interface ConcretePrices {
  massivholzMaterial: number;
  massivholzLabor: number;
  fertigparkettMaterial: number;
  fertigparkettLabor: number;
}

export interface RenovationPrices {
  sandingWork: number;
  sandingFinish: number;
  coveringMaterial: number;
  coveringLabor: number;
}

export interface PriceSettings {
  concrete: ConcretePrices;
  renovation: RenovationPrices;
}

/** Seeded into a new database: the /admin column of the spec. */
export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  concrete: {
    massivholzMaterial: 85,
    massivholzLabor: 45,
    fertigparkettMaterial: 65,
    fertigparkettLabor: 35,
  },
  renovation: { sandingWork: 25, sandingFinish: 15, coveringMaterial: 75, coveringLabor: 40 },
};

export const VAT_RATE = 0.2;
export const QUOTE_VALIDITY_DAYS = 30;

/** Upper bound of one price (euro per m²); the server rejects anything outside 0…PRICE_MAX. */
export const PRICE_MAX = 10000;

export const PRICING_MESSAGES = {
  allRequired: 'Bitte geben Sie alle Preise an.',
  invalidNumber: 'Preise müssen Zahlen mit höchstens zwei Nachkommastellen sein.',
  outOfRange: 'Preise müssen zwischen 0 und 10000 € liegen.',
  loadFailed: 'Preise konnten nicht geladen werden',
  saveFailed: 'Preise konnten nicht gespeichert werden',
  saved: 'Preise wurden erfolgreich gespeichert',
} as const;
