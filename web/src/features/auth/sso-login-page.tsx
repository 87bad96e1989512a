import { useEffect, useState } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchSso } from '../../api/auth';

/** Single sign-on entry: follows the provider's address, or says none is configured (110025). */
export default function SsoLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'unavailable'>('loading');

  useEffect(() => {
    let cancelled = false;
    fetchSso()
      .then((answer) => {
        if (cancelled) return;
        if (answer?.url) window.location.assign(answer.url);
        else setState('unavailable');
      })
      .catch(() => !cancelled && setState('unavailable'));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="auth-page">
      <Card className="auth-card" variant="borderless">
        {state === 'loading' ? (
          <div className="page-loading">
            <Spin size="large" />
          </div>
        ) : (
          <Result
            status="info"
            title={t('sso.title')}
            subTitle={t('sso.notConfigured')}
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
