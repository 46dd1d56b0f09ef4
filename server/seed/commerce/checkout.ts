/** Payment and delivery methods (requirements §3, §4) and coupons covering every rule of requirements §5. */
import {
  BANK_TRANSFER_DAYS,
  FREE_SHIPPING_THRESHOLD_HUF,
  HOME_DELIVERY_FEE_GROSS_HUF,
  PARCEL_LOCKER_FEE_GROSS_HUF,
  PARCEL_LOCKER_MAX_WEIGHT_KG,
  PICKUP_HOLD_DAYS,
} from '../constants.js';
import { PICKUP_CARRIERS } from 'otthon/core';
import { forints } from '../text.js';
import type { SeedCoupon, SeedDeliveryMethod, SeedPaymentMethod } from '../types.js';

export const PAYMENT = { onReceipt: 1, bankTransfer: 2, card: 3, cardBarion: 4 } as const;

export const paymentMethods: SeedPaymentMethod[] = [
  {
    id: PAYMENT.onReceipt,
    key: 'cash_on_delivery',
    title: { hu: 'Fizetés átvételkor', en: 'Pay on receipt' },
    description: {
      hu: 'Készpénzzel vagy bankkártyával fizet a futárnak, illetve a bemutatóteremben, amikor átveszi a rendelést.',
      en: 'Pay the courier, or our showroom staff, in cash or by card when you receive your order.',
    },
    is_online: false,
    position: 1,
  },
  {
    id: PAYMENT.bankTransfer,
    key: 'bank_transfer',
    title: { hu: 'Banki átutalás', en: 'Bank transfer' },
    description: {
      hu: `A rendelés után e-mailben küldjük a díjbekérőt. Az összeget ${BANK_TRANSFER_DAYS} munkanapon belül kérjük átutalni; a jóváírás után indítjuk a szállítást.`,
      en: `We e-mail you a payment request after you order. Please transfer the amount within ${BANK_TRANSFER_DAYS} working days; we dispatch once it arrives.`,
    },
    is_online: false,
    position: 2,
  },
  {
    id: PAYMENT.card,
    key: 'card',
    title: { hu: 'Online bankkártyás fizetés', en: 'Online card payment' },
    description: {
      hu: 'Biztonságos fizetés a bank fizetőoldalán. A kártyaadatai nem jutnak el hozzánk; sikertelen fizetés esetén a rendelés oldaláról újra próbálkozhat.',
      en: 'Secure payment on the bank’s payment page. Your card details never reach us, and if a payment fails you can try again from the order page.',
    },
    is_online: true,
    position: 3,
  },
  {
    // Offered only when both SimplePay and Barion are on: then the card method above is SimplePay's.
    id: PAYMENT.cardBarion,
    key: 'card_barion',
    title: { hu: 'Bankkártyás fizetés Barionnal', en: 'Card payment with Barion' },
    description: {
      hu: 'Biztonságos fizetés a Barion fizetőoldalán. A kártyaadatai nem jutnak el hozzánk; sikertelen fizetés esetén a rendelés oldaláról újra próbálkozhat.',
      en: 'Secure payment on Barion’s payment page. Your card details never reach us, and if a payment fails you can try again from the order page.',
    },
    is_online: true,
    position: 4,
    provider: 'barion',
  },
];

export const deliveryMethods: SeedDeliveryMethod[] = [
  {
    id: 1,
    key: 'showroom_pickup',
    title: { hu: 'Személyes átvétel a bemutatóteremben', en: 'Pickup at our showroom' },
    description: {
      hu: `Ingyenes. E-mailben értesítjük, amikor a rendelése átvehető, és ${PICKUP_HOLD_DAYS} napig őrizzük.`,
      en: `Free. We e-mail you when your order is ready and keep it for ${PICKUP_HOLD_DAYS} days.`,
    },
    price_gross_huf: 0,
    free_from_gross_huf: null,
    max_item_weight_kg: null,
    pickup_carriers: [],
    allowed_payment_methods: [PAYMENT.onReceipt, PAYMENT.bankTransfer, PAYMENT.card, PAYMENT.cardBarion],
    position: 1,
  },
  {
    id: 2,
    key: 'home_delivery',
    title: { hu: 'Házhozszállítás', en: 'Home delivery' },
    description: {
      hu: `Bútorszállító partnerünk a lakásba viszi a csomagot; emeletre hordást, összeszerelést és szállítási idősávot a pénztárban választhat. ${forints(FREE_SHIPPING_THRESHOLD_HUF).hu} felett ingyenes.`,
      en: `Our furniture carrier brings the parcel into your home; carrying upstairs, assembly and a delivery time slot can be chosen at checkout. Free from ${forints(FREE_SHIPPING_THRESHOLD_HUF).en}.`,
    },
    price_gross_huf: HOME_DELIVERY_FEE_GROSS_HUF,
    free_from_gross_huf: FREE_SHIPPING_THRESHOLD_HUF,
    max_item_weight_kg: null,
    pickup_carriers: [],
    allowed_payment_methods: [PAYMENT.onReceipt, PAYMENT.bankTransfer, PAYMENT.card, PAYMENT.cardBarion],
    position: 2,
  },
  {
    id: 3,
    key: 'parcel_locker',
    title: { hu: 'Csomagautomata vagy csomagpont', en: 'Parcel locker or pick-up point' },
    description: {
      hu: `Foxpost, GLS, Packeta vagy MPL automatába vagy átvevőhelyre, a választott ponthoz legközelebb. Legfeljebb ${PARCEL_LOCKER_MAX_WEIGHT_KG} kg-os, dobozba férő termékeknek, 1–3 munkanapon belül. Csak előre fizetve: átutalással vagy bankkártyával. ${forints(FREE_SHIPPING_THRESHOLD_HUF).hu} felett ingyenes.`,
      en: `To a Foxpost, GLS, Packeta or MPL locker or pick-up point you choose. For items up to ${PARCEL_LOCKER_MAX_WEIGHT_KG} kg that fit the carrier's box, within 1–3 working days. Prepaid only: by bank transfer or card. Free from ${forints(FREE_SHIPPING_THRESHOLD_HUF).en}.`,
    },
    price_gross_huf: PARCEL_LOCKER_FEE_GROSS_HUF,
    free_from_gross_huf: FREE_SHIPPING_THRESHOLD_HUF,
    max_item_weight_kg: PARCEL_LOCKER_MAX_WEIGHT_KG,
    pickup_carriers: [...PICKUP_CARRIERS],
    allowed_payment_methods: [PAYMENT.bankTransfer, PAYMENT.card, PAYMENT.cardBarion],
    position: 3,
  },
];

export const coupons: SeedCoupon[] = [
  {
    id: 1,
    code: 'OTTHON10',
    type: 'percent',
    value: 10,
    description: {
      hu: '10% kedvezmény a kosárban lévő termékek árából.',
      en: '10% off the products in your cart.',
    },
    min_order_gross_huf: null,
    email: null,
    starts_at: '2026-01-01T00:00:00Z',
    expires_at: null,
    max_uses: null,
    used_count: 214,
    is_active: true,
  },
  {
    id: 2,
    code: 'KANAPE5000',
    type: 'fixed',
    value: 5_000,
    description: {
      hu: '5 000 Ft kedvezmény a 20 000 Ft-ot elérő rendelésekből.',
      en: '5,000 Ft off orders of 20,000 Ft or more.',
    },
    min_order_gross_huf: 20_000,
    email: null,
    starts_at: '2026-03-01T00:00:00Z',
    expires_at: null,
    max_uses: null,
    used_count: 87,
    is_active: true,
  },
  {
    id: 3,
    code: 'NAGYKOSAR',
    type: 'percent',
    value: 15,
    description: {
      hu: '15% kedvezmény 300 000 Ft feletti rendelésekre.',
      en: '15% off orders over 300,000 Ft.',
    },
    min_order_gross_huf: 300_000,
    email: null,
    starts_at: '2026-01-01T00:00:00Z',
    expires_at: null,
    max_uses: null,
    used_count: 31,
    is_active: true,
  },
  {
    id: 4,
    code: 'VIP-ANNA',
    type: 'percent',
    value: 20,
    description: {
      hu: 'Személyes, 20%-os törzsvásárlói kedvezmény; csak az anna@example.hu címmel érvényes.',
      en: 'A personal 20% loyalty discount, valid only with anna@example.hu.',
    },
    min_order_gross_huf: null,
    email: 'anna@example.hu',
    starts_at: '2026-01-01T00:00:00Z',
    expires_at: null,
    max_uses: 5,
    used_count: 1,
    is_active: true,
  },
  {
    id: 5,
    code: 'NYAR2025',
    type: 'percent',
    value: 20,
    description: {
      hu: 'Nyári kertibútor-akció, 2025. augusztus 31-ig volt érvényes.',
      en: 'Summer garden furniture offer, valid until 31 August 2025.',
    },
    min_order_gross_huf: null,
    email: null,
    starts_at: '2025-06-01T00:00:00Z',
    expires_at: '2025-08-31T23:59:59Z',
    max_uses: null,
    used_count: 402,
    is_active: true,
  },
  {
    id: 6,
    code: 'TAVASZ20',
    type: 'percent',
    value: 20,
    description: {
      hu: 'Tavaszi akció az első 50 rendelésre; elfogyott.',
      en: 'Spring offer for the first 50 orders; all used up.',
    },
    min_order_gross_huf: null,
    email: null,
    starts_at: '2026-03-20T00:00:00Z',
    expires_at: null,
    max_uses: 50,
    used_count: 50,
    is_active: true,
  },
];
