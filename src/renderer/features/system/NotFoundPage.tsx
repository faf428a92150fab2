/** 404 page: unknown URLs, and the pages whose content does not exist (an unknown instructor …). Drawn without Fluent: product pages draw without it. */
import { useTranslation } from 'react-i18next';
import { RouterButton } from '../../components/links';
import { SearchInput } from '../../components/SearchInput';
import { StateMessage } from '../../components/StateMessage';
import { HomeIcon } from '../../components/icons';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StateMessage
      kind="notFound"
      title={t('notFound.title')}
      text={t('notFound.body')}
      headingId="not-found-title"
      actions={
        <RouterButton appearance="primary" icon={<HomeIcon />} to="/">
          {t('notFound.home')}
        </RouterButton>
      }
    >
      <span className={styles.searchPrompt} id="not-found-search">
        {t('notFound.searchPrompt')}
      </span>
      <SearchInput labelledBy="not-found-search" lazySuggestions />
    </StateMessage>
  );
}
