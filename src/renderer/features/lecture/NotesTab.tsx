/** The Notes tab of the lecture page: the student's private notes in this course, each at a second of a video lesson or plain on another lesson. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { clock } from '../../../common/lecture';
import { NOTE_MAX } from '../../../common/contract/lecture';
import { ResourceView } from '../../components/ResourceView';
import { Shimmer } from '../../components/Shimmer';
import { useStores } from '../../stores/context';
import { palette } from '../../components/theme';
import { lectureOf } from './store';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: '12px' },
  hint: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexDirection: 'column', gap: '8px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  note: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: '10px', padding: '10px 12px', display: 'flex', flexDirection: 'column', gap: '6px' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px', fontSize: '13px' },
  time: { color: palette.tealText, fontWeight: 700 },
  body: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '14px' },
  actions: { display: 'flex', gap: '8px', marginLeft: 'auto' },
});

export const NotesTab = observer(function NotesTab(props: {
  materialId: number | null;
  /** The open lesson's notes keep a second (notesAreTimed): a video's do, a reading's do not. */
  timed: boolean;
  currentTime(): number;
  onOpen(materialId: number, second: number): void;
}) {
  const { materialId, timed, currentTime, onOpen } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const lecture = lectureOf(useStores());
  const [draft, setDraft] = useState('');
  const [at, setAt] = useState(0);
  const [editing, setEditing] = useState<{ id: number; body: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void lecture.loadNotes();
  }, [lecture, lecture.courseUrl]);

  // The second the note will keep: where the video is when the student starts typing.
  const capture = () => setAt(timed ? Math.floor(currentTime()) : 0);

  const add = async () => {
    if (!materialId || !draft.trim()) return;
    setBusy(true);
    const outcome = await lecture.addNote(materialId, timed ? at : 0, draft.trim());
    setBusy(false);
    if (outcome.ok) {
      setDraft('');
      ui.success(t('lecture.notes.saved'));
    } else ui.error(outcome.message);
  };

  const save = async () => {
    if (!editing || !editing.body.trim()) return;
    const outcome = await lecture.editNote(editing.id, editing.body.trim());
    if (outcome.ok) setEditing(null);
    else ui.error(outcome.message);
  };

  const remove = async (id: number) => {
    const outcome = await lecture.deleteNote(id);
    if (outcome.ok) ui.success(t('lecture.notes.deleted'));
    else ui.error(outcome.message);
  };

  return (
    <div className={styles.tab}>
      <p className={styles.hint}>{t('lecture.notes.private')}</p>
      {materialId !== null && (
        <div className={styles.form}>
          <Textarea
            value={draft}
            maxLength={NOTE_MAX}
            placeholder={t('lecture.notes.placeholder')}
            aria-label={t('lecture.notes.label')}
            onFocus={capture}
            onChange={(_e, d) => {
              if (!draft) capture();
              setDraft(d.value);
            }}
            data-testid="lecture-note-input"
          />
          <div>
            <Button appearance="primary" disabled={busy || !draft.trim()} onClick={() => void add()} data-testid="lecture-note-add">
              {timed ? t('lecture.notes.addAt', { time: clock(at) }) : t('lecture.notes.add')}
            </Button>
          </div>
        </div>
      )}
      <ResourceView resource={lecture.notes} what={t('lecture.notes.what')} loadingLabel={t('lecture.loading')} layout="inline" skeleton={<Shimmer height={56} />}>
        {(notes) =>
          notes.length === 0 ? (
            <p className={styles.hint}>{t('lecture.notes.empty')}</p>
          ) : (
            <ul className={styles.list} data-testid="lecture-notes">
              {notes.map((n) => (
                <li key={n.id} className={styles.note} data-testid="lecture-note">
                  <div className={styles.head}>
                    {n.timed ? (
                      <>
                        <Button
                          size="small"
                          appearance="transparent"
                          onClick={() => onOpen(n.materialId, n.second)}
                          aria-label={t('lecture.notes.openAt', { lesson: n.materialTitle, time: clock(n.second) })}
                        >
                          <span className={styles.time}>{clock(n.second)}</span>
                        </Button>
                        <span>{n.materialTitle}</span>
                      </>
                    ) : (
                      <Button size="small" appearance="transparent" onClick={() => onOpen(n.materialId, 0)} aria-label={t('lecture.notes.open', { lesson: n.materialTitle })}>
                        {n.materialTitle}
                      </Button>
                    )}
                    {editing?.id !== n.id && (
                      <span className={styles.actions}>
                        <Button size="small" onClick={() => setEditing({ id: n.id, body: n.body })}>
                          {t('lecture.notes.edit')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => void remove(n.id)}
                          aria-label={n.timed ? t('lecture.notes.deleteLabel', { time: clock(n.second) }) : t('lecture.notes.deleteOn', { lesson: n.materialTitle })}
                        >
                          {t('lecture.notes.delete')}
                        </Button>
                      </span>
                    )}
                  </div>
                  {editing?.id === n.id ? (
                    <div className={styles.form}>
                      <Textarea
                        value={editing.body}
                        maxLength={NOTE_MAX}
                        aria-label={t('lecture.notes.editLabel')}
                        onChange={(_e, d) => setEditing({ id: n.id, body: d.value })}
                        data-testid="lecture-note-edit"
                      />
                      <span className={styles.actions}>
                        <Button size="small" appearance="primary" onClick={() => void save()}>
                          {t('lecture.notes.save')}
                        </Button>
                        <Button size="small" onClick={() => setEditing(null)}>
                          {t('lecture.notes.cancel')}
                        </Button>
                      </span>
                    </div>
                  ) : (
                    <p className={styles.body}>{n.body}</p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
    </div>
  );
});
