/**
 * /signup — full name, e-mail or phone, password + confirmation, terms; then the code sent to the
 * address (v2/auth/request-otp-email-or-phone, isForSignUp) creates the account and signs in
 * (v2/students/register-and-login-by-otp). The address is verified by the code, so the UI does not
 * use students/register (which signs in an unverified address).
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Field } from '../../components/controls/Field';
import { Input } from '../../components/controls/Input';
import { Checkbox } from '../../components/controls/Choice';
import { Divider } from '../../components/controls/Divider';
import { PlainButton } from '../../components/PlainButton';
import { PlainBusySpinner } from '../../components/controls/Spinner';
import { Navigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { FULL_NAME_MAX, validateEmailOrPhone, validateFullName, validateNewPassword, validatePasswordConfirm } from '../../../common/validation';
import { useStores } from '../../stores/context';
import { RouterLink } from '../../components/links';
import { AuthCard, authStyles as styles } from './AuthCard';
import { FormMessage, onSubmit, useForm, useFormError, useValidationText } from '../../components/form';
import { useReturnPath, withFrom } from './hooks';
import { OtpStep } from './OtpStep';
import { PasswordInput } from '../../components/PasswordInput';
import { useFinishSignIn } from './SignInPage';
import { SocialButtons } from './SocialButtons';
import { authOf } from '../../stores/AuthStore';

const SignUpPage = observer(function SignUpPage() {
  const { t } = useTranslation();
  const root = useStores();
  const { session } = root;
  const auth = authOf(root);
  const from = useReturnPath();
  const finish = useFinishSignIn(from, 'auth.toasts.signedUp');
  const validation = useValidationText();
  const [signedInOnArrival] = useState(() => session.isSignedIn);
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [busy, setBusy] = useState(false);
  const { error, show, clear } = useFormError();

  const form = useForm('signup', { fullName: '', address: '', password: '', confirm: '', terms: false as boolean }, (v) => ({
    fullName: validateFullName(v.fullName),
    address: validateEmailOrPhone(v.address),
    password: validateNewPassword(v.password),
    confirm: validatePasswordConfirm(v.password, v.confirm),
    terms: v.terms ? null : 'terms',
  }));

  if (signedInOnArrival) return <Navigate to={from} replace />;

  const requestCode = async () => {
    clear();
    if (!form.check()) return;
    setBusy(true);
    try {
      await auth.requestOtp('signup', form.values.address);
      setStep('code');
    } catch (err) {
      show(err);
    } finally {
      setBusy(false);
    }
  };

  const v = form.values;
  const alreadyRegistered = error?.status === 409;

  return (
    <AuthCard
      titleId="signup-title"
      eyebrow={t('signup.step', { step: step === 'details' ? 1 : 2, total: 2 })}
      title={step === 'details' ? t('signup.title') : t('signup.codeTitle')}
      subtitle={step === 'details' ? t('signup.subtitle') : undefined}
      footer={
        <span className={styles.text}>
          {t('signup.haveAccount')} <RouterLink to={withFrom('/signin', from)}>{t('signup.signIn')}</RouterLink>
        </span>
      }
    >
      {step === 'details' ? (
        <>
          <form {...form.formProps} className={styles.form} onSubmit={onSubmit(requestCode)} aria-labelledby="signup-title">
            <Field label={t('form.fullName')} required validationMessage={validation(form.error('fullName'), { max: FULL_NAME_MAX })}>
              <Input {...form.field('fullName')} autoComplete="name" maxLength={FULL_NAME_MAX + 20} />
            </Field>
            <Field label={t('auth.emailOrPhone')} required hint={t('auth.emailOrPhoneHint')} validationMessage={validation(form.error('address'))}>
              <Input {...form.field('address')} autoComplete="username" placeholder={t('auth.emailOrPhonePlaceholder')} />
            </Field>
            <Field label={t('auth.password')} required hint={t('form.passwordHint')} validationMessage={validation(form.error('password'))}>
              <PasswordInput {...form.field('password')} autoComplete="new-password" />
            </Field>
            <Field label={t('form.confirmPassword')} required validationMessage={validation(form.error('confirm'))}>
              <PasswordInput {...form.field('confirm')} autoComplete="new-password" />
            </Field>
            <Field required validationMessage={validation(form.error('terms'))}>
              <Checkbox
                name="terms"
                checked={v.terms}
                onChange={(_e, d) => form.set('terms', d.checked)}
                label={
                  <Trans
                    i18nKey="signup.terms"
                    components={{
                      terms: <RouterLink to="/user/terms" />,
                      privacy: <RouterLink to="/user/terms/privacy" />,
                    }}
                  />
                }
              />
            </Field>
            <FormMessage error={error} />
            {alreadyRegistered && (
              <RouterLink to={withFrom('/signin', from)} className={styles.aside}>
                {t('signup.goSignIn')}
              </RouterLink>
            )}
            <PlainButton type="submit" appearance="primary" size="large" className={styles.submit} disabled={busy} icon={busy ? <PlainBusySpinner /> : undefined}>
              {busy ? t('form.working') : t('signup.submit')}
            </PlainButton>
          </form>
          <SocialButtons divider={<Divider className={styles.divider}>{t('auth.or')}</Divider>} onSignedIn={finish} onError={show} onStart={clear} />
        </>
      ) : (
        <OtpStep
          purpose="signup"
          formId="signup-code"
          submitLabel={t('signup.verify')}
          onVerify={async (otp) => finish(await auth.registerByOtp({ fullName: v.fullName, emailOrPhone: v.address, otp, password: v.password }))}
          onResend={async () => void (await auth.requestOtp('signup', v.address))}
          onChangeAddress={() => {
            clear();
            setStep('details');
          }}
        />
      )}
    </AuthCard>
  );
});

export default SignUpPage;
