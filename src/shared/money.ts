// Money is whole rupees everywhere (server prices, prize tables, payments); this is how it reads.

/** Rupees the Indian way: 1,50,000. */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

export const formatRupees = (amount: number): string => rupees.format(amount);
