// @ts-check
// CommonJS with JSDoc types rather than TypeScript: the benchmarks (plain `node bench/*.mjs`) load it too.
const { addCalendarDays, viennaDate } = require('@stairs/contracts');

/** @typedef {import('@stairs/contracts').OrderAcceptRequest} OrderAcceptRequest */

/**
 * A valid 'Angebot annehmen' of a concrete quote (windows 3 and 5 days ahead in Vienna), with `overrides`.
 * @param {Partial<OrderAcceptRequest>} [overrides]
 * @returns {OrderAcceptRequest}
 */
function orderAcceptance(overrides) {
  const today = viennaDate(new Date());
  return {
    option: 'massivholz',
    siteAddress: 'Mariahilfer Straße 12/4, 1060 Wien',
    phone: '+43 664 123 45 67',
    window1Date: addCalendarDays(today, 3),
    window1Slot: 'morning',
    window2Date: addCalendarDays(today, 5),
    window2Slot: 'afternoon',
    signatureName: 'Maria Muster',
    confirmed: true,
    ...overrides,
  };
}

module.exports = { orderAcceptance };
