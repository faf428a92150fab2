/** A password Input with a show/hide toggle (pressed state announced). */
import { useState } from 'react';
import { Button, Input, type InputProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';

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
        <Button
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
