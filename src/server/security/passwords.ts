import * as argon2 from 'argon2';
import type { Argon2Config } from '../config.js';

/**
 * Password hashing with argon2id. The cost comes from the configuration (docs/performance.md has
 * the figures measured for it); hashes made with older parameters still verify and are upgraded
 * on the next successful sign-in (`needsRehash`).
 */
export class PasswordHasher {
  private dummy?: Promise<string>;
  constructor(private readonly params: Argon2Config) {}

  private get options(): argon2.HashOptions {
    return { type: argon2.argon2id as 2, memoryCost: this.params.memoryCost, timeCost: this.params.timeCost, parallelism: this.params.parallelism };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /** false for a wrong password or a hash that is not argon2 (never throws for bad input). */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, { memoryCost: this.params.memoryCost, timeCost: this.params.timeCost, parallelism: this.params.parallelism });
    } catch {
      return true;
    }
  }

  /**
   * Spends the same time as checking a real password, for unknown accounts and accounts without a
   * password, so the answer time does not tell whether an e-mail address is registered.
   */
  async burn(password: string): Promise<void> {
    this.dummy ??= this.hash('not-a-real-password-0123456789');
    await this.verify(await this.dummy, password);
  }
}
