import { CheckoutFormProvider, type CheckoutFormProviderProps } from 'otthon/components';
import type { ReactNode } from 'react';

/** A checkout part inside its form, as a shop lays parts out on its own. */
export function CheckoutFrame({ children, ...props }: Partial<CheckoutFormProviderProps> & { children: ReactNode }) {
  return (
    <CheckoutFormProvider {...props} className="max-w-xl">
      {children}
    </CheckoutFormProvider>
  );
}
