/** How much a client may upload, and when the server stops taking uploads (see env.ts). */
export interface UploadPolicy {
  /** Uploads a client address may make an hour (the visitor cookie has its own 30) */
  perAddressHourly: number;
  /** Bytes of stored images a client address may add an hour */
  bytesPerHour: number;
  /** Uploads being received and processed at once, in all */
  inFlight: number;
  /** …and from one client address */
  inFlightPerClient: number;
  /** Free bytes the uploads directory's file system must keep; below it uploads get 507 */
  minFreeBytes: number;
}

const MB = 1024 * 1024;

/** The defaults of env.ts, for apps built without an environment (tests) */
export const DEFAULT_UPLOAD_POLICY: UploadPolicy = {
  perAddressHourly: 60,
  bytesPerHour: 50 * MB,
  inFlight: 8,
  inFlightPerClient: 2,
  minFreeBytes: 512 * MB,
};
