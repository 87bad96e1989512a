import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract';
import { useCountdown } from './use-countdown';

interface VerifyCodeFieldProps {
  label: string;
  /** Under the field (where the code went). */
  extra?: ReactNode;
  size?: 'large';
  /**
   * Asks the server to send a code; answers its resend delay, or null when nothing was sent (an
   * address to correct first). A refusal is shown by the http client.
   */
  send: () => Promise<{ resendAfter: number } | null>;
}

/**
 * The e-mailed verification code (form field `code`) with its send button, which waits out the
 * server's resend delay after each send.
 */
export function VerifyCodeField({ label, extra, size, send }: VerifyCodeFieldProps) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const onSend = async () => {
    setSending(true);
    try {
      const sent = await send();
      if (sent) countdown.start(sent.resendAfter);
    } catch {
      /* the http client showed the reason */
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={label} required extra={extra}>
      <Space.Compact block>
        <Form.Item
          name="code"
          noStyle
          rules={[
            { required: true, whitespace: true, message: t('validation.codeRequired') },
            { len: LIMITS.verifyCodeLength, message: t('validation.codeLength', { length: LIMITS.verifyCodeLength }) },
          ]}
        >
          <Input size={size} maxLength={LIMITS.verifyCodeLength} autoComplete="one-time-code" aria-label={label} />
        </Form.Item>
        <Button size={size} icon={<SendOutlined />} onClick={() => void onSend()} loading={sending} disabled={countdown.left > 0} data-testid="send-code">
          {countdown.left > 0 ? t('common.resendIn', { seconds: countdown.left }) : t('common.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
