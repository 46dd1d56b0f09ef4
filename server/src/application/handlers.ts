/**
 * The shape of the server's endpoint handlers, from the contract's endpoint table: each module's
 * `routes.ts` answers its part of the table and `handlers.ts` joins them (a missing id is a type
 * error). Transport-free, so the modules state their routes without importing http/.
 */
import type { endpoints, EndpointId } from 'otthon/contract';
import type { z } from 'zod';
import type { RequestContext } from './context.js';

type Endpoints = typeof endpoints;
type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type Field<K extends EndpointId, F extends string> = Endpoints[K] extends Record<F, infer S> ? Parsed<S> : Record<string, never>;

/** What a handler receives: params, query and body already validated by the contract's schemas. */
export interface HandlerInput<K extends EndpointId> {
  params: Field<K, 'params'>;
  query: Field<K, 'query'>;
  body: Field<K, 'body'>;
}

/** The `data` of the answer (wrapped as `{ data }`), a whole `Response` for pages, images and redirects, or nothing for 204. */
export type HandlerResult<K extends EndpointId> = Endpoints[K]['response'] extends z.ZodType
  ? z.output<Endpoints[K]['response']>
  : Endpoints[K]['response'] extends 'html' | 'image' | 'provider'
    ? Response
    : Response | void;

export type Handler<K extends EndpointId> = (ctx: RequestContext, input: HandlerInput<K>) => Promise<HandlerResult<K>>;

/** One handler per call of the contract: a missing one is a type error. */
export type Handlers = { [K in EndpointId]: Handler<K> };
