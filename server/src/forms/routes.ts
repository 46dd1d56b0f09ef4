import type { Handlers } from '../application/handlers.js';
import { confirmNewsletter, sendContact, showNewsletterConfirmation, subscribe } from './forms.js';

export const formRoutes = {
  contact: (ctx, { body }) => sendContact(ctx, 'contact', body),
  projectContact: (ctx, { body }) => sendContact(ctx, 'project', body),
  newsletter: (ctx, { body }) => subscribe(ctx, body),
  newsletterConfirmPage: (ctx, { params }) => showNewsletterConfirmation(ctx, params.token),
  newsletterConfirm: (ctx, { params }) => confirmNewsletter(ctx, params.token),
} satisfies Partial<Handlers>;
