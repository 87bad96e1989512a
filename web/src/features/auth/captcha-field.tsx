import { Form, Input, Skeleton, Tooltip } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../api/auth';

/** The image captcha: the SVG from the server, clicked to get a new one. */
export function CaptchaField({ nonce, onRefresh, captchaIdRef }: { nonce: number; onRefresh: () => void; captchaIdRef: { current?: string } }) {
  const { t } = useTranslation('auth');
  const { data, isFetching } = useCaptcha(true, nonce);
  captchaIdRef.current = data?.captchaId;
  return (
    <Form.Item label={t('login.captcha')} required>
      <div className="captcha-row">
        <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('validation.captchaRequired') }]}>
          <Input prefix={<SafetyOutlined />} placeholder={t('login.captchaPlaceholder')} autoComplete="off" maxLength={10} aria-label={t('login.captcha')} />
        </Form.Item>
        <Tooltip title={t('login.captchaRefresh')}>
          <button type="button" className="captcha-image" data-testid="captcha-image" onClick={onRefresh} aria-label={t('login.captchaRefresh')}>
            {data && !isFetching ? (
              <img alt={t('login.captcha')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.svg)}`} />
            ) : (
              <Skeleton.Button active size="large" />
            )}
          </button>
        </Tooltip>
      </div>
    </Form.Item>
  );
}
