/**
 * The API's own words, once for every implementation of the contract: the reference server and the
 * `otthon/msw` mock shop answer a refused request with these texts, in the request's `Locale`, so a
 * shopper (and a consumer's test) reads the same sentence whoever answered.
 *
 * - the schemas' own messages (written in English in the schemas) with their Hungarian forms;
 * - the sentence for each kind of zod issue (required, too short, too big, wrong type, …);
 * - the request pipeline's refusals (CSRF, login, unknown path, `Idempotency-Key`; see `pipeline.ts`);
 * - the shop rules' refusals that both implementations make (unknown product, out of stock, …).
 * - the card providers' result words (SimplePay's merchant checklist, Barion), with their transaction id.
 * - the simulated card gateway's page (its heading, notice, order details and buttons), and the
 *   development mailbox's;
 * - the request pipeline's refusal of a body it cannot read;
 * - the mails' greeting and signature, and the order, quote request and card payment confirmations.
 */
import type { z } from 'zod';

type Locale = 'hu' | 'en';

/** Hungarian forms of the validation messages written into the contract's schemas (in English). */
export const SCHEMA_MESSAGES_HU: Readonly<Record<string, string>> = {
  'Choose one of the image widths 320, 640, 768, 1024, 1280, 1536.': 'Válasszon a következő képszélességek közül: 320, 640, 768, 1024, 1280, 1536.',
  'Enter a phone number such as +36 30 123 4567.': 'Adjon meg egy telefonszámot, például: +36 30 123 4567.',
  'Enter a valid postal code.': 'Adjon meg érvényes irányítószámot.',
  'Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.':
    'Adjon meg adószámot 12345676-2-41 formában, vagy közösségi adószámot HU12345676 formában.',
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
  'No taxpayer has this number: its first eight digits never begin with 0.': 'Ilyen adószám nincs: az első nyolc számjegye nem kezdődhet 0-val.',
  'The shipping address is required.': 'A szállítási cím megadása kötelező.',
  'The VAT code of the tax number (its 9th digit) must be 1 to 5.': 'Az adószám áfakódja (a 9. számjegy) csak 1 és 5 között lehet.',
  'The two passwords do not match.': 'A két jelszó nem egyezik.',
  'Please give the 6-digit code from the e-mail we sent you.': 'Kérjük, adja meg az általunk küldött e-mailben szereplő 6 jegyű kódot.',
  'Please give the order number from your confirmation e-mail (for example OT-000123).':
    'Kérjük, adja meg a visszaigazoló e-mailben szereplő rendelésszámot (például OT-000123).',
  'Each item may be listed only once.': 'Minden tétel csak egyszer szerepelhet.',
  'The payment id (paymentId) is required.': 'A fizetés azonosítója (paymentId) kötelező.',
};

/** A schema's own message in `locale`; `null` for a text that is not one of them. */
export function schemaMessage(locale: Locale, message: string): string | null {
  if (!(message in SCHEMA_MESSAGES_HU)) return null;
  return locale === 'hu' ? SCHEMA_MESSAGES_HU[message]! : message;
}

/** The API's sentences in both languages, `{name}` placeholders filled by {@link apiMessage}. */
export const API_MESSAGES = {
  'validation.required': { en: 'This field is required.', hu: 'A mező kitöltése kötelező.' },
  'validation.type': { en: 'This value has the wrong type (expected {expected}).', hu: 'Az érték típusa nem megfelelő (várt típus: {expected}).' },
  'validation.string_min': { en: 'Enter at least {minimum} characters.', hu: 'Legalább {minimum} karaktert adjon meg.' },
  'validation.string_max': { en: 'Enter at most {maximum} characters.', hu: 'Legfeljebb {maximum} karaktert adjon meg.' },
  'validation.number_min': { en: 'The value must be at least {minimum}.', hu: 'Az érték legalább {minimum} legyen.' },
  'validation.number_max': { en: 'The value must be at most {maximum}.', hu: 'Az érték legfeljebb {maximum} legyen.' },
  'validation.number_gt': { en: 'The value must be greater than {minimum}.', hu: 'Az érték nagyobb legyen, mint {minimum}.' },
  'validation.integer': { en: 'Enter a whole number.', hu: 'Egész számot adjon meg.' },
  'validation.array_max': { en: 'Choose at most {maximum} items.', hu: 'Legfeljebb {maximum} elemet válasszon.' },
  'validation.email': { en: 'Enter a valid e-mail address.', hu: 'Érvényes e-mail-címet adjon meg.' },
  'validation.url': { en: 'Enter a valid web address.', hu: 'Érvényes webcímet adjon meg.' },
  'validation.format': { en: 'The format of this value is invalid.', hu: 'Az érték formátuma nem megfelelő.' },
  'validation.choice': { en: 'Choose one of the allowed values.', hu: 'Válasszon a megengedett értékek közül.' },
  'validation.invalid': { en: 'This value is invalid.', hu: 'Az érték érvénytelen.' },
  'validation.more': { en: '{first} (and {count} more errors)', hu: '{first} (és további {count} hiba)' },
  'request.csrf_mismatch': { en: 'CSRF token mismatch.', hu: 'CSRF token mismatch.' },
  'request.unauthenticated': { en: 'Unauthenticated.', hu: 'Nincs bejelentkezve.' },
  'request.not_found': { en: 'Not found.', hu: 'Nem található.' },
  'request.malformed_json': { en: 'The request body is not valid JSON.', hu: 'A kérés törzse nem érvényes JSON.' },
  'request.malformed_form': { en: 'The request body is not a valid form.', hu: 'A kérés törzse nem érvényes űrlap.' },
  'request.json_too_deep': {
    en: 'The request body is nested too deeply (at most {max} levels).',
    hu: 'A kérés törzse túl mélyen egymásba ágyazott (legfeljebb {max} szint).',
  },
  'request.server_error': { en: 'Something went wrong on our side. Please try again.', hu: 'Hiba történt a mi oldalunkon. Kérjük, próbálja újra.' },
  'request.idempotency_key': { en: 'The Idempotency-Key must be 1 to 200 visible characters.', hu: 'Az Idempotency-Key 1–200 látható karakter lehet.' },
  'request.idempotency_mismatch': {
    en: 'This Idempotency-Key was already used with a different request.',
    hu: 'Ezt az Idempotency-Key értéket már egy másik kéréshez használták.',
  },
  'catalog.category_not_found': { en: 'This category does not exist.', hu: 'Ez a kategória nem létezik.' },
  'catalog.page_not_found': { en: 'This page does not exist.', hu: 'Ez az oldal nem létezik.' },
  'catalog.post_not_found': { en: 'This article does not exist.', hu: 'Ez a cikk nem létezik.' },
  'media.not_found': { en: 'This image does not exist.', hu: 'Ez a kép nem létezik.' },
  'offer.not_found': { en: 'This quote request does not exist.', hu: 'Ez az ajánlatkérés nem létezik.' },
  'order.not_found': { en: 'This order does not exist.', hu: 'Ez a rendelés nem létezik.' },
  'order.already_paid': { en: 'This order has already been paid.', hu: 'Ezt a rendelést már kifizették.' },
  'order.cancelled': { en: 'This order has been cancelled.', hu: 'Ezt a rendelést törölték.' },
  'order.reservation_expired': {
    en: 'The payment did not arrive within {minutes} minutes, so the order was cancelled and the items we held for you were released. Please place the order again.',
    hu: 'A fizetés nem érkezett meg {minutes} percen belül, ezért a rendelést töröltük, és a félretett termékeket felszabadítottuk. Kérjük, adja le újra a rendelést.',
  },
  'order.transfer_expired': {
    en: 'The transfer did not arrive within {days} working days, so the order was cancelled and the items we held for you were released. Please place the order again.',
    hu: 'Az átutalás nem érkezett meg {days} munkanapon belül, ezért a rendelést töröltük, és a félretett termékeket felszabadítottuk. Kérjük, adja le újra a rendelést.',
  },
  'order.payment_method_not_allowed': {
    en: 'This payment method is not available for this order.',
    hu: 'Ez a fizetési mód ennél a rendelésnél nem érhető el.',
  },
  'gateway.title': { en: 'Card payment', hu: 'Bankkártyás fizetés' },
  'gateway.heading': { en: 'Pay by card', hu: 'Fizetés bankkártyával' },
  'gateway.notice': {
    en: "This is the shop's test payment page: no card is charged. Choose how the payment should end.",
    hu: 'Ez a webáruház tesztfizetési oldala: kártyaterhelés nem történik. Válassza ki, hogyan érjen véget a fizetés.',
  },
  'gateway.merchant': { en: 'Merchant', hu: 'Kereskedő' },
  'gateway.order': { en: 'Order', hu: 'Rendelés' },
  'gateway.amount': { en: 'Amount', hu: 'Összeg' },
  'gateway.approve': { en: 'Approve payment', hu: 'Fizetés jóváhagyása' },
  'gateway.decline': { en: 'Decline payment', hu: 'Fizetés elutasítása' },
  'gateway.cancel': { en: 'Cancel and return to the shop', hu: 'Megszakítás és vissza a webáruházba' },
  'gateway.done_heading': { en: 'This payment has been processed', hu: 'Ezt a fizetést már feldolgoztuk' },
  'gateway.done_text': { en: 'Result: {result}.', hu: 'Eredmény: {result}.' },
  'gateway.expired_heading': { en: 'The time for this payment is over', hu: 'A fizetésre szánt idő lejárt' },
  'gateway.back': { en: 'Back to the shop', hu: 'Vissza a webáruházba' },
  'mail.customer': { en: 'customer', hu: 'Vásárlónk' },
  'mail.greeting': { en: 'Dear {name},', hu: 'Kedves {name}!' },
  'mail.signature': { en: 'Best regards,\nthe Otthon team', hu: 'Üdvözlettel:\naz Otthon csapata' },
  'mail.order.subject': { en: 'Your order {number} has been received', hu: '{number} számú rendelését megkaptuk' },
  'mail.order.body': { en: 'Thank you for your order! Here is what you ordered:', hu: 'Köszönjük rendelését! A rendelt termékek:' },
  'mail.order.total': { en: 'Total', hu: 'Végösszeg' },
  'mail.order.delivery': { en: 'Delivery', hu: 'Szállítás' },
  'mail.order.discount': { en: 'Discount', hu: 'Kedvezmény' },
  'mail.order.pickup_point': { en: 'We send it to this pick-up point: {point}', hu: 'Ide küldjük: {point}' },
  'mail.order.carry_in': { en: 'Carrying in to floor {floor}', hu: 'Behordás a(z) {floor}. emeletre' },
  'mail.order.assembly': { en: 'Assembly', hu: 'Összeszerelés' },
  'mail.order.slot_fee': { en: 'Evening delivery', hu: 'Esti szállítás' },
  'mail.order.ground_floor': { en: 'We carry it in on the ground floor.', hu: 'A földszinten hordjuk be.' },
  'mail.order.floor_lift': { en: 'We carry it up to floor {floor} by lift.', hu: 'Lifttel visszük fel a(z) {floor}. emeletre.' },
  'mail.order.floor_stairs': { en: 'We carry it up to floor {floor} by the stairs.', hu: 'Lépcsőn visszük fel a(z) {floor}. emeletre.' },
  'mail.order.assembled': { en: 'We assemble the furniture.', hu: 'A bútorokat összeszereljük.' },
  'mail.order.slot': { en: 'Delivery: {date}, {from}–{to}.', hu: 'Szállítás: {date}, {from}–{to}.' },
  'mail.order.slot_call': { en: 'Our carrier calls you to agree the day of delivery.', hu: 'Szállító partnerünk felhívja a szállítás napjának egyeztetésére.' },
  'mail.order.payment': { en: 'Payment', hu: 'Fizetés' },
  'mail.order.view': { en: 'View your order', hu: 'Rendelés megtekintése' },
  'mail.order.state.card': {
    en: 'Your order is recorded but not paid yet: we hold the items for you for {minutes} minutes, so please complete the card payment within that time. We confirm the payment in a separate e-mail.',
    hu: 'Rendelését rögzítettük, de még nincs kifizetve: a termékeket {minutes} percig tartjuk fenn Önnek, kérjük, ezalatt fizessen bankkártyával. A sikeres fizetést külön levélben igazoljuk vissza.',
  },
  'mail.order.state.transfer': {
    en: 'We have set the items aside for you. Please transfer the total within {days} working days with the order number ({number}) as the reference; we dispatch the order once the money arrives.',
    hu: 'A termékeket félretettük Önnek. Kérjük, a végösszeget {days} munkanapon belül utalja át, a közleményben a rendelésszámmal ({number}); a jóváírás után indítjuk a szállítást.',
  },
  'mail.order.state.on_delivery': {
    en: 'We have set the items aside for you. You pay the total when you receive the order, in cash or by card.',
    hu: 'A termékeket félretettük Önnek. A végösszeget az átvételkor fizeti, készpénzzel vagy bankkártyával.',
  },
  'mail.order.terms': { en: 'Returns within {days} days, {years}-year warranty.', hu: '{days} napos elállási jog, {years} év garancia.' },
  'mail.payment.subject': { en: 'Payment received for your order {number}', hu: 'Fizetését megkaptuk – {number} számú rendelés' },
  'mail.payment.body': {
    en: 'Thank you! We have received your card payment for order {number}. This is what you paid for:',
    hu: 'Köszönjük! Bankkártyás fizetését megkaptuk az {number} számú rendeléséhez. Ezt fizette ki:',
  },
  'mail.payment.delivery': { en: 'Delivery', hu: 'Szállítás' },
  'mail.payment.net': { en: 'Net amount', hu: 'Nettó összeg' },
  'mail.payment.vat': { en: 'VAT ({rate}%)', hu: 'Áfa ({rate}%)' },
  'mail.payment.total': { en: 'Total paid (gross)', hu: 'Fizetett bruttó végösszeg' },
  'mail.payment.transaction': { en: 'Transaction ID', hu: 'Tranzakcióazonosító' },
  'mail.payment.next': {
    en: 'We are now getting your order ready and will let you know when it is on its way.',
    hu: 'Rendelését most összekészítjük, és értesítjük, amikor útnak indul.',
  },
  'mail.offer.subject': { en: 'We have received your quote request {number}', hu: '{number} számú ajánlatkérését megkaptuk' },
  'mail.offer.body': {
    en: 'Thank you for your quote request. Our team will send you a personalised offer within two working days. Your request:',
    hu: 'Köszönjük ajánlatkérését! Csapatunk két munkanapon belül személyre szabott ajánlatot küld. Az ajánlatkérés:',
  },
  'mail.offer.valid': { en: 'The listed prices are valid until {date}.', hu: 'A feltüntetett árak {date}-ig érvényesek.' },
  'mail.offer.view': { en: 'View your quote request', hu: 'Ajánlatkérés megtekintése' },
  'mail.quantity': { en: '{quantity} pcs', hu: '{quantity} db' },
  'mailbox.title': { en: 'Mailbox (development)', hu: 'Postafiók (fejlesztői)' },
  'mailbox.intro': {
    en: 'Every e-mail the shop has sent, newest first. Only available in development.',
    hu: 'A webáruház által küldött összes e-mail, a legújabb elöl. Csak fejlesztői módban érhető el.',
  },
  'mailbox.empty': { en: 'No e-mails yet.', hu: 'Még nincs e-mail.' },
  'mailbox.to': { en: 'To', hu: 'Címzett' },
  'mailbox.sent': { en: 'Sent', hu: 'Elküldve' },
  'mailbox.links': { en: 'Links', hu: 'Hivatkozások' },
  'mailbox.filter': { en: 'Recipient', hu: 'Címzett' },
  'mailbox.show': { en: 'Show', hu: 'Megjelenítés' },
  // The simulated gateway's own result words, by its response code (as a card acquirer's).
  'payment.response.00': { en: 'Approved', hu: 'Sikeres tranzakció' },
  'payment.response.05': { en: 'Declined by the card issuer (do not honour)', hu: 'A kártyakibocsátó elutasította a tranzakciót' },
  'payment.response.C': { en: 'Cancelled by the customer', hu: 'A vásárló megszakította a fizetést' },
  'payment.attempt_not_found': { en: 'This payment does not exist.', hu: 'Ez a fizetés nem létezik.' },
  'invoice.not_found': { en: 'This order has no such invoice yet.', hu: 'A rendeléshez még nincs ilyen számla.' },
  'payment.provider_off': { en: 'This payment provider is not switched on in this shop.', hu: 'Ez a fizetési szolgáltató ebben a boltban nincs bekapcsolva.' },
  'payment.notice_invalid': { en: "The notice's signature does not match.", hu: 'Az értesítés aláírása nem egyezik.' },
  'payment.return_invalid': {
    en: 'This return from the payment provider could not be verified.',
    hu: 'A fizetési szolgáltatótól érkező visszairányítás nem ellenőrizhető.',
  },
  'payment.attempt_decided': { en: 'This payment has already been processed.', hu: 'Ezt a fizetést már feldolgoztuk.' },
  'payment.attempt_superseded': {
    en: 'A newer payment was started for this order; use that one.',
    hu: 'Ehhez a rendeléshez újabb fizetés indult; kérjük, azt használja.',
  },
  'payment.method_changed': {
    en: 'This order is now paid another way, so this card payment can no longer be used.',
    hu: 'Ezt a rendelést már más módon kell kifizetni, ezért ez a kártyás fizetés nem használható.',
  },
  // SimplePay's merchant checklist: what the result page says after each event, with its transaction id.
  'payment.response.SP_SUCCESS': {
    en: 'Successful transaction. SimplePay transaction ID: {transaction}',
    hu: 'Sikeres tranzakció. SimplePay tranzakcióazonosító: {transaction}',
  },
  'payment.response.SP_FAIL': {
    en: 'Failed transaction. SimplePay transaction ID: {transaction}. Please check that the details you entered during the transaction are correct. If all of them were correct, please contact the bank that issued your card to find out why the payment was refused.',
    hu: 'Sikertelen tranzakció. SimplePay tranzakcióazonosító: {transaction}. Kérjük, ellenőrizze a tranzakció során megadott adatok helyességét. Amennyiben minden adatot helyesen adott meg, a visszautasítás okának kivizsgálása érdekében kérjük, szíveskedjen kapcsolatba lépni kártyakibocsátó bankjával.',
  },
  'payment.response.SP_TIMEOUT': {
    en: 'You exceeded the maximum time allowed for starting the transaction. SimplePay transaction ID: {transaction}',
    hu: 'Ön túllépte a tranzakció elindításának lehetséges maximális idejét. SimplePay tranzakcióazonosító: {transaction}',
  },
  'payment.response.SP_CANCEL': {
    en: 'You cancelled the payment. SimplePay transaction ID: {transaction}',
    hu: 'Ön megszakította a fizetést. SimplePay tranzakcióazonosító: {transaction}',
  },
  // Barion: what the result page says after GetPaymentState's answer, with Barion's payment id.
  'payment.response.BARION_SUCCEEDED': {
    en: 'Successful payment. Barion payment ID: {transaction}',
    hu: 'Sikeres fizetés. Barion fizetésazonosító: {transaction}',
  },
  'payment.response.BARION_FAILED': {
    en: 'The payment failed. Barion payment ID: {transaction}. Please check the details you entered; if they were correct, please contact the bank that issued your card.',
    hu: 'Sikertelen fizetés. Barion fizetésazonosító: {transaction}. Kérjük, ellenőrizze a megadott adatokat; ha minden adat helyes volt, kérjük, forduljon kártyakibocsátó bankjához.',
  },
  'payment.response.BARION_EXPIRED': {
    en: 'The time allowed for the payment ran out. Barion payment ID: {transaction}',
    hu: 'A fizetésre rendelkezésre álló idő lejárt. Barion fizetésazonosító: {transaction}',
  },
  'payment.response.BARION_CANCELED': {
    en: 'You cancelled the payment. Barion payment ID: {transaction}',
    hu: 'Ön megszakította a fizetést. Barion fizetésazonosító: {transaction}',
  },
  'order.payment_required': {
    en: 'To complete your purchase, please choose a payment method.',
    hu: 'A vásárlás befejezéséhez kérjük, válasszon fizetési módot.',
  },
  'order.cart_empty': { en: 'Your cart is empty.', hu: 'A kosár üres.' },
  'order.delivery_required': { en: 'Choose a delivery method.', hu: 'Válasszon szállítási módot.' },
  'order.customer_required': { en: 'Fill in your contact and billing details.', hu: 'Adja meg elérhetőségét és számlázási adatait.' },
  'order.result_url': { en: "This address is not on this shop's site.", hu: 'Ez a cím nem a webáruház oldalára mutat.' },
  'auth.failed': { en: 'These credentials do not match our records.', hu: 'A megadott adatokkal nem található fiók.' },
  'auth.not_activated': {
    en: 'Please activate your account with the link we e-mailed you first.',
    hu: 'Kérjük, előbb aktiválja fiókját az e-mailben küldött hivatkozással.',
  },
  'auth.throttled': {
    en: 'Too many login attempts. Please try again in {seconds} seconds.',
    hu: 'Túl sok bejelentkezési kísérlet. Kérjük, próbálja újra {seconds} másodperc múlva.',
  },
  'auth.logged_out': { en: 'You have been logged out.', hu: 'Sikeresen kijelentkezett.' },
  'auth.bot_failed': { en: 'The bot check failed or expired. Please try again.', hu: 'A robotellenőrzés sikertelen vagy lejárt. Kérjük, próbálja újra.' },
  'auth.registered': {
    en: 'We have sent an activation link to {email}. Open it to activate your account.',
    hu: 'Az aktiváló hivatkozást elküldtük a(z) {email} címre. Nyissa meg a fiókja aktiválásához.',
  },
  'auth.activated': { en: 'Your account is active. You can log in now.', hu: 'Fiókja aktív, most már bejelentkezhet.' },
  'auth.token_invalid': { en: 'This link is invalid or has expired.', hu: 'Ez a hivatkozás érvénytelen vagy lejárt.' },
  'auth.reset_requested': {
    en: 'If an account exists for this address, we have sent it a password reset link.',
    hu: 'Ha ehhez a címhez tartozik fiók, elküldtük rá a jelszó-visszaállító hivatkozást.',
  },
  'auth.password_reset': { en: 'Your password has been changed. You can log in now.', hu: 'Jelszavát megváltoztattuk, most már bejelentkezhet.' },
  'error.too_many_requests': {
    en: 'Too many requests. Please try again in {seconds} seconds.',
    hu: 'Túl sok kérés. Kérjük, próbálja újra {seconds} másodperc múlva.',
  },
  'mail.activation.subject': { en: 'Activate your Otthon account', hu: 'Aktiválja Otthon-fiókját' },
  'mail.activation.body': {
    en: 'Thank you for registering. Open the link below to activate your account (valid for 7 days):',
    hu: 'Köszönjük a regisztrációt! Fiókja aktiválásához nyissa meg az alábbi hivatkozást (7 napig érvényes):',
  },
  'mail.activation.button': { en: 'Activate my account', hu: 'Fiókom aktiválása' },
  'mail.reset.subject': { en: 'Reset your Otthon password', hu: 'Otthon-jelszavának visszaállítása' },
  'mail.reset.body': {
    en: 'We received a request to reset your password. Open the link below to choose a new one (valid for 60 minutes). If it was not you, ignore this e-mail.',
    hu: 'Jelszó-visszaállítási kérést kaptunk. Új jelszó megadásához nyissa meg az alábbi hivatkozást (60 percig érvényes). Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt.',
  },
  'mail.reset.button': { en: 'Choose a new password', hu: 'Új jelszó megadása' },
  'mail.register_existing.subject': { en: 'Someone tried to register with your e-mail address', hu: 'Regisztrációs kísérlet az Ön e-mail-címével' },
  'mail.register_existing.body': {
    en: 'Someone, perhaps you, tried to create an Otthon account with this e-mail address, but it already has one. If it was you, simply log in; if you have forgotten your password, you can ask for a new one on the login page.',
    hu: 'Valaki, talán Ön, új Otthon-fiókot próbált létrehozni ezzel az e-mail-címmel, de ehhez a címhez már tartozik fiók. Ha Ön volt, egyszerűen jelentkezzen be; ha elfelejtette a jelszavát, a bejelentkezési oldalon kérhet újat.',
  },
  'mail.register_existing.ignore': {
    en: 'If it was not you, you can ignore this e-mail: nothing has changed in your account.',
    hu: 'Ha nem Ön volt, ezt a levelet figyelmen kívül hagyhatja: a fiókjában semmi sem változott.',
  },
  'withdrawal.not_found': {
    en: 'We found no order with this order number and e-mail address. Please check both: you find them in the order confirmation e-mail.',
    hu: 'Nem találtunk rendelést ezzel a rendelésszámmal és e-mail-címmel. Kérjük, ellenőrizze mindkettőt: a rendelés visszaigazoló e-mailjében találja őket.',
  },
  'request.nul_character': {
    en: 'The request contains a NUL character, which no field accepts.',
    hu: 'A kérés NUL karaktert tartalmaz, amelyet egyik mező sem fogad el.',
  },
  'request.lone_surrogate': {
    en: 'The request contains text that is not valid Unicode (a lone surrogate).',
    hu: 'A kérés érvénytelen Unicode-szöveget tartalmaz (párja nélküli helyettesítő karaktert).',
  },
  'withdrawal.code_required': {
    en: 'Please give the 6-digit code we e-mailed to the order’s address.',
    hu: 'Kérjük, adja meg a 6 jegyű kódot, amelyet a rendelés e-mail-címére küldtünk.',
  },
  'withdrawal.code_wrong': {
    en: 'This code is wrong or has expired. Please check the order number and the e-mail address, or ask for a new code.',
    hu: 'A kód hibás vagy lejárt. Kérjük, ellenőrizze a rendelésszámot és az e-mail-címet, vagy kérjen új kódot.',
  },
  'withdrawal.period_over': {
    en: 'The 14-day withdrawal period of order {number} ended on {date}, so you can no longer withdraw from it here. If you think this is a mistake, please contact us.',
    hu: 'Az {number} számú rendelés 14 napos elállási határideje {date} napján lejárt, ezért itt már nem állhat el tőle. Ha úgy gondolja, hogy ez tévedés, kérjük, vegye fel velünk a kapcsolatot.',
  },
  'withdrawal.cancelled': {
    en: 'Order {number} has been cancelled, so there is nothing to withdraw from.',
    hu: 'Az {number} számú rendelést törölték, így nincs mitől elállnia.',
  },
  'withdrawal.nothing_left': {
    en: 'We have already received your withdrawal from every item of order {number}.',
    hu: 'Az {number} számú rendelés minden tételére megkaptuk már az elállási nyilatkozatát.',
  },
  'withdrawal.unknown_item': { en: 'This item is not part of the order.', hu: 'Ez a tétel nem szerepel a rendelésben.' },
  'withdrawal.too_many': { en: 'You can withdraw from at most {max} pcs of this item.', hu: 'Ebből a tételből legfeljebb {max} db-ra állhat el.' },
  'catalog.product_not_found': { en: 'This product does not exist.', hu: 'Ez a termék nem létezik.' },
  'cart.out_of_stock': { en: 'This product is out of stock.', hu: 'Ez a termék nincs készleten.' },
  'cart.line_out_of_stock': {
    en: 'This product has run out of stock; remove it to place your order.',
    hu: 'Ez a termék elfogyott; a rendeléshez távolítsa el a kosárból.',
  },
  'order.stock_short': {
    en: 'Some products are no longer available in the requested quantity. We have updated your cart.',
    hu: 'Néhány termék már nem érhető el a kért mennyiségben. A kosarat frissítettük.',
  },
  'order.line_cap': {
    en: 'An order may hold at most {max} pcs of {title}; for more, please ask for a quote.',
    hu: 'Egy rendelésben a(z) {title} termékből legfeljebb {max} db lehet; nagyobb mennyiségre kérjen ajánlatot.',
  },
  'order.order_cap': {
    en: 'An order may hold at most {max} pcs in all; for more, please ask for a quote.',
    hu: 'Egy rendelésben összesen legfeljebb {max} db lehet; nagyobb mennyiségre kérjen ajánlatot.',
  },
  'offer.throttled': {
    en: 'You have sent several quote requests in a short time. Please try again in {seconds} seconds.',
    hu: 'Rövid idő alatt több ajánlatkérést küldött. Kérjük, próbálja újra {seconds} másodperc múlva.',
  },
  'order.card_throttled': {
    en: 'You have placed several orders in a short time. Please try again in {seconds} seconds.',
    hu: 'Rövid idő alatt több rendelést adott le. Kérjük, próbálja újra {seconds} másodperc múlva.',
  },
  'order.throttled': {
    en: 'You have placed several orders to pay later in a short time. Please try again in {seconds} seconds, or pay by card.',
    hu: 'Rövid idő alatt több később fizetendő rendelést adott le. Kérjük, próbálja újra {seconds} másodperc múlva, vagy fizessen kártyával.',
  },
  'order.line_stock_short': { en: 'Only {available} pcs of {title} are available.', hu: 'A(z) {title} termékből csak {available} db érhető el.' },
  'cart.product_mismatch': { en: 'The product does not match the address of the request.', hu: 'A termék nem egyezik a kérés címével.' },
  'coupon.email_required': {
    en: 'To verify the code, please provide your email address during the checkout process or log in!',
    hu: 'A kód ellenőrzéséhez kérjük, adja meg e-mail-címét a rendelés során, vagy jelentkezzen be!',
  },
  'coupon.not_started': { en: 'This coupon is not valid yet.', hu: 'Ez a kupon még nem érvényes.' },
  'coupon.used_up': { en: 'This coupon has been used up.', hu: 'Ezt a kupont már felhasználták.' },
  'coupon.unknown': { en: 'This coupon code is not valid.', hu: 'Ez a kuponkód érvénytelen.' },
  'coupon.expired': { en: 'This coupon has expired.', hu: 'Ez a kupon lejárt.' },
  'coupon.login_required': {
    en: 'This coupon belongs to a customer account. Please log in with the e-mail address it was issued to.',
    hu: 'Ez a kupon egy vásárlói fiókhoz tartozik. Kérjük, jelentkezzen be azzal az e-mail-címmel, amelyre kiállították.',
  },
  'coupon.email_mismatch': { en: 'This coupon belongs to another e-mail address.', hu: 'Ez a kupon egy másik e-mail-címhez tartozik.' },
  'coupon.not_in_cart': { en: 'This coupon is not in your cart.', hu: 'Ez a kupon nincs a kosárban.' },
  'coupon.minimum': { en: 'This coupon is valid for orders of {amount} or more.', hu: 'Ez a kupon {amount} értékű rendeléstől érvényes.' },
  'coupon.minimum_missing': {
    en: 'Add products worth {amount} more to use this coupon.',
    hu: 'Még {amount} értékben tegyen a kosárba, hogy a kupon érvényes legyen.',
  },
  'cart.delivery_unknown': { en: 'Choose one of the offered delivery methods.', hu: 'Válasszon a felkínált szállítási módok közül.' },
  'cart.payment_unknown': { en: 'Choose one of the offered payment methods.', hu: 'Válasszon a felkínált fizetési módok közül.' },
  'cart.payment_not_allowed': {
    en: 'This payment method is not available with the chosen delivery method.',
    hu: 'Ez a fizetési mód a választott szállítási móddal nem érhető el.',
  },
  'cart.delivery_too_heavy': {
    en: 'This delivery method cannot take every product in your cart.',
    hu: 'Ezzel a szállítási móddal nem küldhető el a kosár minden terméke.',
  },
  'cart.delivery_too_large': {
    en: 'Some products in your cart are too large or heavy for a parcel locker or pick-up point. Choose home delivery.',
    hu: 'A kosár egyes termékei túl nagyok vagy nehezek csomagautomatába vagy csomagpontra. Válasszon házhozszállítást.',
  },
  'cart.pickup_point_required': {
    en: 'Choose the parcel locker or pick-up point to send your order to.',
    hu: 'Válassza ki, melyik csomagautomatába vagy csomagpontra küldjük a rendelést.',
  },
  'cart.pickup_point_unknown': {
    en: 'This pick-up point does not exist (any more). Choose another one.',
    hu: 'Ez az átvételi pont nem létezik (már). Válasszon másikat.',
  },
  'cart.pickup_point_carrier': {
    en: 'This pick-up point cannot take your order with the chosen delivery method. Choose another one.',
    hu: 'Ez az átvételi pont a választott szállítási móddal nem fogadhatja a rendelést. Válasszon másikat.',
  },
  'cart.home_service_unavailable': {
    en: 'Floor, assembly and a delivery time can be chosen with home delivery only.',
    hu: 'Emeletet, összeszerelést és szállítási időpontot csak házhozszállításnál lehet választani.',
  },
  'cart.slot_unavailable': {
    en: 'This delivery time is not offered for your cart. Choose one of the offered times.',
    hu: 'Ez a szállítási időpont a kosárhoz nem választható. Válasszon a felkínált időpontok közül.',
  },
  'cart.slot_full': {
    en: 'This delivery time has just been fully booked. Choose another one.',
    hu: 'Ez a szállítási időpont időközben betelt. Válasszon másikat.',
  },
  'cart.quantity_clamped': {
    en: 'Only {available} pcs are in stock, so the quantity was set to {available}.',
    hu: 'Csak {available} db van készleten, ezért a mennyiséget {available} db-ra állítottuk.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

/** A text with its `{name}` placeholders filled from `values`; a placeholder without a value stays as written. */
export function fillPlaceholders(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** One of the API's sentences in `locale`, with its `{placeholders}` filled in. */
export function apiMessage(locale: Locale, key: ApiMessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(API_MESSAGES[key][locale], values);
}

/** One zod issue as a sentence in the shopper's language; the schemas' own messages translated. */
export function issueMessage(locale: Locale, issue: z.core.$ZodIssue): string {
  const own = schemaMessage(locale, issue.message);
  if (own) return own;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return apiMessage(locale, 'validation.required');
      if (issue.expected === 'int') return apiMessage(locale, 'validation.integer');
      return apiMessage(locale, 'validation.type', { expected: String(issue.expected) });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? apiMessage(locale, 'validation.required')
          : apiMessage(locale, 'validation.string_min', { minimum: Number(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return apiMessage(locale, 'validation.required');
      return apiMessage(locale, issue.inclusive === false ? 'validation.number_gt' : 'validation.number_min', { minimum: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return apiMessage(locale, 'validation.string_max', { maximum: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return apiMessage(locale, 'validation.array_max', { maximum: Number(issue.maximum) });
      return apiMessage(locale, 'validation.number_max', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return apiMessage(locale, 'validation.email');
      if (issue.format === 'url') return apiMessage(locale, 'validation.url');
      return apiMessage(locale, 'validation.format');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
      return apiMessage(locale, 'validation.choice');
    default:
      return apiMessage(locale, 'validation.invalid');
  }
}

/**
 * Zod issues as the contract's field errors: dotted paths (`invoice_data.zipcode`) under an
 * optional prefix, `body` for the input as a whole, each sentence once.
 */
export function issueFieldErrors(locale: Locale, issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    const message = issueMessage(locale, issue);
    const list = (errors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** A 422's message: the first field error, "(and N more errors)" when there are several. */
export function validationMessage(locale: Locale, errors: Readonly<Record<string, readonly string[]>>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? apiMessage(locale, 'validation.invalid');
  return all.length > 1 ? apiMessage(locale, 'validation.more', { first, count: all.length - 1 }) : first;
}
