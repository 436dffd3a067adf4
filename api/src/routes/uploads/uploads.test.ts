import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf, registerUser } from '#api-test/accounts';
import { startTestServer, useTestServer, type TestServer, type Visitor } from '#api-test/harness';
import type { UploadKind } from '#domain/rules/uploads';
import type { images } from '#db/schema';
import type { SqlRow } from '#db/schema/sql-row';

let big: Buffer;

interface Uploaded {
  id: number;
  kind: UploadKind;
  url: string;
  width: number;
  height: number;
}

type ImageRow = Pick<
  SqlRow<typeof images>,
  'kind' | 'file_name' | 'mime' | 'width' | 'height' | 'bytes' | 'active' | 'uploaded_by'
>;

const uploadsDir = () => path.join(server.dir, 'uploads');
const files = () => readdirSync(uploadsDir()).sort();
const imageCount = () => server.sql.value<number>('SELECT count(*) FROM images');
/** The row, its flag as 0/1 on either database */
const imageRow = async (id: number) =>
  (await server.sql.get<ImageRow>(
    `SELECT kind, file_name, mime, width, height, bytes, CASE WHEN active THEN 1 ELSE 0 END AS active,
            uploaded_by FROM images WHERE id = ?`,
    id,
  ))!;

const csrf = (v: Visitor) => ({
  cookie: v.cookie,
  'x-requested-with': 'XMLHttpRequest',
  'x-csrf-token': v.token,
});

/** A multipart upload as the PWA sends it (FormData, field `file`). */
function upload(
  v: Visitor,
  kind: string,
  data: Uint8Array,
  { name = 'pilt.jpg', type = 'image/jpeg', query = '', headers = {} } = {},
): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  return fetch(`${server.base}/api/uploads?kind=${kind}${query}`, {
    method: 'POST',
    headers: { ...csrf(v), ...headers },
    body: form,
  });
}

const solid = (width: number, height: number, background = '#7a5c3e') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Calls `send` and checks that nothing reached the uploads directory or the images table. */
async function refused(send: () => Promise<Response>): Promise<Response> {
  const before = { files: files(), rows: await imageCount() };
  const res = await send();
  expect(files()).toEqual(before.files);
  expect(await imageCount()).toBe(before.rows);
  return res;
}

/** An error answer: its HTTP status, and the code and message of its body. */
interface ApiError {
  status: number;
  code: string;
  message: string;
}

async function expectError(res: Response, { status, code, message }: ApiError) {
  expect(res.status).toBe(status);
  expect(await errorOf(res)).toEqual({ code, message });
}

/**
 * For bodies the server refuses before reading them whole: it may close the connection after
 * answering. Browsers retry a request that fails on a reused connection; Node's fetch does not,
 * so this test client gives such a connection up itself.
 */
const ONE_SHOT_CONNECTION = { connection: 'close' };

const TOO_LARGE: ApiError = {
  status: 413,
  code: 'image_too_large',
  message: 'Pilt on liiga suur: fail võib olla kuni 10 MB ja pilt kuni 40 megapikslit.',
};
const UNSUPPORTED: ApiError = {
  status: 415,
  code: 'unsupported_image',
  message: 'Seda faili ei saa kasutada. Vali JPEG-, PNG- või WebP-pilt.',
};
const tooSmall = (message: string): ApiError => ({ status: 422, code: 'image_too_small', message });
const uploadFailed = (message: string): ApiError => ({
  status: 422,
  code: 'upload_failed',
  message,
});

const { server } = useTestServer({ trustProxy: true });

beforeAll(async () => {
  // 14000×14000 (196 MP) of one colour: about 600 KB as PNG, far over the 40 MP ceiling
  big = await solid(14_000, 14_000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
}, 60_000);

describe('POST /api/uploads: accepted images', () => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await server.visitor();
  });

  it('re-encodes a portrait as a greyscale JPEG, turned upright by EXIF, with all metadata gone', async () => {
    // 800×1000 stored sideways (EXIF orientation 6: turn 90° clockwise to view) with GPS and text
    const input = await solid(800, 1000, '#c0392b')
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'Salajane Pere', ImageDescription: 'Kodus Tartus' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '58/1 22/1 48/1' },
      })
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.toString('latin1')).toContain('Salajane Pere');

    const res = await upload(visitor, 'portrait', input);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Uploaded;
    expect(body).toMatchObject({ kind: 'portrait', width: 1000, height: 800 });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);

    const stored = readFileSync(path.join(uploadsDir(), path.basename(body.url)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1000, height: 800, channels: 1 });
    expect(meta.space).toBe('b-w');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Salajane');
    expect(stored.toString('latin1')).not.toContain('Tartus');

    expect(await imageRow(body.id)).toEqual({
      kind: 'portrait',
      file_name: path.basename(body.url),
      mime: 'image/jpeg',
      width: 1000,
      height: 800,
      bytes: stored.length,
      active: 0,
      uploaded_by: null,
    });
    // served from /uploads, and no temporary file is left behind
    const served = await fetch(server.base + body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(files().filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('keeps a background in colour and scales a large PNG down to 2400 px, transparency on white', async () => {
    const png = await sharp({
      create: {
        width: 3000,
        height: 1500,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .png()
      .toBuffer();
    const res = await upload(visitor, 'background', png, { name: 'taust.png', type: 'image/png' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Uploaded;
    expect(body).toMatchObject({ kind: 'background', width: 2400, height: 1200 });
    const stored = readFileSync(path.join(uploadsDir(), path.basename(body.url)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2400, height: 1200, channels: 3 });
    const { channels } = await sharp(stored).stats();
    expect(channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
  });

  it('accepts WebP, judged by content whatever the name says', async () => {
    const webp = await solid(1300, 700, '#2e86c1').webp().toBuffer();
    const res = await upload(visitor, 'background', webp, { name: 'foto.gif', type: 'image/gif' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Uploaded;
    expect(body).toMatchObject({ width: 1300, height: 700 });
    const { channels } = await sharp(path.join(uploadsDir(), path.basename(body.url))).stats();
    // still blue: backgrounds are not greyscaled
    expect(channels[2]!.mean).toBeGreaterThan(channels[0]!.mean + 50);
  });

  it("keeps an article's picture in colour, scaled down to 2000 px; refuses one under 800×450", async () => {
    const photo = await solid(3000, 2000, '#2e86c1').jpeg().toBuffer();
    const res = await upload(visitor, 'article', photo);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Uploaded;
    expect(body).toMatchObject({ kind: 'article', width: 2000 });
    expect(body.height).toBeCloseTo(1333, -1);
    const stored = path.join(uploadsDir(), path.basename(body.url));
    expect(await sharp(stored).metadata()).toMatchObject({ channels: 3 });
    const { channels } = await sharp(stored).stats();
    expect(channels[2]!.mean).toBeGreaterThan(channels[0]!.mean + 50);
    expect(await imageRow(body.id)).toMatchObject({ kind: 'article', active: 0 });
    const small = await upload(visitor, 'article', await solid(799, 600).jpeg().toBuffer());
    expect(small.status).toBe(422);
    expect((await errorOf(small)).code).toBe('image_too_small');
  });

  it('measures the minimum after EXIF rotation', async () => {
    // 700×1300 stored, 1300×700 when turned upright: wide enough for a background
    const sideways = await solid(700, 1300).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    const res = await upload(visitor, 'background', sideways);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ width: 1300, height: 700 });
  });

  it('takes several uploads at once, each under its own random name', async () => {
    const jpegs = await Promise.all(
      ['#111111', '#555555', '#999999', '#dddddd', '#ffffff'].map((c) =>
        solid(1300, 700, c).jpeg().toBuffer(),
      ),
    );
    // from different addresses: one client gets two at once (see the abuse limits below)
    const answers = await Promise.all(
      jpegs.map((j, i) =>
        upload(visitor, 'background', j, { headers: { 'x-forwarded-for': `10.40.0.${i}` } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const urls = await Promise.all(answers.map(async (r) => ((await r.json()) as Uploaded).url));
    expect(new Set(urls).size).toBe(5);
  });

  it('records the signed-in uploader', async () => {
    const session = await registerUser(visitor);
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    const res = await upload(visitor, 'portrait', jpeg, { headers: bearer(session.token) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Uploaded;
    expect((await imageRow(id)).uploaded_by).toBe(session.user.id);

    const stale = await refused(() =>
      upload(visitor, 'portrait', jpeg, { headers: bearer('x'.repeat(43)) }),
    );
    expect(stale.status).toBe(401);
  });
});

describe('POST /api/uploads: refused files leave nothing behind', () => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await server.visitor();
  });

  it('refuses a PHP script renamed to .jpg (415)', async () => {
    const php = Buffer.from('<?php system($_GET["c"]); ?>\n');
    const res = await refused(() => upload(visitor, 'portrait', php, { name: 'pilt.jpg' }));
    await expectError(res, UNSUPPORTED);
  });

  it('refuses SVG, GIF and HEIC (415), in the request language', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><script>alert(1)</script></svg>',
    );
    const svgRes = await refused(() =>
      upload(visitor, 'background', svg, { name: 'taust.svg', type: 'image/svg+xml' }),
    );
    await expectError(svgRes, UNSUPPORTED);

    const gif = await solid(1300, 700).gif().toBuffer();
    const gifRes = await refused(() =>
      upload(visitor, 'background', gif, { name: 'taust.jpg', query: '&locale=en' }),
    );
    await expectError(gifRes, {
      ...UNSUPPORTED,
      message: 'This file cannot be used. Choose a JPEG, PNG or WebP image.',
    });

    // an ISO-BMFF header as phones write HEIC photos
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(2000, 7),
    ]);
    const heicRes = await refused(() => upload(visitor, 'portrait', heic, { name: 'IMG_1.HEIC' }));
    await expectError(heicRes, UNSUPPORTED);
  });

  it('refuses a 14000×14000 PNG by its header, before decoding (413)', async () => {
    const res = await refused(() =>
      upload(visitor, 'background', big, { name: 'suur.png', type: 'image/png' }),
    );
    // too large is the header check's answer (decoding 196 MP would take seconds and about
    // 600 MB): the decoding pipeline's own pixel limit would fail it as broken (422), and the
    // 600 KB file is far under the size limit. No stopwatch: a busy machine is slow at both.
    await expectError(res, TOO_LARGE);
  });

  it('refuses an 11 MB file with Content-Length (413)', async () => {
    const eleven = Buffer.alloc(11 * 1024 * 1024, 0xab);
    eleven.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await refused(() =>
      upload(visitor, 'background', eleven, { headers: ONE_SHOT_CONNECTION }),
    );
    await expectError(res, TOO_LARGE);
  });

  it('refuses an 11 MB file sent chunked, without Content-Length (413)', async () => {
    const boundary = 'kyynal-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="suur.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= 11 * 1024 * 1024) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await refused(() =>
      fetch(`${server.base}/api/uploads?kind=background`, {
        method: 'POST',
        headers: {
          ...csrf(visitor),
          ...ONE_SHOT_CONNECTION,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    await expectError(res, TOO_LARGE);
  });

  it('refuses images under the minimum size of their kind (422)', async () => {
    const small = await solid(299, 600).jpeg().toBuffer();
    const portrait = await refused(() => upload(visitor, 'portrait', small));
    await expectError(portrait, tooSmall('Pilt on liiga väike: vaja on vähemalt 300×300 pikslit.'));
    const square = await solid(1000, 1000).png().toBuffer();
    const background = await refused(() =>
      upload(visitor, 'background', square, { type: 'image/png', query: '&locale=en' }),
    );
    await expectError(
      background,
      tooSmall('The image is too small: it needs at least 1200×600 pixels.'),
    );
  });

  it('refuses a broken image and a request without a file (422 upload_failed)', async () => {
    const whole = await solid(1300, 700).jpeg().toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const broken = await refused(() => upload(visitor, 'background', truncated));
    const failed = uploadFailed(
      'Pildi üleslaadimine ebaõnnestus. Proovi uuesti või vali mõni teine pilt.',
    );
    await expectError(broken, failed);

    const noFile = await refused(() =>
      fetch(`${server.base}/api/uploads?kind=portrait`, {
        method: 'POST',
        headers: { ...csrf(visitor), 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    await expectError(noFile, failed);
  });

  it('checks the kind and the CSRF headers', async () => {
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    const unknownKind = await refused(() => upload(visitor, 'poster', jpeg));
    expect(unknownKind.status).toBe(422);
    expect((await errorOf(unknownKind)).fields).toEqual({ kind: 'Vigane väärtus.' });

    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'pilt.jpg');
    const noCsrf = await refused(() =>
      fetch(`${server.base}/api/uploads?kind=portrait`, {
        method: 'POST',
        headers: { cookie: visitor.cookie },
        body: form,
      }),
    );
    expect(noCsrf.status).toBe(403);
  });
});

describe('POST /api/uploads: rate limit', () => {
  it('allows 30 attempts per visitor an hour, refused ones included; then 429', async () => {
    const visitor = await server.visitor();
    const junk = Buffer.from('not an image');
    for (let i = 0; i < 30; i++) {
      expect((await upload(visitor, 'portrait', junk)).status).toBe(415);
    }
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    const limited = await refused(() => upload(visitor, 'portrait', jpeg));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(3600));
    expect(await errorOf(limited)).toEqual({
      code: 'upload_throttled',
      message: 'Liiga palju üleslaadimisi. Proovi uuesti 60 minuti pärast.',
    });

    // another visitor is not affected; the first may upload again after the hour
    expect((await upload(await server.visitor(), 'portrait', jpeg)).status).toBe(201);
    server.advance(3600_000);
    expect((await upload(visitor, 'portrait', jpeg)).status).toBe(201);
  });
});

describe('POST /api/uploads: abuse limits', () => {
  const BYTES_PER_HOUR = 600_000;
  const { server: limited } = useTestServer({
    trustProxy: true,
    uploads: { bytesPerHour: BYTES_PER_HOUR, inFlight: 3, inFlightPerClient: 2 },
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const send = (
    target: TestServer,
    v: Visitor,
    data: Uint8Array,
    headers = {},
    kind = 'portrait',
  ) => {
    const form = new FormData();
    form.append('file', new Blob([data], { type: 'image/jpeg' }), 'pilt.jpg');
    return fetch(`${target.base}/api/uploads?kind=${kind}`, {
      method: 'POST',
      headers: { ...csrf(v), ...headers },
      body: form,
    });
  };
  const entries = (target: TestServer) => readdirSync(path.join(target.dir, 'uploads'));
  const storedBytes = (target: TestServer) =>
    target.sql.value<number>('SELECT coalesce(sum(bytes), 0) FROM images');
  /** 600×600 of noise: a JPEG of a couple of hundred KB that compresses badly */
  const noisy = (seed: number) =>
    sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 100 + seed, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();

  it('counts uploads per client address too: a fresh cookie does not start over', async () => {
    const junk = Buffer.from('not an image');
    for (let i = 0; i < 60; i++) {
      const fresh = await server.visitor();
      expect((await upload(fresh, 'portrait', junk, { headers: from('10.50.0.1') })).status).toBe(
        415,
      );
    }
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    const limitedRes = await refused(async () =>
      upload(await server.visitor(), 'portrait', jpeg, { headers: from('10.50.0.1') }),
    );
    expect(limitedRes.status).toBe(429);
    expect((await errorOf(limitedRes)).code).toBe('upload_throttled');
    // another address is not affected
    const other = await upload(await server.visitor(), 'portrait', jpeg, {
      headers: from('10.50.0.2'),
    });
    expect(other.status).toBe(201);
  });

  // many images decoded and stored: slow on a busy machine
  it('caps the bytes one client address may store an hour (429 upload_quota)', async () => {
    const v = await limited.visitor();
    const answers: number[] = [];
    for (let i = 0; i < 12 && !answers.includes(429); i++) {
      const before = { files: entries(limited).length, bytes: await storedBytes(limited) };
      const res = await send(limited, await limited.visitor(), await noisy(i), from('10.60.0.1'));
      answers.push(res.status);
      if (res.status === 429) {
        expect(await errorOf(res)).toEqual({
          code: 'upload_quota',
          message: expect.stringMatching(
            /^Selle tunni piltide maht on täis\. Proovi uuesti \d+ minuti pärast\.$/,
          ),
        });
        expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
        expect(entries(limited)).toHaveLength(before.files);
        expect(await storedBytes(limited)).toBe(before.bytes);
      }
    }
    expect(answers.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(answers.at(-1)).toBe(429);
    expect(await storedBytes(limited)).toBeLessThanOrEqual(BYTES_PER_HOUR);
    // another address may still store; the first again after the hour
    expect((await send(limited, v, await noisy(50), from('10.60.0.2'))).status).toBe(201);
    limited.advance(3600_000);
    expect((await send(limited, v, await noisy(51), from('10.60.0.1'))).status).toBe(201);
  }, 120_000);

  it('caps the uploads received at once: per client address (429) and in all (503)', async () => {
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    const boundary = 'kyynal-held-upload';
    /** An upload whose body stops after its first bytes until released */
    const held = (v: Visitor, address: string) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let sentRest = false;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
                `Content-Type: image/jpeg\r\n\r\n`,
            ),
          );
          controller.enqueue(jpeg.subarray(0, 64));
        },
        async pull(controller) {
          await released;
          if (sentRest) return;
          sentRest = true;
          controller.enqueue(jpeg.subarray(64));
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
        },
      });
      const response = fetch(`${limited.base}/api/uploads?kind=portrait`, {
        method: 'POST',
        headers: {
          ...csrf(v),
          ...from(address),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      } as RequestInit);
      return { response, release };
    };
    const receiving = () => entries(limited).filter((f) => f.endsWith('.in.part')).length;
    async function untilReceiving(n: number) {
      for (let i = 0; i < 300 && receiving() < n; i++) await new Promise((r) => setTimeout(r, 10));
      expect(receiving()).toBe(n);
    }

    const v = await limited.visitor();
    const first = [held(v, '10.70.0.1'), held(await limited.visitor(), '10.70.0.1')];
    await untilReceiving(2);
    const busy = await send(limited, await limited.visitor(), jpeg, from('10.70.0.1'));
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await errorOf(busy)).toEqual({
      code: 'upload_busy',
      message: 'Liiga palju üleslaadimisi korraga. Oota hetk ja proovi uuesti.',
    });
    const third = held(await limited.visitor(), '10.70.0.2');
    await untilReceiving(3);
    const full = await send(limited, await limited.visitor(), jpeg, from('10.70.0.3'));
    expect(full.status).toBe(503);
    expect((await errorOf(full)).code).toBe('upload_busy');

    for (const h of [...first, third]) h.release();
    const statuses = await Promise.all(
      [...first, third].map(async (h) => (await h.response).status),
    );
    expect(statuses).toEqual([201, 201, 201]);
    expect(receiving()).toBe(0);
    // the slots are free again
    expect((await send(limited, await limited.visitor(), jpeg, from('10.70.0.1'))).status).toBe(
      201,
    );
  });

  it('leaves no temporary file when the client goes away mid-upload', async () => {
    const v = await limited.visitor();
    const abort = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n',
          ),
        );
        controller.enqueue(Buffer.alloc(200_000, 0xab));
      },
    });
    const before = entries(limited).sort();
    const res = fetch(`${limited.base}/api/uploads?kind=portrait`, {
      method: 'POST',
      headers: {
        ...csrf(v),
        ...from('10.80.0.1'),
        'content-type': 'multipart/form-data; boundary=b',
      },
      body,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit).catch(() => null);
    for (let i = 0; i < 300 && entries(limited).length === before.length; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    abort.abort();
    await res;
    for (let i = 0; i < 300 && entries(limited).length !== before.length; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(entries(limited).sort()).toEqual(before);
    // its slot is given back
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    expect((await send(limited, v, jpeg, from('10.80.0.1'))).status).toBe(201);
  });

  it('refuses uploads with 507 while free disk space is under the floor, in the request language', async () => {
    const full = await startTestServer(undefined, {
      uploads: { minFreeBytes: Number.MAX_SAFE_INTEGER },
    });
    try {
      const v = await full.visitor();
      const jpeg = await solid(400, 400).jpeg().toBuffer();
      const messages: Record<string, string> = {
        et: 'Pilte ei saa praegu vastu võtta: serveri kettaruum on otsas. Proovi hiljem uuesti.',
        en: 'Images cannot be accepted right now: the server is out of disk space. Try again later.',
        ru: 'Сейчас нельзя принять изображения: на сервере закончилось место. Попробуйте позже.',
      };
      for (const [locale, message] of Object.entries(messages)) {
        const form = new FormData();
        form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'pilt.jpg');
        const res = await fetch(`${full.base}/api/uploads?kind=portrait&locale=${locale}`, {
          method: 'POST',
          headers: csrf(v),
          body: form,
        });
        expect(res.status).toBe(507);
        expect(await errorOf(res)).toEqual({ code: 'insufficient_storage', message });
      }
      expect(entries(full)).toEqual([]);
    } finally {
      await full.close();
    }
  });
});
