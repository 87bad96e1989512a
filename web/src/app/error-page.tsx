import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasToken } from '../api/token';

function ErrorResult({ status, kind }: { status: '403' | '404' | '500'; kind: 'forbidden' | 'notFound' | 'server' }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = hasToken();
  return (
    <div className="error-page">
      <Result
        status={status}
        title={t(`errorPages.${kind}.title`)}
        subTitle={t(`errorPages.${kind}.text`)}
        extra={
          <Button type="primary" onClick={() => navigate(loggedIn ? '/home' : '/login')}>
            {loggedIn ? t('errorPages.backHome') : t('errorPages.backLogin')}
          </Button>
        }
      />
    </div>
  );
}

export function ForbiddenPage() {
  return <ErrorResult status="403" kind="forbidden" />;
}

export function ServerErrorPage() {
  return <ErrorResult status="500" kind="server" />;
}

export default function NotFoundPage() {
  return <ErrorResult status="404" kind="notFound" />;
}
