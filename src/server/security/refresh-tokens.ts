import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/index.js';

/** sha256 (hex) of an opaque token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes, base64url: 43 characters. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export type RotateFailure = 'invalid' | 'reused' | 'revoked' | 'expired' | 'mismatch';
export type RotateResult = { ok: true; studentId: number; familyId: string; refreshToken: string } | { ok: false; reason: RotateFailure };

/**
 * Refresh-token families. A sign-in opens a session (the family) with its first token; every
 * refresh marks the presented token used and hands out the next one of the same family. A used
 * token presented again means two parties hold the family (theft, or a replayed request): the
 * whole family is revoked, so both must sign in again. Only sha256 hashes are stored.
 */
export class RefreshTokenService {
  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
  ) {}

  /** Opens a new session for the student and returns its first refresh token. */
  async open(studentId: number, deviceId = 1, db: Database = this.db): Promise<{ familyId: string; refreshToken: string }> {
    const familyId = randomUUID();
    const refreshToken = newOpaqueToken();
    await db.insertInto('sessions').values({ id: familyId, student_id: studentId, device_id: deviceId }).execute();
    await db
      .insertInto('refresh_tokens')
      .values({
        family_id: familyId,
        student_id: studentId,
        token_hash: hashToken(refreshToken),
        device_id: deviceId,
        expires_at: sql<Date>`now() + make_interval(secs => ${this.ttlSeconds})`,
      })
      .execute();
    return { familyId, refreshToken };
  }

  /**
   * Exchanges a refresh token for the next one. `expectedStudentId` (from the access token the old
   * API sends along) must match the token's owner, else nothing is consumed and 'mismatch' is answered.
   */
  async rotate(refreshToken: string, deviceId: number, expectedStudentId?: number): Promise<RotateResult> {
    const tokenHash = hashToken(refreshToken);
    return this.db.transaction().execute(async (trx): Promise<RotateResult> => {
      // Row lock: of two concurrent refreshes with one token, the second sees it used.
      const row = await trx
        .selectFrom('refresh_tokens')
        .select(['id', 'family_id', 'student_id', 'device_id', 'used_at', 'revoked_at', sql<boolean>`expires_at <= now()`.as('expired')])
        .where('token_hash', '=', tokenHash)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.used_at) {
        await this.revokeFamilyIn(trx, row.family_id, 'reuse');
        return { ok: false, reason: 'reused' };
      }
      const session = await trx.selectFrom('sessions').select(['revoked_at']).where('id', '=', row.family_id).executeTakeFirst();
      if (row.revoked_at || !session || session.revoked_at) return { ok: false, reason: 'revoked' };
      if (row.expired) return { ok: false, reason: 'expired' };
      if (row.device_id !== deviceId) return { ok: false, reason: 'invalid' };
      if (expectedStudentId !== undefined && expectedStudentId !== row.student_id) return { ok: false, reason: 'mismatch' };

      await trx
        .updateTable('refresh_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .execute();
      const next = newOpaqueToken();
      await trx
        .insertInto('refresh_tokens')
        .values({
          family_id: row.family_id,
          student_id: row.student_id,
          token_hash: hashToken(next),
          device_id: deviceId,
          expires_at: sql<Date>`now() + make_interval(secs => ${this.ttlSeconds})`,
        })
        .execute();
      await trx
        .updateTable('sessions')
        .set({ last_used_at: sql<Date>`now()` })
        .where('id', '=', row.family_id)
        .execute();
      return { ok: true, studentId: row.student_id, familyId: row.family_id, refreshToken: next };
    });
  }

  /** Ends one session: its refresh tokens stop working and its access tokens are refused. */
  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.db.transaction().execute((trx) => this.revokeFamilyIn(trx, familyId, reason));
  }

  /** Ends every session of a student (password reset, account deletion), optionally but one. */
  async revokeAll(studentId: number, reason: string, exceptFamilyId?: string, db: Database = this.db): Promise<void> {
    let sessions = db
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoke_reason: reason })
      .where('student_id', '=', studentId)
      .where('revoked_at', 'is', null);
    let tokens = db
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('student_id', '=', studentId)
      .where('revoked_at', 'is', null);
    if (exceptFamilyId) {
      sessions = sessions.where('id', '!=', exceptFamilyId);
      tokens = tokens.where('family_id', '!=', exceptFamilyId);
    }
    await sessions.execute();
    await tokens.execute();
  }

  private async revokeFamilyIn(db: Database, familyId: string, reason: string): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoke_reason: reason })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
