import type { SVGProps } from 'react';
import { cn } from './cn.js';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A 24×24 stroked outline icon. Icons are decoration: they are hidden from assistive technology,
 * and the control that shows one carries the text (a label or `aria-label`).
 */
function createIcon(name: string, paths: readonly string[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level, never while rendering
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        data-slot="icon"
        data-icon={name}
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        // The default size is a presentation attribute, which any class (`size-4`) overrides; a
        // default class would compete with the caller's in stylesheet order (no tailwind-merge).
        width={20}
        height={20}
        className={cn('shrink-0', className)}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = `${name[0]!.toUpperCase()}${name.slice(1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Icon`;
  return Icon;
}

const CheckIcon = createIcon('check', ['M5 12.5l4.5 4.5L19 7.5']);
const ChevronDownIcon = createIcon('chevron-down', ['M6 9l6 6 6-6']);
const ChevronUpIcon = createIcon('chevron-up', ['M6 15l6-6 6 6']);
const ChevronLeftIcon = createIcon('chevron-left', ['M15 6l-6 6 6 6']);
const ChevronRightIcon = createIcon('chevron-right', ['M9 6l6 6-6 6']);
const CloseIcon = createIcon('close', ['M6 6l12 12', 'M18 6L6 18']);
const MinusIcon = createIcon('minus', ['M5 12h14']);
const PlusIcon = createIcon('plus', ['M12 5v14', 'M5 12h14']);
const HeartIcon = createIcon('heart', [
  'M12 20s-7.5-4.6-9.2-9.4C1.7 7.4 3.8 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.4 0 5.5 3.4 4.4 6.6C19.5 15.4 12 20 12 20z',
]);
const CartIcon = createIcon('cart', ['M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1', 'M9.5 20.5h.01', 'M17.5 20.5h.01']);
const WarningIcon = createIcon('warning', ['M12 3.5L2.5 20h19L12 3.5z', 'M12 10v4.5', 'M12 17.5h.01']);
const InfoIcon = createIcon('info', ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5', 'M12 8h.01']);
const GlobeIcon = createIcon('globe', [
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M3 12h18',
  'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
]);
const ClockIcon = createIcon('clock', ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2']);
const MapPinIcon = createIcon('map-pin', ['M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z', 'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z']);
const ExternalLinkIcon = createIcon('external-link', ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5']);
const ZoomInIcon = createIcon('zoom-in', ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'm20 20-3.5-3.5', 'M11 8v6', 'M8 11h6']);
const ShieldIcon = createIcon('shield', ['M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6L12 3z', 'M8.8 12l2.2 2.2 4.2-4.4']);

export {
  CartIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  ClockIcon,
  CloseIcon,
  ExternalLinkIcon,
  GlobeIcon,
  HeartIcon,
  InfoIcon,
  MapPinIcon,
  MinusIcon,
  PlusIcon,
  ShieldIcon,
  WarningIcon,
  ZoomInIcon,
};
