import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * The page transition named `page`, out-in (requirements §2): the old page fades out while the next one
 * loads, then the new one fades in. The first page is shown at once (no fade before the largest
 * paint), and reduced motion turns both off (app.css).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const firstPath = useRef<string | null>(location.pathname);
  useEffect(() => {
    if (firstPath.current !== location.pathname) firstPath.current = null;
  }, [location.pathname]);
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  const entering = firstPath.current === null || firstPath.current !== location.pathname;
  return (
    <div
      key={location.pathname}
      data-transition="page"
      data-state={leaving ? 'out' : 'in'}
      data-enter={entering ? '' : undefined}
      aria-busy={leaving || undefined}
    >
      {children}
    </div>
  );
}
