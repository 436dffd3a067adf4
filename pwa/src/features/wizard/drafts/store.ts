/**
 * The draft store's public face (docs/publishing.md, "Drafts live in the browser"): drafts in
 * IndexedDB with autosave and two-tab conflicts, server sync (the offline place search is shared/places).
 * Import from here; the modules behind it are records, autosave, hooks, server-sync.
 * It names only what the rest of the app uses (the unused-code check keeps it so).
 */
export type { DraftRecord } from '#pwa/lib/offline-db';
export {
  DraftNotFoundError,
  DraftQuotaError,
  createDraft,
  findDraftByNotice,
  findDraftByOrder,
  getDraft,
  updateDraftMeta,
} from './records';
export { type AutosaveControls, useAutosave, useDraft } from './hooks';
export { SendToServer } from './SendToServer';
export { openServerDraft } from './server-sync';
export { loadDraftTexts } from './texts';
