import { endpoints, type Endpoint, type EndpointId } from 'otthon/contract';
import { expect } from 'vitest';
import { ORIGIN, type TestApi } from './api.js';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text of a non-JSON answer. */
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (malformed JSON tests). */
  raw?: string;
  headers?: Record<string, string>;
  /** Send X-XSRF-TOKEN from the cookie jar (default true). */
  csrf?: boolean;
  form?: Record<string, string>;
}

export interface ClientOptions {
  locale?: 'hu' | 'en';
  currency?: 'HUF' | 'EUR' | 'USD';
  /** The client address the API sees (X-Forwarded-For); random by default, so rate limits do not collide. */
  ip?: string;
}

/** What a client talks to: the in-process API, or a server process over HTTP (`server-process.ts`). */
export type ClientTarget = Pick<TestApi, 'fetch'>;

/**
 * A browser-like client of the in-process API: keeps cookies, echoes XSRF-TOKEN as X-XSRF-TOKEN
 * (the Sanctum dance), sends Locale and Currency-Id, and reads JSON answers.
 */
export class Client<Target extends ClientTarget = TestApi> {
  readonly cookies = new Map<string, string>();
  locale: 'hu' | 'en';
  currency: 'HUF' | 'EUR' | 'USD';
  ip: string;

  constructor(
    readonly api: Target,
    options: ClientOptions = {},
  ) {
    this.locale = options.locale ?? 'hu';
    this.currency = options.currency ?? 'HUF';
    this.ip = options.ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  }

  get xsrf(): string | undefined {
    const value = this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  get session(): string | undefined {
    return this.cookies.get('otthon_session');
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers = new Headers({
      Accept: 'application/json',
      Locale: this.locale,
      'Currency-Id': this.currency,
      'X-Forwarded-For': this.ip,
    });
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (options.csrf !== false && this.xsrf && method !== 'GET') headers.set('X-XSRF-TOKEN', this.xsrf);
    let body: string | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
    } else if (options.raw !== undefined) {
      body = options.raw;
      headers.set('Content-Type', 'application/json');
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const response = await this.api.fetch(new Request(new URL(path, ORIGIN), { method, headers, body, redirect: 'manual' }));
    this.remember(response.headers);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }

  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** `GET /sanctum/csrf-cookie`: starts the session. */
  async start(): Promise<this> {
    const answer = await this.get('/sanctum/csrf-cookie');
    expect(answer.status).toBe(204);
    return this;
  }
}

/**
 * Checks an answer against its endpoint's contract: the status, the `{ data }` envelope, the
 * schema, and no field the schema does not name.
 */
export function expectContract<T = any>(id: EndpointId, answer: Answer, status?: number): T {
  const endpoint: Endpoint = endpoints[id];
  expect(answer.status, `${id}: ${answer.text.slice(0, 400)}`).toBe(status ?? endpoint.status ?? 200);
  const schema = endpoint.response;
  if (schema === null || typeof schema === 'string') throw new Error(`${id} answers no JSON`);
  expect(Object.keys(answer.body)).toEqual(['data']);
  const parsed = schema.safeParse(answer.body.data);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  // Parsing strips unknown keys: an answer equal to its parse has none.
  expect(parsed.data).toEqual(answer.body.data);
  return answer.body.data as T;
}

/** The error envelope of the contract, with the expected status. */
export function expectError(answer: Answer, status: number): { message: string; errors?: Record<string, string[]> } {
  expect(answer.status, answer.text.slice(0, 400)).toBe(status);
  expect(typeof answer.body.message).toBe('string');
  expect(Object.keys(answer.body).every((key) => key === 'message' || key === 'errors')).toBe(true);
  return answer.body;
}
