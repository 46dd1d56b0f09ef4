/**
 * The server's own English texts: error and validation messages, line notices, payment gateway
 * responses and e-mails (the gateway's and the mailbox's pages speak the contract's words).
 * `{name}` placeholders are filled by `t()`.
 * The spec's error-catalogue texts come from the package's `src/i18n/messages` instead.
 */
export const en = {
  // — errors —
  'error.route_not_found': 'There is no such API address.',
  'error.method_not_allowed': 'This address does not accept the {method} method.',
  'error.body_too_large': 'The request body is too large (at most {max} KiB).',
  'error.validation_one': '{first}',

  // — field validation —

  // — cart —
  'cart.delivery_first': 'Choose a delivery method first.',

  // — payment gateway —
  // The gateway page's words and every result word (`payment.response.*`) are the contract's (`API_MESSAGES`), shared with the mock shop.
  'payment.provider_unavailable':
    'The card payment could not be started because the payment provider did not answer. Nothing was charged; please try again or choose another way of paying.',

  // — auth —

  // — forms —

  // — data sheet —

  // — e-mails —
  'mail.customer': 'customer',
  'mail.greeting': 'Dear {name},',
  'mail.signature': 'Best regards,\nthe Otthon team',
  'mail.order.subject': 'Your order {number} has been received',
  'mail.order.body': 'Thank you for your order! Here is what you ordered:',
  'mail.order.total': 'Total',
  'mail.order.delivery': 'Delivery',
  'mail.order.discount': 'Discount',
  'mail.order.pickup_point': 'We send it to this pick-up point: {point}',
  'mail.order.carry_in': 'Carrying in to floor {floor}',
  'mail.order.assembly': 'Assembly',
  'mail.order.slot_fee': 'Evening delivery',
  'mail.order.ground_floor': 'We carry it in on the ground floor.',
  'mail.order.floor_lift': 'We carry it up to floor {floor} by lift.',
  'mail.order.floor_stairs': 'We carry it up to floor {floor} by the stairs.',
  'mail.order.assembled': 'We assemble the furniture.',
  'mail.order.slot': 'Delivery: {date}, {from}–{to}.',
  'mail.order.slot_call': 'Our carrier calls you to agree the day of delivery.',
  'mail.order.payment': 'Payment',
  'mail.order.view': 'View your order',
  'mail.order.state.card':
    'Your order is recorded but not paid yet: we hold the items for you for {minutes} minutes, so please complete the card payment within that time. We confirm the payment in a separate e-mail.',
  'mail.order.state.transfer':
    'We have set the items aside for you. Please transfer the total within {days} working days with the order number ({number}) as the reference; we dispatch the order once the money arrives.',
  'mail.order.state.on_delivery': 'We have set the items aside for you. You pay the total when you receive the order, in cash or by card.',
  'mail.order.terms': 'Returns within {days} days, {years}-year warranty.',
  'mail.payment.subject': 'Payment received for your order {number}',
  'mail.payment.body': 'Thank you! We have received your card payment for order {number}. This is what you paid for:',
  'mail.payment.delivery': 'Delivery',
  'mail.payment.net': 'Net amount',
  'mail.payment.vat': 'VAT ({rate}%)',
  'mail.payment.total': 'Total paid (gross)',
  'mail.payment.transaction': 'Transaction ID',
  'mail.payment.next': 'We are now getting your order ready and will let you know when it is on its way.',
  'mail.offer.subject': 'We have received your quote request {number}',
  'mail.offer.body': 'Thank you for your quote request. Our team will send you a personalised offer within two working days. Your request:',
  'mail.offer.valid': 'The listed prices are valid until {date}.',
  'mail.offer.view': 'View your quote request',
  'mail.quantity': '{quantity} pcs',
  'invoice.title': 'Invoice',
  'invoice.correction_title': 'Correcting invoice',
  'invoice.proforma': 'Proforma – not a tax invoice',
  'invoice.order': 'Order',
  'invoice.issue_date': 'Date of issue',
  'invoice.fulfillment_date': 'Date of supply',
  'invoice.rate': 'Exchange rate',
  'invoice.seller': 'Seller',
  'invoice.buyer': 'Buyer',
  'invoice.tax_number': 'Tax number',
  'invoice.column.item': 'Item',
  'invoice.column.quantity': 'Quantity',
  'invoice.column.unit_net': 'Net unit price',
  'invoice.column.vat_rate': 'VAT rate',
  'invoice.column.net': 'Net',
  'invoice.column.vat': 'VAT',
  'invoice.column.gross': 'Gross',
  'invoice.total': 'Total (gross)',
  'invoice.unit.piece': 'pcs',
  'invoice.unit.service': 'service',
  'invoice.delivery': 'Delivery',
  'invoice.carry_in': 'Carrying in to floor {floor}',
  'invoice.assembly': 'Assembly',
  'invoice.slot': 'Evening delivery slot',
  'invoice.coupon': 'Coupon discount ({code})',
  'invoice.coupon_share': 'Coupon discount on the returned items',
  'mail.invoice.subject': 'Your invoice for order {number}',
  'mail.invoice.body': 'Thank you for your purchase. Your invoice {invoice} for order {number} is ready to download.',
  'mail.invoice.correction_subject': 'Corrected invoice for order {number}',
  'mail.invoice.correction': 'We have issued the corrected invoice {invoice} for order {number}, for the items you returned.',
  'mail.invoice.proforma': 'This shop runs without an invoicing provider: the document is a proforma copy, not a tax invoice.',
  'mail.invoice.download': 'Download the invoice',
  'mail.refund.subject': 'Refund for your order {number}',
  'mail.refund.card':
    'We have accepted your withdrawal from order {number} and refunded {amount} to the card you paid with. Depending on your bank, it may take a few working days to appear on your account.',
  'mail.refund.transfer':
    'We have accepted your withdrawal from order {number}. We will refund {amount} by bank transfer within 14 days of receiving your withdrawal. If you have not yet given us your bank account number, please reply to this e-mail with it.',
  'mail.refund.nothing': 'We have accepted your withdrawal from order {number}. Nothing has been paid for it yet, so there is nothing to refund.',
  'mail.refund.delivery': 'Delivery fee',
  'mail.refund.total': 'Amount refunded',
  'mail.refund.id': 'Refund ID',
} as const;

export type ServerMessageKey = keyof typeof en;
