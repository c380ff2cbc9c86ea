/**
 * Password hashing with argon2id (per-user random salt inside the encoded
 * hash). Parameters follow the OWASP recommendation for argon2id
 * (19 MiB memory, 2 iterations, 1 lane).
 */
import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 10;
/** Longer inputs are refused: argon2 would hash them, but nobody needs a 1 MB password. */
export const PASSWORD_MAX_LENGTH = 200;

const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of a random string: verifying against it costs the same as a real check (no timing leak). */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  }
  return null;
}
