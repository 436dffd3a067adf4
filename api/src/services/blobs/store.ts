/** The BlobStore interface and what its adapters share (see ./index.ts). */
import type { Readable } from 'node:stream';

/** One stored object, as a stream */
export interface BlobObject {
  body: Readable;
  size: number;
  /** Its Content-Type */
  type: string;
  modifiedAt: number;
}

/** An object as a listing names it */
export interface BlobEntry {
  key: string;
  size: number;
  modifiedAt: number;
}

export interface BlobStore {
  /** Where the objects are, for the start-up log */
  readonly description: string;
  /** True when the store is this machine's disk (the backup copies it; S3 is its own record) */
  readonly local: boolean;
  /** Stores `data` under `key` whole or not at all; rejects when the store cannot take it */
  put(key: string, data: Buffer, type: string): Promise<void>;
  /** The object, or null when there is none */
  get(key: string): Promise<BlobObject | null>;
  /** Deletes the object; a missing one is no error */
  delete(key: string): Promise<void>;
  /** The path the app serves the object under */
  url(key: string): string;
  /** Every object (no order promised) */
  list(): AsyncIterable<BlobEntry>;
}

/** The public path of uploads: the app serves every object of the BlobStore under it */
export const UPLOADS_URL_PATH = '/uploads';

export const blobUrl = (key: string) => `${UPLOADS_URL_PATH}/${key}`;

/** Keys are file names the app makes (hex.jpg) or seeds: nothing that walks out of a folder */
export const VALID_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The Content-Type a key's extension stands for */
export function typeOfKey(key: string): string {
  return TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
}
