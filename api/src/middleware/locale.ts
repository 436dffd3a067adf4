import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { toLocale, translator } from '../lib/i18n';

/** Every request says its language as ?locale=et|en|ru (docs/api.md); anything else is Estonian. */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const locale = toLocale(c.req.query('locale'));
  c.set('locale', locale);
  c.set('t', translator(locale));
  await next();
});
