/** "Continue with Google / Apple": disabled with a note when the build has no client id. */
import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { PlainButton } from '../../components/PlainButton';
import { PlainBusySpinner } from '../../components/controls/Spinner';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import type { SocialProvider } from '../../stores/AuthStore';
import type { StudentSummary } from '../../../common/accounts';
import { AppleIcon, GoogleIcon } from '../../components/icons';
import { SocialCancelled, mergeSocialConfig, socialIdentity, type SocialConfig } from './social';
import { authOf } from '../../stores/AuthStore';
import styles from './SocialButtons.module.css';

export const SocialButtons = observer(function SocialButtons({
  onSignedIn,
  onError,
  onStart,
}: {
  onSignedIn: (student: StudentSummary | null) => void;
  onError: (err: unknown) => void;
  onStart?: () => void;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const auth = authOf(root);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  // The server's client ids (asked by the page's route loader) win over the build's.
  const config: SocialConfig = mergeSocialConfig(auth.socialConfig.data);
  const anyConfigured = Boolean(config.google || config.apple);

  const start = async (provider: SocialProvider) => {
    const clientId = config[provider];
    if (!clientId) return;
    onStart?.();
    setBusy(provider);
    try {
      const identity = await socialIdentity(provider, clientId);
      onSignedIn(await auth.socialLogin(provider, identity.idToken, identity.fullName));
    } catch (err) {
      if (!(err instanceof SocialCancelled)) onError(err);
    } finally {
      setBusy(null);
    }
  };

  const button = (provider: SocialProvider, icon: ReactElement, label: string) => (
    <PlainButton
      type="button"
      className={styles.button}
      appearance="outline"
      aria-label={t('auth.social.continueWith', { provider: label })}
      icon={busy === provider ? <PlainBusySpinner /> : icon}
      disabled={!config[provider] || busy !== null}
      aria-describedby={config[provider] ? undefined : 'social-note'}
      onClick={() => void start(provider)}
    >
      {label}
    </PlainButton>
  );

  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        {button('google', <GoogleIcon />, 'Google')}
        {button('apple', <AppleIcon />, 'Apple')}
      </div>
      {!anyConfigured ? (
        <span id="social-note" className={styles.note}>
          {t('auth.social.unavailable')}
        </span>
      ) : (
        (!config.google || !config.apple) && (
          <span id="social-note" className={styles.note}>
            {t('auth.social.partlyUnavailable', { provider: config.google ? 'Apple' : 'Google' })}
          </span>
        )
      )}
    </div>
  );
});
