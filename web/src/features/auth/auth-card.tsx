import type { ReactNode } from 'react';
import { Card } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthFooter } from './auth-footer';

/** The frame of the pages reached from the login page: a back link, a title, the footer. */
export function AuthCard({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-page">
      <Card className="auth-card auth-card-wide" variant="borderless">
        <Link to="/login" className="auth-back">
          <ArrowLeftOutlined /> {t('common.backToLogin')}
        </Link>
        <h2 className="auth-card-title">{title}</h2>
        {subtitle && <p className="auth-card-subtitle">{subtitle}</p>}
        {children}
      </Card>
      <AuthFooter />
    </div>
  );
}
