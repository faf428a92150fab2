/**
 * The campaign page's donation form (issue 19): amount choices (the campaign's suggested amounts,
 * else DEFAULT_AMOUNTS) or a free amount with the shared bounds as its hint (src/common/donations.ts,
 * the rule the server applies too), a payment method, an optional message and "anonymous"; pay
 * makes the donation order and opens the payment page. The server's refusal is the amount's hint.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { PlainButton } from '../../components/PlainButton';
import { Field } from '../../components/controls/Field';
import { Input, Select, Textarea } from '../../components/controls/Input';
import { Checkbox, Radio, RadioGroup } from '../../components/controls/Choice';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT, donationAmountRefusal } from '../../../common/donations';
import { formatRupiah } from '../../../common/format';
import { PAYMENT_CHANNELS, PAYMENT_METHOD_GROUPS } from '../../../common/payments';
import { useLocale } from '../../components/useLocale';
import { HeartIcon } from '../../components/icons';
import { useStores } from '../../stores/context';
import { parseRupiah } from './store';
import { donationsOf } from './store';
import styles from './DonateForm.module.css';

/** The choices when a campaign suggests none. */
export const DEFAULT_AMOUNTS = [25_000, 50_000, 100_000, 250_000] as const;
const MESSAGE_MAX = 280;
const OTHER = 'other';

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const DonateForm = observer(function DonateForm({ url, suggested }: { url: string; suggested: readonly number[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const donations = donationsOf(useStores());
  const choices = suggested.length > 0 ? suggested : DEFAULT_AMOUNTS;
  const [choice, setChoice] = useState<string>(String(choices[0] ?? OTHER));
  const [free, setFree] = useState('');
  const [channel, setChannel] = useState('1');
  const [message, setMessage] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [amountHint, setAmountHint] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // One key per attempt of the same donation: a double click or a retry is one donation.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const channels = useMemo(
    () => PAYMENT_METHOD_GROUPS.map((g) => ({ group: g, channels: PAYMENT_CHANNELS.filter((c) => c.group === g.id && c.midtrans !== null) })).filter((g) => g.channels.length > 0),
    [],
  );
  const bounds = t('donations.form.bounds', { min: formatRupiah(DONATION_MIN_AMOUNT), max: formatRupiah(DONATION_MAX_AMOUNT) });

  const amountOf = (): number | null => (choice === OTHER ? parseRupiah(free) : Number(choice));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const amount = amountOf();
    const refusal = amount === null ? 'notWhole' : donationAmountRefusal(amount);
    if (amount === null || refusal !== null) {
      setAmountHint(t(`donations.form.${refusal ?? 'notWhole'}`, { min: formatRupiah(DONATION_MIN_AMOUNT), max: formatRupiah(DONATION_MAX_AMOUNT) }));
      return;
    }
    setAmountHint(null);
    const input = { amount, paymentTypeId: Number(channel), isAnonymous: anonymous, ...(message.trim() ? { message: message.trim() } : {}) };
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: newKey(), body };
    const outcome = await donations.donate(url, input, attempt.current.key);
    if (outcome.ok) {
      navigate(`/payment/${outcome.order.id}`);
      return;
    }
    if (outcome.field === 'amount') setAmountHint(outcome.message);
    else setFormError(outcome.message);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('donations.form.label')} data-testid="donate-form">
      <Field label={t('donations.form.amount')} hint={choice === OTHER ? undefined : bounds}>
        <RadioGroup
          className={styles.amounts}
          value={choice}
          onChange={(_e, d) => {
            setChoice(d.value);
            setAmountHint(null);
          }}
        >
          {choices.map((a) => (
            <Radio key={a} value={String(a)} label={formatRupiah(a)} />
          ))}
          <Radio value={OTHER} label={t('donations.form.other')} />
        </RadioGroup>
      </Field>
      {choice === OTHER && (
        <Field label={t('donations.form.otherAmount')} hint={bounds} validationMessage={amountHint ?? undefined} validationState={amountHint ? 'error' : 'none'}>
          <Input
            value={free}
            inputMode="numeric"
            contentBefore="Rp"
            placeholder="50.000"
            onChange={(_e, d) => {
              setFree(d.value);
              setAmountHint(null);
            }}
            data-testid="donate-amount"
          />
        </Field>
      )}
      {choice !== OTHER && amountHint && (
        <p className={styles.formError} role="alert" data-testid="donate-amount-hint">
          {amountHint}
        </p>
      )}
      <Field label={t('donations.form.method')}>
        <Select value={channel} onChange={(_e, d) => setChannel(d.value)} data-testid="donate-method">
          {channels.map(({ group, channels: list }) => (
            <optgroup key={group.id} label={group.name[locale === 'en' ? 'en' : 'id']}>
              {list.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field label={t('donations.form.message')} hint={t('donations.form.messageHint', { max: MESSAGE_MAX })}>
        <Textarea value={message} maxLength={MESSAGE_MAX} resize="vertical" onChange={(_e, d) => setMessage(d.value)} />
      </Field>
      <Checkbox checked={anonymous} onChange={(_e, d) => setAnonymous(d.checked)} label={t('donations.form.anonymous')} />
      {formError && (
        <p className={styles.formError} role="alert" data-testid="donate-error">
          {formError}
        </p>
      )}
      <PlainButton type="submit" appearance="primary" className={styles.button} icon={<HeartIcon size={18} />} disabled={donations.placing} data-testid="donate-button">
        {donations.placing ? t('donations.form.placing') : t('donations.form.pay')}
      </PlainButton>
    </form>
  );
});
