/**
 * Password hashing with scrypt (node:crypto) and the common-password check.
 * Stored form: `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later and old
 * hashes still verify.
 */
import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { sameSecret } from '../lib/tokens';

const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// N=2^15, r=8 needs 32 MiB; allow headroom over node's 32 MiB default
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return sameSecret(key, expected);
}

/** A hash of a random password: verifying against it costs what a real check costs. */
let dummyHash: Promise<string> | null = null;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Estonian favourites that the (English-centred) bundled list lacks. */
const LOCAL_COMMON = [
  'parool',
  'parool1',
  'parool12',
  'parool123',
  'salasona',
  'salasõna',
  'salasona1',
  'salasona123',
  'kyynal',
  'küünal',
  'kuunal123',
  'eesti',
  'eesti123',
  'estonia',
  'tallinn',
  'tallinn1',
  'tallinn123',
  'tartu123',
  'qwerty123',
  'qwertyui',
  'asdfghjk',
  'leinajad',
  'mälestus',
  'malestus',
  'kallis123',
  'armastus',
];

let common: Set<string> | null = null;

/** True for passwords in the bundled list of ~49,000 common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    [...(dictionary['passwords-common'] as unknown as string[]), ...LOCAL_COMMON].map((p) =>
      p.toLowerCase(),
    ),
  );
  return common.has(password.trim().toLowerCase());
}
