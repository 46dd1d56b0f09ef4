import { checkTaxNumber, type TaxNumberProblem } from '../domain/tax-number.js';

/**
 * The contract's messages for a company's tax number (the server and the mock translate them);
 * the rule itself is `checkTaxNumber` of the domain, which the checkout form calls too.
 */
export const TAX_NUMBER_REQUIRED_MESSAGE = 'Enter a valid tax number.';
export const TAX_NUMBER_FORMAT_MESSAGE = 'Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.';
export const TAX_NUMBER_TAXPAYER_MESSAGE = 'No taxpayer has this number: its first eight digits never begin with 0.';
export const TAX_NUMBER_CHECK_DIGIT_MESSAGE = 'The check digit of the tax number (its 8th digit) is wrong.';
export const TAX_NUMBER_VAT_CODE_MESSAGE = 'The VAT code of the tax number (its 9th digit) must be 1 to 5.';
export const TAX_NUMBER_COUNTY_MESSAGE = 'The last two digits of the tax number are not a known region code.';

const PROBLEM_MESSAGES: Readonly<Record<TaxNumberProblem, string>> = {
  format: TAX_NUMBER_FORMAT_MESSAGE,
  taxpayer: TAX_NUMBER_TAXPAYER_MESSAGE,
  checkDigit: TAX_NUMBER_CHECK_DIGIT_MESSAGE,
  vatCode: TAX_NUMBER_VAT_CODE_MESSAGE,
  county: TAX_NUMBER_COUNTY_MESSAGE,
};

/** What is wrong with a company's tax number, in the contract's words; `null` when it is valid. */
export function taxNumberIssue(value: string | null | undefined): string | null {
  if (!value?.trim()) return TAX_NUMBER_REQUIRED_MESSAGE;
  const problem = checkTaxNumber(value);
  return problem ? PROBLEM_MESSAGES[problem] : null;
}
