import { App, Alert, Button, Card, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract';
import { useChangePassword } from '../../api/users';
import { logout } from '../../api/auth';
import { passwordRules, repeatRules } from '../auth/password-rules';
import { PageHeading } from '../../components/page-heading';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** Change one's password; the session ends afterwards so the new one is used at once. */
export default function PasswordModifyPage() {
  const { t } = useTranslation('users');
  const { t: ta } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const change = useChangePassword();

  const onFinish = async (values: PasswordValues) => {
    try {
      await change.mutateAsync(values);
      void message.success(t('password.success'));
      await logout();
      navigate('/login', { replace: true });
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <div className="page">
      <PageHeading title={t('password.title')} subtitle={t('password.subtitle')} />
      <Card className="narrow-card">
        <Alert type="info" showIcon title={ta('register.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })} className="narrow-card-alert" />
        <Form<PasswordValues> name="passwordModify" layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true, message: ta('validation.oldPasswordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={LIMITS.passwordMax} />
          </Form.Item>
          <Form.Item name="newPassword" label={t('password.new')} rules={passwordRules(ta, 'validation.newPasswordRequired')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={LIMITS.passwordMax} />
          </Form.Item>
          <Form.Item name="repeatPassword" label={t('password.repeat')} dependencies={['newPassword']} rules={repeatRules(ta, 'newPassword')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={LIMITS.passwordMax} />
          </Form.Item>
          <div className="form-actions">
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
