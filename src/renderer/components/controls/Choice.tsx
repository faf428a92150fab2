/**
 * Fluent's Checkbox, RadioGroup and Radio without their script (issue 23): native inputs (so
 * keyboard, forms and getByRole work as they are), invisible over a drawn indicator, with a
 * <label for> beside; a RadioGroup is role="radiogroup" and gives its radios one name, so arrow
 * keys move between them natively. Callbacks as Fluent's: onChange(event, { checked }) and
 * onChange(event, { value }). A required checkbox's label has Fluent's asterisk. Styles: Choice.module.css.
 */
import { createContext, useContext, useId, type ChangeEvent, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../classNames';
import { useFieldControl } from './Field';
import { checkmark12 } from './statusIcons';
import styles from './Choice.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'defaultChecked' | 'type' | 'size'> {
  checked?: boolean;
  label?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement>, data: { checked: boolean }) => void;
}

export function Checkbox({ checked, label, onChange, className, style, ...rest }: CheckboxProps) {
  const generated = useId();
  const props = useFieldControl(rest, { labelFor: true, nativeRequired: true });
  const id = props.id ?? `${generated}checkbox`;
  const disabled = Boolean(props.disabled);
  return (
    <span style={style} className={cx(styles.checkbox, disabled ? styles.disabled : checked ? styles.checked : styles.unchecked, className)}>
      <input {...props} id={id} type="checkbox" checked={checked} className={styles.checkboxInput} onChange={onChange && ((event) => onChange(event, { checked: event.target.checked }))} />
      <div aria-hidden="true" className={styles.checkboxIndicator}>
        {checked && checkmark12}
      </div>
      {label && (
        <label htmlFor={id} className={styles.label}>
          {label}
          {props.required && (
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
          )}
        </label>
      )}
    </span>
  );
}

interface RadioGroupContextValue {
  name: string;
  value?: string;
  disabled?: boolean;
  /** The Field's message and hint, which each radio is described by too (as Fluent's). */
  describedBy?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>, data: { value: string }) => void;
}
const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  layout?: 'vertical' | 'horizontal';
  onChange?: (event: ChangeEvent<HTMLInputElement>, data: { value: string }) => void;
}

export function RadioGroup({ name, value, disabled, required, layout = 'vertical', onChange, className, children, ...rest }: RadioGroupProps) {
  const generated = useId();
  const props = useFieldControl({ ...rest, 'aria-required': required || undefined }, { labelFor: false, nativeRequired: false });
  return (
    <RadioGroupContext.Provider value={{ name: name ?? generated, value, disabled, describedBy: props['aria-describedby'], onChange }}>
      <div role="radiogroup" {...props} aria-disabled={disabled || undefined} className={cx(styles.radioGroup, layout === 'vertical' && styles.vertical, className)}>
        {children}
      </div>
    </RadioGroupContext.Provider>
  );
}

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'value' | 'size'> {
  value: string;
  label?: ReactNode;
}

export function Radio({ value, label, className, style, disabled: ownDisabled, id: ownId, ...rest }: RadioProps) {
  const group = useContext(RadioGroupContext);
  const generated = useId();
  const id = ownId ?? `${generated}radio`;
  const disabled = ownDisabled ?? group?.disabled;
  return (
    <span style={style} className={cx(styles.radio, className)}>
      <input
        aria-describedby={group?.describedBy}
        {...rest}
        id={id}
        type="radio"
        name={group?.name ?? rest.name}
        value={value}
        disabled={disabled}
        checked={group?.value === undefined ? undefined : group.value === value}
        className={styles.radioInput}
        onChange={(event) => group?.onChange?.(event, { value: event.target.value })}
      />
      <div aria-hidden="true" className={styles.radioIndicator} />
      {label && (
        <label htmlFor={id} className={cx(styles.label, styles.radioLabel)}>
          {label}
        </label>
      )}
    </span>
  );
}
