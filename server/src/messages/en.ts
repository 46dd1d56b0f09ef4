/**
 * The server's own English texts: routing and body-size errors, the payment provider's outage, the
 * invoice (its page and its mail) and the refund mail. The words both shops say (refusals, the
 * gateway's and mailbox's pages, the account, form and order mails) are the contract's (`API_MESSAGES`).
 * `{name}` placeholders are filled by `t()`.
 * The spec's error-catalogue texts come from the package's `src/i18n/messages` instead.
 */
export const en = {
  // — errors —
  'error.route_not_found': 'There is no such API address.',
  'error.method_not_allowed': 'This address does not accept the {method} method.',
  'error.body_too_large': 'The request body is too large (at most {max} KiB).',

  // — payment gateway —
  // The gateway page's words and every result word (`payment.response.*`) are the contract's (`API_MESSAGES`), shared with the mock shop.
  'payment.provider_unavailable':
    'The card payment could not be started because the payment provider did not answer. Nothing was charged; please try again or choose another way of paying.',

  // — invoices and refunds —
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
