import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 only, so a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A six-digit code for e-mailed sign-in verification. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
