import type { ServerMessageKey } from './en.js';

/** The server's own Hungarian texts (see en.ts); the type keeps both languages complete. */
export const hu: Record<ServerMessageKey, string> = {
  'error.route_not_found': 'Nincs ilyen API-cím.',
  'error.method_not_allowed': 'Ez a cím nem fogadja a(z) {method} metódust.',
  'error.body_too_large': 'A kérés törzse túl nagy (legfeljebb {max} KiB).',

  'payment.provider_unavailable':
    'A kártyás fizetést nem sikerült elindítani, mert a fizetési szolgáltató nem válaszolt. Terhelés nem történt; kérjük, próbálja újra, vagy válasszon más fizetési módot.',

  'invoice.title': 'Számla',
  'invoice.correction_title': 'Helyesbítő számla',
  'invoice.proforma': 'Díjbekérő jellegű másolat – nem adóügyi számla',
  'invoice.order': 'Rendelés',
  'invoice.issue_date': 'Kiállítás dátuma',
  'invoice.fulfillment_date': 'Teljesítés dátuma',
  'invoice.rate': 'Árfolyam',
  'invoice.seller': 'Eladó',
  'invoice.buyer': 'Vevő',
  'invoice.tax_number': 'Adószám',
  'invoice.column.item': 'Tétel',
  'invoice.column.quantity': 'Mennyiség',
  'invoice.column.unit_net': 'Nettó egységár',
  'invoice.column.vat_rate': 'Áfakulcs',
  'invoice.column.net': 'Nettó',
  'invoice.column.vat': 'Áfa',
  'invoice.column.gross': 'Bruttó',
  'invoice.total': 'Végösszeg (bruttó)',
  'invoice.unit.piece': 'db',
  'invoice.unit.service': 'alkalom',
  'invoice.delivery': 'Szállítás',
  'invoice.carry_in': 'Behordás a(z) {floor}. emeletre',
  'invoice.assembly': 'Összeszerelés',
  'invoice.slot': 'Esti szállítási idősáv',
  'invoice.coupon': 'Kuponkedvezmény ({code})',
  'invoice.coupon_share': 'Kuponkedvezmény a visszaküldött termékekre',
  'mail.invoice.subject': 'Számla – {number} számú rendelés',
  'mail.invoice.body': 'Köszönjük vásárlását! Az {number} számú rendelés {invoice} számú számlája letölthető.',
  'mail.invoice.correction_subject': 'Helyesbítő számla – {number} számú rendelés',
  'mail.invoice.correction': 'Az {number} számú rendelésből visszaküldött termékekről kiállítottuk a(z) {invoice} számú helyesbítő számlát.',
  'mail.invoice.proforma': 'Ez a bolt számlázó szolgáltató nélkül fut: a dokumentum díjbekérő jellegű másolat, nem adóügyi számla.',
  'mail.invoice.download': 'Számla letöltése',
  'mail.refund.subject': 'Visszatérítés – {number} számú rendelés',
  'mail.refund.card':
    'Elfogadtuk elállását az {number} számú rendeléstől, és {amount} összeget visszatérítettünk arra a bankkártyára, amellyel fizetett. Bankjától függően néhány munkanap, amíg a jóváírás megjelenik a számláján.',
  'mail.refund.transfer':
    'Elfogadtuk elállását az {number} számú rendeléstől. {amount} összeget banki átutalással térítünk vissza, legkésőbb az elállás beérkezésétől számított 14 napon belül. Ha még nem adta meg, kérjük, válaszoljon erre a levélre a bankszámlaszámával.',
  'mail.refund.nothing': 'Elfogadtuk elállását az {number} számú rendeléstől. A rendelést még nem fizette ki, ezért nincs visszatérítendő összeg.',
  'mail.refund.delivery': 'Szállítási díj',
  'mail.refund.total': 'Visszatérített összeg',
  'mail.refund.id': 'Visszatérítés azonosítója',
};
