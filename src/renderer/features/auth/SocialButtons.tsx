/**
 * "Continue with Google / Apple": only the providers with a client id (the server's, else the
 * build's) are shown; with none, neither the buttons nor the "or" divider before them (issue 25:
 * hidden, not greyed out).
 */
import { useState, type ReactElement, type ReactNode } from 'react';
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
  divider,
  onSignedIn,
  onError,
  onStart,
}: {
  /** Shown before the buttons (the page's "or"), only when there is a button. */
  divider: ReactNode;
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
      key={provider}
      type="button"
      className={styles.button}
      appearance="outline"
      aria-label={t('auth.social.continueWith', { provider: label })}
      icon={busy === provider ? <PlainBusySpinner /> : icon}
      disabled={busy !== null}
      onClick={() => void start(provider)}
      data-testid={`social-${provider}`}
    >
      {label}
    </PlainButton>
  );

  const buttons = [config.google && button('google', <GoogleIcon />, 'Google'), config.apple && button('apple', <AppleIcon />, 'Apple')].filter(Boolean);
  if (buttons.length === 0) return null;
  return (
    <>
      {divider}
      <div className={styles.buttons} data-testid="social-buttons">
        {buttons}
      </div>
    </>
  );
});
