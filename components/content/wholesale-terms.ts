// Wholesale thresholds shown on /wholesale; the request form and the manager's price lists follow them.
export const wholesaleTerms = {
  /** Smallest wholesale order, in roubles at retail prices. */
  minOrder: 30000,
  /** Discount off retail prices by order sum (at retail prices). */
  discountTiers: [
    { from: 30000, percent: 10 },
    { from: 100000, percent: 15 },
    { from: 300000, percent: 20 },
  ],
  /** Orders from this sum are taken to a transport company's terminal in Moscow free of charge. */
  freeToTerminalFrom: 50000,
  /** Working days to assemble a confirmed and paid order. */
  assemblyDays: '2–3',
} as const;
