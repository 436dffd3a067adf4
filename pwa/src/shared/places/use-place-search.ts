import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { ensurePlaces, findPlace, type PlaceHit, searchPlaces } from './places';

/**
 * Place search: loads the places once per page load (ensurePlaces), then answers from
 * IndexedDB, online or not. undefined while the first answer is on its way.
 */
export function usePlaceSearch(
  query: string,
  countyIds: readonly number[] = [],
  limit = 10,
): PlaceHit[] | undefined {
  const counties = countyIds.join(',');
  useEffect(() => {
    void ensurePlaces();
    // a first visit offline has no places yet: fetch them when the connection returns
    const retry = () => void ensurePlaces();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  // liveQuery: the answer follows when the places arrive after the first search
  return useLiveQuery(
    () => searchPlaces(query, counties ? counties.split(',').map(Number) : [], limit),
    [query, counties, limit],
  );
}

/**
 * The chosen place (by id) from the places kept in the browser, offline too: undefined while it
 * is read, null when there is none.
 */
export function useChosenPlace(id: number | null): PlaceHit | null | undefined {
  return useLiveQuery(() => (id === null ? null : findPlace(id)), [id]);
}
