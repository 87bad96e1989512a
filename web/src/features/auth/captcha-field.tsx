import { useEffect, useState } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCaptcha } from '@portal/contract';
import { fetchCaptcha } from '../../api/login';
import { Field, TextInput } from '../../boot/controls';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A new picture for each value. */
  nonce: number;
  onRefresh: () => void;
  /** Where the login reads the id of the picture shown. */
  captchaIdRef: { current?: string };
}

/** The image captcha: the SVG from the server, clicked to get a new one. */
export function CaptchaField({ value, onChange, error, nonce, onRefresh, captchaIdRef }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);

  useEffect(() => {
    let current = true;
    setCaptcha(null);
    captchaIdRef.current = undefined;
    fetchCaptcha()
      .then((answer) => {
        if (!current) return;
        captchaIdRef.current = answer.captchaId;
        setCaptcha(answer);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [nonce, captchaIdRef]);

  return (
    <Field id="login_code" label={t('login.captcha')} error={error}>
      <div className="captcha-row">
        <TextInput
          id="login_code"
          value={value}
          onChange={onChange}
          invalid={!!error}
          prefix={<SafetyOutlined />}
          placeholder={t('login.captchaPlaceholder')}
          autoComplete="off"
          maxLength={10}
        />
        <button type="button" className="captcha-image" data-testid="captcha-image" onClick={onRefresh} title={t('login.captchaRefresh')} aria-label={t('login.captchaRefresh')}>
          {captcha ? (
            <img alt={t('login.captcha')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`} />
          ) : (
            <span className="captcha-skeleton" />
          )}
        </button>
      </div>
    </Field>
  );
}
