import { useCallback, useState } from 'react';
import { type LatLon, roundPosition } from '#domain/rules/geo';

export type LocateStatus = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported';

/**
 * The device's position, asked for only when `locate` is called (the "Kasuta minu asukohta"
 * button), and handed on rounded to 2 decimals (~1 km): the exact one never leaves this hook.
 */
export function useDeviceLocation(onFound: (position: LatLon) => void) {
  const [status, setStatus] = useState<LocateStatus>('idle');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unsupported');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus('idle');
        onFound(roundPosition({ lat: coords.latitude, lon: coords.longitude }));
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, [onFound]);
  return { status, locate };
}
