/**
 * `otthon/components`: accessible components over the hooks (Radix / react-aria behaviour, cva
 * variants over the `--otthon-*` CSS variables). Explicit, alphabetised exports; no `export *`.
 */
export { AddToCartButton } from './add-to-cart-button.js';
export { BillingForm, ShippingForm } from './address-forms.js';
export { Announcer, announce } from './announcer.js';
export { Badge, badgeVariants } from './badge.js';
export { BotChallenge, botChallengeVariants } from './bot-challenge.js';
export { Breadcrumbs } from './breadcrumbs.js';
export { Button, buttonVariants } from './button.js';
export { CartEmpty, CartLine, CartLines, cartLineVariants, CheckoutButton } from './cart-lines.js';
export { CartPanel, CartPanelTrigger, preloadCartPanel } from './cart-panel.js';
export { CartSummary, FreeShippingProgress, freeShippingProgressVariants } from './cart-summary.js';
export { Checkbox, CheckboxField, checkboxVariants } from './checkbox.js';
export { CheckoutFormProvider, useCheckoutForm } from './checkout-form-context.js';
export {
  CheckoutComment,
  CheckoutConsents,
  CheckoutForm,
  CheckoutFormError,
  CheckoutNewsletter,
  CustomerForm,
  PlaceOrderButton,
  RequestOfferButton,
} from './checkout-form.js';
export { CheckoutResult } from './checkout-result.js';
export { cn } from './cn.js';
export { ColourSwatches, colourSwatchesVariants, colourSwatchVariants } from './colour-swatches.js';
export { ConsentCheckboxes } from './consent-checkboxes.js';
export { PRIVACY_PAGE_SLUGS } from './privacy-page.js';
export { ContactForm, ProjectContactForm } from './contact-forms.js';
export { analyticsConsent, consentModeState } from './cookie-choice.js';
export { CookieConsent, cookieConsentVariants } from './cookie-consent.js';
export { CookieSettings } from './cookie-settings.js';
export { CouponForm } from './coupon-form.js';
export { CurrencySelect } from './currency-select.js';
export { DeliveryEstimate, ProductShipping, RestockDate, RestockNotifyForm } from './delivery-promise.js';
export { DeliverySlotPicker, deliverySlotVariants } from './delivery-slot-picker.js';
export { ErrorScreen } from './error-screen.js';
export { FavouriteButton, favouriteButtonVariants } from './favourite-button.js';
export { controlVariants, Field, FieldDescription, FieldError, FieldLabel, Input, Textarea, TextField, useFieldControl } from './field.js';
export { FilterChips } from './filter-chips.js';
export { compactFilters, countActiveFilters, FilterPanel, swatchVariants } from './filter-panel.js';
export { FilterSheet } from './filter-sheet.js';
export { EmailField, FormMessage, formMessageVariants, PhoneField, SubmitButton } from './form.js';
export { DeliverySlotSummary, HomeDeliverySummary } from './home-delivery-details.js';
export { HomeDeliveryOptions } from './home-delivery-options.js';
export {
  CartIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  ClockIcon,
  CloseIcon,
  ExternalLinkIcon,
  GlobeIcon,
  HeartIcon,
  InfoIcon,
  MapPinIcon,
  MinusIcon,
  PlusIcon,
  ShieldIcon,
  WarningIcon,
  ZoomInIcon,
} from './icons.js';
export { apiImageLoader, Image, imageMetadata, imageVariants } from './image.js';
export { renderAnchor } from './link.js';
export { LegalGuaranteeNotice, legalGuaranteeNoticeVariants } from './legal-guarantee-notice.js';
export { LocaleSwitch, localeSwitchVariants } from './locale-switch.js';
export { LoginForm } from './login-form.js';
export { FooterMenu } from './footer-menu.js';
export { HeaderMenu } from './menu.js';
export { menuLinkVariants } from './menu-link.js';
export { MessagesProvider, useMessages } from './messages-provider.js';
export { DeliveryMethodPicker, PaymentMethodPicker } from './method-pickers.js';
export { MobileNav } from './mobile-nav.js';
export { NewsletterForm, newsletterFormVariants } from './newsletter-form.js';
export { pageRange, Pagination, paginationItemVariants } from './pagination.js';
export { NewPasswordFields, PasswordField } from './password-field.js';
export { PasswordReminderForm } from './password-reminder-form.js';
export { PasswordResetForm } from './password-reset-form.js';
export { PayableTotal } from './payable-total.js';
export { OrderInvoices } from './order-invoices.js';
export { PAYMENT_PROVIDER_PAGES, PaymentProviderMark, PaymentProviderNotice, paymentProviderNoticeVariants } from './payment-provider-notice.js';
export { PickupPointSummary } from './pickup-point-details.js';
export { PickupPointPicker, pickupPointOptionVariants } from './pickup-point-picker.js';
export { PostcodeField, postcodeStatusVariants } from './postcode-field.js';
export { NextTierNudge, Price, PriceDisplay, priceVariants, TierTable } from './price.js';
export { PRODUCT_CARD_SIZES, ProductCard, productCardVariants } from './product-card.js';
export { ProductCardSkeleton, ProductGrid, productGridVariants } from './product-grid.js';
export { ProductSafety, productSafetyVariants } from './product-safety.js';
export { ProductGallery, productGalleryStageVariants, productGalleryThumbnailVariants } from './product-gallery.js';
export { NumberField } from './number-field.js';
export { QuantityField, quantityFieldVariants } from './quantity-field.js';
export { RadioGroup, RadioGroupItem, radioGroupItemVariants } from './radio-group.js';
export { BotChallengeNotice, RegistrationForm } from './registration-form.js';
export { createDomPurifySanitizer, RICH_TEXT_PURIFY_CONFIG, RichText, RichTextSanitizerProvider, richTextVariants } from './rich-text.js';
export { SearchBox } from './search-box.js';
export { SearchHelp } from './search-help.js';
export { preloadSelect, Select, selectTriggerVariants } from './select.js';
export { ShowroomHours, showroomHoursVariants, weeklyHoursOf } from './showroom-hours.js';
export { SimilarProducts } from './similar-products.js';
export { SortSelect } from './sort-select.js';
export { Spinner, spinnerVariants } from './spinner.js';
export { StockBadge, stockState } from './stock-badge.js';
export { dismissToast, toast, Toast, ToastDescription, Toaster, ToastTitle, toastVariants } from './toast.js';
export { useT } from './use-t.js';
export { VatModeToggle, vatModeToggleVariants } from './vat-mode-toggle.js';
export { VisuallyHidden } from './visually-hidden.js';
export { WithdrawalConfirmForm, WithdrawalLookupForm, WithdrawalOrderList, WithdrawalReceipt } from './withdrawal-forms.js';
export type { AddToCartButtonProps } from './add-to-cart-button.js';
export type { AddressFormProps } from './address-forms.js';
export type { AnnouncerProps, Politeness } from './announcer.js';
export type { BadgeProps } from './badge.js';
export type { BotChallengeProps } from './bot-challenge.js';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs.js';
export type { ButtonProps } from './button.js';
export type { CartEmptyProps, CartLineProps, CartLinesProps, CheckoutButtonProps } from './cart-lines.js';
export type { CartPanelProps, CartPanelTriggerProps } from './cart-panel.js';
export type { CartSummaryProps, FreeShippingProgressProps } from './cart-summary.js';
export type { CheckboxFieldProps, CheckboxProps, CheckedState } from './checkbox.js';
export type { CheckoutFormContextValue, CheckoutFormProviderProps, CheckoutIntent, CheckoutOutcome, CheckoutValues } from './checkout-form-context.js';
export type { CheckoutConsentsProps, CheckoutFormProps, CheckoutPartProps } from './checkout-form.js';
export type { CheckoutResultProps } from './checkout-result.js';
export type { ColourSwatchesProps, ColourSwatchItem } from './colour-swatches.js';
export type { ConsentCheckboxesProps, Consents } from './consent-checkboxes.js';
export type { ContactFormBaseProps, ProjectContactFormProps } from './contact-forms.js';
export type { ConsentModeState, CookieChoice } from './cookie-choice.js';
export type { CookieConsentProps } from './cookie-consent.js';
export type { CookieSettingsProps } from './cookie-settings.js';
export type { CouponFormProps } from './coupon-form.js';
export type { CurrencySelectProps } from './currency-select.js';
export type { DeliveryEstimateProps, ProductShippingProps, RestockDateProps, RestockNotifyFormProps } from './delivery-promise.js';
export type { DeliverySlotPickerProps } from './delivery-slot-picker.js';
export type { ErrorScreenProps } from './error-screen.js';
export type { FavouriteButtonProps } from './favourite-button.js';
export type { FieldProps, TextFieldProps } from './field.js';
export type { FilterChipsProps } from './filter-chips.js';
export type { FilterPanelProps, ProductFilters } from './filter-panel.js';
export type { FilterSheetProps } from './filter-sheet.js';
export type { FormMessageProps, SubmitButtonProps } from './form.js';
export type { DeliverySlotSummaryProps, HomeDeliverySummaryProps } from './home-delivery-details.js';
export type { HomeDeliveryOptionsProps } from './home-delivery-options.js';
export type { IconProps } from './icons.js';
export type { ImageLoader, ImageMetadata, ImageProps, ImageRendition, ImageSource } from './image.js';
export type { LinkRenderProps, RenderLink } from './link.js';
export type { LegalGuaranteeNoticeProps } from './legal-guarantee-notice.js';
export type { LocaleSwitchProps } from './locale-switch.js';
export type { LoginFormProps } from './login-form.js';
export type { FooterMenuProps } from './footer-menu.js';
export type { HeaderMenuProps } from './menu.js';
export type { MenuLinkOptions } from './menu-link.js';
export type { MessagesProviderProps } from './messages-provider.js';
export type { DeliveryMethodPickerProps, PaymentMethodPickerProps } from './method-pickers.js';
export type { MobileNavProps } from './mobile-nav.js';
export type { NewsletterFormProps } from './newsletter-form.js';
export type { PageRangeItem, PaginationProps } from './pagination.js';
export type { NewPasswordFieldsProps, PasswordFieldProps } from './password-field.js';
export type { PasswordReminderFormProps } from './password-reminder-form.js';
export type { PasswordResetFormProps } from './password-reset-form.js';
export type { PayableTotalProps } from './payable-total.js';
export type { OrderInvoicesProps } from './order-invoices.js';
export type { PaymentProviderMarkProps, PaymentProviderNoticeProps } from './payment-provider-notice.js';
export type { PickupPointSummaryProps } from './pickup-point-details.js';
export type { PickupPointPickerProps } from './pickup-point-picker.js';
export type { PostcodeFieldProps } from './postcode-field.js';
export type { NextTierNudgeProps, PricedCurrency, PricedProduct, PriceDisplayProps, PriceProps, TierTableProps } from './price.js';
export type { ProductCardProps } from './product-card.js';
export type { ProductGridProps } from './product-grid.js';
export type { ProductSafetyProps } from './product-safety.js';
export type { ProductGalleryProps } from './product-gallery.js';
export type { NumberFieldProps } from './number-field.js';
export type { QuantityFieldProps } from './quantity-field.js';
export type { RadioGroupItemProps, RadioGroupProps } from './radio-group.js';
export type { RegistrationFormProps } from './registration-form.js';
export type { RichTextProps, Sanitizer } from './rich-text.js';
export type { SearchBoxProps } from './search-box.js';
export type { SearchHelpProps } from './search-help.js';
export type { SelectOption, SelectProps } from './select.js';
export type { ShowroomHoursProps } from './showroom-hours.js';
export type { SimilarProductsProps } from './similar-products.js';
export type { SortSelectProps } from './sort-select.js';
export type { SpinnerProps } from './spinner.js';
export type { StockBadgeProps, StockState } from './stock-badge.js';
export type { ToasterProps, ToastOptions, ToastProps, ToastVariant } from './toast.js';
export type { LabelOverrides } from './use-t.js';
export type { VatModeToggleProps } from './vat-mode-toggle.js';
export type { VisuallyHiddenProps } from './visually-hidden.js';
export type { WithdrawalConfirmFormProps, WithdrawalLookupFormProps, WithdrawalOrderListProps, WithdrawalReceiptProps } from './withdrawal-forms.js';
