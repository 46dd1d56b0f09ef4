/**
 * Hungarian tax numbers (adószám) of companies, checked the same way by the checkout form, the
 * contract (so the server and the mock) and anything else that takes one.
 *
 * A tax number reads `12345676-2-41` (the hyphens may be left out):
 * - the first eight digits identify the taxpayer and never begin with 0 (the tax authority gives
 *   out no such number: `00000000-1-02` passes the check digit but names nobody); the eighth is a
 *   check digit: the first seven
 *   weighted 9, 7, 3, 1, 9, 7, 3 and the check digit add up to a multiple of 10;
 * - the ninth is the VAT code, 1 to 5;
 * - the last two name the tax office's region: 02–20 and 22–44, or 51.
 *
 * A company may give its EU VAT number instead: `HU` and the same first eight digits (`HU12345676`).
 */

/** Why a tax number was refused; `null` from {@link checkTaxNumber} means it is valid. */
export type TaxNumberProblem = 'format' | 'taxpayer' | 'checkDigit' | 'vatCode' | 'county';

/** Weights of the first seven digits in the check digit. */
const CHECK_WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;

/** The region codes the tax authority gives out: 02–20, 22–44 and 51. */
export const TAX_NUMBER_COUNTY_CODES: readonly string[] = [
  ...Array.from({ length: 19 }, (_, index) => index + 2),
  ...Array.from({ length: 23 }, (_, index) => index + 22),
  51,
].map((code) => String(code).padStart(2, '0'));

const COUNTIES = new Set(TAX_NUMBER_COUNTY_CODES);
/** Both hyphens or neither: `12345676-2-41` or `12345676241`. */
const DOMESTIC = /^(\d{8})(-?)(\d)\2(\d{2})$/;
const EU_VAT = /^HU(\d{8})$/i;

/** The check digit (eighth digit) that belongs to the first seven digits of a tax number. */
export function taxNumberCheckDigit(firstSeven: string): number {
  if (!/^\d{7}$/.test(firstSeven)) throw new RangeError(`Seven digits expected, got "${firstSeven}".`);
  const sum = CHECK_WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstSeven[index]), 0);
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with the taxpayer's eight digits: a leading 0 (no such taxpayer), or the check digit. */
function taxpayerProblem(taxpayer: string): 'taxpayer' | 'checkDigit' | null {
  if (taxpayer.startsWith('0')) return 'taxpayer';
  return taxNumberCheckDigit(taxpayer.slice(0, 7)) === Number(taxpayer[7]) ? null : 'checkDigit';
}

/**
 * What is wrong with a company's tax number, or `null` when it is valid: `format` (neither
 * `########-#-##` nor `HU########`), `taxpayer` (the taxpayer number begins with 0), `checkDigit` (the eighth digit does not match), `vatCode`
 * (the ninth digit is not 1–5) or `county` (no such region code). Surrounding spaces are ignored.
 */
export function checkTaxNumber(value: string): TaxNumberProblem | null {
  const text = value.trim();
  const eu = EU_VAT.exec(text);
  if (eu) return taxpayerProblem(eu[1]!);
  const domestic = DOMESTIC.exec(text);
  if (!domestic) return 'format';
  const [, taxpayer, , vatCode, county] = domestic;
  const problem = taxpayerProblem(taxpayer!);
  if (problem) return problem;
  if (!/^[1-5]$/.test(vatCode!)) return 'vatCode';
  if (!COUNTIES.has(county!)) return 'county';
  return null;
}

/** Whether `value` is a valid Hungarian tax number or Hungarian EU VAT number. */
export function isValidTaxNumber(value: string): boolean {
  return checkTaxNumber(value) === null;
}

/**
 * A valid tax number in the one form the shop keeps: `12345676-2-41` with its hyphens, or the EU
 * VAT number in capitals (`hu12345676` is kept as `HU12345676`). Anything else comes back trimmed.
 */
export function canonicalTaxNumber(value: string): string {
  const text = value.trim();
  if (checkTaxNumber(text) !== null) return text;
  const eu = EU_VAT.exec(text);
  if (eu) return `HU${eu[1]}`;
  const [, taxpayer, , vatCode, county] = DOMESTIC.exec(text)!;
  return `${taxpayer}-${vatCode}-${county}`;
}
