/**
 * The server's own English texts: error and validation messages, line notices, payment gateway
 * responses, the gateway and mailbox pages, and e-mails. `{name}` placeholders are filled by `t()`.
 * The spec's error-catalogue texts come from the package's `src/i18n/messages` instead.
 */
export const en = {
  // — errors —
  'error.not_found': 'Not found.',
  'error.route_not_found': 'There is no such API address.',
  'error.method_not_allowed': 'This address does not accept the {method} method.',
  'error.malformed_json': 'The request body is not valid JSON.',
  'error.malformed_form': 'The request body is not a valid form.',
  'error.nul_character': 'The request contains a NUL character, which no field accepts.',
  'error.json_too_deep': 'The request body is nested too deeply (at most {max} levels).',
  'error.lone_surrogate': 'The request contains text that is not valid Unicode (a lone surrogate).',
  'error.body_too_large': 'The request body is too large (at most {max} KiB).',
  'error.unauthenticated': 'Unauthenticated.',
  'error.too_many_requests': 'Too many requests. Please try again in {seconds} seconds.',
  'error.server': 'Something went wrong on our side. Please try again.',
  'error.validation_one': '{first}',
  'error.validation_more': '{first} (and {count} more errors)',

  // — field validation —
  'validation.required': 'This field is required.',
  'validation.type': 'This value has the wrong type (expected {expected}).',
  'validation.string_min': 'Enter at least {minimum} characters.',
  'validation.string_max': 'Enter at most {maximum} characters.',
  'validation.number_min': 'The value must be at least {minimum}.',
  'validation.number_max': 'The value must be at most {maximum}.',
  'validation.number_gt': 'The value must be greater than {minimum}.',
  'validation.integer': 'Enter a whole number.',
  'validation.array_max': 'Choose at most {maximum} items.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.url': 'Enter a valid web address.',
  'validation.format': 'The format of this value is invalid.',
  'validation.choice': 'Choose one of the allowed values.',
  'validation.invalid': 'This value is invalid.',

  // — catalogue —
  'catalog.product_not_found': 'This product does not exist.',
  'catalog.category_not_found': 'This category does not exist.',
  'catalog.page_not_found': 'This page does not exist.',
  'catalog.post_not_found': 'This article does not exist.',
  'media.not_found': 'This image does not exist.',

  // — cart —
  'cart.out_of_stock': 'This product is out of stock.',
  'cart.not_in_cart': 'This product is not in your cart.',
  'cart.quantity_clamped': 'Only {available} pcs are in stock, so the quantity was set to {available}.',
  'cart.line_out_of_stock': 'This product has run out of stock; remove it to place your order.',
  'cart.delivery_unknown': 'Choose one of the offered delivery methods.',
  'cart.delivery_too_heavy': 'This delivery method cannot take every product in your cart.',
  'cart.payment_unknown': 'Choose one of the offered payment methods.',
  'cart.payment_not_allowed': 'This payment method is not available with the chosen delivery method.',
  'cart.delivery_first': 'Choose a delivery method first.',
  'coupon.unknown': 'This coupon code is not valid.',
  'coupon.not_started': 'This coupon is not valid yet.',
  'coupon.expired': 'This coupon has expired.',
  'coupon.used_up': 'This coupon has been used up.',
  'coupon.email_mismatch': 'This coupon belongs to another e-mail address.',
  'coupon.login_required': 'This coupon belongs to a customer account. Please log in with the e-mail address it was issued to.',
  'coupon.minimum': 'This coupon is valid for orders of {amount} or more.',
  'coupon.not_in_cart': 'This coupon is not in your cart.',
  'coupon.minimum_missing': 'Add products worth {amount} more to use this coupon.',

  // — checkout —
  'order.cart_empty': 'Your cart is empty.',
  'order.delivery_required': 'Choose a delivery method.',
  'order.customer_required': 'Fill in your contact and billing details.',
  'order.stock_short': 'Some products are no longer available in the requested quantity. We have updated your cart.',
  'order.line_stock_short': 'Only {available} pcs of {title} are available.',
  'order.result_url': "This address is not on this shop's site.",
  'order.idempotency_mismatch': 'This Idempotency-Key was already used with a different request.',
  'order.idempotency_key': 'The Idempotency-Key must be 1 to 200 visible characters.',
  'order.not_found': 'This order does not exist.',
  'order.already_paid': 'This order has already been paid.',
  'order.cancelled': 'This order has been cancelled.',
  'order.reservation_expired':
    'The payment did not arrive within {minutes} minutes, so the order was cancelled and the items we held for you were released. Please place the order again.',
  'order.payment_method_not_allowed': 'This payment method is not available for this order.',
  'offer.not_found': 'This quote request does not exist.',

  // — payment gateway —
  'payment.attempt_not_found': 'This payment does not exist.',
  'payment.attempt_decided': 'This payment has already been processed.',
  'payment.attempt_superseded': 'A newer payment was started for this order; use that one.',
  'payment.method_changed': 'This order is now paid another way, so this card payment can no longer be used.',
  'payment.response.00': 'Approved',
  'payment.response.05': 'Declined by the card issuer (do not honour)',
  'payment.response.C': 'Cancelled by the customer',
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
  'auth.failed': 'These credentials do not match our records.',
  'auth.not_activated': 'Please activate your account with the link we e-mailed you first.',
  'auth.throttled': 'Too many login attempts. Please try again in {seconds} seconds.',
  'auth.logged_out': 'You have been logged out.',
  'auth.bot_failed': 'The bot check failed or expired. Please try again.',
  'auth.registered': 'We have sent an activation link to {email}. Open it to activate your account.',
  'auth.activated': 'Your account is active. You can log in now.',
  'auth.token_invalid': 'This link is invalid or has expired.',
  'auth.reset_requested': 'If an account exists for this address, we have sent it a password reset link.',
  'auth.password_reset': 'Your password has been changed. You can log in now.',

  // — forms —
  'forms.contact_sent': 'Thank you for your message! We will reply within one working day.',
  'forms.project_sent': 'Thank you! Our interior design team will contact you within two working days.',
  'forms.newsletter_subscribed': 'Thank you for subscribing! Our next newsletter is on its way.',

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
  'mail.greeting': 'Dear {name},',
  'mail.signature': 'Best regards,\nthe Otthon team',
  'mail.activation.subject': 'Activate your Otthon account',
  'mail.activation.body': 'Thank you for registering. Open the link below to activate your account (valid for 7 days):',
  'mail.activation.button': 'Activate my account',
  'mail.reset.subject': 'Reset your Otthon password',
  'mail.reset.body':
    'We received a request to reset your password. Open the link below to choose a new one (valid for 60 minutes). If it was not you, ignore this e-mail.',
  'mail.reset.button': 'Choose a new password',
  'mail.register_existing.subject': 'Someone tried to register with your e-mail address',
  'mail.register_existing.body':
    'Someone, perhaps you, tried to create an Otthon account with this e-mail address, but it already has one. If it was you, simply log in; if you have forgotten your password, you can ask for a new one on the login page.',
  'mail.register_existing.ignore': 'If it was not you, you can ignore this e-mail: nothing has changed in your account.',
  'mail.order.subject': 'Your order {number} has been received',
  'mail.order.body': 'Thank you for your order! Here is what you ordered:',
  'mail.order.total': 'Total',
  'mail.order.delivery': 'Delivery',
  'mail.order.discount': 'Discount',
  'mail.order.payment': 'Payment',
  'mail.order.view': 'View your order',
  'mail.order.reservation': 'We reserve the products for you. Returns within {days} days, {years}-year warranty.',
  'mail.order.pay_within': 'We hold the items for you for {minutes} minutes: please complete the card payment within that time.',
  'mail.offer.subject': 'We have received your quote request {number}',
  'mail.offer.body': 'Thank you for your quote request. Our team will send you a personalised offer within two working days. Your request:',
  'mail.offer.valid': 'The listed prices are valid until {date}.',
  'mail.offer.view': 'View your quote request',
  'mail.contact.subject': 'We have received your message',
  'mail.contact.body': 'Thank you for contacting us. We will reply within one working day. Your message:',
  'mail.project.subject': 'We have received your project request',
  'mail.project.body':
    'Thank you for your project request. Our interior design team will contact you within two working days. Your message:',
  'mail.newsletter.subject': 'Welcome to the Otthon newsletter',
  'mail.newsletter.body': 'Thank you for subscribing. You will hear from us about new collections, offers and home ideas.',
  'mail.quantity': '{quantity} pcs',
} as const;

export type MessageKey = keyof typeof en;
