import { Card, Descriptions } from 'antd';
import { CustomerServiceOutlined, GlobalOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/auth';
import { usePublicConfig } from '../../api/system';

export function AccountCard() {
  const { t } = useTranslation('home');
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Card className="home-card" title={<span><UserOutlined /> {t('account.title')}</span>}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('account.name')}>{user.name}</Descriptions.Item>
        <Descriptions.Item label={t('account.username')}>{user.username}</Descriptions.Item>
        {user.company ? <Descriptions.Item label={t('account.company')}>{user.company}</Descriptions.Item> : null}
        <Descriptions.Item label={t('account.pending')}>{user.pendingCount}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function ContactCard() {
  const { t } = useTranslation('home');
  const { data: config } = usePublicConfig();
  const support = config?.support;
  if (!support) return null;
  return (
    <Card className="home-card home-contact" title={<span><CustomerServiceOutlined /> {t('contact.title')}</span>}>
      <p className="home-card-lead">{t('contact.text')}</p>
      <ul className="contact-list">
        {support.email && (
          <li>
            <MailOutlined />
            <span className="contact-label">{t('contact.email')}</span>
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </li>
        )}
        {support.phone && (
          <li>
            <PhoneOutlined />
            <span className="contact-label">{t('contact.phone')}</span>
            <a href={`tel:${support.phone.replace(/[^+\d]/g, '')}`}>{support.phone}</a>
          </li>
        )}
        {support.website && (
          <li>
            <GlobalOutlined />
            <span className="contact-label">{t('contact.website')}</span>
            <a href={support.website} target="_blank" rel="noreferrer">
              {support.website.replace(/^https?:\/\//, '')}
            </a>
          </li>
        )}
      </ul>
    </Card>
  );
}
