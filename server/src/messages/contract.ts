/**
 * Hungarian forms of the validation messages written into the contract's schemas (which are in
 * English). A test reads every `message: '…'` of src/contract and proves each one is here.
 */
export const contractMessagesHu: Readonly<Record<string, string>> = {
  'Choose one of the image widths 320, 640, 768, 1024, 1280, 1536.': 'Válasszon a következő képszélességek közül: 320, 640, 768, 1024, 1280, 1536.',
  'Enter a phone number such as +36 30 123 4567.': 'Adjon meg egy telefonszámot, például: +36 30 123 4567.',
  'Enter a valid postal code.': 'Adjon meg érvényes irányítószámot.',
  'Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.': 'Adjon meg adószámot 12345676-2-41 formában, vagy közösségi adószámot HU12345676 formában.',
  'Enter a valid tax number.': 'Adjon meg érvényes adószámot.',
  'Please accept the privacy policy.': 'Kérjük, fogadja el az adatvédelmi tájékoztatót.',
  'Please accept the terms and conditions.': 'Kérjük, fogadja el az általános szerződési feltételeket.',
  'Please complete the bot check.': 'Kérjük, végezze el a robotellenőrzést.',
  'Please enter your name.': 'Kérjük, adja meg a nevét.',
  'Please write at least 10 characters.': 'Kérjük, legalább 10 karaktert írjon.',
  'The minimum price must not exceed the maximum price.': 'A minimális ár nem lehet nagyobb a maximálisnál.',
  'The password must be at least 8 characters.': 'A jelszó legalább 8 karakter legyen.',
  'The pixel density must be 1 or 2.': 'A képsűrűség 1 vagy 2 lehet.',
  'The quality must be a whole number from 30 to 100.': 'A minőség 30 és 100 közötti egész szám lehet.',
  'The check digit of the tax number (its 8th digit) is wrong.': 'Az adószám ellenőrző számjegye (a 8. számjegy) hibás.',
  'The last two digits of the tax number are not a known region code.': 'Az adószám utolsó két számjegye nem érvényes területi kód.',
  'The shipping address is required.': 'A szállítási cím megadása kötelező.',
  'The VAT code of the tax number (its 9th digit) must be 1 to 5.': 'Az adószám áfakódja (a 9. számjegy) csak 1 és 5 között lehet.',
  'The two passwords do not match.': 'A két jelszó nem egyezik.',
  'Please give the order number from your confirmation e-mail (for example OT-000123).': 'Kérjük, adja meg a visszaigazoló e-mailben szereplő rendelésszámot (például OT-000123).',
  'Each item may be listed only once.': 'Minden tétel csak egyszer szerepelhet.',
};
