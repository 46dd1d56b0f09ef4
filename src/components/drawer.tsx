import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { type ReactNode, useRef } from 'react';
import { cn } from './cn.js';
import { CloseIcon } from './icons.js';

/** Sides and widths of a {@link Drawer}; exported so a shop can style its own side sheets the same way. */
const drawerVariants = cva(['fixed z-50 flex w-full flex-col bg-background text-foreground shadow-xl outline-none', 'overflow-hidden'], {
  variants: {
    side: {
      left: 'inset-y-0 left-0 max-h-dvh border-r border-border',
      right: 'inset-y-0 right-0 max-h-dvh border-l border-border',
      // A bottom sheet (phones): the page stays visible above it, so the shopper keeps their place.
      bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-otthon border-t border-border',
    },
    size: { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-lg' },
  },
  // A bottom sheet spans the screen's width whatever its size.
  compoundVariants: [{ side: 'bottom', className: 'sm:max-w-none' }],
  defaultVariants: { side: 'right', size: 'md' },
});

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Where focus goes after closing: the element that opened the drawer (WCAG 2.4.3). */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes on opening, found in the drawer's content. @default its first focusable element */
  initialFocus?: ((content: HTMLElement) => HTMLElement | null | undefined) | undefined;
  /** @default 'right' */
  side?: 'left' | 'right' | 'bottom';
  size?: 'sm' | 'md' | 'lg';
  /** Sticks to the bottom, e.g. the cart's totals and checkout button. */
  footer?: ReactNode;
  children: ReactNode;
  slot: string;
  className?: string;
}

/**
 * A modal side (or bottom) sheet on Radix Dialog: focus is trapped inside, Escape and the overlay close it,
 * the page behind is inert and does not scroll, and focus returns to the opener on close. Loaded
 * lazily by the cart panel, the mobile navigation and the filter sheet, so Radix Dialog stays off the first paint.
 */
function Drawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  returnFocus,
  initialFocus,
  side = 'right',
  size = 'md',
  footer,
  children,
  slot,
  className,
}: DrawerProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot={`${slot}-overlay`} className="fixed inset-0 z-50 bg-foreground/40" />
        <Dialog.Content
          ref={content}
          data-slot={slot}
          aria-describedby={undefined}
          className={cn(drawerVariants({ side, size }), className)}
          onOpenAutoFocus={(event) => {
            const target = content.current ? initialFocus?.(content.current) : null;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            // Radix would focus its own trigger; these drawers open from elsewhere (add to cart, a header button).
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <Dialog.Title data-slot={`${slot}-title`} className="min-w-0 text-lg font-semibold break-words">
              {title}
            </Dialog.Title>
            <Dialog.Close
              data-slot={`${slot}-close`}
              aria-label={closeLabel}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-otthon text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div data-slot={`${slot}-body`} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
            {children}
          </div>
          {footer ? (
            <div data-slot={`${slot}-footer`} className="border-t border-border bg-surface px-4 py-4">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { Drawer, drawerVariants };
export default Drawer;
