import { useState } from 'react';
import { App, Button, Col, Form, Input, Row, Select } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, PATTERNS } from '@portal/contract';
import { sendRegisterCode, useCountries, useRegister, type RegisterInput } from '../../api/users';
import { passwordRules, repeatRules, usernameRules } from './password-rules';
import { VerifyCodeField } from './verify-code-field';
import { AuthCard } from './auth-card';

interface RegisterValues extends RegisterInput {
  repeatPassword: string;
}

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const { data: countries, isLoading: countriesLoading } = useCountries();
  const register = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendCode = async () => {
    const email = await form.validateFields(['email']).then((v) => v.email).catch(() => null);
    if (!email) return null;
    const sent = await sendRegisterCode(email.trim());
    setSentTo(sent.sentTo);
    void message.success(t('register.codeSent', { to: sent.sentTo }));
    return sent;
  };

  const onFinish = async ({ repeatPassword: _repeat, ...values }: RegisterValues) => {
    try {
      const result = await register.mutateAsync({
        ...values,
        username: values.username.trim(),
        email: values.email.trim(),
        code: values.code.trim(),
        mobileNo: values.mobileNo?.trim() ?? '',
        countryCode: values.countryCode ?? '',
      });
      void message.success(t('register.success'));
      navigate('/login', { replace: true, state: { username: result?.username ?? values.username.trim() } });
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
        <Form<RegisterValues> form={form} name="register" layout="vertical" onFinish={onFinish} requiredMark="optional" scrollToFirstError>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="username" label={t('register.username')} rules={usernameRules(t)}>
                <Input autoComplete="username" maxLength={LIMITS.usernameMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="name" label={t('register.name')} rules={[{ max: LIMITS.nameMax, message: t('validation.maxLength', { max: LIMITS.nameMax }) }]}>
                <Input autoComplete="name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="password" label={t('register.password')} rules={passwordRules(t)} extra={t('register.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}>
                <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="repeatPassword" label={t('register.repeatPassword')} dependencies={['password']} rules={repeatRules(t, 'password')}>
                <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="email"
                label={t('register.email')}
                rules={[
                  { required: true, whitespace: true, message: t('validation.emailRequired') },
                  { pattern: PATTERNS.email, message: t('validation.emailPattern') },
                  { max: LIMITS.emailMax, message: t('validation.maxLength', { max: LIMITS.emailMax }) },
                ]}
              >
                <Input prefix={<MailOutlined />} autoComplete="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <VerifyCodeField label={t('register.code')} extra={sentTo ? t('register.codeSent', { to: sentTo }) : undefined} send={sendCode} />
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="company" label={t('register.company')} rules={[{ max: LIMITS.companyMax, message: t('validation.maxLength', { max: LIMITS.companyMax }) }]}>
                <Input autoComplete="organization" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="mobileNo" label={t('register.mobile')} rules={[{ pattern: PATTERNS.phone, message: t('validation.phonePattern') }]}>
                <Input autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="countryCode" label={t('register.country')}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  allowClear
                  loading={countriesLoading}
                  options={(countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
                  placeholder={t('register.countryPlaceholder')}
                />
              </Form.Item>
            </Col>
          </Row>
          <div className="auth-actions">
            <Button onClick={() => navigate('/login')}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={register.isPending}>
              {t('register.submit')}
            </Button>
          </div>
        </Form>
    </AuthCard>
  );
}
