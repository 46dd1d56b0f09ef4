import { ProductCard } from 'otthon/components';
import type { Product } from '../lib/api-types.js';
import { renderShopLink } from '../shell/shop-link.js';

/**
 * A home page section's products: on phones a rail that scrolls sideways, two cards and part of
 * the third in view so there is visibly more to swipe to, each card snapping to the edge; from
 * the medium breakpoint the product grid's three and four columns. A list either way, so screen
 * readers say how many products it holds; Tab walks the cards and the browser scrolls each into view.
 */
export function ProductRail({ products }: { products: readonly Product[] }) {
  return (
    <div data-slot="product-rail">
      <ul
        role="list"
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-3 [scrollbar-width:thin] md:mx-0 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible md:p-0 lg:grid-cols-4"
      >
        {products.map((product) => (
          <li key={product.id} className="w-[43%] min-w-0 shrink-0 snap-start md:w-auto">
            <ProductCard product={product} renderLink={renderShopLink} />
          </li>
        ))}
      </ul>
    </div>
  );
}
