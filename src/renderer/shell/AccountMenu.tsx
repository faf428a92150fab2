import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ShellChevronDownIcon, ShellPersonIcon } from '../components/firstLoadIcons';
import { DeferredMenu } from './DeferredMenu';

/** Header account menu; the Menu itself is loaded on first interaction (DeferredMenu). */
export const AccountMenu = observer(function AccountMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      button={{
        appearance: 'subtle',
        icon: <ShellPersonIcon />,
        'aria-label': t('header.account'),
        ...(compact ? {} : { iconPosition: 'before' as const }),
        children: compact ? null : (
          <>
            {t('header.account')} <ShellChevronDownIcon size={14} />
          </>
        ),
      }}
      render={(m, props) => <m.AccountMenuList {...props} />}
    />
  );
});
