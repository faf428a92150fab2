/** /signin?from=… placeholder (bare layout); the real sign-in comes in a later issue. */
import { Body1, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouterButton, safeReturnPath } from '../../shell/links';
import { ArrowLeftIcon } from '../../shell/icons';
import { usePageStyles } from './styles';

export default function SignInPage() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const from = safeReturnPath(params.get('from'));
  return (
    <section className={styles.card} aria-labelledby="signin-title">
      <Title2 as="h1" id="signin-title" className={styles.title}>
        {t('signin.title')}
      </Title2>
      {from !== '/' && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('signin.required')}</MessageBarBody>
        </MessageBar>
      )}
      <Body1 className={styles.body}>{t('signin.body')}</Body1>
      <RouterButton appearance="secondary" icon={<ArrowLeftIcon />} to={from}>
        {t('signin.back')}
      </RouterButton>
    </section>
  );
}
