/** Personal details (U students): name, gender, birth date, city, bio; e-mail and phone shown read-only. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Field, Input, Radio, RadioGroup, Textarea, makeStyles } from '@fluentui/react-components';
import { BusySpinner } from '../../components/BusySpinner';
import { useTranslation } from 'react-i18next';
import type { Gender, StudentProfile, UpdateProfileRequest } from '../../../common/accounts';
import { BIO_MAX, CITY_MAX, FULL_NAME_MAX, validateBirthDate, validateFullName, validateMaxLength } from '../../../common/validation';
import { useStores } from '../../stores/context';
import { FormMessage, onSubmit, useForm, useFormError, useValidationText } from '../../components/form';
import { useAccountStyles } from './AccountLayout';
import { profileOf } from './store';

type GenderChoice = Gender | 'unspecified';

interface PersonalValues extends Record<string, string> {
  fullName: string;
  gender: GenderChoice;
  birthDate: string;
  city: string;
  bio: string;
}

function valuesOf(p: StudentProfile): PersonalValues {
  return { fullName: p.fullName, gender: p.gender ?? 'unspecified', birthDate: p.birthDate ?? '', city: p.city ?? '', bio: p.bio ?? '' };
}

/** Only what changed, in the shape of U students. */
export function profileChanges(current: StudentProfile, v: PersonalValues): UpdateProfileRequest {
  const next = {
    fullName: v.fullName.trim(),
    gender: v.gender === 'unspecified' ? null : v.gender,
    birthDate: v.birthDate.trim() || null,
    city: v.city.trim() || null,
    bio: v.bio.trim() || null,
  };
  const changes: UpdateProfileRequest = {};
  if (next.fullName !== current.fullName) changes.fullName = next.fullName;
  if (next.gender !== (current.gender ?? null)) changes.gender = next.gender;
  if (next.birthDate !== (current.birthDate ?? null)) changes.birthDate = next.birthDate;
  if (next.city !== (current.city ?? null)) changes.city = next.city;
  if (next.bio !== (current.bio ?? null)) changes.bio = next.bio;
  return changes;
}

const useStyles = makeStyles({
  radios: { flexWrap: 'wrap', '& label': { whiteSpace: 'nowrap' } },
});

const today = () => new Date().toISOString().slice(0, 10);

export const PersonalSection = observer(function PersonalSection() {
  const styles = useAccountStyles();
  const own = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const profile = profileOf(useStores());
  const p = profile.profile.data!;
  const validation = useValidationText();
  const { error, show, clear } = useFormError();
  const [busy, setBusy] = useState(false);
  const form = useForm<PersonalValues>('profile-personal', valuesOf(p), (v) => ({
    fullName: validateFullName(v.fullName),
    birthDate: validateBirthDate(v.birthDate),
    city: validateMaxLength(v.city, CITY_MAX),
    bio: validateMaxLength(v.bio, BIO_MAX),
  }));
  const changes = profileChanges(p, form.values);
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    clear();
    if (!form.check() || !dirty) return;
    setBusy(true);
    try {
      const saved = await profile.update(changes);
      form.reset(valuesOf(saved));
      ui.success(t('profile.saved'));
    } catch (err) {
      show(err);
    } finally {
      setBusy(false);
    }
  };

  const verified = (ok: boolean) => (
    <Badge appearance="tint" color={ok ? 'success' : 'warning'} size="small">
      {ok ? t('profile.verified') : t('profile.notVerified')}
    </Badge>
  );

  return (
    <section className={styles.card} aria-labelledby="personal-title">
      <div className={styles.cardHeader}>
        <h2 id="personal-title" className={styles.cardTitle}>
          {t('profile.personal.title')}
        </h2>
      </div>
      <form {...form.formProps} className={styles.form} onSubmit={onSubmit(save)} aria-labelledby="personal-title">
        <div className={styles.grid}>
          <Field className={styles.wide} label={t('form.fullName')} required validationMessage={validation(form.error('fullName'), { max: FULL_NAME_MAX })}>
            <Input {...form.field('fullName')} autoComplete="name" />
          </Field>
          <Field label={t('form.email')}>
            <Input value={p.email ?? ''} placeholder={t('profile.none')} readOnly appearance="filled-darker" contentAfter={p.email ? verified(p.emailVerified) : undefined} />
          </Field>
          <Field label={t('profile.phone')}>
            <Input value={p.phone ?? ''} placeholder={t('profile.none')} readOnly appearance="filled-darker" contentAfter={p.phone ? verified(p.phoneVerified) : undefined} />
          </Field>
          <Field label={t('profile.birthDate')} validationMessage={validation(form.error('birthDate'))}>
            <Input {...form.field('birthDate')} type="date" min="1900-01-01" max={today()} autoComplete="bday" />
          </Field>
          <Field label={t('profile.city')} validationMessage={validation(form.error('city'), { max: CITY_MAX })}>
            <Input {...form.field('city')} autoComplete="address-level2" />
          </Field>
          <Field className={styles.wide} label={t('profile.gender.label')}>
            <RadioGroup name="gender" layout="horizontal" className={own.radios} value={form.values.gender} onChange={(_e, d) => form.set('gender', d.value as GenderChoice)}>
              <Radio value="female" label={t('profile.gender.female')} />
              <Radio value="male" label={t('profile.gender.male')} />
              <Radio value="unspecified" label={t('profile.gender.unspecified')} />
            </RadioGroup>
          </Field>
          <Field
            className={styles.wide}
            label={t('profile.bio')}
            hint={t('profile.bioCount', { count: form.values.bio.trim().length, max: BIO_MAX })}
            validationMessage={validation(form.error('bio'), { max: BIO_MAX })}
          >
            <Textarea {...form.field('bio')} resize="vertical" rows={4} placeholder={t('profile.bioPlaceholder')} />
          </Field>
        </div>
        <FormMessage error={error} />
        <div className={styles.formActions}>
          <Button appearance="secondary" type="button" disabled={!dirty || busy} onClick={() => form.reset(valuesOf(p))}>
            {t('profile.discard')}
          </Button>
          <Button appearance="primary" type="submit" disabled={!dirty || busy} icon={busy ? <BusySpinner /> : undefined}>
            {busy ? t('form.working') : t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
});
