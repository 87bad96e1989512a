import { GlobalOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePublicConfigValue } from '../../api/public-config';

/** Support contact under the login card (spec §2: footer on by default); drawn before antd is loaded. */
export function AuthFooter() {
  const { t } = useTranslation('auth');
  const config = usePublicConfigValue();
  if (!config?.footerEnabled) return null;
  const { email, phone, website } = config.support;
  return (
    <footer className="auth-footer">
      <span className="auth-footer-label">{t('footer.support')}</span>
      {email && (
        <a href={`mailto:${email}`}>
          <MailOutlined /> {email}
        </a>
      )}
      {phone && (
        <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          <PhoneOutlined /> {phone}
        </a>
      )}
      {website && (
        <a href={website} target="_blank" rel="noreferrer">
          <GlobalOutlined /> {website.replace(/^https?:\/\//, '')}
        </a>
      )}
      <span className="auth-footer-version">{t('footer.version', { version: config.productVersion })}</span>
    </footer>
  );
}
