import { useState } from 'react';

interface SafeImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Lazy by default; the first screen's most important image can ask for eager */
  loading?: 'lazy' | 'eager';
  /** Text for the placeholder shown when the image fails to load (docs/pwa.md) */
  fallbackLabel: string;
}

/**
 * An image that turns into a neutral placeholder when it cannot be loaded. A lazy one fades in over
 * 100 ms once loaded (docs/pwa.md, "Rules from the original site"); an eager one, at the top of its
 * page, shows as soon as it is there (a card's picture also takes over from the server's frame
 * without a blink).
 */
export function SafeImage({
  src,
  alt,
  className,
  width,
  height,
  loading = 'lazy',
  fallbackLabel,
}: SafeImageProps) {
  const [state, setState] = useState<{ src: string; status: 'loading' | 'loaded' | 'failed' }>({
    src,
    status: 'loading',
  });
  // a new src starts over (state derived during render, not in an effect)
  if (state.src !== src) setState({ src, status: 'loading' });

  if (state.status === 'failed') {
    return (
      <span
        className={['image-fallback', className ?? ''].filter(Boolean).join(' ')}
        // a decorative image (alt="") stays out of the accessibility tree when it fails
        {...(alt
          ? { role: 'img', 'aria-label': `${alt}: ${fallbackLabel}` }
          : { 'aria-hidden': true })}
        title={fallbackLabel}
      >
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v14H4z M4 15l4.5-4.5 4 4 2.5-2.5L20 17"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
          <circle cx="15.5" cy="9" r="1.5" fill="currentColor" />
        </svg>
      </span>
    );
  }

  const fade =
    loading === 'lazy' ? `fade-image${state.status === 'loaded' ? ' is-loaded' : ''}` : '';
  return (
    <img
      className={[fade, className ?? ''].filter(Boolean).join(' ')}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onLoad={() => setState({ src, status: 'loaded' })}
      onError={() => setState({ src, status: 'failed' })}
    />
  );
}
