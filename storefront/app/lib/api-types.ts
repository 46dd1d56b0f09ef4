import type { ShopApi } from 'otthon';

/** What a call of the shop API answers, unwrapped (the contract's types, through the public client). */
export type ApiAnswer<Call extends keyof ShopApi> = Awaited<ReturnType<ShopApi[Call]>>;

export type Home = ApiAnswer<'home'>;
export type Product = Home['best_products'][number];
export type Order = ApiAnswer<'order'>;
export type Offer = ApiAnswer<'offer'>;
export type OrderItem = Order['items'][number];
export type CustomerData = Order['customer_data'];
export type Account = ApiAnswer<'account'>;
export type OrderListItem = ApiAnswer<'accountOrders'>['items'][number];
