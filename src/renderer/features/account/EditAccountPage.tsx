/**
 * /user/edit-account — change password (U auth/change-pass: current, new, confirm). Accounts made
 * with a code or Google/Apple have no password yet: they set one without the current field.
 * Server client errors (wrong current password, same password, 429) come back with the server's
 * status and message (spec 8) and the typed values stay.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Field } from '../../components/controls/Field';
import { BusySpinner } from '../../components/BusySpinner';
import { useTranslation } from 'react-i18next';
import { validateNewPassword, validatePasswordConfirm, validateSignInPassword } from '../../../common/validation';
import { useStores } from '../../stores/context';
import { RouterLink } from '../../components/links';
import { FormMessage, onSubmit, useForm, useFormError, useValidationText } from '../../components/form';
import { PasswordInput } from '../../components/PasswordInput';
import { AccountLayout, ProfileGate, useAccountStyles } from './AccountLayout';
import { profileOf } from './store';
import { authOf } from '../../stores/AuthStore';

const ChangePasswordForm = observer(function ChangePasswordForm() {
  const styles = useAccountStyles();
  const { t } = useTranslation();
  const root = useStores();
  const { ui } = root;
  const auth = authOf(root);
  const profile = profileOf(useStores());
  const p = profile.profile.data!;
  const hasPassword = p.hasPassword;
  const validation = useValidationText();
  const { error, show, clear } = useFormError();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(0);
  const form = useForm('change-password', { current: '', password: '', confirm: '' }, (v) => ({
    current: hasPassword ? validateSignInPassword(v.current) : null,
    password: validateNewPassword(v.password),
    confirm: validatePasswordConfirm(v.password, v.confirm),
  }));

  const save = async () => {
    clear();
    setDone(0);
    if (!form.check()) return;
    setBusy(true);
    try {
      await auth.changePassword(hasPassword ? form.values.current : undefined, form.values.password);
      form.reset();
      if (!hasPassword) profile.patch({ hasPassword: true });
      setDone((n) => n + 1);
      ui.success(t('changePassword.done'));
    } catch (err) {
      show(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="password-title">
      <div className={styles.cardHeader}>
        <h2 id="password-title" className={styles.cardTitle}>
          {hasPassword ? t('changePassword.cardTitle') : t('changePassword.setTitle')}
        </h2>
      </div>
      {!hasPassword && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('changePassword.noPassword')}</MessageBarBody>
        </MessageBar>
      )}
      {done > 0 && (
        <MessageBar key={done} intent="success" layout="multiline" data-testid="password-changed">
          <MessageBarBody>{t('changePassword.doneDetail')}</MessageBarBody>
        </MessageBar>
      )}
      <form {...form.formProps} className={styles.form} onSubmit={onSubmit(save)} aria-labelledby="password-title">
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={p.email ?? p.phone ?? ''} readOnly hidden />
        {hasPassword && (
          <Field label={t('changePassword.current')} required validationMessage={validation(form.error('current'))}>
            <PasswordInput {...form.field('current')} autoComplete="current-password" />
          </Field>
        )}
        <Field label={t('form.newPassword')} required hint={t('form.passwordHint')} validationMessage={validation(form.error('password'))}>
          <PasswordInput {...form.field('password')} autoComplete="new-password" />
        </Field>
        <Field label={t('form.confirmPassword')} required validationMessage={validation(form.error('confirm'))}>
          <PasswordInput {...form.field('confirm')} autoComplete="new-password" />
        </Field>
        <FormMessage error={error} />
        <div className={styles.formActions}>
          {hasPassword && p.email && <RouterLink to="/forgot-password">{t('changePassword.forgot')}</RouterLink>}
          <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <BusySpinner /> : undefined}>
            {busy ? t('form.working') : hasPassword ? t('changePassword.submit') : t('changePassword.setSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
});

/** Says where this device keeps the session (issue: the app says which store it uses). */
function SessionStorageNote() {
  const { t } = useTranslation();
  const { platform } = useStores();
  const [where, setWhere] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    platform.session.where().then(
      (w) => live && setWhere(w),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [platform]);
  if (!where) return null;
  return (
    <MessageBar intent={where === 'memory' ? 'warning' : 'info'} layout="multiline" data-testid="session-storage">
      <MessageBarBody>{t(`changePassword.sessionStore.${where}`)}</MessageBarBody>
    </MessageBar>
  );
}

const EditAccountPage = observer(function EditAccountPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('changePassword.title')} lead={t('changePassword.lead')}>
      <ProfileGate>{() => <ChangePasswordForm />}</ProfileGate>
      <SessionStorageNote />
    </AccountLayout>
  );
});

export default EditAccountPage;
