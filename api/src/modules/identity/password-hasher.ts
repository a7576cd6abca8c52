import argon2 from 'argon2';

/** argon2id with the library's recommended cost. */
export const passwordHasher = {
  hash: (password: string) => argon2.hash(password, { type: argon2.argon2id }),
  verify: (hash: string, password: string) => argon2.verify(hash, password).catch(() => false),
};

let dummyHash: Promise<string> | undefined;

/** Verifying against this when a username is unknown keeps a failed login's timing the same. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= passwordHasher.hash('no-such-admin-password');
  return dummyHash;
}
