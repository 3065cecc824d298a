// Staff passwords: scrypt from node:crypto (memory-hard, no native module), stored with its parameters and
// salt so they can be raised later; compared in constant time. Generated passwords are long and random; chosen ones
// must not be common or trivial.
import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';

/** N=2^15, r=8: 32 MiB of memory per hash (OWASP's scrypt floor is N=2^17 at 128 MiB, or N=2^15 with p=3 and more
 * rounds; this keeps a sign-in near 100 ms on a shared core while staying memory-hard, and the stored parameters let
 * a later release raise it). */
const parameters = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, parameters);
  return `scrypt$${parameters.N}$${parameters.r}$${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  const wanted = Buffer.from(expected, 'base64url');
  return wanted.length === key.length && timingSafeEqual(wanted, key);
}

/** A password to hand over once: 20 characters of an alphabet without look-alikes (about 115 bits). */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * The strength estimator (zxcvbn-ts) with the common-password list (about 49,000 leaked passwords and the diceware
 * words) and keyboard patterns; built on first use, not at start (about 70 ms). The English word lists are left out:
 * they flagged nothing more of the passwords we tried and made each check 5 to 10 times slower (decision 0040).
 */
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ graphs: zxcvbnCommon.adjacencyGraphs, dictionary: zxcvbnCommon.dictionary });
  return estimator;
}

/** zxcvbn's scale: 3 is "safely unguessable" (at least 10^8 guesses), what an online attacker cannot reach. */
export const minimumPasswordScore = 3;

/** Words of this service and of the account that make a password easy to guess for someone who knows them. */
const serviceWords = ['glo', 'ogo', 'loyalty', 'admin', 'backoffice', 'staff'];

/** What a new password must be: long enough, not the e-mail, not common or trivial (repeats, sequences, keyboard rows). */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < 12) return 'Use at least 12 characters.';
  if (password.length > 200) return 'Use at most 200 characters.';
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  if (local && password.toLowerCase().includes(local)) return 'Do not use your e-mail in the password.';
  const result = strengthEstimator().check(password, [local, ...domain.split('.'), ...serviceWords]);
  if (result.score < minimumPasswordScore) {
    return 'This password is common or easy to guess (repeats, sequences, keyboard rows, known words): choose a longer or less predictable one.';
  }
  return null;
}
