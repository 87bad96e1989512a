import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import './controls.css';

/*
 * Form controls of the pages drawn before antd is loaded (the login page, decision 030): plain
 * elements styled like antd's large controls under the portal's theme (controls.css), so the login
 * page looks as it did when it was built with antd, without its 150 kB.
 */

interface FieldProps {
  /** The control's id: the label points at it, the error is `<id>_help` (antd's naming). */
  id: string;
  label: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/** A labelled control with its error below (a form item of a vertical antd form). */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="plain-field">
      <div className="plain-field-label">
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      {error && (
        <>
          <div id={`${id}_help`} className="plain-field-help" role="alert">
            {error}
          </div>
          {/* takes the field's own margin back: the error sits in the gap, nothing below moves */}
          <div className="plain-field-offset" />
        </>
      )}
    </div>
  );
}

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'onChange'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  prefix?: ReactNode;
  suffix?: ReactNode;
  invalid?: boolean;
}

/** A large text input with an icon before it (antd's Input with `prefix`). */
export function TextInput({ prefix, suffix, invalid, onChange, className, ...input }: TextInputProps) {
  return (
    <span className={`plain-input${invalid ? ' plain-input-error' : ''}${className ? ` ${className}` : ''}`}>
      {prefix && <span className="plain-input-prefix">{prefix}</span>}
      <input {...input} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${input.id}_help` : undefined} onChange={(e) => onChange(e.target.value)} />
      {suffix && <span className="plain-input-suffix">{suffix}</span>}
    </span>
  );
}

/** A password input with the eye that shows what was typed (antd's Input.Password). */
export function PasswordInput({ showLabel, hideLabel, ...props }: Omit<TextInputProps, 'type' | 'suffix'> & { showLabel: string; hideLabel: string }) {
  const [shown, setShown] = useState(false);
  const eye = (
    // out of the tab order, as antd's: the keyboard goes from the password to the next field
    <button type="button" tabIndex={-1} className="plain-input-eye" aria-label={shown ? hideLabel : showLabel} onClick={() => setShown((s) => !s)}>
      {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
  return <TextInput {...props} type={shown ? 'text' : 'password'} suffix={eye} />;
}

export function Checkbox({ id, checked, onChange, children }: { id: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="plain-checkbox" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  large?: boolean;
  icon?: ReactNode;
  /** Pending: the spinner in place of the icon, and no second click. */
  loading?: boolean;
}

/** A full-width button (antd's Button `block`), primary or outlined. */
export function Button({ primary, large, icon, loading, className, children, type = 'button', disabled, ...rest }: ButtonProps) {
  const classes = ['plain-button', primary ? 'plain-button-primary' : 'plain-button-default', large && 'plain-button-lg', loading && 'plain-button-loading', className];
  return (
    <button {...rest} type={type} className={classes.filter(Boolean).join(' ')} disabled={disabled || loading} aria-busy={loading || undefined}>
      {(loading || icon) && <span className="plain-button-icon">{loading ? <LoadingOutlined spin /> : icon}</span>}
      <span>{children}</span>
    </button>
  );
}

/** An error message over a form (antd's Alert type="error" showIcon). */
export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`plain-alert${className ? ` ${className}` : ''}`} role="alert">
      <CloseCircleFilled className="plain-alert-icon" />
      <div className="plain-alert-title">{children}</div>
    </div>
  );
}

/** A thin line with a word in the middle (antd's Divider plain). */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="plain-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}
