/**
 * /reset-password?email=… — the code from the e-mail and a new password
 * (P auth/confirm-password-reset). Shows the same neutral confirmation whether or not the address
 * is registered; a new code can be asked for after the server's cooldown.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Field } from '../../components/controls/Field';
import { Input } from '../../components/controls/Input';
import { MessageBar, MessageBarBody } from '../../components/controls/MessageBar';
import { PlainButton } from '../../components/PlainButton';
import { PlainBusySpinner } from '../../components/controls/Spinner';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { normalizeOtp, validateEmail, validateNewPassword, validateOtp, validatePasswordConfirm } from '../../../common/validation';
import { useStores } from '../../stores/context';
import { RouterLink } from '../../components/links';
import { AuthCard, authStyles as styles } from './AuthCard';
import { FormMessage, onSubmit, useForm, useFormError, useValidationText } from '../../components/form';
import { formatCountdown, useNow, useReturnPath, withFrom } from './hooks';
import { PasswordInput } from '../../components/PasswordInput';
import { authOf } from '../../stores/AuthStore';

const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { t } = useTranslation();
  const root = useStores();
  const { ui } = root;
  const auth = authOf(root);
  const [params] = useSearchParams();
  const from = useReturnPath();
  const navigate = useNavigate();
  const validation = useValidationText();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(0);
  const { error, show, clear } = useFormError();
  const form = useForm('reset', { email: params.get('email') ?? auth.challenge('reset')?.address ?? '', code: '', password: '', confirm: '' }, (v) => ({
    email: validateEmail(v.email),
    code: validateOtp(v.code),
    password: validateNewPassword(v.password),
    confirm: validatePasswordConfirm(v.password, v.confirm),
  }));
  const challenge = auth.challenge('reset');
  const sameAddress = challenge?.address.toLowerCase() === form.values.email.trim().toLowerCase();
  const now = useNow(sameAddress && auth.secondsUntilResend('reset') > 0);
  const wait = sameAddress ? auth.secondsUntilResend('reset', now) : 0;

  const submit = async () => {
    clear();
    if (!form.check()) return;
    setBusy(true);
    try {
      await auth.confirmPasswordReset(form.values.email, form.values.code, form.values.password);
      ui.success(t('reset.done'));
      navigate(withFrom('/signin', from), { replace: true, state: { email: form.values.email.trim(), notice: t('reset.signInNow') } });
    } catch (err) {
      show(err);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    clear();
    if (validateEmail(form.values.email)) {
      form.check();
      return;
    }
    setResending(true);
    try {
      await auth.forgetPassword(form.values.email);
      setResent((n) => n + 1);
    } catch (err) {
      show(err);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard titleId="reset-title" title={t('reset.title')} subtitle={t('reset.subtitle')} footer={<RouterLink to={withFrom('/signin', from)}>{t('forgot.backToSignIn')}</RouterLink>}>
      {(challenge || resent > 0) && (
        <MessageBar key={resent} intent="success" layout="multiline">
          <MessageBarBody>{t('reset.sentNeutral')}</MessageBarBody>
        </MessageBar>
      )}
      <form {...form.formProps} className={styles.form} onSubmit={onSubmit(submit)} aria-labelledby="reset-title">
        <Field label={t('form.email')} required validationMessage={validation(form.error('email'))}>
          <Input {...form.field('email')} type="email" inputMode="email" autoComplete="username" />
        </Field>
        <Field label={t('reset.code')} required hint={t('auth.otp.hint')} validationMessage={validation(form.error('code'))}>
          <Input {...form.field('code', normalizeOtp)} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" />
        </Field>
        <Field label={t('form.newPassword')} required hint={t('form.passwordHint')} validationMessage={validation(form.error('password'))}>
          <PasswordInput {...form.field('password')} autoComplete="new-password" />
        </Field>
        <Field label={t('form.confirmPassword')} required validationMessage={validation(form.error('confirm'))}>
          <PasswordInput {...form.field('confirm')} autoComplete="new-password" />
        </Field>
        <FormMessage error={error} />
        <PlainButton type="submit" appearance="primary" size="large" className={styles.submit} disabled={busy} icon={busy ? <PlainBusySpinner /> : undefined}>
          {busy ? t('form.working') : t('reset.submit')}
        </PlainButton>
        <PlainButton type="button" appearance="subtle" disabled={wait > 0 || resending} onClick={() => void resend()}>
          {resending ? t('auth.otp.resending') : wait > 0 ? t('auth.otp.resendIn', { time: formatCountdown(wait) }) : t('auth.otp.resend')}
        </PlainButton>
      </form>
    </AuthCard>
  );
});

export default ResetPasswordPage;
