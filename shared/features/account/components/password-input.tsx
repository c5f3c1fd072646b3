import { Input } from 'antd-mobile';
import { useState } from 'react';
import { accountText } from '@features/account/strings';
import './account.css';

/** Inline so the toggle draws the same in every browser (emoji fonts vary, LINE's in-app browser included). */
const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </svg>
);

type PasswordInputProps = {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoComplete?: 'current-password' | 'new-password';
  id?: string;
};

/** A password field with a show/hide toggle; Form.Item passes `value` and `onChange`. */
export const PasswordInput = ({ value, onChange, placeholder, autoComplete, id }: PasswordInputProps) => {
  const [visible, setVisible] = useState(false);
  const handleToggle = () => setVisible((shown) => !shown);
  return (
    <div className="account-password">
      <Input
        id={id}
        className="account-password__input"
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder ?? accountText.passwordPlaceholder}
        autoComplete={autoComplete ?? 'current-password'}
        maxLength={100}
      />
      <button
        type="button"
        className="account-password__toggle"
        aria-label={visible ? accountText.hidePassword : accountText.showPassword}
        aria-pressed={visible}
        onClick={handleToggle}
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
};
