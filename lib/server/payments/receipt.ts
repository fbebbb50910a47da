// 54-ФЗ receipt data for an online payment (YooKassa's `receipt` object): one item per goods line and one for
// delivery. The promo discount and the bonus points paid with are spread over the goods so that the items add up
// exactly to the payment.

export type ReceiptLine = { name: string; price: number; num: number };

export type ReceiptItem = {
  description: string;
  quantity: string;
  amount: { value: string; currency: 'RUB' };
  /** 1 — без НДС (the seller is on the simplified tax system). */
  vat_code: number;
  payment_mode: 'full_prepayment';
  payment_subject: 'commodity' | 'service';
  /** Unit of quantity (tag 2108), required by ФФД 1.2 receipts: goods and delivery are counted in pieces. */
  measure: 'piece';
};

export type Receipt = { customer: { email?: string; phone?: string }; items: ReceiptItem[] };

const VAT_NONE = 1;
/** YooKassa limits an item's description to 128 characters. */
const describe = (text: string) => (text.length > 128 ? `${text.slice(0, 127)}…` : text);
const money = (kopecks: number) => (kopecks / 100).toFixed(2);

function item(
  description: string,
  unitKopecks: number,
  quantity: number,
  subject: ReceiptItem['payment_subject'],
): ReceiptItem {
  return {
    description: describe(description),
    quantity: quantity.toFixed(2),
    amount: { value: money(unitKopecks), currency: 'RUB' },
    vat_code: VAT_NONE,
    payment_mode: 'full_prepayment',
    payment_subject: subject,
    measure: 'piece',
  };
}

/** Spreads `discount` kopecks over line totals in proportion; the rounding remainder goes to the largest line. */
function spread(totals: number[], discount: number): number[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum === 0 || discount === 0) return totals.map(() => 0);
  const shares = totals.map((t) => Math.floor((discount * t) / sum));
  const largest = totals.indexOf(Math.max(...totals));
  shares[largest] += discount - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/**
 * Receipt items for goods (roubles) after a discount (roubles) plus delivery (roubles). A line whose
 * discounted total does not divide by its quantity becomes two items (n−1 units and 1 unit) so that every
 * unit price is whole kopecks and the items sum to the total exactly.
 */
export function receiptItems(lines: readonly ReceiptLine[], discount: number, shipping: number): ReceiptItem[] {
  const totals = lines.map((l) => l.price * l.num * 100);
  const cuts = spread(
    totals,
    Math.min(
      discount * 100,
      totals.reduce((a, b) => a + b, 0),
    ),
  );
  const items: ReceiptItem[] = [];
  lines.forEach((line, i) => {
    const total = totals[i] - cuts[i];
    const unit = Math.floor(total / line.num);
    const rest = total - unit * line.num;
    if (rest === 0) {
      items.push(item(line.name, unit, line.num, 'commodity'));
    } else {
      if (line.num > 1) items.push(item(line.name, unit, line.num - 1, 'commodity'));
      items.push(item(line.name, unit + rest, 1, 'commodity'));
    }
  });
  if (shipping > 0) items.push(item('Доставка', shipping * 100, 1, 'service'));
  return items;
}

/** Σ amount × quantity in kopecks: must equal the payment amount. */
export const receiptTotal = (items: readonly ReceiptItem[]) =>
  items.reduce((sum, i) => sum + Math.round(Number(i.amount.value) * 100) * Number(i.quantity), 0);
