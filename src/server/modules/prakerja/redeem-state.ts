import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The `state` of a Prakerja redeem (issue 19): `PR1.<redeem id>.<student id>.<nonce>.<exp>.<MAC>`,
 * MAC the base64url HMAC-SHA256 of `prakerja-redeem:v1:<id>:<student>:<nonce>:<exp>` under a key
 * derived from the server's HMAC secret (as e-tickets are). Bound to the student (the callback
 * compares it with the token's), expiring (exp, seconds), and single use: the nonce is the claim's
 * (prakerja_redeems.nonce), and the callback completes only a claim still 'requested' with it.
 */
export interface RedeemState {
  redeemId: number;
  studentId: number;
  nonce: string;
  exp: number;
}

export const newNonce = () => randomBytes(16).toString('base64url');

export class RedeemStateSigner {
  private readonly key: Buffer;
  constructor(secret: Buffer) {
    this.key = createHmac('sha256', secret).update('prakerja-redeem-v1').digest();
  }

  private mac(s: RedeemState): string {
    return createHmac('sha256', this.key).update(`prakerja-redeem:v1:${s.redeemId}:${s.studentId}:${s.nonce}:${s.exp}`).digest('base64url');
  }

  sign(s: RedeemState): string {
    return `PR1.${s.redeemId}.${s.studentId}.${s.nonce}.${s.exp}.${this.mac(s)}`;
  }

  /** The state's contents when its MAC holds and it has not expired at `now`. */
  verify(state: string, now: Date): RedeemState | 'forged' | 'expired' {
    const m = /^PR1\.([0-9]{1,12})\.([0-9]{1,10})\.([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(state);
    if (!m) return 'forged';
    const s: RedeemState = { redeemId: Number(m[1]), studentId: Number(m[2]), nonce: m[3]!, exp: Number(m[4]) };
    const expected = Buffer.from(this.mac(s));
    const given = Buffer.from(m[5]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
    if (now.getTime() >= s.exp * 1000) return 'expired';
    return s;
  }
}
