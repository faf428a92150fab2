/**
 * Error boundary of the root route (e.g. a page chunk failed to load after a deploy or offline).
 * Kept in the entry chunk: it must render even when chunks cannot be fetched.
 */
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { StateMessage } from '../components/StateMessage';
import { BareLayout } from './layouts';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <BareLayout home={false}>
      <StateMessage kind="error" layout="page" title={t('errors.generic')} text={t('errors.network')} onRetry={() => window.location.reload()} testId="route-error" />
    </BareLayout>
  );
}
