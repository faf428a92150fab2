/**
 * /signin?from=… — e-mail or proven phone number + password, or a one-time code to an e-mail
 * address or phone number, or Google/Apple. On success: session stored, welcome toast, back to `from` (same-site paths only).
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Field } from '../../components/controls/Field';
import { Input } from '../../components/controls/Input';
import { MessageBar, MessageBarBody } from '../../components/controls/MessageBar';
import { Divider } from '../../components/controls/Divider';
import { PlainButton } from '../../components/PlainButton';
import { PlainBusySpinner } from '../../components/controls/Spinner';
import { TabBar } from '../../components/TabBar';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { validateEmailOrPhone } from '../../../common/validation';
import { validatePasswordSignIn } from './signInForm';
import type { StudentSummary } from '../../../common/accounts';
import { useStores } from '../../stores/context';
import { RouterLink } from '../../components/links';
import { AuthCard, authStyles as styles } from './AuthCard';
import { FormMessage, onSubmit, useForm, useFormError, useValidationText } from '../../components/form';
import { useReturnPath, withFrom } from './hooks';
import { OtpStep } from './OtpStep';
import { PasswordInput } from '../../components/PasswordInput';
import { SocialButtons } from './SocialButtons';
import { authOf } from '../../stores/AuthStore';

type Method = 'password' | 'otp';

/** Toast and go back to where the student came from. */
export function useFinishSignIn(from: string, key = 'auth.toasts.signedIn') {
  const { ui } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (student: StudentSummary | null) => {
    const name = student?.fullName?.split(/\s+/)[0];
    ui.success(name ? t(key, { name }) : t(`${key}Anonymous`));
    navigate(from, { replace: true });
  };
}

const SignInPage = observer(function SignInPage() {
  const { t } = useTranslation();
  const root = useStores();
  const { session } = root;
  const auth = authOf(root);
  const from = useReturnPath();
  const location = useLocation();
  const prefill = (location.state as { email?: string; notice?: string } | null) ?? {};
  const finish = useFinishSignIn(from);
  const validation = useValidationText();
  // Already signed in when arriving: straight on (not after our own sign-in, which navigates itself).
  const [signedInOnArrival] = useState(() => session.isSignedIn);
  const [method, setMethod] = useState<Method>('password');
  const [otpStep, setOtpStep] = useState(false);
  const [busy, setBusy] = useState(false);
  const { error, show, clear } = useFormError();

  const passwordForm = useForm('signin-password', { email: prefill.email ?? '', password: '' }, validatePasswordSignIn);
  const otpForm = useForm('signin-otp', { address: '' }, (v) => ({ address: validateEmailOrPhone(v.address) }));

  if (signedInOnArrival) return <Navigate to={from} replace />;

  const signInWithPassword = async () => {
    clear();
    if (!passwordForm.check()) return;
    setBusy(true);
    try {
      finish(await auth.loginByEmail(passwordForm.values.email, passwordForm.values.password));
    } catch (err) {
      show(err);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    clear();
    if (!otpForm.check()) return;
    setBusy(true);
    try {
      await auth.requestOtp('signin', otpForm.values.address);
      setOtpStep(true);
    } catch (err) {
      show(err);
    } finally {
      setBusy(false);
    }
  };

  const switchMethod = (next: Method) => {
    clear();
    setMethod(next);
    setOtpStep(false);
    // Carry what was typed over to the other form when it fits there.
    if (next === 'otp' && !otpForm.values.address && passwordForm.values.email) otpForm.set('address', passwordForm.values.email);
    if (next === 'password' && !passwordForm.values.email && otpForm.values.address) passwordForm.set('email', otpForm.values.address);
  };

  const requiredNotice = from !== '/' && (
    <MessageBar intent="info">
      <MessageBarBody>{t('signin.required')}</MessageBarBody>
    </MessageBar>
  );

  return (
    <AuthCard
      titleId="signin-title"
      title={t('signin.title')}
      subtitle={t('signin.subtitle')}
      footer={
        <span className={styles.text}>
          {t('signin.noAccount')} <RouterLink to={withFrom('/signup', from)}>{t('signin.createAccount')}</RouterLink>
        </span>
      }
    >
      {requiredNotice}
      {prefill.notice && (
        <MessageBar intent="success">
          <MessageBarBody>{prefill.notice}</MessageBarBody>
        </MessageBar>
      )}
      <TabBar<Method>
        tabs={[
          { value: 'password', label: t('signin.withPassword') },
          { value: 'otp', label: t('signin.withOtp') },
        ]}
        selectedValue={method}
        onTabSelect={switchMethod}
        aria-label={t('signin.methods')}
      />

      {method === 'password' ? (
        <form {...passwordForm.formProps} className={styles.form} onSubmit={onSubmit(signInWithPassword)}>
          <Field label={t('auth.emailOrPhone')} required hint={t('auth.passwordPhoneHint')} validationMessage={validation(passwordForm.error('email'))}>
            <Input {...passwordForm.field('email')} autoComplete="username" placeholder={t('auth.emailOrPhonePlaceholder')} />
          </Field>
          <Field label={t('auth.password')} required validationMessage={validation(passwordForm.error('password'))}>
            <PasswordInput {...passwordForm.field('password')} autoComplete="current-password" />
          </Field>
          <RouterLink className={styles.aside} to={withFrom('/forgot-password', from)}>
            {t('signin.forgot')}
          </RouterLink>
          <FormMessage error={error} />
          <PlainButton type="submit" appearance="primary" size="large" className={styles.submit} disabled={busy} icon={busy ? <PlainBusySpinner /> : undefined}>
            {busy ? t('form.working') : t('signin.submit')}
          </PlainButton>
        </form>
      ) : otpStep ? (
        <OtpStep
          purpose="signin"
          formId="signin-code"
          submitLabel={t('signin.submit')}
          onVerify={async (code) => finish(await auth.loginByOtp(otpForm.values.address, code))}
          onResend={async () => void (await auth.requestOtp('signin', otpForm.values.address))}
          onChangeAddress={() => {
            clear();
            setOtpStep(false);
          }}
        />
      ) : (
        <form {...otpForm.formProps} className={styles.form} onSubmit={onSubmit(sendCode)}>
          <Field label={t('auth.emailOrPhone')} required hint={t('auth.emailOrPhoneHint')} validationMessage={validation(otpForm.error('address'))}>
            <Input {...otpForm.field('address')} autoComplete="username" placeholder={t('auth.emailOrPhonePlaceholder')} />
          </Field>
          <FormMessage error={error} />
          <PlainButton type="submit" appearance="primary" size="large" className={styles.submit} disabled={busy} icon={busy ? <PlainBusySpinner /> : undefined}>
            {busy ? t('form.working') : t('signin.sendCode')}
          </PlainButton>
        </form>
      )}

      <SocialButtons divider={<Divider className={styles.divider}>{t('auth.or')}</Divider>} onSignedIn={finish} onError={show} onStart={clear} />
    </AuthCard>
  );
});

export default SignInPage;
