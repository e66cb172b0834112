import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, unusable under isolatedModules: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when the account is unknown, so that
 * response times do not reveal which e-mails exist.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
