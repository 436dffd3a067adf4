interface CandleIconProps {
  className?: string;
  /** Animate the flame (respects prefers-reduced-motion through CSS) */
  flicker?: boolean;
  size?: number;
}

/** A small candle: decorative, so hidden from assistive technology. */
export function CandleIcon({ className, flicker = false, size = 24 }: CandleIconProps) {
  return (
    <svg
      className={['candle-icon', flicker ? 'candle-icon--flicker' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 32"
      aria-hidden="true"
      focusable="false"
    >
      <g className="candle-icon__flame">
        <path
          d="M12 1.5c2.9 3.7 4.3 6.4 4.3 8.5a4.3 4.3 0 0 1-8.6 0c0-2.1 1.4-4.8 4.3-8.5z"
          fill="var(--flame, #f2b84b)"
        />
        <path
          d="M12 6.2c1.2 1.6 1.8 2.8 1.8 3.8a1.8 1.8 0 0 1-3.6 0c0-1 .6-2.2 1.8-3.8z"
          fill="var(--flame-core, #fff3cf)"
        />
      </g>
      <rect x="11.4" y="13" width="1.2" height="3" rx=".6" fill="currentColor" />
      <rect
        x="7"
        y="15.5"
        width="10"
        height="15"
        rx="1.6"
        fill="var(--candle-wax, #fbf6ea)"
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </svg>
  );
}
