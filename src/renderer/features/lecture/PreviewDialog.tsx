/**
 * The preview dialog of the ▶ on a course's cover (PreviewButton.tsx): the course's preview lessons
 * for anyone (G courses/{url}/lecture/previews: signed URLs valid for anyone for a while), with
 * captions in id and en. Its own chunk: loaded when the ▶ is pressed, not with the product page.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { lecture, type Preview } from '../../../common/contract/lecture';
import { clock } from '../../../common/lecture';
import { CloseIcon } from '../../components/icons';
import { Resource } from '../../stores/Resource';
import { useStores } from '../../stores/context';
import { observer } from 'mobx-react-lite';
import { lectureOf } from './store';
import { withFluentScope } from '../../components/FluentScope';

const useStyles = makeStyles({
  surface: { maxWidth: '880px', width: 'calc(100vw - 24px)' },
  video: { width: '100%', aspectRatio: '16 / 9', backgroundColor: '#000', borderRadius: '10px', display: 'block' },
  list: { listStyle: 'none', margin: '12px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px' },
  on: { backgroundColor: tokens.colorBrandBackground2 },
  muted: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
});

const cache = new Map<string, Resource<Preview[]>>();

/** One Resource per language and course, kept for the page's life (opening again shows it at once). */
function previewsOf(key: string): Resource<Preview[]> {
  const found = cache.get(key);
  if (found) return found;
  const made = new Resource<Preview[]>();
  cache.set(key, made);
  return made;
}

const PreviewDialog = observer(function PreviewDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { client } = useStores();
  const lectureStore = lectureOf(useStores());
  const lang = i18n.language === 'en' ? 'en' : 'id';
  const key = `${lang}:${url}`;
  const resource = previewsOf(key);
  const [index, setIndex] = useState(0);
  const items = resource.data ?? [];
  const current = items[index];
  useEffect(() => {
    void resource.ensure(() => client.call(lecture.previews, { params: { url } }));
  }, [resource, client, url]);

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
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

// Loaded by pages drawn without Fluent (a course, a webinar): it brings Fluent's providers along.
export default withFluentScope(PreviewDialog);
