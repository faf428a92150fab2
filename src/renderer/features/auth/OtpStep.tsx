/**
 * The code step of OTP sign-in and sign-up: one numeric input (inputmode numeric, one-time-code
 * autofill, paste-friendly), the masked address the code went to, how long it stays valid, a
 * resend button with the server's cooldown, and the server's error for a wrong or expired code.
 */
import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { PlainButton, plainLinkClass } from '../../components/PlainButton';
import { PlainBusySpinner } from '../../components/controls/Spinner';
import { Field } from '../../components/controls/Field';
import { Input } from '../../components/controls/Input';
import { MessageBar, MessageBarBody } from '../../components/controls/MessageBar';
import { useTranslation } from 'react-i18next';
import { normalizeOtp, validateOtp } from '../../../common/validation';
import { useStores } from '../../stores/context';
import type { OtpPurpose } from '../../stores/AuthStore';
import { authStyles as auth } from './AuthCard';
import styles from './OtpStep.module.css';
import { FormMessage, onSubmit, useForm, useFormError, useValidationText } from '../../components/form';
import { formatCountdown, useNow } from './hooks';
import { authOf } from '../../stores/AuthStore';

export interface OtpStepProps {
  purpose: OtpPurpose;
  formId: string;
  submitLabel: string;
  /** Checks the code; throws ApiError (shown) on a wrong or expired code. */
  onVerify: (code: string) => Promise<void>;
  /** Asks for a new code; throws ApiError (shown), e.g. 429 during the cooldown. */
  onResend: () => Promise<void>;
  /** Back to the address form (the typed values are kept there). */
  onChangeAddress: () => void;
  extra?: ReactNode;
}

export const OtpStep = observer(function OtpStep({ purpose, formId, submitLabel, onVerify, onResend, onChangeAddress, extra }: OtpStepProps) {
  const { t, i18n } = useTranslation();
  const store = authOf(useStores());
  const challenge = store.challenge(purpose);
  const validation = useValidationText();
  const form = useForm(formId, { code: '' }, (v) => ({ code: validateOtp(v.code) }));
  const { error, show, clear } = useFormError();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(0);
  const cooling = store.secondsUntilResend(purpose) > 0;
  const now = useNow(cooling || !!challenge);
  const wait = store.secondsUntilResend(purpose, now);

  const verify = async () => {
    clear();
    if (!form.check()) return;
    setVerifying(true);
    try {
      await onVerify(form.values.code);
    } catch (err) {
      show(err);
      form.focus('code');
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    clear();
    setResending(true);
    try {
      await onResend();
      form.reset();
      setResent((n) => n + 1);
      form.focus('code');
    } catch (err) {
      show(err);
    } finally {
      setResending(false);
    }
  };

  const until = challenge ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'id-ID', { hour: '2-digit', minute: '2-digit' }).format(challenge.expiresAt) : '';
  const expired = challenge ? now >= challenge.expiresAt : false;

  return (
    <form {...form.formProps} className={auth.form} onSubmit={onSubmit(verify)} aria-describedby={`${formId}-sent`}>
      <span id={`${formId}-sent`} className={styles.sent}>
        {challenge ? (
          <>
            {t(challenge.channel === 'sms' ? 'auth.otp.sentSms' : 'auth.otp.sentEmail')} <span className={styles.target}>{challenge.target}</span>.{' '}
            {expired ? t('auth.otp.expired') : t('auth.otp.validUntil', { time: until })}
          </>
        ) : (
          t('auth.otp.enterCode')
        )}
      </span>
      {resent > 0 && (
        <MessageBar key={resent} intent="success">
          <MessageBarBody>{t('auth.otp.resent')}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('auth.otp.label')} required validationMessage={validation(form.error('code'))} hint={t('auth.otp.hint')}>
        <Input {...form.field('code', normalizeOtp)} className={styles.code} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" size="large" placeholder="••••••" autoFocus />
      </Field>
      <FormMessage error={error} />
      {extra}
      <div className={auth.actions}>
        <PlainButton type="submit" appearance="primary" size="large" className={auth.submit} disabled={verifying} icon={verifying ? <PlainBusySpinner /> : undefined}>
          {verifying ? t('form.working') : submitLabel}
        </PlainButton>
        <div className={styles.more}>
          <button type="button" className={plainLinkClass(false, styles.linkButton)} onClick={onChangeAddress}>
            {t('auth.otp.changeAddress')}
          </button>
          <PlainButton type="button" appearance="subtle" disabled={wait > 0 || resending} onClick={() => void resend()} data-testid="otp-resend">
            {resending ? t('auth.otp.resending') : wait > 0 ? t('auth.otp.resendIn', { time: formatCountdown(wait) }) : t('auth.otp.resend')}
          </PlainButton>
        </div>
      </div>
    </form>
  );
});
