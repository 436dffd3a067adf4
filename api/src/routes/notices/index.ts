import type { TypedResponse } from 'hono';
import {
  candleInput,
  idParam,
  noticeListQuery,
  replyInput,
  replyListQuery,
} from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import type { Translate } from '../../lib/i18n';
import { ApiError, tooManyRequests } from '../../lib/errors';
import type { WriteOutcome } from './interactions';
import type { NoticeList } from './queries';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

function noticeNotFound(t: Translate): ApiError {
  return new ApiError(404, 'not_found', t('errors.noticeNotFound'));
}

/** The value of a successful write, or the matching API error. */
function settle<T>(
  outcome: WriteOutcome<T>,
  t: Translate,
  limitCode: 'candle_limit' | 'reply_limit',
): { value: T; replayed: boolean } {
  if (outcome.kind === 'not_found') throw noticeNotFound(t);
  if (outcome.kind === 'key_reused') {
    throw new ApiError(409, 'client_key_reused', t('errors.clientKeyReused'));
  }
  if (outcome.kind === 'limited') {
    const key = limitCode === 'candle_limit' ? 'errors.candleLimit' : 'errors.replyLimit';
    throw tooManyRequests(t, limitCode, key, outcome.retryAfterMs);
  }
  return outcome;
}

export function noticeRoutes(deps: AppDeps, stores: Stores) {
  const { notices: queries, interactions } = stores;

  return (
    createRouter()
      .get('/', validate('query', noticeListQuery), async (c) => {
        const json = await queries.listJson(c.req.valid('query'), deps.now());
        // already-serialised JSON; typed for the hc client as what it is
        return c.body(json, 200, {
          'Content-Type': 'application/json; charset=UTF-8',
        }) as unknown as TypedResponse<NoticeList, 200, 'json'>;
      })
      .get('/:id', validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        const notice = await queries.viewPublished(id);
        if (!notice && (await stores.noticeHiding.isHidden(id))) {
          throw new ApiError(410, 'notice_removed', c.get('t')('errors.noticeRemoved'));
        }
        if (!notice) throw noticeNotFound(c.get('t'));
        return c.json(notice);
      })
      .post(
        '/:id/candles',
        validate('param', idParam),
        validate('json', candleInput),
        async (c) => {
          const { value, replayed } = settle(
            await interactions.lightCandle(
              c.req.valid('param').id,
              c.get('visitorHash'),
              c.req.valid('json').clientKey ?? null,
              deps.now(),
            ),
            c.get('t'),
            'candle_limit',
          );
          return c.json({ candles: value }, replayed ? 200 : 201);
        },
      )
      // the visitor's own candle (by the visitor cookie): the card shows it lit after a reload,
      // also when this browser never noted it (lit offline and sent by the service worker)
      .get('/:id/candles/mine', validate('param', idParam), async (c) => {
        const litUntil = await interactions.myCandleUntil(
          c.req.valid('param').id,
          c.get('visitorHash'),
          deps.now(),
        );
        c.header('Cache-Control', 'private, no-cache');
        return c.json({ litUntil });
      })
      .get(
        '/:id/replies',
        validate('param', idParam),
        validate('query', replyListQuery),
        async (c) => {
          const { take, page } = c.req.valid('query');
          const replies = await interactions.listReplies(c.req.valid('param').id, take, page);
          if (!replies) throw noticeNotFound(c.get('t'));
          return c.json(replies);
        },
      )
      .post('/:id/replies', validate('param', idParam), validate('json', replyInput), async (c) => {
        const { value, replayed } = settle(
          await interactions.addReply(
            c.req.valid('param').id,
            c.req.valid('json'),
            c.get('visitorHash'),
            deps.now(),
          ),
          c.get('t'),
          'reply_limit',
        );
        return c.json(value, replayed ? 200 : 201);
      })
  );
}
