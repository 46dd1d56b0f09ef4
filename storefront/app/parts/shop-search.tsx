import { buildPath, useShop } from 'otthon';
import { SearchBox } from 'otthon/components';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The shop's product search (the package's `SearchBox`, navigating with the router), in the header
 * and on the 404 page; its code loads on demand (`onDemand`). On the search page it shows the
 * page's query.
 */
export function ShopSearch() {
  const { locale } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const searchPath = buildPath('search', locale);
  return (
    <SearchBox
      key={locale}
      action={searchPath}
      defaultValue={location.pathname === searchPath ? (searchParams.get('q') ?? '') : ''}
      onSubmit={(query) => void navigate(`${searchPath}?q=${encodeURIComponent(query)}`)}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
