/**
 * The Prakerja class page's redeem form (issue 19, plan B): the card holder's voucher code and
 * redeem code, each checked against the contract's bounds (isPrakerjaCode) before anything is
 * sent; the platform's refusal (unknown code, a redeem code of another voucher, used) is shown
 * under the form; continue follows the platform's URL, which returns to our callback page.
 * A guest is sent to sign in and back.
 */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { PlainButton } from '../../components/PlainButton';
import { Field } from '../../components/controls/Field';
import { Input } from '../../components/controls/Input';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRAKERJA_CODE_MAX_LENGTH, isPrakerjaCode } from '../../../common/contract/prakerja';
import { RouterButton } from '../../components/links';
import { useStores } from '../../stores/context';
import { continueTarget } from './store';
import { prakerjaOf } from './store';
import styles from './RedeemForm.module.css';

export const RedeemForm = observer(function RedeemForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { session } = useStores();
  const prakerja = prakerjaOf(useStores());
  const [voucher, setVoucher] = useState('');
  const [redeem, setRedeem] = useState('');
  const [hints, setHints] = useState<{ voucher?: string; redeem?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const from = `${location.pathname}${location.search}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const next = {
      ...(isPrakerjaCode(voucher) ? {} : { voucher: t('prakerjaRedeem.form.codeHint', { max: 32 }) }),
      ...(isPrakerjaCode(redeem) ? {} : { redeem: t('prakerjaRedeem.form.codeHint', { max: 32 }) }),
    };
    setHints(next);
    if (next.voucher || next.redeem) return;
    const outcome = await prakerja.request(voucher.trim(), redeem.trim());
    if (!outcome.ok) {
      setRefusal(outcome.message);
      return;
    }
    const target = continueTarget(outcome.request.redirectUrl, window.location.href);
    if ('inApp' in target) navigate(target.inApp);
    else window.location.assign(target.away);
  };

  return (
    <section className={styles.box} aria-labelledby="prakerja-redeem-title" data-testid="prakerja-redeem">
      <h2 id="prakerja-redeem-title" className={styles.title}>
        {t('prakerjaRedeem.form.title')}
      </h2>
      <p className={styles.text}>{t('prakerjaRedeem.form.text')}</p>
      {!session.isSignedIn ? (
        <RouterButton appearance="primary" className={styles.button} to={`/signin?${new URLSearchParams({ from })}`} data-testid="prakerja-redeem-signin">
          {t('prakerjaRedeem.form.signIn')}
        </RouterButton>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className={styles.box} style={{ padding: 0, border: 'none' }}>
          <Field label={t('prakerjaRedeem.form.voucher')} required validationMessage={hints.voucher} validationState={hints.voucher ? 'error' : 'none'}>
            <Input value={voucher} maxLength={PRAKERJA_CODE_MAX_LENGTH} autoComplete="off" spellCheck={false} onChange={(_e, d) => setVoucher(d.value)} data-testid="prakerja-voucher" />
          </Field>
          <Field label={t('prakerjaRedeem.form.redeem')} required validationMessage={hints.redeem} validationState={hints.redeem ? 'error' : 'none'}>
            <Input value={redeem} maxLength={PRAKERJA_CODE_MAX_LENGTH} autoComplete="off" spellCheck={false} onChange={(_e, d) => setRedeem(d.value)} data-testid="prakerja-redeem-code" />
          </Field>
          {refusal && (
            <p className={styles.refusal} role="alert" data-testid="prakerja-refusal">
              {refusal}
            </p>
          )}
          <PlainButton type="submit" appearance="primary" className={styles.button} disabled={prakerja.requesting} data-testid="prakerja-continue">
            {prakerja.requesting ? t('prakerjaRedeem.form.checking') : t('prakerjaRedeem.form.continue')}
          </PlainButton>
        </form>
      )}
    </section>
  );
});
