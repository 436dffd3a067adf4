/**
 * The draft store's public face (docs/publishing.md, "Drafts live in the browser"): drafts in
 * IndexedDB with autosave and two-tab conflicts, server sync, offline place search.
 * Import from here; the modules behind it are records, autosave, hooks, server-sync, places.
 */
export type { DraftImage, DraftRecord, DraftServerLink, WizardStep } from '../../../lib/offline-db';
export {
  DraftNotFoundError,
  DraftQuotaError,
  type DraftPatch,
  type SaveResult,
  createDraft,
  deleteDraft,
  findDraftByNotice,
  findDraftByOrder,
  getDraft,
  isQuotaError,
  listDrafts,
  requestPersistence,
  saveDraft,
  updateDraftMeta,
} from './records';
export type { AutosaveSnapshot, AutosaveState } from './autosave';
export { type AutosaveControls, useAutosave, useDraft, useDrafts, usePlaceSearch } from './hooks';
export { SendToServer } from './SendToServer';
export {
  DraftTypeMissingError,
  draftPayload,
  isDraftSynced,
  openServerDraft,
  sendDraftToServer,
} from './server-sync';
export { type PlaceHit, type PlacesStatus, ensurePlaces, searchPlaces } from './places';
export { continuePath, draftName, draftStatusKey, draftTitle, draftTypeLabel } from './summary';
export { loadDraftTexts } from './texts';
