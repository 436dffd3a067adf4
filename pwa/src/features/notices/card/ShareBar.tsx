import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Share links for a notice; the native share sheet where there is one, else copy-link. */
export function ShareBar({ name, path }: { name: string; path: string }) {
  const { t } = useTranslation('notices');
  const headingId = useId();
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const url = `${window.location.origin}${path}`;
  const title = t('share.emailSubject', { name });

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // closed by the visitor, or not allowed: nothing to report
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  }

  const encodedUrl = encodeURIComponent(url);
  const links = [
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    {
      key: 'x',
      href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    },
    {
      key: 'email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`,
    },
  ] as const;

  return (
    <section className="share" aria-labelledby={headingId}>
      <h2 id={headingId} className="share__heading">
        {t('share.heading')}
      </h2>
      <ul className="share__list">
        <li>
          {canShare ? (
            <button type="button" className="pill pill--primary" onClick={() => void share()}>
              {t('share.share')}
            </button>
          ) : (
            <button type="button" className="pill pill--primary" onClick={() => void copy()}>
              {t('share.copy')}
            </button>
          )}
        </li>
        {links.map((link) => (
          <li key={link.key}>
            <a className="pill" href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`share.${link.key}`)}
              <span className="visually-hidden"> {t('share.newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={copied === 'failed' ? 'share__status is-error' : 'share__status'} role="status">
        {copied === 'ok' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </section>
  );
}
