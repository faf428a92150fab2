/**
 * The sections most products share, picked from what the detail carries: description, what you
 * learn, requirements, syllabus, schedule, agenda, career support, benefits, instructor, reviews.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ContentDetail } from '../../../common/catalog';
import { ContentType, type Locale } from '../../../common/enums';
import { durationLabel } from '../../../common/format';
import { agendaOf, normaliseSchedule, stringList, syllabusTotals } from './helpers';
import type { NavEntry } from './ProductDetail';
import { ReviewsSection } from './later';
import type { ReviewsRef } from './store';
import { AgendaSection, BulletSection, DescriptionSection, InstructorSection, LearnSection, ScheduleSection, SyllabusSection } from './sections';

export interface CommonSectionsOptions {
  /** The product's reviews call (every product family has one). */
  reviews: ReviewsRef;
  /** Sections the page draws itself, to slot in after "what you learn". */
  middle?: { nav?: NavEntry[]; node: ReactNode };
  /** Sections to append after the reviews. */
  end?: { nav?: NavEntry[]; node: ReactNode };
  /** Leave out the schedule (the page shows it its own way). */
  noSchedule?: boolean;
}

export function commonSections(item: ContentDetail, t: TFunction, opts: CommonSectionsOptions): { nav: NavEntry[]; node: ReactNode } {
  const d = item.detail;
  const nav: NavEntry[] = [];
  const learn = d.whatYouLearn ?? [];
  const requirements = stringList(d.requirements);
  const careerSupport = stringList(d.careerSupport);
  const benefits = stringList(d.benefits);
  const schedule = normaliseSchedule(d.schedule);
  const agenda = agendaOf(d.agenda);
  const hasSchedule = !opts.noSchedule && (schedule.sessions.length > 0 || schedule.plan !== null);
  if (d.description) nav.push({ id: 'description', label: t('products.sections.description') });
  if (learn.length) nav.push({ id: 'learn', label: t('products.sections.learn') });
  if (opts.middle?.nav) nav.push(...opts.middle.nav);
  if (d.syllabus?.length) nav.push({ id: 'syllabus', label: t('products.sections.syllabus') });
  if (hasSchedule) nav.push({ id: 'schedule', label: t('products.sections.schedule') });
  if (agenda.length) nav.push({ id: 'agenda', label: t('products.sections.agenda') });
  if (careerSupport.length) nav.push({ id: 'career', label: t('products.sections.career') });
  if (benefits.length) nav.push({ id: 'benefits', label: t('products.sections.benefits') });
  if (d.instructor)
    nav.push({ id: 'instructor', label: t(item.type === ContentType.WEBINAR || item.type === ContentType.EVENT ? 'products.sections.speaker' : 'products.sections.instructor') });
  nav.push({ id: 'reviews', label: t('products.sections.reviews') });
  if (opts.end?.nav) nav.push(...opts.end.nav);
  const extras = {
    batch: typeof d.batch === 'number' ? d.batch : null,
    seatsLeft: typeof d.seatsLeft === 'number' ? d.seatsLeft : null,
    quota: typeof d.quota === 'number' ? d.quota : null,
    platform: typeof d.platform === 'string' ? d.platform : null,
    location: item.location ?? (typeof d.location === 'string' ? d.location : null),
  };
  const node = (
    <>
      <DescriptionSection text={d.description} />
      <LearnSection items={learn} />
      {requirements.length > 0 && <BulletSection id="requirements" title={t('products.sections.requirements')} items={requirements} />}
      {opts.middle?.node}
      <SyllabusSection syllabus={d.syllabus ?? []} />
      {hasSchedule && <ScheduleSection schedule={schedule} extras={extras} />}
      <AgendaSection agenda={agenda} />
      {careerSupport.length > 0 && <BulletSection id="career" title={t('products.sections.career')} items={careerSupport} icon="award" />}
      {benefits.length > 0 && <BulletSection id="benefits" title={t('products.sections.benefits')} items={benefits} />}
      {d.instructor && (
        <InstructorSection
          instructor={d.instructor}
          title={t(item.type === ContentType.WEBINAR || item.type === ContentType.EVENT ? 'products.sections.speaker' : 'products.sections.instructor')}
        />
      )}
      <ReviewsSection summary={d.ratingSummary} reviews={opts.reviews} />
      {opts.end?.node}
    </>
  );
  return { nav, node };
}

/** "What you get" lines of the buy box, from the detail's counts. */
export function includesOf(item: ContentDetail, t: TFunction, locale: Locale): string[] {
  const d = item.detail;
  const lines: string[] = [];
  const totals = syllabusTotals(d.syllabus ?? []);
  const counts = d.counts;
  if (counts?.courses) lines.push(t('products.buy.includeCourses', { count: counts.courses }));
  if (counts?.lessons) lines.push(t('products.buy.includeLessons', { count: counts.lessons }));
  if (totals.minutes > 0) lines.push(t('products.buy.includeDuration', { duration: durationLabel(totals.minutes, locale) }));
  else if (item.durationMinutes > 0) lines.push(t('products.buy.includeDuration', { duration: durationLabel(item.durationMinutes, locale) }));
  if (counts?.quizzes) lines.push(t('products.buy.includeQuizzes', { count: counts.quizzes }));
  if (typeof d.language === 'string') lines.push(t('products.buy.includeLanguage', { language: t(`language.${d.language === 'en' ? 'en' : 'id'}`) }));
  if (item.isCertificate) lines.push(t('products.buy.includeCertificate'));
  return lines;
}
