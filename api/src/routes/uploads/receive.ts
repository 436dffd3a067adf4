/**
 * Receives the multipart field `file` of an upload straight into a temporary file: the body is
 * never held in memory (busboy parses it chunk by chunk), and the file part is cut off the moment
 * it passes `maxBytes`. Whatever goes wrong, the temporary file is removed before the answer.
 */
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';

export type Received =
  | { ok: true; bytes: number }
  /** too_large: the file passed maxBytes; broken: not multipart, no file, cut short */
  | { ok: false; reason: 'too_large' | 'broken' };

export async function removeFile(file: string): Promise<void> {
  await unlink(file).catch(() => {});
}

/** Streams the part named `file` of a multipart body into `tempPath` (created, never reused). */
export async function receiveFile(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  { maxBytes, tempPath }: { maxBytes: number; tempPath: string },
): Promise<Received> {
  if (!body || !contentType) return { ok: false, reason: 'broken' };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // one file and nothing much else: a body of many small parts gets no further
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
  } catch {
    return { ok: false, reason: 'broken' }; // not multipart, or no boundary
  }
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);

  let file: Readable | null = null;
  let writing: Promise<number> | null = null;
  const result = await new Promise<Received>((resolve) => {
    let settled = false;
    const finish = (received: Received) => {
      if (settled) return;
      settled = true;
      // stop reading: the rest of an oversized or broken body is not wanted
      source.unpipe(parser);
      source.pause();
      if (!received.ok) file?.destroy();
      resolve(received);
    };
    parser.on('file', (name, stream) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      file = stream;
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('limit', () => finish({ ok: false, reason: 'too_large' }));
      writing = pipeline(stream, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 })).then(
        () => bytes,
      );
      writing.catch(() => finish({ ok: false, reason: 'broken' }));
    });
    parser.on('close', () => {
      if (!writing) return finish({ ok: false, reason: 'broken' });
      writing.then(
        (bytes) => finish(bytes > 0 ? { ok: true, bytes } : { ok: false, reason: 'broken' }),
        () => finish({ ok: false, reason: 'broken' }),
      );
    });
    parser.on('error', () => finish({ ok: false, reason: 'broken' }));
    source.on('error', () => finish({ ok: false, reason: 'broken' }));
    source.pipe(parser);
  });
  if (!result.ok) {
    // the write stream may still be opening the file: let it end first, then remove what it made
    await (writing as Promise<number> | null)?.catch(() => 0);
    await removeFile(tempPath);
  }
  return result;
}
