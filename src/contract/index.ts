/**
 * `otthon/contract`: the zod schemas of every /api call — the single source of truth from which the
 * client's types, the reference server's validation, the mock handlers and the OpenAPI document derive.
 * Client code imports types only; servers and tests import the schemas.
 */
export {
  alternatesSchema,
  amountSchema,
  currencyCodeSchema,
  emailSchema,
  envelope,
  errorBodySchema,
  idSchema,
  imageSchema,
  linkTypeSchema,
  localeSchema,
  mediaName,
  messageSchema,
  pageMeta,
  pageQuerySchema,
  paginated,
  paginationMetaSchema,
  productMediaName,
  queryBooleanSchema,
  sortOptionSchema,
  timestampSchema,
  vatModeSchema,
} from './common.js';
export {
  brandSchema,
  byBrandName,
  byFacetCount,
  DEFAULT_CARE,
  categoryDetailSchema,
  categorySchema,
  civilDateSchema,
  colourSchema,
  currencyPricesSchema,
  dataSheetRowSchema,
  dataSheetSchema,
  deliveryWindowSchema,
  dimensionsSchema,
  facetsSchema,
  priceTierSchema,
  productCategorySchema,
  productDetailSchema,
  productLinkSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  restockSubscribeBodySchema,
  searchHelpSchema,
  searchSuggestionsSchema,
  searchSuggestQuerySchema,
  variantSwatchSchema,
} from './catalog.js';
export {
  certificationSchema,
  economicOperatorSchema,
  localizeSafety,
  missingSafetyData,
  productSafetySchema,
  requiredWarningKinds,
  SAFETY_WARNING_KINDS,
  safetyWarning,
  safetyWarningSchema,
  TIP_OVER_HEIGHT_CM,
} from './product-safety.js';
export type {
  Certification,
  EconomicOperator,
  OperatorRecord,
  ProductSafety,
  SafetyRecord,
  SafetyUse,
  SafetyWarning,
  SafetyWarningKind,
  SafetyWarningText,
} from './product-safety.js';
export {
  addCartProductBodySchema,
  billingOf,
  cartProductSchema,
  cartSchema,
  cartSummarySchema,
  consentFieldsSchema,
  couponBodySchema,
  couponSchema,
  customerBodySchema,
  customerDataSchema,
  keptCustomerData,
  deliveryDataSchema,
  deliveryMethodBodySchema,
  deliveryMethodSchema,
  deliveryPeriodSchema,
  deliverySlotChoiceSchema,
  deliverySlotListSchema,
  deliverySlotSchema,
  homeDeliveryBodySchema,
  homeDeliverySchema,
  invoiceDataSchema,
  lineNoticeSchema,
  methodBodySchema,
  paymentMethodProviderSchema,
  paymentMethodSchema,
  phoneSchema,
  setCartProductBodySchema,
  zipcodeSchema,
} from './cart.js';
export { openingHoursSchema, pickupCarrierSchema, pickupPointListSchema, pickupPointQuerySchema, pickupPointSchema } from './pickup-points.js';
export type { OpeningHours, PickupPoint, PickupPointList, PickupPointQuery } from './pickup-points.js';
export {
  missingConsents,
  offerSchema,
  orderInvoiceSchema,
  orderItemSchema,
  orderListItemSchema,
  orderListLineSchema,
  orderSchema,
  orderSummarySchema,
  paymentRestartBodySchema,
  paymentSchema,
  paymentStatusSchema,
  placedOfferSchema,
  placedOrderSchema,
  placeOrderBodySchema,
  refundSchema,
  returnUrlSchema,
} from './checkout.js';
export {
  accountSchema,
  accountUpdateBodySchema,
  activateBodySchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
  userSchema,
} from './auth.js';
export {
  blogListQuerySchema,
  blogListSchema,
  blogPostSchema,
  blogPostSummarySchema,
  botChallengeSchema,
  cityQuerySchema,
  citySchema,
  contactBodySchema,
  countrySchema,
  currencySchema,
  extensionSchema,
  homeSchema,
  initSchema,
  menuItemSchema,
  menuLinkSchema,
  menusSchema,
  newsletterBodySchema,
  pageSchema,
  projectContactBodySchema,
  sellerSchema,
  shopExtensions,
  showroomSchema,
  showroomView,
} from './content.js';
export {
  orderNumberSchema,
  withdrawableItemSchema,
  withdrawableOrderSchema,
  withdrawalBodySchema,
  withdrawalCodeBodySchema,
  withdrawalCodeSchema,
  withdrawalCodeSentSchema,
  withdrawalLineErrors,
  withdrawalLineSchema,
  withdrawalLookupBodySchema,
  withdrawalReturnSchema,
  withdrawalSchema,
} from './withdrawal.js';
export { endpoints } from './endpoints.js';
export { pathParamsOf, pathTo } from './paths.js';
export { currencyPrices, priceOfGross, productShippingLine } from './prices.js';
export type { ForintPrices, ShippingLineMethod } from './prices.js';
export { invoiceView, orderSummaryOf, orderView, paymentResponseMessage, paymentView } from './order-view.js';
export { MAIL_RECIPIENT_LIMIT, mailCapKey, mayMail } from './mail-cap.js';
export { buyerNames } from './buyer-names.js';
export { MAIL_EXCERPT_MAX_LENGTH, MAIL_NAME_MAX_LENGTH, mailExcerpt, mailName } from './mail-name.js';
export { mailLinks, renderMail } from './mail.js';
export type { MailContent } from './mail.js';
export { mailItems, offerConfirmationMail, offerNumber, orderConfirmationMail, paymentConfirmationMail, shopPageUrl } from './order-mails.js';
export type { MailItem, MailRecipient, OrderMailInput, SubjectMail } from './order-mails.js';
export {
  API_MESSAGES,
  apiMessage,
  fillPlaceholders,
  issueFieldErrors,
  issueMessage,
  SCHEMA_MESSAGES_HU,
  schemaMessage,
  validationMessage,
} from './messages.js';
export { buildOpenApiDocument } from './openapi.js';
export {
  apiPageHtml,
  apiPageResponse,
  confirmButtonPageHtml,
  confirmedPageHtml,
  escapeHtml,
  gatewayPageHtml,
  mailboxPageHtml,
  mailboxRecipient,
} from './api-pages.js';
export type { ConfirmPageText, GatewayPageInput, MailboxEntry } from './api-pages.js';
export {
  IDEMPOTENCY_HOURS,
  idempotencyKeyInvalid,
  idempotencyMismatch,
  isFormBody,
  isIdempotencyKey,
  parseJsonBody,
  queryParams,
  readRequestBody,
  runEndpointChecks,
} from './pipeline.js';
export { createWithdrawalDesk, WITHDRAWAL_CODE_MINUTES } from './withdrawal-desk.js';
export { attemptKeys, createAuthDesk, displayName, linkWithToken, normalizeEmail, ThrottledRefusal, userOf } from './auth-desk.js';
export type { AuthAccount, AuthDesk, AuthMail, AuthStore, LoggedIn, LoggedOut, NewAccount, TokenPurpose } from './auth-desk.js';
export { fieldRefusal, fieldsRefusal, refusal, ShopRefusal } from './refusal.js';
export { addressGroup } from './client-address.js';
export {
  CARD_ORDER_LIMITS,
  MAX_ORDER_LINE_PIECES,
  MAX_ORDER_PIECES,
  placeFromCart,
  QUOTE_REQUEST_LIMITS,
  quantityCapErrors,
  readinessErrors,
  shortLines,
  StockShort,
  UNPAID_ORDER_LIMITS,
} from './placement.js';
export {
  DECISION_OUTCOMES,
  decidePayment,
  GATEWAY_RESPONSE_CODES,
  GATEWAY_RESPONSE_KEYS,
  gatewayState,
  gatewayTransactionId,
  restartPayment,
} from './payment-desk.js';
export type { AttemptStatus, GatewayState, PayableOrder, PaymentDecision, PaymentStore, StoredAttempt } from './payment-desk.js';
export type { CheckoutCart, LockedLine, PlaceBody, PlacementKind, PlacementStore, ReadyCart } from './placement.js';
export {
  addProduct,
  applyCoupon,
  chooseDelivery,
  chooseHomeDelivery,
  choosePayment,
  clampedLine,
  couponHolderProblem,
  deliveryProblem,
  MAX_LINE_QUANTITY,
  mergedChoices,
  mergedLine,
  removeCoupon,
  setQuantity,
  stockShortRefusal,
  updateCustomer,
} from './cart-engine.js';
export type {
  CartChoices,
  CartStore,
  ChosenMethods,
  ClampNotice,
  DeliveryProblem,
  LineWrite,
  ShortLine,
  StoredConsents,
  StoredCoupon,
  StoredDeliveryMethod,
} from './cart-engine.js';
export {
  cartView,
  checkoutOfView,
  couponDiscount,
  deliveryEarliest,
  deliveryPrice,
  lineNotice,
  priceCartLine,
  pricedSlots,
  slotsEarliest,
  summarizeCart,
} from './cart-view.js';
export type {
  CartTotals,
  CartTotalsInput,
  CartView,
  CartViewInput,
  CartViewLine,
  CartViewMethod,
  CountedLine,
  CouponRule,
  NetGross,
  StoredCheckout,
  StoredLineNotice,
  SummaryLine,
} from './cart-view.js';
export type { Alternates, ApiErrorBody, Image, MessageResponse, Paginated, PaginationMeta } from './common.js';
export type {
  Brand,
  Category,
  CategoryDetail,
  Colour,
  CurrencyPrices,
  DataSheet,
  DataSheetRow,
  Dimensions,
  Facets,
  PriceTier,
  Product,
  ProductCategory,
  ProductDetail,
  ProductLink,
  ProductList,
  ProductListQuery,
  RestockSubscribeBody,
  SearchHelp,
  SearchSuggestions,
  VariantSwatch,
} from './catalog.js';
export type {
  AddCartProductBody,
  Cart,
  CartProduct,
  CartSummary,
  ConsentFields,
  Coupon,
  CouponBody,
  CustomerBody,
  CustomerData,
  DeliveryData,
  DeliveryMethod,
  DeliveryMethodBody,
  DeliverySlot,
  DeliverySlotList,
  HomeDelivery,
  HomeDeliveryBody,
  InvoiceData,
  LineNotice,
  MethodBody,
  PaymentMethod,
  PaymentMethodProvider,
  SetCartProductBody,
} from './cart.js';
export type {
  Offer,
  Order,
  OrderInvoice,
  OrderItem,
  OrderListItem,
  OrderListLine,
  OrderSummary,
  Payment,
  PaymentRestartBody,
  PaymentStatus,
  PlacedOffer,
  PlacedOrder,
  PlaceOrderBody,
  Refund,
} from './checkout.js';
export type { Account, AccountUpdateBody, ActivateBody, LoginBody, PasswordResetBody, PasswordResetRequestBody, RegisterBody, User } from './auth.js';
export type {
  BlogList,
  BlogListQuery,
  BlogPost,
  BlogPostSummary,
  BotChallenge,
  City,
  CityQuery,
  ContactBody,
  Country,
  Currency,
  Extension,
  Home,
  Init,
  MenuItem,
  MenuItemShape,
  MenuLink,
  Menus,
  NewsletterBody,
  Page,
  ProjectContactBody,
  Seller,
  Showroom,
} from './content.js';
export type {
  WithdrawableItem,
  WithdrawableOrder,
  Withdrawal,
  WithdrawalBody,
  WithdrawalCodeBody,
  WithdrawalCodeSent,
  WithdrawalLine,
  WithdrawalLookupBody,
} from './withdrawal.js';
export type {
  NewWithdrawal,
  WithdrawalAcknowledgement,
  WithdrawalCodeMail,
  WithdrawalDesk,
  WithdrawalOrder,
  WithdrawalOrderLine,
  WithdrawalRequest,
  WithdrawalStore,
  WithdrawnLine,
} from './withdrawal-desk.js';
export type { Endpoint, EndpointId, HttpMethod } from './endpoints.js';
export type { InvoiceRecord, OrderRecord, PaymentAnswer, PaymentRecord } from './order-view.js';
export type { ApiMessageKey } from './messages.js';
export type { CheckedInput, CheckFailure, CheckResult, RequestAdapters } from './pipeline.js';
export { createFavourites } from './favourites.js';
export type { Favourites, FavouritesStore } from './favourites.js';
export { createRestockNotices, RESTOCK_CONFIRM_PATH } from './restock.js';
export type {
  RestockConfirmation,
  RestockConfirmRequest,
  RestockMail,
  RestockNotices,
  RestockProduct,
  RestockSignup,
  RestockStore,
  RestockSubscription,
} from './restock.js';
export { createNewsletter, NEWSLETTER_CONFIRM_PATH } from './newsletter.js';
export type {
  Newsletter,
  NewsletterConfirmation,
  NewsletterConfirmRequest,
  NewsletterMail,
  NewsletterSignup,
  NewsletterStore,
  NewsletterSubscriber,
} from './newsletter.js';
export { createForms } from './forms.js';
export type { ContactKind, ContactMessage, ContactRequest, FormMail, Forms, FormsStore } from './forms.js';
export {
  compareSearchStanding,
  normaliseSearchQuery,
  SEARCH_COLOUR_ALTERNATIVES,
  SEARCH_KINDS,
  searchKindTerms,
} from './search-query.js';
export type { SearchKind, SearchStanding } from './search-query.js';
export { correctSearchQuery, editDistance, SEARCH_HELP_KINDS, searchHelpCategories, searchVocabulary } from './search-help.js';
export type { SearchHelpCategory, SearchVocabulary } from './search-help.js';
