import { Button, Card, Descriptions } from 'antd';
import { CloudDownloadOutlined, CustomerServiceOutlined, GlobalOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/auth';
import { usePublicConfig } from '../../api/system';
import { routeByName } from '../../app/routes';
import { usePermission } from '../../app/permission';

/** Spec §1: the external information download card (what REGISTER accounts see). */
export function ExternalDownloadCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { canAccess } = usePermission();
  const downloads = routeByName('download_management');
  return (
    <Card className="home-card home-download-card" title={<span><CloudDownloadOutlined /> {t('download.title')}</span>} data-testid="home-download">
      <p className="home-card-lead">{t('download.text')}</p>
      <ul className="home-download-list">
        <li>{t('download.itemManuals')}</li>
        <li>{t('download.itemBulletins')}</li>
        <li>{t('download.itemSoftware')}</li>
      </ul>
      {downloads && canAccess(downloads.access) ? (
        <Button type="primary" icon={<CloudDownloadOutlined />} onClick={() => navigate(downloads.path)}>
          {t('download.open')}
        </Button>
      ) : (
        <p className="home-card-note">{t('download.contact')}</p>
      )}
    </Card>
  );
}

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
