/**
 * The small spinner a button or field shows while it works. Fluent's Spinner renders
 * role="progressbar", which needs an accessible name (axe: aria-progressbar-name); this one always
 * has one ("Loading…" unless a more precise label is given). ESLint refuses a bare <Spinner>
 * without a label, so every busy state goes through here or names itself.
 */
import { Spinner, type SpinnerProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export function BusySpinner({ size = 'tiny', label }: { size?: SpinnerProps['size']; label?: string }) {
  const { t } = useTranslation();
  return <Spinner size={size} aria-label={label ?? t('app.loading')} />;
}
