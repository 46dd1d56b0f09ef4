/**
 * The server's own English texts: error and validation messages, line notices, payment gateway
 * responses, the gateway and mailbox pages, and e-mails. `{name}` placeholders are filled by `t()`.
 * The spec's error-catalogue texts come from the package's `src/i18n/messages` instead.
 */
export const en = {
  // — errors —
  'error.route_not_found': 'There is no such API address.',
  'error.method_not_allowed': 'This address does not accept the {method} method.',
  'error.malformed_json': 'The request body is not valid JSON.',
  'error.malformed_form': 'The request body is not a valid form.',
  'error.json_too_deep': 'The request body is nested too deeply (at most {max} levels).',
  'error.body_too_large': 'The request body is too large (at most {max} KiB).',
  'error.server': 'Something went wrong on our side. Please try again.',
  'error.validation_one': '{first}',

  // — field validation —

  // — catalogue —
  'catalog.category_not_found': 'This category does not exist.',
  'catalog.page_not_found': 'This page does not exist.',
  'catalog.post_not_found': 'This article does not exist.',
  'media.not_found': 'This image does not exist.',

  // — cart —
  'cart.delivery_first': 'Choose a delivery method first.',

  // — checkout —
  'offer.not_found': 'This quote request does not exist.',

  // — payment gateway —
  'payment.response.00': 'Approved',
  'payment.response.05': 'Declined by the card issuer (do not honour)',
  'payment.response.C': 'Cancelled by the customer',
  // SimplePay's merchant checklist: what the result page says after each event, with its transaction id.
  'payment.response.SP_SUCCESS': 'Successful transaction. SimplePay transaction ID: {transaction}',
  'payment.response.SP_FAIL':
    'Failed transaction. SimplePay transaction ID: {transaction}. Please check that the details you entered during the transaction are correct. If all of them were correct, please contact the bank that issued your card to find out why the payment was refused.',
  'payment.response.SP_TIMEOUT': 'You exceeded the maximum time allowed for starting the transaction. SimplePay transaction ID: {transaction}',
  'payment.response.SP_CANCEL': 'You cancelled the payment. SimplePay transaction ID: {transaction}',
  // Barion: what the result page says after GetPaymentState's answer, with Barion's payment id.
  'payment.response.BARION_SUCCEEDED': 'Successful payment. Barion payment ID: {transaction}',
  'payment.response.BARION_FAILED':
    'The payment failed. Barion payment ID: {transaction}. Please check the details you entered; if they were correct, please contact the bank that issued your card.',
  'payment.response.BARION_EXPIRED': 'The time allowed for the payment ran out. Barion payment ID: {transaction}',
  'payment.response.BARION_CANCELED': 'You cancelled the payment. Barion payment ID: {transaction}',
  'payment.provider_unavailable':
    'The card payment could not be started because the payment provider did not answer. Nothing was charged; please try again or choose another way of paying.',
  'gateway.title': 'Card payment',
  'gateway.heading': 'Pay by card',
  'gateway.notice': "This is the shop's test payment page: no card is charged. Choose how the payment should end.",
  'gateway.merchant': 'Merchant',
  'gateway.order': 'Order',
  'gateway.amount': 'Amount',
  'gateway.approve': 'Approve payment',
  'gateway.decline': 'Decline payment',
  'gateway.cancel': 'Cancel and return to the shop',
  'gateway.done_heading': 'This payment has been processed',
  'gateway.done_text': 'Result: {result}.',
  'gateway.expired_heading': 'The time for this payment is over',
  'gateway.back': 'Back to the shop',

  // — auth —

  // — forms —

  // — data sheet —
  'sheet.care_default': 'Wipe with a soft, dry cloth.',

  // — mailbox page —
  'mailbox.title': 'Mailbox (development)',
  'mailbox.intro': 'Every e-mail the shop has sent, newest first. Only available in development.',
  'mailbox.empty': 'No e-mails yet.',
  'mailbox.to': 'To',
  'mailbox.sent': 'Sent',
  'mailbox.links': 'Links',
  'mailbox.filter': 'Recipient',
  'mailbox.show': 'Show',

  // — e-mails —
  'mail.customer': 'customer',
  'mail.greeting': 'Dear {name},',
  'mail.signature': 'Best regards,\nthe Otthon team',
  'mail.order.subject': 'Your order {number} has been received',
  'mail.order.body': 'Thank you for your order! Here is what you ordered:',
  'mail.order.total': 'Total',
  'mail.order.delivery': 'Delivery',
  'mail.order.discount': 'Discount',
  'mail.order.payment': 'Payment',
  'mail.order.view': 'View your order',
  'mail.order.reservation': 'We reserve the products for you. Returns within {days} days, {years}-year warranty.',
  'mail.order.pay_within': 'We hold the items for you for {minutes} minutes: please complete the card payment within that time.',
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
