import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { DraftRecord } from '#pwa/lib/offline-db';
import { continuePath, draftStatusKey, draftTitle } from './summary';

const texts: Record<string, string> = {
  'draft.untitled': 'Nimetu mustand',
  'draft.noType': 'Liik valimata',
  'draft.changed': 'Muudetud {{time}}',
  'types.condolence': 'Kaastundeavaldus',
};
const t = ((key: string, options?: { time?: string }) =>
  (texts[key] ?? key).replace('{{time}}', options?.time ?? '')) as unknown as TFunction;

const draft = (change: Partial<DraftRecord>): DraftRecord => ({
  id: 'd',
  createdAt: 0,
  updatedAt: Date.UTC(2026, 2, 12, 12, 5),
  revision: 3,
  step: 'data',
  values: {},
  images: { background: null, portrait: null },
  server: null,
  orderId: null,
  ...change,
});

describe('draft summary', () => {
  it('names a draft by the deceased, its type and last change', () => {
    const title = draftTitle(draft({ values: { deceasedName: ' Mari Maasikas ', type: 1 } }), t);
    expect(title).toMatch(/^Mari Maasikas · Kaastundeavaldus · Muudetud 12\.03\.2026 \d\d:05$/);
    expect(draftTitle(draft({ values: { deceasedName: '  ' } }), t)).toMatch(
      /^Nimetu mustand · Liik valimata · Muudetud /,
    );
  });

  it('tells where the draft is', () => {
    const server = { noticeId: 1, editToken: 'x', status: 'draft' as const };
    expect(draftStatusKey(draft({}))).toBe('local');
    expect(draftStatusKey(draft({ server: { ...server, syncedRevision: 3 } }))).toBe('draft');
    expect(draftStatusKey(draft({ server: { ...server, syncedRevision: 2 } }))).toBe('unsent');
    expect(draftStatusKey(draft({ orderId: 5 }))).toBe('awaiting_payment');
    expect(draftStatusKey(draft({ orderId: 5, server: { ...server, status: 'published' } }))).toBe(
      'published',
    );
  });

  it('continues in the wizard, or in the edit form once published', () => {
    const server = { noticeId: 42, editToken: 'x', status: 'published' as const };
    expect(continuePath(draft({ id: 'a-1' }))).toBe('/kaastundeavaldus?mustand=a-1');
    expect(continuePath(draft({ id: 'a-1', server }))).toBe('/muuda/42?mustand=a-1');
  });
});
