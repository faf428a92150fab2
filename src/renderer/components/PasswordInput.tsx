/** A password Input with a show/hide toggle (pressed state announced). Plain controls: no Fluent script. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';
import { Input, type InputProps } from './controls/Input';
import { PlainButton } from './PlainButton';

export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      contentAfter={
        <PlainButton
          type="button"
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          aria-label={t('form.showPassword')}
          aria-pressed={visible}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
