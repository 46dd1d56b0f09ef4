import { useEffect, useState } from 'react';
import { fetchPickupPoints } from '../api/shop-api.js';
import type { PickupPoint, PickupPointList } from '../contract/index.js';
import { isPostcode, type PickupCarrier } from '../domain/pickup.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** The shortest settlement name worth searching for: one letter matches half the country. */
const PICKUP_QUERY_MIN_LENGTH = 2;

export interface PickupPointsInput {
  /** A Hungarian postcode or the start of a settlement’s name, as typed. */
  q: string;
  /** Only this carrier’s points. @default every carrier */
  carrier?: PickupCarrier | undefined;
}

export interface PickupPointsOptions extends ShopQueryOptions<PickupPointList> {
  /**
   * How long typing must pause before asking the server.
   * @default 250
   */
  debounceMs?: number;
}

/** What {@link usePickupPoints} returns. */
export interface PickupPointsQuery extends ShopQuery<PickupPointList> {
  /** The points of the answer at hand, nearest first; `undefined` before the first answer. */
  points: PickupPoint[] | undefined;
  /** The text searched for, or `null` while what is typed is too short to search (see {@link searchablePlace}). */
  searched: string | null;
  /** True while the points at hand answer earlier text than the text typed (typing has not paused, or the answer is on its way). */
  isStale: boolean;
}

/**
 * The text worth searching pick-up points for, or `null`: a complete postcode (four digits), or
 * at least {@link PICKUP_QUERY_MIN_LENGTH} characters of a name. Part of a postcode is not
 * searched: "11" is no place yet.
 */
export function searchablePlace(text: string): string | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (/^\d+$/.test(typed)) return isPostcode(typed) ? typed : null;
  return typed.length >= PICKUP_QUERY_MIN_LENGTH ? typed : null;
}

/**
 * Parcel lockers and pick-up points nearest to a postcode or a settlement (`GET /api/pickup-points`),
 * nearest first, at most 20, optionally of one carrier. Asked for once typing pauses; nothing is
 * asked while the text is empty, too short or part of a postcode. While the shopper types on, the
 * previous answer stays (`isStale` says so), so the list does not blink empty between keys.
 *
 * @example
 * const { points, isLoading, error } = usePickupPoints({ q: '1111', carrier: 'foxpost' });
 */
export function usePickupPoints({ q, carrier }: PickupPointsInput, options: PickupPointsOptions = {}): PickupPointsQuery {
  const { debounceMs = 250, ...swr } = options;
  const typed = searchablePlace(q);
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, debounceMs]);
  const searched = typed === null ? null : settled;
  const query = searched ? { q: searched, ...(carrier ? { carrier } : {}) } : null;
  const answer = useShopQuery('usePickupPoints', 'pickupPoints', query ? [query] : null, (client) => fetchPickupPoints(client, query ?? { q: '' }), {
    keepPreviousData: true,
    ...swr,
  });
  // SWR's answer reads its fields lazily (a component re-renders only for the fields it reads), so
  // the extra fields are getters over it rather than copies.
  return Object.defineProperties(answer, {
    points: { get: () => (typed === null ? undefined : answer.data), enumerable: true },
    searched: { value: searched, enumerable: true },
    isStale: { get: () => typed !== null && (settled !== typed || answer.isLoading || answer.isValidating), enumerable: true },
  }) as PickupPointsQuery;
}
