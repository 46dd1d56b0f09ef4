import { z } from 'zod';
import { customerDataSchema, phoneSchema } from './cart.js';
import { emailSchema, idSchema, timestampSchema } from './common.js';
import { returnUrlSchema } from './checkout.js';

const password = z.string().min(8, { message: 'The password must be at least 8 characters.' }).max(128);

/** The logged-in customer (the spec leaves its fields open). */
export const userSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    is_activated: z.boolean(),
    is_newsletter_subscription: z.boolean(),
    customer_data: customerDataSchema,
    created_at: timestampSchema,
  })
  .meta({ id: 'User' });

/** `POST /api/auth/login` after `GET /sanctum/csrf-cookie`. */
export const loginBodySchema = z
  .object({ email: emailSchema, password: z.string().min(1).max(128), remember: z.boolean().default(false) })
  .meta({ id: 'LoginBody' });

/**
 * `POST /api/auth/register`: the password twice, privacy policy and terms accepted, a
 * bot-challenge token, and the storefront's activation page the e-mailed link points to.
 */
export const registerBodySchema = z
  .object({
    firstname: z.string().trim().min(1).max(80),
    lastname: z.string().trim().min(1).max(80),
    email: emailSchema,
    phone: phoneSchema.optional(),
    password,
    password_confirmation: z.string(),
    accept_privacy: z.literal(true, { message: 'Please accept the privacy policy.' }),
    accept_terms: z.literal(true, { message: 'Please accept the terms and conditions.' }),
    is_newsletter_subscription: z.boolean().default(false),
    bot_token: z.string().min(1, { message: 'Please complete the bot check.' }),
    activation_url: returnUrlSchema,
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'The two passwords do not match.',
    path: ['password_confirmation'],
  })
  .meta({ id: 'RegisterBody' });

/** `POST /api/auth/activate`: the token from the activation e-mail. */
export const activateBodySchema = z.object({ token: z.string().min(16).max(200) }).meta({ id: 'ActivateBody' });

/** `POST /api/auth/password/reset` (email, result_url = app URL + the password-reset route). */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema, result_url: returnUrlSchema }).meta({ id: 'PasswordResetRequestBody' });

/** `POST /api/auth/password/reset/{token}` (password). */
export const passwordResetBodySchema = z
  .object({ password, password_confirmation: z.string() })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'The two passwords do not match.',
    path: ['password_confirmation'],
  })
  .meta({ id: 'PasswordResetBody' });

/** `PUT /api/account`: the customer's own profile and saved addresses. */
export const accountUpdateBodySchema = z
  .object({
    firstname: z.string().trim().min(1).max(80),
    lastname: z.string().trim().min(1).max(80),
    phone: phoneSchema.nullable(),
    is_newsletter_subscription: z.boolean(),
  })
  .meta({ id: 'AccountUpdateBody' });

export const accountSchema = z
  .object({
    user: userSchema,
    orders_count: z.number().int().nonnegative(),
    offers_count: z.number().int().nonnegative(),
    favourites_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'Account' });

export interface Account extends z.infer<typeof accountSchema> {}
export interface AccountUpdateBody extends z.input<typeof accountUpdateBodySchema> {}
export interface ActivateBody extends z.input<typeof activateBodySchema> {}
export interface LoginBody extends z.input<typeof loginBodySchema> {}
export interface PasswordResetBody extends z.input<typeof passwordResetBodySchema> {}
export interface PasswordResetRequestBody extends z.input<typeof passwordResetRequestBodySchema> {}
export interface RegisterBody extends z.input<typeof registerBodySchema> {}
export interface User extends z.infer<typeof userSchema> {}
