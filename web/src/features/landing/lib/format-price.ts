/** Splits a DKK price into locale-ordered parts, e.g. en "DKK 299", da "299 DKK", without decimals. */
export function priceParts(amount: number, language: string): Array<{ type: 'amount' | 'currency' | 'literal'; value: string }> {
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'DKK',
    currencyDisplay: 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).formatToParts(amount);
  return parts.map((part) => ({
    type: part.type === 'currency' ? 'currency' : part.type === 'literal' ? 'literal' : 'amount',
    value: part.value,
  }));
}

export const formatPrice = (amount: number, language: string) =>
  priceParts(amount, language)
    .map((part) => part.value)
    .join('');
