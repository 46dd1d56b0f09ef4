import { notFound } from '../lib/shop-data.server.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';

/** A path outside both languages (no `/en` or `/hu` prefix): 404 with the error screen (requirements §2). */
export function loader({ request, context }: ShopLoaderArgs): Promise<never> {
  return notFound(request, context);
}

// Never rendered: the loader always throws to the root error boundary. A component keeps this a
// page route (an HTML answer), not a resource route.
export default function NotFound() {
  return null;
}
