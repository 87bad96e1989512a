import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiOutlined, BookOutlined, LockOutlined, LoginOutlined, SearchOutlined, ToolOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERRORS, LIMITS, SSO_ERROR_PARAM } from '@portal/contract';
import { fetchCaptchaRequired, fetchSsoFailure, login, startSso, visitorLogin } from '../../api/login';
import { ApiError } from '../../api/http';
import { usePublicConfigValue } from '../../api/public-config';
import { loadSignedIn, warmUp } from '../../boot/load';
import { Button, Checkbox, Divider, ErrorAlert, Field, PasswordInput, TextInput } from '../../boot/controls';
import { CaptchaField } from './captcha-field';
import { AuthFooter } from './auth-footer';
import { HeroIllustration } from './hero-illustration';

interface LoginValues {
  username: string;
  password: string;
  code: string;
  rememberMe: boolean;
}

type Checked = 'username' | 'password' | 'code';
type FieldErrors = Partial<Record<Checked, string>>;

/*
 * The first page an anonymous visitor sees: drawn with React and plain controls only, so it is
 * usable before antd and the signed-in app arrive (decision 030). The form keeps antd's ids
 * (`login_username`…) and checks each field as antd did: as it changes, and all on submit.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const config = usePublicConfigValue();
  const [values, setValues] = useState<LoginValues>(() => ({
    username: (location.state as { username?: string } | null)?.username ?? params.get('username') ?? '',
    password: '',
    code: '',
    rememberMe: false,
  }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [nonce, setNonce] = useState(0);
  const captchaIdRef = useRef<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'login' | 'visitor' | 'sso' | null>(null);
  // the single sign-on callback sends the browser back here with the refusal's code (#/login?ssoError=110042)
  const ssoRefusal = Number(params.get(SSO_ERROR_PARAM)) || null;
  const needCaptcha = config?.captchaMode === 'always' || (config?.captchaMode !== 'off' && captchaAsked);

  const check = (field: Checked, value: string): string | undefined => {
    if (field === 'username') {
      if (!value.trim()) return t('validation.usernameRequired');
      if (value.length > LIMITS.usernameMax) return t('validation.maxLength', { max: LIMITS.usernameMax });
    }
    if (field === 'password' && !value) return t('validation.passwordRequired');
    if (field === 'code' && !value.trim()) return t('validation.captchaRequired');
    return undefined;
  };

  const change = (field: Checked, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: check(field, value) }));
  };

  const checkCaptcha = async () => {
    const username = values.username.trim();
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
      setValues((v) => ({ ...v, code: '' }));
      setFieldErrors((e) => ({ ...e, code: cause.code === ERRORS.CAPTCHA_WRONG.code ? cause.message : undefined }));
    }
    // This failure may be the one after which the next attempt needs a captcha.
    if (cause.code === ERRORS.WRONG_CREDENTIALS.code) void checkCaptcha();
    setError(cause.message);
  };

  useEffect(() => {
    if (!ssoRefusal) return;
    let cancelled = false;
    // the message in the page's language is the server's (its error catalogue)
    fetchSsoFailure(ssoRefusal).then(
      (refusal) => !cancelled && setError(refusal.message),
      () => !cancelled && setError(t('login.failed')),
    );
    return () => {
      cancelled = true;
    };
  }, [ssoRefusal, t]);

  /** Runs a login; on success goes where the login was asked for (the signed-in app decides: it knows the routes). */
  const run = async (kind: 'login' | 'visitor', attempt: () => Promise<unknown>) => {
    setError(null);
    setPending(kind);
    try {
      const [, app] = await Promise.all([attempt(), loadSignedIn()]);
      navigate(app.targetAfterLogin(location.search), { replace: true });
    } catch (cause) {
      setPending(null);
      onFailure(cause);
    }
  };

  /** Off to the provider's login page; the browser comes back through the server's callback. */
  const singleSignOn = async () => {
    setError(null);
    setPending('sso');
    try {
      await startSso();
    } catch (cause) {
      setPending(null);
      onFailure(cause);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const checked: Checked[] = needCaptcha ? ['username', 'password', 'code'] : ['username', 'password'];
    const found = Object.fromEntries(checked.map((f) => [f, check(f, values[f])]));
    setFieldErrors(found);
    if (checked.some((f) => found[f])) return;
    void run('login', () =>
      login({
        username: values.username,
        password: values.password,
        code: needCaptcha ? values.code.trim() : undefined,
        captchaId: needCaptcha ? captchaIdRef.current : undefined,
        rememberMe: values.rememberMe,
      }),
    );
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
            {error && <ErrorAlert className="auth-error">{error}</ErrorAlert>}
            {/* someone filling in the form will log in: the signed-in app starts loading now */}
            <form id="login" onSubmit={onSubmit} onFocus={warmUp} noValidate>
              <Field id="login_username" label={t('login.username')} error={fieldErrors.username}>
                <TextInput
                  id="login_username"
                  value={values.username}
                  onChange={(v) => change('username', v)}
                  onBlur={checkCaptcha}
                  invalid={!!fieldErrors.username}
                  prefix={<UserOutlined />}
                  placeholder={t('login.usernamePlaceholder')}
                  autoComplete="username"
                />
              </Field>
              <Field id="login_password" label={t('login.password')} error={fieldErrors.password}>
                <PasswordInput
                  id="login_password"
                  value={values.password}
                  onChange={(v) => change('password', v)}
                  invalid={!!fieldErrors.password}
                  prefix={<LockOutlined />}
                  placeholder={t('login.passwordPlaceholder')}
                  autoComplete="current-password"
                  showLabel={t('login.showPassword')}
                  hideLabel={t('login.hidePassword')}
                />
              </Field>
              {needCaptcha && (
                <CaptchaField
                  value={values.code}
                  onChange={(v) => change('code', v)}
                  error={fieldErrors.code}
                  nonce={nonce}
                  onRefresh={() => setNonce((n) => n + 1)}
                  captchaIdRef={captchaIdRef}
                />
              )}
              <div className="login-options">
                <Checkbox id="login_rememberMe" checked={values.rememberMe} onChange={(rememberMe) => setValues((v) => ({ ...v, rememberMe }))}>
                  {t('login.rememberMe')}
                </Checkbox>
                {config?.forgotPasswordEnabled !== false && <Link to="/password-find">{t('login.forgotPassword')}</Link>}
              </div>
              <Button type="submit" primary large loading={pending === 'login'} icon={<LoginOutlined />} className="login-submit">
                {t('login.submit')}
              </Button>
            </form>
            {(config?.registerEnabled !== false || config?.visitorEnabled || config?.ssoEnabled) && <Divider>{t('login.or')}</Divider>}
            <div className="login-alternatives">
              {config?.registerEnabled !== false && (
                <Button icon={<UserAddOutlined />} onClick={() => navigate('/register')} data-testid="register-button">
                  {t('login.register')}
                </Button>
              )}
              {config?.visitorEnabled && (
                <Button icon={<UserOutlined />} onClick={() => void run('visitor', visitorLogin)} loading={pending === 'visitor'} data-testid="visitor-login">
                  {t('login.visitor')}
                </Button>
              )}
              {config?.ssoEnabled && (
                <Button icon={<ApiOutlined />} onClick={() => void singleSignOn()} loading={pending === 'sso'} data-testid="sso-login">
                  {t('login.sso')}
                </Button>
              )}
            </div>
          </div>
        </section>
      </div>
      <AuthFooter />
    </div>
  );
}
