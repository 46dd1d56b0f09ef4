import { useFavourites } from 'otthon';
import { Button, useT } from 'otthon/components';
import { Readout } from './readout.js';

/** One product's favourite toggle over `useFavourites()`, with the list the hook holds. */
export function FavouritesExample({ productId }: { productId: number }) {
  const t = useT();
  const { favourites, isLoading, isFavourite, toggle, pendingIds, lastError } = useFavourites();
  const chosen = isFavourite(productId);
  return (
    <div className="flex flex-col gap-4">
      {/* toggle() never throws: a refusal rolls the heart back and shows in lastError. */}
      <Button className="w-fit" variant="outline" aria-pressed={chosen} onClick={() => void toggle(productId)}>
        {t(chosen ? 'product.removeFromFavourites' : 'product.addToFavourites')}
      </Button>
      <Readout
        values={{
          isLoading,
          [`isFavourite(${productId})`]: chosen,
          'favourites.map((product) => product.id)': favourites.map((product) => product.id),
          pendingIds,
          'lastError?.status': lastError?.status,
        }}
      />
    </div>
  );
}
