/**
 * Fluent's Field without its script (issue 23): a label (with the required asterisk, hidden from
 * screen readers), the control, the validation message (with its icon; role="alert" for an error
 * or a warning) and the hint. The control is wired as Fluent's Field wires it, through a context
 * the plain controls read (useFieldControl): its id (the label's htmlFor; a control's own id is
 * kept and becomes the label's target), aria-describedby (message, then hint), aria-invalid for an
 * error, and required. Styles: Field.module.css (@fluentui/react-field 9's, with the theme's variables).
 */
import { createContext, isValidElement, useContext, useId, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { cx } from '../classNames';
import { fieldStatusIcon } from './statusIcons';
import styles from './Field.module.css';

export type ValidationState = 'error' | 'warning' | 'success' | 'none';

export interface FieldContextValue {
  controlId: string;
  labelId?: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  size: 'small' | 'medium' | 'large';
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The field around a control, if any (the plain controls read it; null outside a plain Field). */
export const useFieldContext = () => useContext(FieldContext);

/** ARIA and id props a control takes from its Field (its own props win; aria-describedby is merged). */
export interface FieldControlProps {
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
  required?: boolean;
}

/**
 * Merges the Field's wiring into a control's props. `labelFor`: the control is an element a
 * <label for> names (input, textarea, select); otherwise (a radio group) it is named by
 * aria-labelledby. `nativeRequired`: `required` as the element's attribute, else aria-required.
 */
export function useFieldControl<P extends FieldControlProps>(props: P, options: { labelFor: boolean; nativeRequired: boolean }): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const merged: P = { ...props };
  merged.id ??= field.controlId;
  if (field.labelId && (!options.labelFor || merged.id !== field.controlId)) merged['aria-labelledby'] ??= field.labelId;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  if (describedBy) merged['aria-describedby'] = describedBy;
  if (field.invalid) merged['aria-invalid'] ??= true;
  if (field.required) {
    if (options.nativeRequired) merged.required ??= true;
    else merged['aria-required'] ??= true;
  }
  return merged;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label?: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  validationMessage?: ReactNode;
  /** 'error' when there is a message and no state is given (as Fluent's Field). */
  validationState?: ValidationState;
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
}

export function Field({ label, required = false, hint, validationMessage, validationState, size = 'medium', className, children, ...rest }: FieldProps) {
  const baseId = useId();
  const state: ValidationState = validationState ?? (validationMessage ? 'error' : 'none');
  const hasMessage = validationMessage !== undefined && validationMessage !== null && validationMessage !== false && validationMessage !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  // A control that names itself (id="contact-name") keeps its id: the label points at it.
  const ownId = isValidElement(children) ? (children as ReactElement<{ id?: unknown }>).props.id : undefined;
  const controlId = typeof ownId === 'string' && ownId ? ownId : `${baseId}control`;
  const labelId = label ? `${baseId}label` : undefined;
  const messageId = hasMessage ? `${baseId}message` : undefined;
  const hintId = hasHint ? `${baseId}hint` : undefined;
  const context: FieldContextValue = {
    controlId,
    labelId,
    describedBy: [messageId, hintId].filter(Boolean).join(' ') || undefined,
    invalid: state === 'error',
    required,
    size,
  };
  return (
    <FieldContext.Provider value={context}>
      <div {...rest} className={cx(styles.field, className)}>
        {label && (
          <label id={labelId} htmlFor={controlId} className={cx(styles.label, size === 'large' && styles.labelLarge)}>
            {label}
            {required && (
              <span aria-hidden="true" className={styles.required}>
                *
              </span>
            )}
          </label>
        )}
        {children}
        {hasMessage && (
          <div
            id={messageId}
            role={state === 'error' || state === 'warning' ? 'alert' : undefined}
            className={cx(styles.secondary, state === 'error' && styles.error, state !== 'none' && styles.withIcon)}
          >
            {state !== 'none' && <span className={cx(styles.icon, styles[state])}>{fieldStatusIcon(state)}</span>}
            {validationMessage}
          </div>
        )}
        {hasHint && (
          <div id={hintId} className={styles.secondary}>
            {hint}
          </div>
        )}
      </div>
    </FieldContext.Provider>
  );
}
