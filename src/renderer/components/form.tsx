/**
 * Small form kit of the accounts screens: a value/touched/error hook with focus on the first
 * invalid field, server error text (catalogue messages translated, server texts as sent — the
 * server already answers in the request's language), and the error MessageBar that is announced
 * again for every new error.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ValidationCode } from '../../common/validation';
import { apiMessageKey, isApiError } from '../api/errors';
import { MessageBar, MessageBarBody, MessageBarTitle, type MessageBarIntent } from './controls/MessageBar';

export type FieldValue = string | boolean;
export type Errors<V> = Partial<Record<keyof V, ValidationCode | null>>;

export interface FormField {
  name: string;
  value: string;
  onChange: (_e: unknown, data: { value: string }) => void;
  onBlur: () => void;
}

/**
 * Form state: values survive every error (nothing typed is lost); a field's error shows once it
 * was left or the form was submitted, and updates as the student types.
 */
export function useForm<V extends Record<string, FieldValue>>(formId: string, initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Validated on every render: rules may depend on more than the values (language, account state).
  const errors = validate(values);

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })), []);
  const focus = (key: keyof V) => (document.querySelector(`#${CSS.escape(formId)} [name="${String(key)}"]`) as HTMLElement | null)?.focus();

  const error = (key: keyof V): ValidationCode | null => (submitted || touched[key] ? (errors[key] ?? null) : null);

  const field = (key: keyof V, transform?: (raw: string) => string): FormField => ({
    name: String(key),
    value: String(values[key] ?? ''),
    onChange: (_e, data) => set(key, (transform ? transform(data.value) : data.value) as V[keyof V]),
    onBlur: () => setTouched((t) => (t[key] ? t : { ...t, [key]: true })),
  });

  /** Marks the form submitted; false (and focus on the first invalid field) when something is wrong. */
  const check = (): boolean => {
    setSubmitted(true);
    const current = validate(values);
    const first = (Object.keys(current) as (keyof V)[]).find((k) => current[k]);
    if (first === undefined) return true;
    // After React has rendered the messages, move focus to the first field that needs attention.
    requestAnimationFrame(() => focus(first));
    return false;
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  };

  /** Props of the <form>: its id (for focusing fields) and no browser validation bubbles. */
  const formProps = { id: formId, noValidate: true };

  return { values, set, errors, error, field, check, reset, focus, formProps };
}

/** Text of a failed call for the screen. */
export function errorText(err: unknown, t: TFunction): string {
  if (isApiError(err)) {
    const key = apiMessageKey(err.message);
    if (key) return t(key);
    return err.message.trim() ? err.message : t('errors.generic');
  }
  return t('errors.generic');
}

/** The localized text of a validation code, or undefined. */
export function useValidationText() {
  const { t } = useTranslation();
  return (code: ValidationCode | null | undefined, vars?: Record<string, unknown>) => (code ? t(`validation.${code}`, vars) : undefined);
}

export interface FormErrorState {
  message: string;
  status: number | null;
  /** Bumped for every error so the bar re-mounts and is announced again. */
  seq: number;
}

/** The form-level error of the last submit. */
export function useFormError() {
  const { t } = useTranslation();
  const [state, setState] = useState<FormErrorState | null>(null);
  const seq = useRef(0);
  const show = useCallback(
    (err: unknown) => {
      seq.current += 1;
      setState({ message: errorText(err, t), status: isApiError(err) ? err.status : null, seq: seq.current });
    },
    [t],
  );
  const clear = useCallback(() => setState(null), []);
  return { error: state, show, clear };
}

export function FormMessage({ error, title, intent = 'error', className }: { error: FormErrorState | null; title?: string; intent?: MessageBarIntent; className?: string }) {
  if (!error) return null;
  return (
    <MessageBar key={error.seq} intent={intent} className={className} data-testid="form-error" layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {error.message}
      </MessageBarBody>
    </MessageBar>
  );
}

/** Runs a submit handler without the browser's own form submission. */
export function onSubmit(handler: () => void | Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    void handler();
  };
}
