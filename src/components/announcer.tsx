import { useEffect, useState, type HTMLAttributes } from 'react';
import { cn } from './cn.js';

/** `polite` waits for the screen reader to finish; `assertive` interrupts (errors only). */
export type Politeness = 'polite' | 'assertive';

interface Announcement {
  id: number;
  message: string;
  politeness: Politeness;
}

type Listener = (announcement: Announcement) => void;

// react-aria's `announce` is only reachable through its `private/` paths (no stable API), and its
// regions are created on first use; these are server-rendered so they exist before the first message.

/** How long a message stays in the live region; long enough to be read, short enough not to be found later. */
const CLEAR_AFTER_MS = 7000;
// Mounted announcers, newest last: only the newest speaks, so a nested one (a dialog's) wins.
const listeners: Listener[] = [];
let nextId = 1;
let fallback: { polite: HTMLElement; assertive: HTMLElement } | null = null;

function fallbackRegion(politeness: Politeness): HTMLElement {
  // Made again when the page's body was replaced since (a framework's or a test's fresh document).
  if (!fallback?.polite.isConnected || !fallback.assertive.isConnected) {
    const make = (mode: Politeness) => {
      const region = document.createElement('div');
      region.setAttribute('data-otthon-announcer', mode);
      region.setAttribute('aria-live', mode);
      region.setAttribute('aria-atomic', 'true');
      region.setAttribute('role', mode === 'assertive' ? 'alert' : 'status');
      region.className = 'sr-only';
      document.body.append(region);
      return region;
    };
    fallback = { polite: make('polite'), assertive: make('assertive') };
  }
  return fallback[politeness];
}

/**
 * Says `message` through the live region of the mounted {@link Announcer} (cart changes, clamped
 * quantities, results counts). Without one it creates a region on the fly; screen readers may
 * miss the first message of a region that did not exist before, so mount `<Announcer />` once.
 * Does nothing on the server.
 *
 * @example
 * await add(product.id);
 * announce(t('announcements.cart.added', { title: product.title }));
 */
function announce(message: string, politeness: Politeness = 'polite'): void {
  if (typeof document === 'undefined' || message.trim() === '') return;
  const announcement = { id: nextId++, message, politeness };
  const current = listeners.at(-1);
  if (current) {
    current(announcement);
    return;
  }
  const region = fallbackRegion(politeness);
  // A short delay lets a region created just now be registered by the screen reader first.
  setTimeout(() => {
    region.textContent = message;
    setTimeout(() => {
      if (region.textContent === message) region.textContent = '';
    }, CLEAR_AFTER_MS);
  }, 100);
}

export type AnnouncerProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'>;

/**
 * The page's live regions (polite `status` and assertive `alert`), rendered once near the root so
 * they exist before the first message; {@link announce} writes into them. Server-rendered as
 * empty regions.
 *
 * @example
 * <ShopProvider locale={locale}><Announcer /><App /></ShopProvider>
 */
function Announcer({ className, ...props }: AnnouncerProps) {
  const [messages, setMessages] = useState<Announcement[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const listener: Listener = (announcement) => {
      setMessages((current) => [...current, announcement]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setMessages((current) => current.filter((item) => item.id !== announcement.id));
      }, CLEAR_AFTER_MS);
      timers.add(timer);
    };
    listeners.push(listener);
    return () => {
      listeners.splice(listeners.indexOf(listener), 1);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  // Each message is its own node, so the same text said twice is still announced twice.
  const region = (politeness: Politeness) =>
    messages
      .filter((item) => item.politeness === politeness)
      .map((item) => (
        <p key={item.id} data-slot="announcement">
          {item.message}
        </p>
      ));

  return (
    <div data-slot="announcer" className={cn('sr-only', className)} {...props}>
      <div role="status" aria-live="polite" aria-atomic="false" data-politeness="polite">
        {region('polite')}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" data-politeness="assertive">
        {region('assertive')}
      </div>
    </div>
  );
}

export { Announcer, announce };
