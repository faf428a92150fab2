/**
 * Campus profile (U students/my-campus-profile): campus (searchable, G master/campus?keyword) →
 * faculty (G master/campus/faculties?campusUuid) → major (G master/campus/majors?facultyId),
 * student number and entry year. Each choice clears the ones below it.
 */
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Caption1, Combobox, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { BusySpinner } from '../../components/BusySpinner';
import { useTranslation } from 'react-i18next';
import type { CampusProfile } from '../../../common/accounts';
import { STUDENT_NUMBER_MAX, validateEntryYear, validateStudentNumber } from '../../../common/validation';
import { useStores } from '../../stores/context';
import { FormMessage, onSubmit, useFormError, useValidationText } from '../../components/form';
import { useAccountStyles } from './AccountLayout';
import { profileOf } from './store';

const useStyles = makeStyles({
  optionMeta: { display: 'block', color: tokens.colorNeutralForeground3 },
});

interface CampusChoice {
  uuid: string;
  name: string;
}

interface CampusState {
  campus: CampusChoice | null;
  facultyId: number | null;
  facultyName: string;
  majorId: number | null;
  majorName: string;
  studentNumber: string;
  entryYear: string;
}

function stateOf(c: CampusProfile | null): CampusState {
  return {
    campus: c ? { uuid: c.campusUuid, name: c.campusName } : null,
    facultyId: c?.facultyId ?? null,
    facultyName: c?.facultyName ?? '',
    majorId: c?.majorId ?? null,
    majorName: c?.majorName ?? '',
    studentNumber: c?.studentNumber ?? '',
    entryYear: c?.entryYear ? String(c.entryYear) : '',
  };
}

function sameAsSaved(s: CampusState, c: CampusProfile | null): boolean {
  const saved = stateOf(c);
  return (
    s.campus?.uuid === saved.campus?.uuid &&
    s.facultyId === saved.facultyId &&
    s.majorId === saved.majorId &&
    s.studentNumber.trim() === saved.studentNumber &&
    s.entryYear.trim() === saved.entryYear
  );
}

const SEARCH_DELAY_MS = 250;

export const CampusSection = observer(function CampusSection() {
  const styles = useStyles();
  const account = useAccountStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const profile = profileOf(useStores());
  const saved = profile.profile.data!.campusProfile;
  const validation = useValidationText();
  const { error, show, clear } = useFormError();
  const [state, setState] = useState<CampusState>(() => stateOf(saved));
  const [query, setQuery] = useState(saved?.campusName ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The first campuses and the saved campus' faculties and majors come from the page's loader.
  useEffect(
    () => () => {
      if (searchTimer.current) clearTimeout(searchTimer.current);
    },
    [],
  );

  const search = (keyword: string) => {
    setQuery(keyword);
    if (searchTimer.current) clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => void profile.searchCampuses(keyword), SEARCH_DELAY_MS);
  };

  const chooseCampus = (uuid: string | undefined, text: string | undefined) => {
    if (!uuid || uuid === state.campus?.uuid) {
      if (state.campus) setQuery(state.campus.name);
      return;
    }
    const name = text ?? profile.campuses.data?.find((c) => c.uuid === uuid)?.name ?? '';
    setState((s) => ({ ...s, campus: { uuid, name }, facultyId: null, facultyName: '', majorId: null, majorName: '' }));
    setQuery(name);
    void profile.loadFaculties(uuid);
  };

  const chooseFaculty = (value: string | undefined, text: string | undefined) => {
    const id = Number(value);
    if (!id || id === state.facultyId) return;
    setState((s) => ({ ...s, facultyId: id, facultyName: text ?? '', majorId: null, majorName: '' }));
    void profile.loadMajors(id);
  };

  const chooseMajor = (value: string | undefined, text: string | undefined) => {
    const id = Number(value);
    if (!id) return;
    setState((s) => ({ ...s, majorId: id, majorName: text ?? '' }));
  };

  const errors = {
    campus: state.campus ? null : ('required' as const),
    studentNumber: validateStudentNumber(state.studentNumber),
    entryYear: validateEntryYear(state.entryYear),
  };
  const shown = (key: keyof typeof errors) => (submitted ? errors[key] : key === 'campus' ? null : errors[key]);
  const dirty = !sameAsSaved(state, saved);

  const save = async () => {
    clear();
    setSubmitted(true);
    if (errors.campus || errors.studentNumber || errors.entryYear) return;
    setBusy('save');
    try {
      const result = await profile.updateCampus({
        campusUuid: state.campus!.uuid,
        facultyId: state.facultyId,
        majorId: state.majorId,
        studentNumber: state.studentNumber.trim() || null,
        entryYear: state.entryYear.trim() ? Number(state.entryYear.trim()) : null,
      });
      setState(stateOf(result.campusProfile));
      setSubmitted(false);
      ui.success(t('profile.campus.saved'));
    } catch (err) {
      show(err);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    clear();
    setBusy('remove');
    try {
      await profile.updateCampus({ campusUuid: null });
      setState(stateOf(null));
      setQuery('');
      setSubmitted(false);
      ui.success(t('profile.campus.removed'));
    } catch (err) {
      show(err);
    } finally {
      setBusy(null);
    }
  };

  const campuses = profile.campuses.data ?? [];
  const faculties = state.campus ? (profile.faculties.data ?? []) : [];
  const majors = state.facultyId ? (profile.majors.data ?? []) : [];

  return (
    <section className={account.card} aria-labelledby="campus-title">
      <div className={account.cardHeader}>
        <h2 id="campus-title" className={account.cardTitle}>
          {t('profile.campus.title')}
        </h2>
        <Caption1 className={account.muted}>{t('profile.campus.lead')}</Caption1>
      </div>
      <form id="profile-campus" noValidate className={account.form} onSubmit={onSubmit(save)} aria-labelledby="campus-title">
        <div className={account.grid}>
          <Field className={account.wide} label={t('profile.campus.campus')} required validationMessage={validation(shown('campus'))} hint={t('profile.campus.campusHint')}>
            <Combobox
              name="campus"
              value={query}
              selectedOptions={state.campus ? [state.campus.uuid] : []}
              placeholder={t('profile.campus.campusPlaceholder')}
              onChange={(e) => search(e.target.value)}
              onOptionSelect={(_e, d) => chooseCampus(d.optionValue, d.optionText)}
              onBlur={() => setQuery(state.campus?.name ?? query)}
              expandIcon={profile.campuses.loading ? <BusySpinner size="extra-tiny" /> : undefined}
              data-testid="campus-combobox"
            >
              {campuses.length === 0 && !profile.campuses.loading ? (
                <Option key="none" value="" disabled text="">
                  {t('profile.campus.noResults')}
                </Option>
              ) : (
                campuses.map((c) => (
                  <Option key={c.uuid} value={c.uuid} text={c.name}>
                    <span>
                      {c.name}
                      <span className={styles.optionMeta}>
                        {c.shortName} · {c.city}
                      </span>
                    </span>
                  </Option>
                ))
              )}
            </Combobox>
          </Field>
          <Field label={t('profile.campus.faculty')}>
            <Dropdown
              name="faculty"
              value={state.facultyName}
              selectedOptions={state.facultyId ? [String(state.facultyId)] : []}
              placeholder={state.campus ? t('profile.campus.facultyPlaceholder') : t('profile.campus.pickCampusFirst')}
              disabled={!state.campus || profile.faculties.loading}
              onOptionSelect={(_e, d) => chooseFaculty(d.optionValue, d.optionText)}
            >
              {faculties.map((f) => (
                <Option key={f.id} value={String(f.id)}>
                  {f.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={t('profile.campus.major')}>
            <Dropdown
              name="major"
              value={state.majorName}
              selectedOptions={state.majorId ? [String(state.majorId)] : []}
              placeholder={state.facultyId ? t('profile.campus.majorPlaceholder') : t('profile.campus.pickFacultyFirst')}
              disabled={!state.facultyId || profile.majors.loading}
              onOptionSelect={(_e, d) => chooseMajor(d.optionValue, d.optionText)}
            >
              {majors.map((m) => (
                <Option key={m.id} value={String(m.id)}>
                  {m.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={t('profile.campus.studentNumber')} validationMessage={validation(shown('studentNumber'), { max: STUDENT_NUMBER_MAX })}>
            <Input name="studentNumber" value={state.studentNumber} onChange={(_e, d) => setState((s) => ({ ...s, studentNumber: d.value }))} />
          </Field>
          <Field label={t('profile.campus.entryYear')} validationMessage={validation(shown('entryYear'))}>
            <Input
              name="entryYear"
              value={state.entryYear}
              inputMode="numeric"
              maxLength={4}
              placeholder={t('profile.campus.entryYearPlaceholder')}
              onChange={(_e, d) => setState((s) => ({ ...s, entryYear: d.value.replace(/\D/g, '').slice(0, 4) }))}
            />
          </Field>
        </div>
        <FormMessage error={error} />
        <div className={account.formActions}>
          {saved && (
            <Button type="button" appearance="subtle" disabled={busy !== null} onClick={() => void remove()}>
              {busy === 'remove' ? t('form.working') : t('profile.campus.remove')}
            </Button>
          )}
          <Button type="submit" appearance="primary" disabled={!dirty || busy !== null} icon={busy === 'save' ? <BusySpinner /> : undefined}>
            {busy === 'save' ? t('form.working') : t('profile.campus.save')}
          </Button>
        </div>
      </form>
    </section>
  );
});
