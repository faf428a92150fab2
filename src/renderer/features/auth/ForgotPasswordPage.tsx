/**
 * /forgot-password — asks for the e-mail address (P auth/forget-password). The answer never tells
 * whether the address is registered; the student goes on to /reset-password?email=… to enter the
 * code from the e-mail and a new password.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Field } from '../../components/controls/Field';
import { Input } from '../../components/controls/Input';
import { PlainButton } from '../../components/PlainButton';
import { PlainBusySpinner } from '../../components/controls/Spinner';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { validateEmail } from '../../../common/validation';
import { useStores } from '../../stores/context';
import { RouterLink } from '../../components/links';
import { AuthCard, authStyles as styles } from './AuthCard';
import { FormMessage, onSubmit, useForm, useFormError, useValidationText } from '../../components/form';
import { useReturnPath, withFrom } from './hooks';
import { authOf } from '../../stores/AuthStore';

const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const { t } = useTranslation();
  const root = useStores();
  const auth = authOf(root);
  const from = useReturnPath();
  const navigate = useNavigate();
  const location = useLocation();
  const validation = useValidationText();
  const [busy, setBusy] = useState(false);
  const { error, show, clear } = useFormError();
  const initialEmail = (location.state as { email?: string } | null)?.email ?? '';
  const form = useForm('forgot', { email: initialEmail }, (v) => ({ email: validateEmail(v.email) }));

  const send = async () => {
    clear();
    if (!form.check()) return;
    setBusy(true);
    try {
      await auth.forgetPassword(form.values.email);
      navigate(withFrom('/reset-password', from, { email: form.values.email.trim() }));
    } catch (err) {
      show(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      titleId="forgot-title"
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <div className={styles.inlineLinks}>
          <RouterLink to={withFrom('/signin', from)}>{t('forgot.backToSignIn')}</RouterLink>
          <RouterLink to={withFrom('/reset-password', from)}>{t('forgot.haveCode')}</RouterLink>
        </div>
      }
    >
      <form {...form.formProps} className={styles.form} onSubmit={onSubmit(send)} aria-labelledby="forgot-title">
        <Field label={t('form.email')} required validationMessage={validation(form.error('email'))}>
          <Input {...form.field('email')} type="email" inputMode="email" autoComplete="username" placeholder={t('auth.emailPlaceholder')} />
        </Field>
        <FormMessage error={error} />
        <PlainButton type="submit" appearance="primary" size="large" className={styles.submit} disabled={busy} icon={busy ? <PlainBusySpinner /> : undefined}>
          {busy ? t('form.working') : t('forgot.submit')}
        </PlainButton>
      </form>
      <span className={styles.small}>{t('forgot.phoneNote')}</span>
    </AuthCard>
  );
});

export default ForgotPasswordPage;
