// Money is whole rupees everywhere (server prices, prize tables, payments); this is how it reads.

/** Rupees the Indian way: 1,50,000. */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

export const formatRupees = (amount: number): string => rupees.format(amount);

const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in paise (prize awards, which can split a prize to the paisa): ₹3,000 or ₹1,666.67. */
export const formatPaise = (paise: number): string =>
  paise % 100 === 0 ? rupees.format(paise / 100) : rupeesAndPaise.format(paise / 100);
