/**
 * Profile photo: checked in the browser first (checkAvatar: image/* only, ≤ 5242880 bytes), then
 * U students/profilepic (multipart). A failure shows only the error message (spec 8).
 */
import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Avatar, Button, Caption1, MessageBar, MessageBarBody, Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { CameraIcon } from '../../components/icons';
import { useAccountStyles } from './AccountLayout';
import { profileOf } from './store';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '20px' },
  controls: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '8px', minWidth: 0, flex: '1 1 220px' },
  file: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden', pointerEvents: 'none' },
  frame: { position: 'relative', display: 'inline-flex' },
  busy: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(255,255,255,0.7)',
    borderRadius: '50%',
  },
});

export const AvatarSection = observer(function AvatarSection() {
  const styles = useStyles();
  const account = useAccountStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const profile = profileOf(useStores());
  const p = profile.profile.data!;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; seq: number } | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    const outcome = await profile.uploadAvatar(file);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (outcome.ok) {
      ui.success(t('profile.avatar.saved'));
      return;
    }
    const text = outcome.reason === 'not-image' ? t('profile.avatar.notImage') : outcome.reason === 'too-large' ? t('profile.avatar.tooLarge') : outcome.message || t('errors.generic');
    setError((e) => ({ text, seq: (e?.seq ?? 0) + 1 }));
  };

  return (
    <section className={account.card} aria-labelledby="avatar-title">
      <div className={account.cardHeader}>
        <h2 id="avatar-title" className={account.cardTitle}>
          {t('profile.avatar.title')}
        </h2>
      </div>
      <div className={styles.row}>
        <span className={styles.frame}>
          <Avatar
            size={96}
            name={p.fullName}
            color="colorful"
            image={p.avatarUrl ? { src: p.avatarUrl, alt: t('profile.avatar.alt', { name: p.fullName }) } : undefined}
            data-testid="profile-avatar"
          />
          {busy && (
            <span className={styles.busy}>
              <Spinner size="small" aria-label={t('profile.avatar.uploading')} />
            </span>
          )}
        </span>
        <div className={styles.controls}>
          <input ref={input} id="avatar-file" className={styles.file} type="file" accept="image/*" tabIndex={-1} aria-hidden="true" onChange={(e) => void choose(e.target.files?.[0])} />
          <Button icon={<CameraIcon />} disabled={busy} onClick={() => input.current?.click()} aria-describedby="avatar-hint">
            {p.avatarUrl ? t('profile.avatar.change') : t('profile.avatar.upload')}
          </Button>
          <Caption1 id="avatar-hint" className={account.muted}>
            {t('profile.avatar.hint')}
          </Caption1>
        </div>
      </div>
      {error && (
        <MessageBar key={error.seq} intent="error" data-testid="avatar-error">
          <MessageBarBody>{error.text}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
});
