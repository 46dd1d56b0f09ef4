import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, useSyncExternalStore } from 'react';
import { cn } from './cn.js';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

/** Looks of {@link Toast}; the icon and the text say the kind too, not the colour alone. */
const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 rounded-otthon border bg-surface p-4 pr-12 text-foreground shadow-lg',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  ],
  {
    variants: {
      variant: {
        info: 'border-border',
        success: 'border-success',
        error: 'border-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

export interface ToastOptions {
  title: string;
  description?: string;
  /** @default 'info' */
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; paused while hovered or focused. @default 5000 (errors 8000) */
  duration?: number;
  /** One action, e.g. "Undo"; `altText` says how to do the same without the toast (Radix requirement). */
  action?: { label: string; altText: string; onClick(): void };
}

interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

let records: ToastRecord[] = [];
let nextToastId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Shows a short message in the mounted {@link Toaster}; returns its id for {@link dismissToast}.
 * Errors are announced at once (assertive), everything else politely.
 *
 * @example
 * toast({ title: t('announcements.cart.updateFailed'), variant: 'error' });
 */
function toast(options: ToastOptions): string {
  const id = `toast-${nextToastId++}`;
  records = [...records, { ...options, id, open: true }];
  emit();
  return id;
}

/** Hides the toast `id` shown by {@link toast}, or every toast (e.g. on logout). */
function dismissToast(id?: string): void {
  const closing = (record: ToastRecord) => id === undefined || record.id === id;
  records = records.map((record) => (closing(record) ? { ...record, open: false } : record));
  emit();
  // Kept for the closing animation, then forgotten.
  setTimeout(() => {
    records = records.filter((record) => record.open || !closing(record));
    emit();
  }, 300);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const EMPTY: ToastRecord[] = [];

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root>, VariantProps<typeof toastVariants> {}

/** One toast (Radix Toast root) for hand-built toasts inside a `ToastProvider`; {@link Toaster} uses it. */
function Toast({ variant, className, ...props }: ToastProps) {
  return <ToastPrimitive.Root data-slot="toast" data-variant={variant ?? 'info'} className={cn(toastVariants({ variant }), className)} {...props} />;
}

function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('font-medium', className)} {...props} />;
}

function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export interface ToasterProps {
  /** Where the stack sits; swiping towards that side dismisses. @default 'right' */
  swipeDirection?: 'right' | 'left' | 'up' | 'down';
  /** The key that moves focus to the toasts. @default ['F8'] */
  hotkey?: string[];
  /** Replaces messages: `toasts.label`, `toasts.item`, `toasts.close`. */
  labels?: LabelOverrides;
  /**
   * Milliseconds a toast stays when it sets no `duration` of its own (a slower reader's shop, or a
   * test that photographs it). @default 5000, and 8000 for errors
   */
  duration?: number;
  className?: string;
}

const VARIANT_ICONS = { info: InfoIcon, success: CheckIcon, error: WarningIcon } as const;
const VARIANT_ICON_COLOURS = { info: 'text-primary', success: 'text-success', error: 'text-danger' } as const;

/**
 * The toast stack: mount it once near the root; {@link toast} shows messages in it. A landmark
 * region reachable with F8; each toast pauses while hovered or focused and can be swiped or
 * closed with its button or Escape.
 *
 * @example
 * <ShopProvider locale={locale}><Toaster /><App /></ShopProvider>
 */
function Toaster({ swipeDirection = 'right', hotkey = ['F8'], labels, duration: stackDuration, className }: ToasterProps) {
  const t = useT(labels);
  const items = useSyncExternalStore(
    subscribe,
    () => records,
    () => EMPTY,
  );
  return (
    <ToastPrimitive.Provider swipeDirection={swipeDirection} label={t('toasts.item')}>
      {items.map(({ id, open, title, description, variant = 'info', duration, action }) => {
        const Icon = VARIANT_ICONS[variant];
        return (
          <Toast
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            variant={variant}
            type={variant === 'error' ? 'foreground' : 'background'}
            duration={duration ?? stackDuration ?? (variant === 'error' ? 8000 : 5000)}
          >
            <Icon className={cn('mt-0.5', VARIANT_ICON_COLOURS[variant])} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
              {action ? (
                <ToastPrimitive.Action
                  data-slot="toast-action"
                  altText={action.altText}
                  onClick={action.onClick}
                  className="mt-1 inline-flex min-h-8 w-fit items-center rounded-otthon border border-input px-3 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {action.label}
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              data-slot="toast-close"
              aria-label={t('toasts.close')}
              className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-otthon text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <CloseIcon className="size-4" />
            </ToastPrimitive.Close>
          </Toast>
        );
      })}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        hotkey={hotkey}
        label={t('toasts.label', { hotkey: hotkey.join('+') })}
        className={cn('fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[26rem] list-none flex-col gap-2 p-4 outline-none', className)}
      />
    </ToastPrimitive.Provider>
  );
}

export { dismissToast, toast, Toast, ToastDescription, Toaster, ToastTitle, toastVariants };
