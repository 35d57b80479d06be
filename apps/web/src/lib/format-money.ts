const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    } catch {
      f = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(currency, f);
  }
  return f;
}

/**
 * A decimal string amount with its currency ("1234.50", "EUR" -> "€1,234.50"). Amounts travel as
 * strings (never floats); only the display goes through a number.
 */
export function formatMoney(amount: string | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') {
    return '';
  }
  const code = currency || 'EUR';
  const n = Number(amount);
  return Number.isFinite(n) ? formatter(code).format(n) : `${amount} ${code}`;
}

const plain = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A sum in a currency other than the group's, as shown under a group-currency total: its code and
 * amount, never converted ("500", "USD" -> "+ USD 500.00").
 */
export function formatOtherCurrency(amount: string, currency: string): string {
  const n = Number(amount);
  return `+ ${currency} ${Number.isFinite(n) ? plain.format(n) : amount}`;
}
