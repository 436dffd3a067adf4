import { type ComponentType, useEffect, useState } from 'react';
import type { BannerPlacement } from '#domain/vocabulary/banners';
import { afterLoad } from '../../lib/after-load';

type Slot = ComponentType<{ placement: BannerPlacement }>;

/**
 * A public page's banner slot (decision 0106): nothing at first; once the page has loaded and
 * the browser is idle, the slot's own chunk (BannerSlot) loads and asks for the placement's
 * banners, so banners never delay the page's content or grow the first screen's bundle.
 */
export function Banners({ placement }: { placement: BannerPlacement }) {
  const [BannerSlot, setBannerSlot] = useState<Slot | null>(null);
  useEffect(
    () =>
      afterLoad(() => void import('./BannerSlot').then((m) => setBannerSlot(() => m.BannerSlot))),
    [],
  );
  return BannerSlot ? <BannerSlot placement={placement} /> : null;
}
