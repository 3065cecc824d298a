// «Поруч зі мною»: the customer's position, asked for only when they tap (a permission prompt on opening the page would
// be asked before the customer knows why), and what went wrong in words when it cannot be had.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Coordinates } from '@loyalty/domain/geo-distance';

export type NearbyState =
  | { status: 'off' }
  | { status: 'locating' }
  | { status: 'on'; origin: Coordinates }
  /** The customer or the browser said no (also over plain http, where browsers refuse). */
  | { status: 'denied' }
  /** No geolocation in this browser, no fix, or no answer in time. */
  | { status: 'unavailable' };

/** GeolocationPositionError.PERMISSION_DENIED: the constant is on the error's class, which not every browser exports. */
const permissionDenied = 1;

export function useNearby(): { state: NearbyState; locate: () => void; stop: () => void } {
  const [state, setState] = useState<NearbyState>({ status: 'off' });
  // An answer after the page has gone, or after «off», is dropped.
  const request = useRef(0);
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    const id = ++request.current;
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (id !== request.current) return;
        setState({ status: 'on', origin: { latitude: position.coords.latitude, longitude: position.coords.longitude } });
      },
      (error) => {
        if (id !== request.current) return;
        setState({ status: error.code === permissionDenied ? 'denied' : 'unavailable' });
      },
      // A store a few hundred metres off is near enough: no GPS warm-up, and a fix from the last minutes will do.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);

  const stop = useCallback(() => {
    request.current += 1;
    setState({ status: 'off' });
  }, []);

  return { state, locate, stop };
}
