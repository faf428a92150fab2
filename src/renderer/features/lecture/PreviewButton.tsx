/**
 * The ▶ on a course's cover (product page hero and buy box): plays the course's preview lessons
 * to anyone (G courses/{url}/lecture/previews: signed URLs valid for anyone for a while) in a
 * dialog, with captions in id and en. Rendered only for self-paced courses.
 */
import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { lecture, type Preview } from '../../../common/contract/lecture';
import { clock } from '../../../common/lecture';
import { CloseIcon, PlayIcon } from '../../components/icons';
import { Resource } from '../../stores/Resource';
import { useStores } from '../../stores/context';
import { observer } from 'mobx-react-lite';
import { lectureOf } from './store';

const useStyles = makeStyles({
  play: {
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '64px',
    height: '64px',
    minWidth: '64px',
    borderRadius: '50%',
    backgroundColor: 'rgba(17, 24, 39, 0.72)',
    color: '#ffffff',
    ':hover': { backgroundColor: 'rgba(17, 24, 39, 0.88)', color: '#ffffff' },
    ':hover:active': { backgroundColor: 'rgba(17, 24, 39, 0.95)', color: '#ffffff' },
  },
  surface: { maxWidth: '880px', width: 'calc(100vw - 24px)' },
  video: { width: '100%', aspectRatio: '16 / 9', backgroundColor: '#000', borderRadius: '10px', display: 'block' },
  list: { listStyle: 'none', margin: '12px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px' },
  on: { backgroundColor: tokens.colorBrandBackground2 },
  muted: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
});

const cache = new Map<string, Resource<Preview[]>>();

export const PreviewButton = observer(function PreviewButton({ url }: { url: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { client } = useStores();
  const lectureStore = lectureOf(useStores());
  const lang = i18n.language === 'en' ? 'en' : 'id';
  const key = `${lang}:${url}`;
  const resource = cache.get(key) ?? new Resource<Preview[]>();
  cache.set(key, resource);
  const [index, setIndex] = useState(0);
  const items = resource.data ?? [];
  const current = items[index];

  return (
    <Dialog
      onOpenChange={(_e, d) => {
        if (d.open) void resource.ensure(() => client.call(lecture.previews, { params: { url } }));
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button
          className={styles.play}
          appearance="subtle"
          icon={<PlayIcon size={28} />}
          aria-label={t('lecture.preview.play')}
          title={t('lecture.preview.play')}
          data-testid="preview-play"
        />
      </DialogTrigger>
      <DialogSurface className={styles.surface} aria-label={t('lecture.preview.title')}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogTrigger action="close">
                <Button appearance="subtle" aria-label={t('lecture.preview.close')} icon={<CloseIcon />} />
              </DialogTrigger>
            }
          >
            {current ? `${t('lecture.preview.title')}: ${current.title}` : t('lecture.preview.title')}
          </DialogTitle>
          <DialogContent>
            {resource.loading && <p className={styles.muted}>{t('lecture.preview.loading')}</p>}
            {resource.error && <p className={styles.muted}>{resource.error}</p>}
            {resource.loaded && items.length === 0 && <p className={styles.muted}>{t('lecture.preview.none')}</p>}
            {current && (
              <>
                <video
                  key={current.materialId}
                  className={styles.video}
                  controls
                  autoPlay
                  playsInline
                  crossOrigin="anonymous"
                  preload="metadata"
                  data-testid="preview-video"
                  aria-label={current.title}
                >
                  <source src={lectureStore.mediaUrl(current.video.src)} type={current.video.mime} />
                  {current.video.captions.map((c) => (
                    <track key={c.lang} kind="captions" srcLang={c.lang} label={c.label} src={lectureStore.mediaUrl(c.src)} default={c.lang === lang} />
                  ))}
                </video>
                {items.length > 1 && (
                  <ul className={styles.list}>
                    {items.map((p, i) => (
                      <li key={p.materialId}>
                        <Button size="small" className={mergeClasses(i === index && styles.on)} aria-pressed={i === index} onClick={() => setIndex(i)}>
                          {`${p.title} · ${clock(p.durationSeconds)}`}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
