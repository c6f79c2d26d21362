import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Cost of argon2id; the library's defaults (19 MiB, 2 passes) unless lowered, which only tests do. */
export interface PasswordHashing {
  memoryCost?: number;
  timeCost?: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
  verify(stored: string, password: string): Promise<boolean>;
  /** Spends the time of a verification without any account, so unknown usernames answer as slowly. */
  verifyNobody(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordHashing = {}): PasswordHasher {
  // @node-rs/argon2 hashes with argon2id unless told otherwise.
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost };
  let dummy: Promise<string> | undefined;
  const check = async (stored: string, password: string) => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNobody(password) {
      dummy ??= hash(randomBytes(24).toString('hex'), options);
      await check(await dummy, password);
    },
  };
}
