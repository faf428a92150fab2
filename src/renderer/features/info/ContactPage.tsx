/**
 * /contact-us: contact details (G info/contactus) and the contact form (P info/contacts) with the
 * server's rules checked as you go; the server's 400 / 429 ("too many messages") messages are shown.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { PlainButton } from '../../components/PlainButton';
import { PlainBusySpinner } from '../../components/controls/Spinner';
import { Field } from '../../components/controls/Field';
import { Input, Textarea } from '../../components/controls/Input';
import { MessageBar, MessageBarBody, MessageBarTitle } from '../../components/controls/MessageBar';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useStores } from '../../stores/context';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { useDocumentTitle } from '../../components/listing';
import { InfoLayout } from './InfoLayout';
import info from './InfoLayout.module.css';
import styles from './ContactPage.module.css';
import { CONTACT_LIMITS, EMPTY_CONTACT, contactBody, validateContact, type ContactErrors, type ContactFields } from './contactForm';
import { StateMessage, useErrorText } from '../../components/StateMessage';
import { infoOf } from './store';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

const ContactPage = observer(function ContactPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const infoStore = infoOf(useStores());
  // Filled by the route loader (loaders.ts).
  const details = infoStore.contactInfo;
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [touched, setTouched] = useState<Partial<Record<keyof ContactFields, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error' | 'limited'; message: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('discovery.titles.contact'));

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const errors: ContactErrors = validateContact(fields);
  const shown = (key: keyof ContactFields) => (submitted || touched[key] ? errors[key] : undefined);
  const message = (key: keyof ContactFields) => {
    const e = shown(key);
    return e ? t(`info.contact.errors.${e.code}`, { count: e.limit ?? 0 }) : undefined;
  };
  const set = (key: keyof ContactFields) => (_: unknown, data: { value: string }) => setFields((f) => ({ ...f, [key]: data.value }));
  const blur = (key: keyof ContactFields) => () => setTouched((x) => ({ ...x, [key]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setOutcome(null);
    const problems = validateContact(fields);
    const first = FIELDS.find((k) => problems[k]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await infoStore.sendContact(contactBody(fields));
      setOutcome({ kind: 'success', message: t('info.contact.sent') });
      setFields(EMPTY_CONTACT);
      setTouched({});
      setSubmitted(false);
    } catch (err) {
      const status = isApiError(err) ? err.status : 0;
      const text = errorText(err instanceof Error ? err.message : null);
      setOutcome({ kind: status === 429 ? 'limited' : 'error', message: text });
    } finally {
      setSending(false);
    }
  };

  const d = details.data;
  const phoneHref = (p: string) => `tel:${p.replace(/[^\d+]/g, '')}`;
  const waHref = (p: string) => `https://wa.me/${p.replace(/\D/g, '')}`;

  return (
    <InfoLayout crumb={t('discovery.titles.contact')} testId="contact-page">
      <h1 className={info.title}>{t('discovery.titles.contact')}</h1>
      <p className={info.lead}>{t('info.contact.lead')}</p>
      <div className={styles.grid}>
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={styles.heading} style={{ marginBottom: 12 }}>
            {t('info.contact.detailsTitle')}
          </h2>
          {details.error !== null ? (
            <StateMessage kind="error" what={t('info.contact.detailsTitle')} message={details.error} onRetry={() => void details.reload()} />
          ) : !d ? (
            <ShimmerGroup label={t('listing.loading', { title: t('info.contact.detailsTitle') })}>
              {[0, 1, 2, 3].map((i) => (
                <Shimmer key={i} height={38} style={{ marginBottom: 12 }} />
              ))}
            </ShimmerGroup>
          ) : (
            <dl className={styles.details} data-testid="contact-details">
              <div className={styles.detail}>
                <dt className={styles.term}>{t('info.contact.email')}</dt>
                <dd className={styles.value}>
                  <a className={styles.link} href={`mailto:${d.email}`}>
                    {d.email}
                  </a>
                </dd>
              </div>
              <div className={styles.detail}>
                <dt className={styles.term}>{t('info.contact.phone')}</dt>
                <dd className={styles.value}>
                  <a className={styles.link} href={phoneHref(d.phone)}>
                    {d.phone}
                  </a>
                </dd>
              </div>
              {d.whatsapp && (
                <div className={styles.detail}>
                  <dt className={styles.term}>WhatsApp</dt>
                  <dd className={styles.value}>
                    <a className={styles.link} href={waHref(d.whatsapp)} target="_blank" rel="noopener noreferrer">
                      {d.whatsapp}
                    </a>
                  </dd>
                </div>
              )}
              <div className={styles.detail}>
                <dt className={styles.term}>{t('info.contact.address')}</dt>
                <dd className={styles.value}>{d.address}</dd>
              </div>
              <div className={styles.detail}>
                <dt className={styles.term}>{t('info.contact.hours')}</dt>
                <dd className={styles.value}>{d.hours}</dd>
              </div>
            </dl>
          )}
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.heading} style={{ marginBottom: 12 }}>
            {t('info.contact.formTitle')}
          </h2>
          <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="contact-form">
            {outcome && (
              <div ref={outcomeRef} tabIndex={-1} data-testid={`contact-${outcome.kind}`}>
                <MessageBar intent={outcome.kind === 'success' ? 'success' : outcome.kind === 'limited' ? 'warning' : 'error'} role="alert">
                  <MessageBarBody>
                    <MessageBarTitle>{t(`info.contact.outcome.${outcome.kind}`)}</MessageBarTitle>
                    {outcome.kind !== 'success' && outcome.message}
                  </MessageBarBody>
                </MessageBar>
              </div>
            )}
            <div className={styles.row}>
              <Field label={t('info.contact.name')} required validationMessage={message('name')}>
                <Input id="contact-name" value={fields.name} onChange={set('name')} onBlur={blur('name')} maxLength={CONTACT_LIMITS.name[1]} autoComplete="name" />
              </Field>
              <Field label={t('info.contact.email')} required validationMessage={message('email')}>
                <Input id="contact-email" type="email" value={fields.email} onChange={set('email')} onBlur={blur('email')} maxLength={254} autoComplete="email" />
              </Field>
            </div>
            <div className={styles.row}>
              <Field label={t('info.contact.phoneOptional')} validationMessage={message('phone')}>
                <Input id="contact-phone" type="tel" value={fields.phone} onChange={set('phone')} onBlur={blur('phone')} maxLength={20} autoComplete="tel" />
              </Field>
              <Field label={t('info.contact.subject')} required validationMessage={message('subject')}>
                <Input id="contact-subject" value={fields.subject} onChange={set('subject')} onBlur={blur('subject')} maxLength={CONTACT_LIMITS.subject[1]} />
              </Field>
            </div>
            <Field
              label={t('info.contact.message')}
              required
              validationMessage={message('message')}
              hint={t('info.contact.messageHint', { count: fields.message.trim().length, max: CONTACT_LIMITS.message[1] })}
            >
              <Textarea id="contact-message" value={fields.message} onChange={set('message')} onBlur={blur('message')} maxLength={CONTACT_LIMITS.message[1]} rows={6} resize="vertical" />
            </Field>
            <div className={styles.actions}>
              <PlainButton appearance="primary" type="submit" disabled={sending} icon={sending ? <PlainBusySpinner /> : undefined} data-testid="contact-submit">
                {sending ? t('info.contact.sending') : t('info.contact.send')}
              </PlainButton>
            </div>
          </form>
        </section>
      </div>
    </InfoLayout>
  );
});

export default ContactPage;
