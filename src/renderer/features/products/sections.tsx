/**
 * Sections of the detail pages: description, what you learn, requirements and other bullet
 * lists, the syllabus accordion, schedule, agenda and the instructor card.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InstructorProfile } from '../../../common/catalog';
import { durationLabel, formatNumber } from '../../../common/format';
import { Stars } from '../../components/Stars';
import { AwardIcon, BookIcon, CalendarIcon, CheckCircleIcon, CheckIcon, ChevronDownIcon, ClockIcon, LinkIcon, PlayCircleIcon, QuizIcon, UsersIcon, VideoIcon } from '../../components/icons';
import { lessonLength } from '../../../common/lecture';
import { formatRating, useLocale } from '../../components/useLocale';
import { agendaTime, lessonSeconds, lessonTypeKey, paragraphs, sessionLabel, syllabusTotals, type AgendaItem, type NormalisedSchedule, type SyllabusLike } from './helpers';
import { Section } from './ui';
import { cx } from '../../components/classNames';
import { PlainButton } from '../../components/PlainButton';
import styles from './sections.module.css';

/** Long descriptions are clamped with a "show more" toggle. */
export function DescriptionSection({ id = 'description', title, text }: { id?: string; title?: string; text: string }) {
  const { t } = useTranslation();
  const parts = paragraphs(text);
  const long = text.length > 700;
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  if (parts.length === 0) return null;
  return (
    <Section id={id} title={title ?? t('products.sections.description')} card>
      <div id={bodyId} className={cx(styles.prose, long && !open && styles.clamp)}>
        {parts.map((p, i) => (
          <p key={i} className={styles.p}>
            {p}
          </p>
        ))}
      </div>
      {long && (
        <PlainButton appearance="transparent" className={styles.moreLink} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? t('products.showLess') : t('products.showMore')}
        </PlainButton>
      )}
    </Section>
  );
}

export function LearnSection({ items }: { items: string[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Section id="learn" title={t('products.sections.learn')} card>
      <ul className={styles.learnGrid}>
        {items.map((item) => (
          <li key={item} className={styles.learnItem}>
            <CheckIcon size={18} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BulletSection({ id, title, subtitle, items, icon = 'check' }: { id: string; title: string; subtitle?: string; items: string[]; icon?: 'check' | 'award' }) {
  if (items.length === 0) return null;
  return (
    <Section id={id} title={title} subtitle={subtitle} card>
      <ul className={styles.bullets}>
        {items.map((item) => (
          <li key={item} className={styles.bullet}>
            {icon === 'award' ? <AwardIcon size={18} /> : <CheckCircleIcon size={18} />}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function LessonIcon({ type }: { type: number }) {
  switch (lessonTypeKey(type)) {
    case 'quiz':
      return <QuizIcon size={18} />;
    case 'webinar':
    case 'zoom':
      return <VideoIcon size={18} />;
    case 'link':
      return <LinkIcon size={18} />;
    case 'certificate':
      return <AwardIcon size={18} />;
    case 'reading':
      return <BookIcon size={18} />;
    default:
      return <PlayCircleIcon size={18} />;
  }
}

/** Modules → lessons with type and duration; the first module starts open. */
export function SyllabusSection({ syllabus, title, id = 'syllabus' }: { syllabus: SyllabusLike[]; title?: string; id?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const baseId = useId();
  if (syllabus.length === 0) return null;
  const totals = syllabusTotals(syllabus);
  const allOpen = open.size === syllabus.length;
  const toggle = (i: number) => {
    const next = new Set(open);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setOpen(next);
  };
  return (
    <Section
      id={id}
      title={title ?? t('products.sections.syllabus')}
      actions={
        <PlainButton appearance="transparent" onClick={() => setOpen(allOpen ? new Set() : new Set(syllabus.map((_, i) => i)))}>
          {allOpen ? t('products.syllabus.collapseAll') : t('products.syllabus.expandAll')}
        </PlainButton>
      }
    >
      <div className={styles.totals}>
        <span className={styles.totalsItem}>
          <BookIcon size={16} />
          {t('products.syllabus.modules', { count: totals.modules })}
        </span>
        <span className={styles.totalsItem}>
          <PlayCircleIcon size={16} />
          {t('products.syllabus.lessons', { count: totals.lessons })}
        </span>
        {totals.quizzes > 0 && (
          <span className={styles.totalsItem}>
            <QuizIcon size={16} />
            {t('products.syllabus.quizzes', { count: totals.quizzes })}
          </span>
        )}
        {totals.minutes > 0 && (
          <span className={styles.totalsItem}>
            <ClockIcon size={16} />
            {t('products.syllabus.total', { duration: durationLabel(totals.minutes, locale) })}
          </span>
        )}
      </div>
      <div className={styles.accordion} data-testid="syllabus">
        {syllabus.map((m, i) => {
          const isOpen = open.has(i);
          const panelId = `${baseId}-panel-${i}`;
          const buttonId = `${baseId}-button-${i}`;
          const mTotals = syllabusTotals([m]);
          return (
            <div key={`${i}-${m.title}`} className={styles.module}>
              <h3 className={styles.moduleHeading}>
                <button type="button" id={buttonId} className={styles.moduleButton} aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(i)}>
                  <span className={styles.moduleIndex} aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className={styles.moduleText}>
                    <span className={styles.moduleTitle}>{m.title}</span>
                    <span className={styles.moduleMeta}>
                      {t('products.syllabus.lessons', { count: mTotals.lessons })}
                      {mTotals.minutes > 0 && ` · ${durationLabel(mTotals.minutes, locale)}`}
                    </span>
                  </span>
                  <ChevronDownIcon size={20} className={cx(styles.chevron, isOpen && styles.chevronOpen)} />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
                <ul className={styles.lessons}>
                  {m.lessons.map((l, j) => (
                    <li key={`${j}-${l.title}`} className={styles.lesson}>
                      <LessonIcon type={l.type} />
                      <span className={styles.lessonTitle}>{l.title}</span>
                      <span className={styles.lessonType}>{t(`products.lessonType.${lessonTypeKey(l.type)}`)}</span>
                      {lessonSeconds(l) > 0 && <span className={styles.lessonDuration}>{lessonLength(l.type, lessonSeconds(l), locale)}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}

export interface PlanExtras {
  batch?: number | null;
  seatsLeft?: number | null;
  quota?: number | null;
  platform?: string | null;
  location?: string | null;
}

/** Sessions (webinars, events) or a weekly plan (bootcamps), in Jakarta time. */
export function ScheduleSection({ schedule, extras = {} }: { schedule: NormalisedSchedule; extras?: PlanExtras }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { sessions, plan } = schedule;
  if (sessions.length === 0 && !plan) return null;
  const facts: { key: string; label: string; value: string }[] = [];
  if (plan) {
    if (plan.startAt) facts.push({ key: 'period', label: t('products.schedule.period'), value: sessionLabel(plan.startAt, plan.endAt, locale) });
    if (plan.weeks) facts.push({ key: 'weeks', label: t('products.schedule.length'), value: t('products.schedule.weeks', { count: plan.weeks }) });
    if (plan.days) facts.push({ key: 'days', label: t('products.schedule.days'), value: plan.days });
    if (plan.time) facts.push({ key: 'time', label: t('products.schedule.time'), value: plan.time });
    if (plan.sessionsPerWeek) facts.push({ key: 'perWeek', label: t('products.schedule.perWeek'), value: t('products.schedule.sessions', { count: plan.sessionsPerWeek }) });
  }
  if (extras.batch) facts.push({ key: 'batch', label: t('products.schedule.batch'), value: t('products.schedule.batchValue', { batch: extras.batch }) });
  if (extras.quota) facts.push({ key: 'quota', label: t('products.schedule.quota'), value: t('products.schedule.people', { count: extras.quota, formatted: formatNumber(extras.quota) }) });
  if (extras.seatsLeft !== undefined && extras.seatsLeft !== null)
    facts.push({ key: 'seats', label: t('products.schedule.seatsLeft'), value: t('products.schedule.seats', { count: extras.seatsLeft }) });
  if (extras.location) facts.push({ key: 'location', label: t('products.schedule.location'), value: extras.location });
  else if (extras.platform) facts.push({ key: 'platform', label: t('products.schedule.platform'), value: extras.platform });
  return (
    <Section id="schedule" title={t('products.sections.schedule')} subtitle={t('products.schedule.timezone')} card>
      {sessions.length > 0 && (
        <ul className={styles.sessionList} style={facts.length ? { marginBottom: 18 } : undefined}>
          {sessions.map((s) => (
            <li key={s.startAt} className={styles.session}>
              <CalendarIcon size={20} />
              <time dateTime={s.startAt}>{sessionLabel(s.startAt, s.endAt, locale)}</time>
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && (
        <dl className={styles.planGrid}>
          {facts.map((f) => (
            <div key={f.key} className={styles.planItem}>
              <dt className={styles.dt}>{f.label}</dt>
              <dd className={styles.dd}>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

export function AgendaSection({ agenda }: { agenda: AgendaItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (agenda.length === 0) return null;
  return (
    <Section id="agenda" title={t('products.sections.agenda')} card>
      <ol className={styles.agenda} data-testid="agenda">
        {agenda.map((a, i) => (
          <li key={`${i}-${a.title}`} className={styles.agendaItem}>
            <span className={styles.agendaTime}>{a.time ? agendaTime(a.time, locale) : '—'}</span>
            <span className={styles.agendaDot} aria-hidden="true" />
            <span className={styles.agendaText}>
              {a.title}
              {a.durationMinutes ? <span className={styles.agendaMeta}>{durationLabel(a.durationMinutes, locale)}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function InstructorSection({ instructor, title }: { instructor: InstructorProfile; title?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const href = `/instructor/${encodeURIComponent(instructor.url)}`;
  const rating = formatRating(instructor.rating.average, locale);
  return (
    <Section id="instructor" title={title ?? t('products.sections.instructor')} card>
      <div className={styles.instructor} data-testid="instructor-card">
        <div className={styles.instructorTop}>
          {instructor.avatarUrl ? (
            <img className={styles.avatar} src={instructor.avatarUrl} alt="" width={72} height={72} loading="lazy" />
          ) : (
            <span className={styles.avatarFallback} aria-hidden="true">
              {instructor.name.slice(0, 1)}
            </span>
          )}
          <div className={styles.instructorHead}>
            <Link className={styles.instructorName} to={href}>
              {instructor.name}
            </Link>
            <span className={styles.headline}>{[instructor.headline, instructor.company].filter(Boolean).join(' · ')}</span>
          </div>
        </div>
        <ul className={styles.instructorStats}>
          {instructor.rating.total > 0 && (
            <li className={styles.instructorStat}>
              <Stars rating={instructor.rating.average} label={t('card.ratingLabel', { rating, count: instructor.rating.total })} />
              <span aria-hidden="true">
                {rating} ({formatNumber(instructor.rating.total)})
              </span>
            </li>
          )}
          <li className={styles.instructorStat}>
            <UsersIcon size={16} />
            {t('products.instructor.students', { count: instructor.totalStudents, formatted: formatNumber(instructor.totalStudents) })}
          </li>
          <li className={styles.instructorStat}>
            <BookIcon size={16} />
            {t('products.instructor.contents', { count: instructor.totalContents })}
          </li>
        </ul>
        {instructor.bio && <p className={styles.bio}>{instructor.bio}</p>}
        <Link className={styles.instructorName} style={{ fontSize: 14 }} to={href}>
          {t('products.instructor.profile')}
        </Link>
      </div>
    </Section>
  );
}
