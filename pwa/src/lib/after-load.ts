/**
 * Work that must not compete with the first screen: run once the page has loaded and the
 * browser is idle. Returns a cancel function (for an effect's clean-up).
 */
export function afterLoad(run: () => void): () => void {
  let cancelled = false;
  const fire = () => {
    if (!cancelled) run();
  };
  const go = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(fire, { timeout: 3000 });
    else setTimeout(fire, 1);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', go);
  };
}
