import { describe, expect, it } from 'vitest';
import { isPrakerjaCode } from '../../../common/contract/prakerja';
import { fail, ok, type RecordedCall } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { redeemCallbackLoader } from './loaders';
import { continueTarget } from './store';
import { prakerjaOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
const bodyOf = (c: RecordedCall | undefined): unknown => (typeof c?.data === 'string' ? JSON.parse(c.data) : c?.data);

describe('the redeem form', () => {
  it('takes the codes the contract takes', () => {
    for (const good of ['PKJ-DEMO-01', ' rdm-01-12 ', 'A']) expect(isPrakerjaCode(good)).toBe(true);
    for (const bad of ['', '   ', 'PKJ DEMO', 'PKJ_01', 'X'.repeat(33), 'kode!']) expect(isPrakerjaCode(bad)).toBe(false);
  });

  it('follows our own callback inside the app and any other URL away', () => {
    expect(continueTarget('https://belajar.example/prakerja/redeem/callback?state=PR1.a', 'http://127.0.0.1:5173/prakerja/x')).toEqual({ inApp: '/prakerja/redeem/callback?state=PR1.a' });
    expect(continueTarget('https://platform.example/confirm?x=1', 'http://127.0.0.1/')).toEqual({ away: 'https://platform.example/confirm?x=1' });
  });

  it("sends the trimmed pair and gives back the platform's refusal", async () => {
    const { store, calls } = testRoot(() => fail(400, 'Kode redeem tidak cocok dengan kode voucher ini.'), signedIn());
    await store.boot();
    expect(await prakerjaOf(store).request('PKJ-DEMO-01', 'RDM-02-9')).toEqual({ ok: false, message: 'Kode redeem tidak cocok dengan kode voucher ini.' });
    expect(calls[0]?.url).toContain('/web/v2/prakerja/pmo-request-redeem');
    expect(bodyOf(calls[0])).toEqual({ voucherCode: 'PKJ-DEMO-01', redeemCode: 'RDM-02-9' });
    expect(prakerjaOf(store).requesting).toBe(false);
  });
});

describe('the callback page', () => {
  it('completes a state once, even when the loader runs again (a language change); nothing without a state or for a guest', async () => {
    const { store, calls } = testRoot(() => ok({ contentId: 9, url: 'kelas-prakerja', title: 'Kelas', enrolled: true }), signedIn());
    await store.boot();
    await redeemCallbackLoader(store, loaderArgs({}, 'state=PR1.x'));
    await redeemCallbackLoader(store, loaderArgs({}, 'state=PR1.x'));
    await redeemCallbackLoader(store, loaderArgs({}, ''));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0]?.url).toContain('/web/v2/prakerja/pmo-callback');
    expect(calls[0]?.params).toEqual({ state: 'PR1.x' });
    expect(prakerjaOf(store).completions.get('PR1.x').data?.url).toBe('kelas-prakerja');
    store.settings.setLocale('en');
    await redeemCallbackLoader(store, loaderArgs({}, 'state=PR1.x'));
    expect(calls).toHaveLength(1);

    const guest = testRoot(() => ok({}));
    await guest.store.boot();
    await redeemCallbackLoader(guest.store, loaderArgs({}, 'state=PR1.x'));
    expect(guest.calls).toHaveLength(0);
  });
});
