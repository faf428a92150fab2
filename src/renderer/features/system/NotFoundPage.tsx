/** 404 page: unknown URLs, and the pages whose content does not exist (an unknown instructor …). */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '../../components/links';
import { SearchInput } from '../../components/SearchInput';
import { StateMessage } from '../../components/StateMessage';
import { HomeIcon } from '../../components/icons';

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
      <Text weight="semibold" id="not-found-search">
        {t('notFound.searchPrompt')}
      </Text>
      <SearchInput labelledBy="not-found-search" />
    </StateMessage>
  );
}
