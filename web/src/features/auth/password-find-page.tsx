import { useState } from 'react';
import { App, Button, Form, Input, Result, Steps, Typography } from 'antd';
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract';
import { fetchAccountDetail, resetPassword, sendForgetPasswordCode, validateResetCode } from '../../api/users';
import { passwordRules, repeatRules, usernameRules } from './password-rules';
import { VerifyCodeField } from './verify-code-field';
import { AuthCard } from './auth-card';

interface Account {
  id: string;
  username: string;
  maskedEmail: string;
}

/** Password recovery in three steps (spec §1): account name, authentication, new password. */
export default function PasswordFindPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<Account | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      /* the http client showed the reason */
    } finally {
      setBusy(false);
    }
  };

  const findAccount = (values: { username: string }) =>
    run(async () => {
      const found = await fetchAccountDetail(values.username);
      setAccount(found);
      setStep(1);
    });

  const sendCode = async () => {
    if (!account) return null;
    const sent = await sendForgetPasswordCode(account.username);
    void message.success(t('passwordFind.codeSent', { to: sent.sentTo }));
    return sent;
  };

  const verify = (values: { code: string }) =>
    run(async () => {
      if (!account) return;
      const result = await validateResetCode(account.username, values.code.trim());
      setTicket(result.ticket);
      setStep(2);
    });

  const reset = (values: { password: string }) =>
    run(async () => {
      if (!account || !ticket) return;
      await resetPassword(account.id, ticket, values.password);
      void message.success(t('passwordFind.success'));
      setDone(true);
    });

  const steps = [
    { title: t('passwordFind.stepAccount'), icon: <UserOutlined /> },
    { title: t('passwordFind.stepVerify'), icon: <SafetyCertificateOutlined /> },
    { title: t('passwordFind.stepPassword'), icon: <LockOutlined /> },
  ];

  return (
    <AuthCard title={t('passwordFind.title')}>
        <Steps current={done ? 3 : step} items={steps} className="password-find-steps" responsive />
        {done ? (
          <Result
            status="success"
            title={t('passwordFind.success')}
            subTitle={t('passwordFind.successText')}
            extra={
              <Button type="primary" onClick={() => navigate('/login', { replace: true, state: { username: account?.username } })}>
                {t('common.backToLogin')}
              </Button>
            }
          />
        ) : (
          <Form form={form} name="passwordFind" layout="vertical" className="password-find-form" requiredMark={false}
            onFinish={(values) => (step === 0 ? findAccount(values) : step === 1 ? verify(values) : reset(values))}
          >
            {step === 0 && (
              <Form.Item name="username" label={t('passwordFind.username')} rules={usernameRules(t)} extra={t('passwordFind.usernameHint')}>
                <Input prefix={<UserOutlined />} autoComplete="username" maxLength={LIMITS.usernameMax} size="large" />
              </Form.Item>
            )}
            {step === 1 && account && (
              <>
                <Typography.Paragraph>{t('passwordFind.verifyText', { email: account.maskedEmail })}</Typography.Paragraph>
                <VerifyCodeField label={t('passwordFind.code')} size="large" send={sendCode} />
              </>
            )}
            {step === 2 && (
              <>
                <Form.Item name="password" label={t('passwordFind.newPassword')} rules={passwordRules(t)} extra={t('register.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}>
                  <Input.Password size="large" autoComplete="new-password" maxLength={LIMITS.passwordMax} />
                </Form.Item>
                <Form.Item name="repeatPassword" label={t('passwordFind.repeatPassword')} dependencies={['password']} rules={repeatRules(t, 'password')}>
                  <Input.Password size="large" autoComplete="new-password" maxLength={LIMITS.passwordMax} />
                </Form.Item>
              </>
            )}
            <div className="auth-actions">
              {step > 0 && (
                <Button onClick={() => setStep(step === 2 ? 0 : step - 1)} disabled={busy}>
                  {t('common.previous')}
                </Button>
              )}
              <Button type="primary" htmlType="submit" loading={busy}>
                {step === 2 ? t('passwordFind.submit') : t('common.next')}
              </Button>
            </div>
          </Form>
        )}
    </AuthCard>
  );
}
