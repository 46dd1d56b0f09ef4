/**
 * The mock shop's operations are the contract's calls: one per endpoint id, taking what a request
 * of that call carries (its language and currency, parameters, query and body as the contract reads
 * them, the origins a return address may point at). The handlers and the shop's direct callers
 * (tests, stories) use the same operation, so each call has one name and one implementation.
 */
import type { z } from 'zod';
import type { EndpointId, endpoints } from '../contract/endpoints.js';
import type { NewsletterConfirmation, NewsletterConfirmRequest } from '../contract/newsletter.js';
import type { RestockConfirmation, RestockConfirmRequest } from '../contract/restock.js';
import type { MockView } from './fixtures/render.js';

type Endpoints = typeof endpoints;
type Schema<E, Name extends string> = E extends { [P in Name]: infer S extends z.ZodType } ? z.output<S> : never;
// One object type, not an intersection, so that passing something else (a bare view) is an error.
type Flat<T> = { [P in keyof T]: T[P] };
type Parts<E> = { [Name in 'params' | 'query' | 'body' as [Schema<E, Name>] extends [never] ? never : Name]: Schema<E, Name> };

/**
 * One call as the shop takes it. `view` is the request's language and currency (the shop's
 * default, Hungarian in forints, for what is left out); `origins` the addresses a return address
 * may point at besides none.
 */
export type MockCall<K extends EndpointId> = Flat<{ view?: Partial<MockView>; origins?: readonly string[] } & Parts<Endpoints[K]>>;
/** The call as an operation receives it: the view filled in, the origins given. */
export type FilledCall<K extends EndpointId> = Flat<{ view: MockView; origins: readonly string[] } & Parts<Endpoints[K]>>;

type Answer<K extends EndpointId> = Schema<Endpoints[K], 'response'>;
/** The calls answered with data (`{ data }`); `mails` is the shop's own `mails(to)`. */
type DataCall = Exclude<{ [K in EndpointId]: [Answer<K>] extends [never] ? never : K }[EndpointId], 'mails'>;

/** What the confirm pages of double opt-in say; the handlers draw them as HTML. */
interface PageAnswers {
  restockConfirmPage: RestockConfirmRequest;
  restockConfirm: RestockConfirmation;
  newsletterConfirmPage: NewsletterConfirmRequest;
  newsletterConfirm: NewsletterConfirmation;
}
type OperationId = DataCall | keyof PageAnswers;
type Result<K extends OperationId> = K extends keyof PageAnswers ? Promise<PageAnswers[K]> : Answer<K> | Promise<Answer<K>>;

/** Every operation as the shop implements it: the call with its view filled in. */
export type Implementations = { [K in OperationId]: (call: FilledCall<K>) => Result<K> };

/** A group of operations (one engine's), typed by the ids it names. */
export const operations = <T extends Partial<Implementations>>(table: T) => table;

/** The operations as callers use them: the view and origins may be left out, and the whole call where nothing else is needed. */
export type Operations<T> = {
  [K in keyof T & OperationId]: T[K] extends (call: never) => infer R
    ? (...call: Partial<MockCall<K>> extends MockCall<K> ? [call?: MockCall<K>] : [call: MockCall<K>]) => R
    : never;
};

/** The operations a shop answers with, each filling in the view and origins its caller left out. */
export function withDefaults<T extends Implementations>(table: T, view: (partial?: Partial<MockView>) => MockView): Operations<T> {
  const filled =
    (implementation: (call: FilledCall<OperationId>) => unknown) =>
    (call: Partial<MockCall<OperationId>> = {}) =>
      implementation({ ...call, view: view(call.view), origins: call.origins ?? [] } as FilledCall<OperationId>);
  return Object.fromEntries(Object.entries(table).map(([id, implementation]) => [id, filled(implementation as never)])) as unknown as Operations<T>;
}
