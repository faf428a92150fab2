import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { GlobeIcon } from '../components/firstLoadIcons';
import { DeferredMenu } from './DeferredMenu';
import styles from './LanguageSwitch.module.css';

/** id/en switch: persists the choice and opens the page in that language (menu in menus.tsx: /en URLs on the website, a re-render in the desktop app). */
export const LanguageSwitch = observer(function LanguageSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const { settings } = useStores();
  const { t } = useTranslation();
  return (
    <DeferredMenu
      button={{
        className: styles.button,
        appearance: 'subtle',
        icon: <GlobeIcon />,
        // Contains the visible text outside any parentheses (WCAG 2.5.3 label in name; checkers
        // drop parenthesised words): "Bahasa: ID (Bahasa Indonesia)".
        'aria-label': showLabel
          ? `${t('header.language')}: ${t(`language.${settings.locale}`)}`
          : `${t('header.language')}: ${t(`language.short_${settings.locale}`)} (${t(`language.${settings.locale}`)})`,
        children: showLabel ? t(`language.${settings.locale}`) : t(`language.short_${settings.locale}`),
      }}
      render={(m, props) => <m.LanguageMenu {...props} />}
    />
  );
});
