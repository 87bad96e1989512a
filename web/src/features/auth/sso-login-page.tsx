import { useEffect, useState } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startSso } from '../../api/login';
import { ApiError } from '../../api/http';

/** Single sign-on entry (spec §2 ssoLogin): goes to the provider's login page, or says why it cannot (110025, 110040). */
export default function SsoLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    startSso().catch((cause: unknown) => !cancelled && setFailure(cause instanceof ApiError && cause.message ? cause.message : t('sso.notConfigured')));
    return () => {
      cancelled = true;
    };
  }, [t]);

  return (
    <div className="auth-page">
      <Card className="auth-card" variant="borderless">
        {failure === null ? (
          <div className="page-loading">
            <Spin size="large" />
          </div>
        ) : (
          <Result
            status="info"
            title={t('sso.title')}
            subTitle={failure}
            extra={
              <Button type="primary" onClick={() => navigate('/login')} data-testid="sso-back">
                {t('common.backToLogin')}
              </Button>
            }
          />
        )}
      </Card>
    </div>
  );
}
