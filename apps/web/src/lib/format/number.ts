// Number.prototype.toLocaleString makes a new Intl formatter at each call; a list made dozens
// per render. These are made once.
const english = new Intl.NumberFormat('en');
const browsers = new Intl.NumberFormat();
const englishMoney = new Intl.NumberFormat('en', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A count with English grouping ("1,234"), as counts and totals are shown. */
export const formatCount = (n: number) => english.format(n);

/** A number in the browser's own locale (what `n.toLocaleString()` gives). */
export const formatLocalNumber = (n: number) => browsers.format(n);

/** An amount with two decimals and English grouping ("1,234.50"). */
export const formatAmount = (n: number) => englishMoney.format(n);
