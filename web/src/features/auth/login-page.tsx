import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Form, Input } from 'antd';
import { ApiOutlined, BookOutlined, LockOutlined, LoginOutlined, SearchOutlined, ToolOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERRORS, LIMITS } from '@portal/contract';
import { fetchCaptchaRequired, useLogin, useVisitorLogin } from '../../api/auth';
import { ApiError } from '../../api/http';
import { usePublicConfig } from '../../api/system';
import { CaptchaField } from './captcha-field';
import { AuthFooter } from './auth-footer';
import { HeroIllustration } from './hero-illustration';
import { afterLogin } from '../../app/return-route';
import { routes } from '../../app/routes';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { data: config } = usePublicConfig();
  const [form] = Form.useForm<LoginValues>();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [nonce, setNonce] = useState(0);
  const captchaIdRef = useRef<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const visitor = useVisitorLogin();
  const needCaptcha = config?.captchaMode === 'always' || (config?.captchaMode !== 'off' && captchaAsked);
  const initialUsername = (location.state as { username?: string } | null)?.username ?? params.get('username') ?? '';

  const checkCaptcha = async () => {
    const username = form.getFieldValue('username')?.trim();
    if (!username || config?.captchaMode === 'off' || needCaptcha) return;
    const answer = await fetchCaptchaRequired(username).catch(() => null);
    if (answer?.required) setCaptchaAsked(true);
  };

  const onFailure = (cause: unknown) => {
    if (!(cause instanceof ApiError)) {
      setError(t('login.failed'));
      return;
    }
    if (cause.code === ERRORS.CAPTCHA_REQUIRED.code) setCaptchaAsked(true);
    if (needCaptcha || cause.code === ERRORS.CAPTCHA_REQUIRED.code) {
      // An answer is good once: show a new picture, clear the old answer, keep its error visible.
      setNonce((n) => n + 1);
      form.setFields([{ name: 'code', value: '', errors: cause.code === ERRORS.CAPTCHA_WRONG.code ? [cause.message] : [] }]);
    }
    // This failure may be the one after which the next attempt needs a captcha.
    if (cause.code === ERRORS.WRONG_CREDENTIALS.code) void checkCaptcha();
    setError(cause.message);
  };

  const onFinish = async (values: LoginValues) => {
    setError(null);
    try {
      await login.mutateAsync({
        username: values.username,
        password: values.password,
        code: values.code?.trim(),
        captchaId: needCaptcha ? captchaIdRef.current : undefined,
        rememberMe: values.rememberMe,
      });
      navigate(afterLogin(location.search, routes), { replace: true });
    } catch (cause) {
      onFailure(cause);
    }
  };

  const onVisitor = async () => {
    setError(null);
    try {
      await visitor.mutateAsync();
      navigate(afterLogin(location.search, routes), { replace: true });
    } catch (cause) {
      onFailure(cause);
    }
  };

  const features = [
    { icon: <BookOutlined />, text: t('login.featureManuals') },
    { icon: <SearchOutlined />, text: t('login.featureVin') },
    { icon: <ToolOutlined />, text: t('login.featureService') },
  ];

  return (
    <div className="auth-page login-page">
      <div className="login-panel">
        <section className="login-hero" aria-hidden="true">
          <h1>{t('login.heroTitle')}</h1>
          <p>{t('login.heroText')}</p>
          <ul className="login-features">
            {features.map((f) => (
              <li key={f.text}>
                <span className="login-feature-icon">{f.icon}</span>
                {f.text}
              </li>
            ))}
          </ul>
          <HeroIllustration />
        </section>
        <section className="auth-card login-card">
          <div className="login-card-body">
            <h2 className="auth-card-title">{t('login.title')}</h2>
            <p className="auth-card-subtitle">{t('login.subtitle')}</p>
            {error && <Alert className="auth-error" type="error" showIcon title={error} role="alert" />}
            <Form<LoginValues>
              form={form}
              name="login"
              layout="vertical"
              requiredMark={false}
              initialValues={{ username: initialUsername, rememberMe: false }}
              onFinish={onFinish}
              size="large"
            >
              <Form.Item
                name="username"
                label={t('login.username')}
                rules={[
                  { required: true, whitespace: true, message: t('validation.usernameRequired') },
                  { max: LIMITS.usernameMax, message: t('validation.maxLength', { max: LIMITS.usernameMax }) },
                ]}
              >
                <Input prefix={<UserOutlined />} placeholder={t('login.usernamePlaceholder')} autoComplete="username" onBlur={checkCaptcha} />
              </Form.Item>
              <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('validation.passwordRequired') }]}>
                <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
              </Form.Item>
              {needCaptcha && <CaptchaField nonce={nonce} onRefresh={() => setNonce((n) => n + 1)} captchaIdRef={captchaIdRef} />}
              <div className="login-options">
                <Form.Item name="rememberMe" valuePropName="checked" noStyle>
                  <Checkbox>{t('login.rememberMe')}</Checkbox>
                </Form.Item>
                {config?.forgotPasswordEnabled !== false && <Link to="/password-find">{t('login.forgotPassword')}</Link>}
              </div>
              <Button type="primary" htmlType="submit" block loading={login.isPending} icon={<LoginOutlined />} className="login-submit">
                {t('login.submit')}
              </Button>
            </Form>
            {(config?.registerEnabled !== false || config?.visitorEnabled || config?.ssoEnabled) && <Divider plain>{t('login.or')}</Divider>}
            <div className="login-alternatives">
              {config?.registerEnabled !== false && (
                <Button block icon={<UserAddOutlined />} onClick={() => navigate('/register')} data-testid="register-button">
                  {t('login.register')}
                </Button>
              )}
              {config?.visitorEnabled && (
                <Button block icon={<UserOutlined />} onClick={onVisitor} loading={visitor.isPending} data-testid="visitor-login">
                  {t('login.visitor')}
                </Button>
              )}
              {config?.ssoEnabled && (
                <Link to="/sso-login" className="login-sso-link" data-testid="sso-link">
                  <ApiOutlined /> {t('login.sso')}
                </Link>
              )}
            </div>
          </div>
        </section>
      </div>
      <AuthFooter />
    </div>
  );
}
