import { toWords } from 'to-words/en-IN';

/**
 * An amount in paise in words, the Indian way an invoice writes it (CGST Rule 46 asks for the
 * total in words): "Rupees One Lakh Twenty Thousand Only", "Rupees Fifteen and Fifty Paise Only",
 * "Fifty Paise Only". Lakh and crore come from to-words' en-IN locale; the order of the words is ours.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest === 0) return 'Rupees Zero Only';
  const parts = [
    ...(rupees > 0 ? [`Rupees ${toWords(rupees)}`] : []),
    ...(rest > 0 ? [`${toWords(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`] : []),
  ];
  return `${parts.join(' and ')} Only`;
}
