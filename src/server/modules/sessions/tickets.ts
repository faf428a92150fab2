import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * E-tickets (issue 18): `ET1.<enrolment id>.<exp>.<MAC>`, where MAC is the base64url
 * HMAC-SHA256 of `eticket:v1:<enrolment id>:<content id>:<student id>:<exp>` under a key derived
 * from the server's HMAC secret, and exp the session's end (seconds). The ticket is the
 * enrolment itself (no table): the scan loads the enrolment by id and recomputes the MAC with its
 * content and student, so only the MAC proves a ticket and an id alone is worth nothing.
 */
export const ETICKET_PREFIX = 'ET1';

export type TicketFailure = 'forged' | 'expired';

export class EticketSigner {
  private readonly key: Buffer;
  constructor(secret: Buffer) {
    this.key = createHmac('sha256', secret).update('eticket-v1').digest();
  }

  private mac(enrolmentId: number, contentId: number, studentId: number, exp: number): string {
    return createHmac('sha256', this.key).update(`eticket:v1:${enrolmentId}:${contentId}:${studentId}:${exp}`).digest('base64url');
  }

  sign(enrolmentId: number, contentId: number, studentId: number, endAt: Date): string {
    const exp = Math.floor(endAt.getTime() / 1000);
    return `${ETICKET_PREFIX}.${enrolmentId}.${exp}.${this.mac(enrolmentId, contentId, studentId, exp)}`;
  }

  /** The token's parts when well formed and not expired at `now`; its MAC is checked by `matches`. */
  parse(token: string, now: Date): { enrolmentId: number; exp: number; mac: string } | TicketFailure {
    const m = /^ET1\.([0-9]{1,10})\.([0-9]{1,12})\.([A-Za-z0-9_-]{16,64})$/.exec(token);
    if (!m) return 'forged';
    const enrolmentId = Number(m[1]);
    const exp = Number(m[2]);
    if (!Number.isSafeInteger(enrolmentId) || enrolmentId < 1 || enrolmentId > 2147483647) return 'forged';
    if (now.getTime() >= exp * 1000) return 'expired';
    return { enrolmentId, exp, mac: m[3]! };
  }

  /** Whether the MAC is the one of this enrolment (constant time). */
  matches(parsed: { enrolmentId: number; exp: number; mac: string }, contentId: number, studentId: number): boolean {
    const expected = Buffer.from(this.mac(parsed.enrolmentId, contentId, studentId, parsed.exp));
    const given = Buffer.from(parsed.mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
