import type { ServiceIcon as IconKey } from '#domain/vocabulary/service-icons';

/** Each icon of SERVICE_ICONS as line drawings on a 24 × 24 grid (stroked, no fill) */
const PATHS: Record<IconKey, string> = {
  candle: 'M9 10h6v11H9zM12 3c1.6 2 2 3 2 4a2 2 0 0 1-4 0c0-1 .4-2 2-4z',
  car: 'M3 16v-4l2-4h9l4 4h3v4zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  urn: 'M9 3h6M10 3v3c-3 1-4 4-4 7 0 4 3 7 6 7s6-3 6-7c0-3-1-6-4-7V3M8 21h8',
  coffin: 'M9 2h6l3 5-2 15H8L6 7zM12 8v7M9.5 10.5h5',
  chapel: 'M4 21V11l8-6 8 6v10zM12 2v4M10.5 3.5h3M10 21v-5h4v5',
  cup: 'M5 8h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 10h2a2 2 0 0 1 0 4h-2M4 21h14',
  flower:
    'M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 6a3 3 0 0 1 0-4 3 3 0 0 1 0 4M12 12v9M12 17c-3 0-5-2-5-4 3 0 5 2 5 4zM12 15c2 0 4-2 4-4-2 0-4 2-4 4',
  stone: 'M6 21V9a6 6 0 0 1 12 0v12zM4 21h16M10 11h4M12 9v5',
  shovel: 'M14 4l6 6M17 7l-8 8M6 13l5 5-3 3-5-5zM4 20l2-2',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  heart: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z',
  document: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
};

/** A service category's icon: decorative (the category's name says it), so hidden from readers. */
export function ServiceIcon({ icon, size = 24 }: { icon: IconKey; size?: number }) {
  return (
    <svg
      className="service-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
