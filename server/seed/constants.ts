/**
 * The business figures the seed texts and prices are built from (requirements §9). One place, so a page
 * that says "free from 159 900 Ft" and the delivery method that applies it cannot drift apart.
 */
export const VAT_PERCENT = 27;
/** Free shipping from 159 900 Ft gross (requirements §9). */
export const FREE_SHIPPING_THRESHOLD_HUF = 159_900;
/** Working days a bank transfer has to arrive in, after the order's day (the package's rule). */
export { BANK_TRANSFER_DAYS } from 'otthon/core';
/** Stock is held for the shopper for 10 minutes while the order is placed (requirements §9). */
export const STOCK_RESERVATION_MINUTES = 10;
/** Returns within 14 days (requirements §9). */
export const RETURN_DAYS = 14;
/** Two-year warranty (requirements §9). */
export const WARRANTY_YEARS = 2;
export const HOME_DELIVERY_FEE_GROSS_HUF = 9_990;
export const PARCEL_LOCKER_FEE_GROSS_HUF = 1_990;
export const PARCEL_LOCKER_MAX_WEIGHT_KG = 20;
/** Days a showroom pickup order is kept. */
export const PICKUP_HOLD_DAYS = 8;
