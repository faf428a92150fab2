/**
 * /user/delete-account — what is lost, then the student types the confirmation word; D students,
 * the session is cleared and the student lands on the home page.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { BusySpinner } from '../../components/BusySpinner';
import { useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { validateConfirmWord } from '../../../common/validation';
import { useStores } from '../../stores/context';
import { RouterButton } from '../../components/links';
import { FormMessage, onSubmit, useForm, useFormError, useValidationText } from '../../components/form';
import { TrashIcon } from '../../components/icons';
import { AccountLayout, ProfileGate, useAccountStyles } from './AccountLayout';
import { profileOf } from './store';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '6px', color: tokens.colorNeutralForeground1 },
  word: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold, letterSpacing: '0.05em' },
});

const CONSEQUENCES = ['profile', 'classes', 'certificates', 'points', 'sessions'] as const;

const DeleteAccountForm = observer(function DeleteAccountForm() {
  const styles = useStyles();
  const account = useAccountStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const profile = profileOf(useStores());
  const navigate = useNavigate();
  const validation = useValidationText();
  const { error, show, clear } = useFormError();
  const [busy, setBusy] = useState(false);
  const word = t('deleteAccount.word');
  const form = useForm('delete-account', { confirm: '' }, (v) => ({ confirm: validateConfirmWord(v.confirm, word) }));

  const remove = async () => {
    clear();
    if (!form.check()) return;
    setBusy(true);
    try {
      await profile.deleteAccount();
      ui.success(t('deleteAccount.done'));
      navigate('/', { replace: true });
    } catch (err) {
      show(err);
      setBusy(false);
    }
  };

  return (
    <>
      <section className={account.card} aria-labelledby="delete-consequences">
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('deleteAccount.warningTitle')}</MessageBarTitle>
            {t('deleteAccount.warning')}
          </MessageBarBody>
        </MessageBar>
        <h2 id="delete-consequences" className={account.cardTitle}>
          {t('deleteAccount.consequencesTitle')}
        </h2>
        <ul className={styles.list}>
          {CONSEQUENCES.map((c) => (
            <li key={c}>{t(`deleteAccount.consequences.${c}`)}</li>
          ))}
        </ul>
        <p className={account.muted}>{t('deleteAccount.reuse')}</p>
      </section>
      <section className={account.card} aria-labelledby="delete-confirm-title">
        <h2 id="delete-confirm-title" className={account.cardTitle}>
          {t('deleteAccount.confirmTitle')}
        </h2>
        <form {...form.formProps} className={account.form} onSubmit={onSubmit(remove)} aria-labelledby="delete-confirm-title">
          <Field
            label={<Trans i18nKey="deleteAccount.typeWord" values={{ word }} components={{ word: <span className={styles.word} /> }} />}
            required
            validationMessage={validation(form.error('confirm'), { word })}
          >
            <Input {...form.field('confirm')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          </Field>
          <FormMessage error={error} />
          <div className={account.formActions}>
            <RouterButton appearance="secondary" to="/user/edit-profile">
              {t('deleteAccount.cancel')}
            </RouterButton>
            <Button type="submit" appearance="primary" className={account.dangerButton} disabled={busy} icon={busy ? <BusySpinner /> : <TrashIcon />}>
              {busy ? t('form.working') : t('deleteAccount.submit')}
            </Button>
          </div>
        </form>
      </section>
    </>
  );
});

const DeleteAccountPage = observer(function DeleteAccountPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('deleteAccount.title')} lead={t('deleteAccount.lead')}>
      <ProfileGate>{() => <DeleteAccountForm />}</ProfileGate>
    </AccountLayout>
  );
});

export default DeleteAccountPage;
