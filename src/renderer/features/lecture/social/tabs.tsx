/**
 * The "people around the course" tabs of the lecture page (issue 12, H6): Q&A with the course's
 * instructor, reviews (the own review and the others, with the rating summary), comments with
 * replies and likes, and the study assistant. The lecture page (H4) renders each as a tab; data
 * comes from the SocialStore (socialOf(root)), asked for when a tab opens.
 */
import { useEffect, useId, useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Input, Radio, RadioGroup, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS, type AssistantAnswer, type Comment, type Reply } from '../../../../common/contract/social';
import { formatDateLong } from '../../../../common/format';
import { clock } from '../../../../common/lecture';
import { Pager } from '../../../components/Pager';
import { ResourceView, type ResourceState } from '../../../components/ResourceView';
import { Shimmer } from '../../../components/Shimmer';
import { Stars } from '../../../components/Stars';
import { palette } from '../../../components/theme';
import { useLocale } from '../../../components/useLocale';
import { useStores } from '../../../stores/context';
import { HighlightedText } from './HighlightedText';
import { socialOf } from './store';

export interface SocialTabProps {
  courseUrl: string;
  contentId: number;
  materialId: number | null;
  onOpenLesson(materialId: number, second: number): void;
}

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: '14px', minWidth: 0 },
  hint: { margin: 0, fontSize: '13px', color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '10px' },
  card: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: '10px', padding: '10px 12px', display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px', fontSize: '13px' },
  name: { fontWeight: 600 },
  date: { color: tokens.colorNeutralForeground2 },
  body: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '14px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '6px', marginLeft: 'auto' },
  replies: { listStyle: 'none', margin: '4px 0 0', padding: '0 0 0 14px', borderLeft: `2px solid ${tokens.colorNeutralStroke2}`, display: 'flex', flexDirection: 'column', gap: '8px' },
  answer: { borderLeft: `3px solid ${palette.tealText}`, padding: '4px 0 4px 10px', display: 'flex', flexDirection: 'column', gap: '4px' },
  summary: { display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'center' },
  average: { fontSize: '32px', fontWeight: 700, lineHeight: 1 },
  bars: { display: 'grid', gridTemplateColumns: 'auto minmax(80px, 200px) auto', gap: '4px 8px', alignItems: 'center', fontSize: '12px' },
  bar: { height: '8px', borderRadius: '4px', backgroundColor: tokens.colorNeutralBackground3, overflow: 'hidden' },
  barFill: { height: '100%', backgroundColor: palette.tealText },
  promo: { borderRadius: '10px', padding: '10px 12px', backgroundColor: tokens.colorBrandBackground2, display: 'flex', flexDirection: 'column', gap: '4px' },
  promoTitle: { margin: 0, fontSize: '15px', fontWeight: 700 },
  h3: { margin: 0, fontSize: '16px', fontWeight: 700 },
  answerText: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '14px', lineHeight: 1.5 },
  passage: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  extract: { margin: 0, fontSize: '13px', lineHeight: 1.5, overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  time: { color: palette.tealText, fontWeight: 700 },
});

/** A tab's data through ResourceView: inline, with the tabs' skeleton and their loading label. */
function Loaded<T>({ resource, what, children }: { resource: ResourceState<T>; what: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <ResourceView
      resource={resource}
      what={what}
      layout="inline"
      loadingLabel={t('social.loading')}
      skeleton={
        <>
          <Shimmer height={56} />
          <Shimmer height={56} />
        </>
      }
    >
      {children}
    </ResourceView>
  );
}

/** A text box with a submit button; clears itself when the action succeeds. */
function Composer(props: {
  label: string;
  placeholder?: string;
  submit: string;
  maxLength: number;
  onSubmit(text: string): Promise<boolean>;
  testId: string;
  initial?: string;
  onCancel?(): void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState(props.initial ?? '');
  const [busy, setBusy] = useState(false);
  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    const done = await props.onSubmit(text.trim());
    setBusy(false);
    if (done && props.initial === undefined) setText('');
  };
  return (
    <form className={styles.form} onSubmit={(e) => void send(e)}>
      <Textarea
        value={text}
        maxLength={props.maxLength}
        aria-label={props.label}
        placeholder={props.placeholder}
        onChange={(_e, d) => setText(d.value)}
        data-testid={`${props.testId}-input`}
      />
      <div className={styles.row}>
        <Button type="submit" appearance="primary" size="small" disabled={busy || !text.trim()} data-testid={`${props.testId}-submit`}>
          {props.submit}
        </Button>
        {props.onCancel && (
          <Button size="small" onClick={props.onCancel}>
            {t('social.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

// ── Comments ───────────────────────────────────────────────────────────

const CommentItem = observer(function CommentItem({ item, contentId, isReply }: { item: Comment | Reply; contentId: number; isReply: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const { ui } = useStores();
  const social = socialOf(useStores());
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const act = async (run: () => Promise<{ ok: boolean; message?: string }>, done: string) => {
    const r = await run();
    if (r.ok) {
      ui.success(done);
      setMode('view');
    } else ui.error((r as { message: string }).message);
    return r.ok;
  };
  return (
    <li className={styles.card} data-testid={isReply ? 'social-reply' : 'social-comment'}>
      <div className={styles.head}>
        <span className={styles.name}>{item.author.name}</span>
        {item.author.isInstructor && (
          <Badge appearance="tint" color="brand">
            {t('social.instructor')}
          </Badge>
        )}
        <span className={styles.date}>
          {formatDateLong(item.createdAt, locale)}
          {item.isEdited ? ` · ${t('social.edited')}` : ''}
        </span>
        <span className={styles.actions}>
          {!isReply && (
            <Button size="small" appearance="subtle" onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')} aria-expanded={mode === 'reply'}>
              {t('social.reply')}
            </Button>
          )}
          {item.isMine && (
            <>
              <Button size="small" appearance="subtle" onClick={() => setMode('edit')}>
                {t('social.edit')}
              </Button>
              <Button size="small" appearance="subtle" onClick={() => void act(() => social.deleteComment(contentId, item.id), t('social.deleted'))} data-testid="social-comment-delete">
                {t('social.delete')}
              </Button>
            </>
          )}
        </span>
      </div>
      {mode === 'edit' ? (
        <Composer
          label={t('social.editLabel')}
          submit={t('social.save')}
          maxLength={SOCIAL_LIMITS.comment}
          initial={item.comment}
          testId="social-comment-edit"
          onCancel={() => setMode('view')}
          onSubmit={(text) => act(() => social.editComment(contentId, item.id, text), t('social.saved'))}
        />
      ) : (
        <p className={styles.body}>{item.comment}</p>
      )}
      {'replies' in item && item.replies.length > 0 && (
        <ul className={styles.replies} aria-label={t('social.repliesLabel', { count: item.totalReplies })}>
          {item.replies.map((r) => (
            <CommentItem key={r.id} item={r} contentId={contentId} isReply />
          ))}
        </ul>
      )}
      {mode === 'reply' && (
        <Composer
          label={t('social.replyLabel')}
          submit={t('social.sendReply')}
          maxLength={SOCIAL_LIMITS.comment}
          testId="social-reply"
          onCancel={() => setMode('view')}
          onSubmit={(text) => act(() => social.reply(contentId, item.id, text), t('social.replied'))}
        />
      )}
    </li>
  );
});

export const CommentsTab = observer(function CommentsTab({ contentId }: SocialTabProps): JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const social = socialOf(useStores());
  useEffect(() => {
    if (contentId) void social.loadComments(contentId);
  }, [social, contentId]);
  const like = async () => {
    const r = await social.toggleLike(contentId);
    if (!r.ok) ui.error(r.message);
  };
  return (
    <div className={styles.tab} data-testid="social-comments">
      <Loaded resource={social.comments} what={t('social.commentsWhat')}>
        {(page) => (
          <>
            <div className={styles.row}>
              <Button appearance={page.isLiked ? 'primary' : 'secondary'} aria-pressed={page.isLiked} onClick={() => void like()} data-testid="social-like">
                {page.isLiked ? t('social.liked') : t('social.like')}
              </Button>
              <span data-testid="social-like-count">{t('social.likes', { count: page.totalLike })}</span>
            </div>
            <Composer
              label={t('social.commentLabel')}
              placeholder={t('social.commentPlaceholder')}
              submit={t('social.send')}
              maxLength={SOCIAL_LIMITS.comment}
              testId="social-comment"
              onSubmit={async (text) => {
                const r = await social.addComment(contentId, text);
                if (r.ok) ui.success(t('social.commented'));
                else ui.error(r.message);
                return r.ok;
              }}
            />
            {page.items.length === 0 ? (
              <p className={styles.hint}>{t('social.noComments')}</p>
            ) : (
              <ul className={styles.list} aria-label={t('social.commentsWhat')}>
                {page.items.map((c) => (
                  <CommentItem key={c.id} item={c} contentId={contentId} isReply={false} />
                ))}
              </ul>
            )}
            <Pager page={page.page} totalPages={page.totalPages} label={t('social.commentsPages')} onChange={(p) => void social.loadComments(contentId, p)} />
          </>
        )}
      </Loaded>
    </div>
  );
});

// ── Reviews ────────────────────────────────────────────────────────────

function RatingPicker({ value, onChange }: { value: number; onChange(v: number): void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div>
      <span id={labelId}>{t('social.ratingLabel')}</span>
      <RadioGroup layout="horizontal" aria-labelledby={labelId} value={String(value || '')} onChange={(_e, d) => onChange(Number(d.value))} data-testid="social-rating">
        {[1, 2, 3, 4, 5].map((n) => (
          <Radio key={n} value={String(n)} label={`${n}★`} aria-label={t('social.stars', { count: n })} />
        ))}
      </RadioGroup>
    </div>
  );
}

export const ReviewForm = observer(function ReviewForm({ courseUrl, initial, onDone }: { courseUrl: string; initial?: { rating: number; comment: string }; onDone(): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const social = socialOf(useStores());
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!rating || !comment.trim()) {
      ui.error(t('social.reviewIncomplete'));
      return;
    }
    setBusy(true);
    const r = await social.saveReview(courseUrl, { rating, comment: comment.trim() });
    setBusy(false);
    if (r.ok) {
      ui.success(t('social.reviewSaved'));
      onDone();
    } else ui.error(r.message);
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="social-review-form">
      <RatingPicker value={rating} onChange={setRating} />
      <Textarea
        value={comment}
        maxLength={SOCIAL_LIMITS.review}
        aria-label={t('social.reviewLabel')}
        placeholder={t('social.reviewPlaceholder')}
        onChange={(_e, d) => setComment(d.value)}
        data-testid="social-review-input"
      />
      <div className={styles.row}>
        <Button type="submit" appearance="primary" size="small" disabled={busy} data-testid="social-review-submit">
          {t('social.saveReview')}
        </Button>
        {initial && (
          <Button size="small" onClick={onDone}>
            {t('social.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
});

export const ReviewsTab = observer(function ReviewsTab({ courseUrl }: SocialTabProps): JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const social = socialOf(useStores());
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (courseUrl) void social.loadReviews(courseUrl);
  }, [social, courseUrl]);
  const promo = social.promo.data;
  return (
    <div className={styles.tab} data-testid="social-reviews">
      <Loaded resource={social.myReview} what={t('social.reviewsWhat')}>
        {(state) => {
          const s = state.ratingSummary;
          const mine = state.review;
          return (
            <>
              <div className={styles.summary} data-testid="social-rating-summary">
                <span className={styles.average} data-testid="social-rating-average">
                  {s.average.toFixed(1)}
                </span>
                <div>
                  <Stars rating={s.average} size={16} label={t('social.averageLabel', { rating: s.average.toFixed(1) })} />
                  <div className={styles.hint}>{t('social.reviewCount', { count: s.total })}</div>
                </div>
                <div className={styles.bars}>
                  {(['5', '4', '3', '2', '1'] as const).map((k) => (
                    <span key={k} style={{ display: 'contents' }}>
                      <span>{k}★</span>
                      <span className={styles.bar} role="img" aria-label={t('social.barLabel', { stars: k, count: s.distribution[k] })}>
                        <span className={styles.barFill} style={{ display: 'block', width: `${s.total ? (100 * s.distribution[k]) / s.total : 0}%` }} />
                      </span>
                      <span>{s.distribution[k]}</span>
                    </span>
                  ))}
                </div>
              </div>
              {promo?.show && (
                <div className={styles.promo} data-testid="social-review-promo">
                  <p className={styles.promoTitle}>{promo.title}</p>
                  <p className={styles.hint}>{promo.message}</p>
                </div>
              )}
              <h3 className={styles.h3}>{t('social.yourReview')}</h3>
              {mine && !editing ? (
                <div className={styles.card} data-testid="social-my-review">
                  <div className={styles.head}>
                    <Stars rating={mine.rating} size={14} label={t('social.stars', { count: mine.rating })} />
                    <span className={styles.date}>{formatDateLong(mine.updatedAt, locale)}</span>
                    <span className={styles.actions}>
                      <Button size="small" onClick={() => setEditing(true)} data-testid="social-review-edit">
                        {t('social.edit')}
                      </Button>
                    </span>
                  </div>
                  <p className={styles.body}>{mine.comment}</p>
                </div>
              ) : state.canReview ? (
                <ReviewForm courseUrl={courseUrl} initial={mine ?? undefined} onDone={() => setEditing(false)} />
              ) : (
                <p className={styles.hint} data-testid="social-review-locked">
                  {state.reason}
                </p>
              )}
              <h3 className={styles.h3}>{t('social.otherReviews')}</h3>
              <Loaded resource={social.reviews} what={t('social.reviewsWhat')}>
                {(others) =>
                  others.items.length === 0 ? (
                    <p className={styles.hint}>{t('social.noReviews')}</p>
                  ) : (
                    <>
                      <ul className={styles.list} aria-label={t('social.otherReviews')}>
                        {others.items.map((r) => (
                          <li key={r.id} className={styles.card} data-testid="social-review">
                            <div className={styles.head}>
                              <span className={styles.name}>{r.name}</span>
                              <Stars rating={r.rating} size={12} label={t('social.stars', { count: r.rating })} />
                              <span className={styles.date}>{formatDateLong(r.createdAt, locale)}</span>
                            </div>
                            <p className={styles.body}>{r.comment}</p>
                          </li>
                        ))}
                      </ul>
                      <Pager page={others.page} totalPages={others.totalPages} label={t('social.reviewPages')} onChange={(p) => void social.loadReviews(courseUrl, p)} />
                    </>
                  )
                }
              </Loaded>
            </>
          );
        }}
      </Loaded>
    </div>
  );
});

// ── Q&A ────────────────────────────────────────────────────────────────

export const QnaTab = observer(function QnaTab({ courseUrl }: SocialTabProps): JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = useLocale();
  const { ui } = useStores();
  const social = socialOf(useStores());
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    if (courseUrl) void social.loadQna(courseUrl);
  }, [social, courseUrl]);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setSearched(query.trim());
    void social.loadQna(courseUrl, query.trim());
  };
  const post = async (text: string, questionId?: number) => {
    const r = await social.postQna(courseUrl, text, questionId);
    if (r.ok) {
      ui.success(questionId ? t('social.answered') : t('social.asked'));
      setSearched('');
      setQuery('');
    } else ui.error(r.message);
    return r.ok;
  };
  return (
    <div className={styles.tab} data-testid="social-qna">
      <form className={styles.row} role="search" onSubmit={search}>
        <Input
          value={query}
          maxLength={200}
          aria-label={t('social.qnaSearchLabel')}
          placeholder={t('social.qnaSearchPlaceholder')}
          onChange={(_e, d) => setQuery(d.value)}
          data-testid="social-qna-search"
        />
        <Button type="submit" size="small">
          {t('social.search')}
        </Button>
      </form>
      <Composer
        label={t('social.askLabel')}
        placeholder={t('social.askPlaceholder')}
        submit={t('social.ask')}
        maxLength={SOCIAL_LIMITS.qna}
        testId="social-qna-ask"
        onSubmit={(text) => post(text)}
      />
      <Loaded resource={social.qna} what={t('social.qnaWhat')}>
        {(page) => (
          <>
            {page.canAnswer && <p className={styles.hint}>{t('social.youAnswer')}</p>}
            {page.items.length === 0 ? (
              <p className={styles.hint}>{searched ? t('social.qnaNoMatch', { query: searched }) : t('social.qnaEmpty')}</p>
            ) : (
              <ul className={styles.list} aria-label={t('social.qnaWhat')}>
                {page.items.map((q) => (
                  <li key={q.id} className={styles.card} data-testid="social-question">
                    <div className={styles.head}>
                      <span className={styles.name}>{q.author.name}</span>
                      <span className={styles.date}>{formatDateLong(q.createdAt, locale)}</span>
                    </div>
                    <p className={styles.body}>{q.text}</p>
                    {q.answers.map((a) => (
                      <div key={a.id} className={styles.answer} data-testid="social-answer">
                        <div className={styles.head}>
                          <span className={styles.name}>{a.author.name}</span>
                          {a.isInstructorAnswer && (
                            <Badge appearance="filled" color="brand" data-testid="social-instructor-answer">
                              {t('social.instructorAnswer')}
                            </Badge>
                          )}
                          <span className={styles.date}>{formatDateLong(a.createdAt, locale)}</span>
                        </div>
                        <p className={styles.body}>{a.text}</p>
                      </div>
                    ))}
                    {page.canAnswer && (
                      <Composer
                        label={t('social.answerLabel')}
                        submit={t('social.sendAnswer')}
                        maxLength={SOCIAL_LIMITS.qna}
                        testId="social-qna-answer"
                        onSubmit={(text) => post(text, q.id)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page.page} totalPages={page.totalPages} label={t('social.qnaPages')} onChange={(p) => void social.loadQna(courseUrl, searched, p)} />
          </>
        )}
      </Loaded>
    </div>
  );
});

// ── Study assistant ────────────────────────────────────────────────────

function AnswerView({ answer, onOpenLesson }: { answer: AssistantAnswer; onOpenLesson(materialId: number, second: number): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.card} data-testid="social-assistant-answer">
      <div className={styles.head}>
        <span className={styles.name}>{answer.question}</span>
        <Badge appearance="tint" color={answer.mode === 'provider' ? 'brand' : 'informative'}>
          {answer.mode === 'provider' ? t('social.modeProvider') : t('social.modePassages')}
        </Badge>
      </div>
      <p className={styles.answerText}>{answer.answer}</p>
      {answer.passages.length > 0 && (
        <ol className={styles.list} aria-label={t('social.sources')}>
          {answer.passages.map((p, i) => (
            <li key={`${p.kind}-${p.materialId}-${p.second}-${i}`} className={styles.passage} data-testid="social-passage">
              <div className={styles.row}>
                <span>[{i + 1}]</span>
                {p.materialId !== null ? (
                  <Button
                    size="small"
                    appearance="secondary"
                    onClick={() => onOpenLesson(p.materialId!, p.second)}
                    title={p.kind === 'caption' ? t('social.openAt', { lesson: p.title, time: clock(p.second) }) : t('social.openLesson', { lesson: p.title })}
                    data-testid="social-passage-open"
                    data-link={p.link}
                  >
                    {p.kind === 'caption' ? <span className={styles.time}>{clock(p.second)}</span> : null}
                    &nbsp;{p.title}
                  </Button>
                ) : (
                  <span className={styles.name}>{t('social.fromQna')}</span>
                )}
              </div>
              {/* One line around the best match, the question's words marked (offsets from the server). */}
              <p className={styles.extract} data-testid="social-passage-extract">
                <HighlightedText text={p.extract} marks={p.marks} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export const AssistantPanel = observer(function AssistantPanel({ courseUrl, onOpenLesson }: SocialTabProps): JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const social = socialOf(useStores());
  const [latest, setLatest] = useState<AssistantAnswer | null>(null);
  useEffect(() => {
    if (courseUrl) void social.loadHistory(courseUrl);
  }, [social, courseUrl]);
  const earlier = (social.history.data?.items ?? []).filter((h) => h.id !== latest?.id);
  return (
    <div className={styles.tab} data-testid="social-assistant">
      <p className={styles.hint}>{t('social.assistantHint')}</p>
      <Composer
        label={t('social.assistantLabel')}
        placeholder={t('social.assistantPlaceholder')}
        submit={t('social.askAssistant')}
        maxLength={SOCIAL_LIMITS.question}
        testId="social-assistant"
        onSubmit={async (text) => {
          if (text.length < SOCIAL_LIMITS.questionMin) {
            ui.error(t('social.questionShort'));
            return false;
          }
          const r = await social.ask(courseUrl, text);
          if (r.ok) setLatest(r.value);
          else ui.error(r.message);
          return r.ok;
        }}
      />
      {latest && <AnswerView answer={latest} onOpenLesson={onOpenLesson} />}
      <Loaded resource={social.history} what={t('social.historyWhat')}>
        {() =>
          earlier.length > 0 ? (
            <>
              <h3 className={styles.h3}>{t('social.history')}</h3>
              {earlier.map((h) => (
                <AnswerView key={h.id} answer={h} onOpenLesson={onOpenLesson} />
              ))}
            </>
          ) : !latest ? (
            <p className={styles.hint}>{t('social.historyEmpty')}</p>
          ) : null
        }
      </Loaded>
    </div>
  );
});
