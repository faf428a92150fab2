/**
 * Fluent's Input, Textarea and Select without their script (issue 23): the same markup (a span
 * around the native element, which gets every prop but className/style), the same change
 * callback `onChange(event, { value })` (so components/form.tsx's FormField spreads onto them as
 * onto Fluent's), and the same look (Input.module.css). Inside a plain Field they take its wiring
 * (useFieldControl). Put them in a plain Field, never in Fluent's (whose wiring comes through
 * Fluent's context, which these do not read).
 */
import { useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, type RefObject, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cx } from '../classNames';
import { useFieldContext, useFieldControl } from './Field';
import { chevronDown20 } from './statusIcons';
import styles from './Input.module.css';

type Size = 'small' | 'medium' | 'large';

const isInvalid = (value: unknown) => value === true || value === 'true';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'size' | 'value' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>, data: { value: string }) => void;
  size?: Size;
  appearance?: 'outline';
  contentBefore?: ReactNode;
  contentAfter?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, style, size: ownSize, appearance: _appearance, contentBefore, contentAfter, onChange, ref, type = 'text', ...rest }: InputProps) {
  const field = useFieldContext();
  const props = useFieldControl(rest, { labelFor: true, nativeRequired: true });
  const size = ownSize ?? field?.size ?? 'medium';
  const element = useRef<HTMLInputElement | null>(null);
  const root = useRef<HTMLSpanElement | null>(null);
  const disabled = Boolean(props.disabled);
  const hasBefore = contentBefore !== undefined && contentBefore !== null;
  const hasAfter = contentAfter !== undefined && contentAfter !== null;
  return (
    <span
      ref={root}
      style={style}
      className={cx(
        styles.root,
        size !== 'medium' && styles[size],
        hasBefore && styles.withBefore,
        hasAfter && styles.withAfter,
        disabled ? styles.disabled : styles.interactive,
        !disabled && isInvalid(props['aria-invalid']) && styles.invalid,
        className,
      )}
    >
      {hasBefore && <span className={styles.content}>{contentBefore}</span>}
      <input
        type={type}
        {...props}
        ref={(node) => {
          element.current = node;
          assignRef(ref, node);
        }}
        className={styles.input}
        onChange={onChange && ((event) => onChange(event, { value: event.target.value }))}
      />
      {hasAfter && <span className={styles.content}>{contentAfter}</span>}
    </span>
  );
}

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>, data: { value: string }) => void;
  resize?: 'none' | 'both' | 'horizontal' | 'vertical';
  size?: Size;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, style, resize = 'none', size: ownSize, onChange, ...rest }: TextareaProps) {
  const field = useFieldContext();
  const props = useFieldControl(rest, { labelFor: true, nativeRequired: true });
  const size = ownSize ?? field?.size ?? 'medium';
  const disabled = Boolean(props.disabled);
  return (
    <span
      style={style}
      className={cx(styles.textareaRoot, disabled ? styles.textareaDisabled : styles.textareaInteractive, !disabled && isInvalid(props['aria-invalid']) && styles.invalid, className)}
    >
      <textarea
        {...props}
        className={cx(styles.textarea, styles[`textarea-${size}`], styles[`resize-${resize}`])}
        onChange={onChange && ((event) => onChange(event, { value: event.target.value }))}
      />
    </span>
  );
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'size'> {
  onChange?: (event: ChangeEvent<HTMLSelectElement>, data: { value: string }) => void;
  size?: Size;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ className, style, size: ownSize, onChange, children, ...rest }: SelectProps) {
  const field = useFieldContext();
  const props = useFieldControl(rest, { labelFor: true, nativeRequired: true });
  const size = ownSize ?? field?.size ?? 'medium';
  const disabled = Boolean(props.disabled);
  return (
    <span style={style} className={cx(styles.selectRoot, className)}>
      <select
        {...props}
        className={cx(styles.select, styles[`select-${size}`], disabled ? styles.selectDisabled : styles.selectInteractive, !disabled && isInvalid(props['aria-invalid']) && styles.invalid)}
        onChange={onChange && ((event) => onChange(event, { value: event.target.value }))}
      >
        {children}
      </select>
      <span className={cx(styles.selectIcon, styles[`icon-${size}`], disabled && styles.iconDisabled)} aria-hidden="true">
        {chevronDown20}
      </span>
    </span>
  );
}
