import { Button, Card, Col, Descriptions, Row, Tag } from 'antd';
import { CloudDownloadOutlined, CustomerServiceOutlined, FileSearchOutlined, GlobalOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useCurrentUser } from '../../api/auth';
import { usePublicConfig } from '../../api/system';
import { routeByName } from '../../app/routes';
import { usePermission } from '../../app/permission';
import { HomeSearchCard } from './home-search-card';
import { LatestFavoritesCard } from '../favorites/latest-favorites-card';

function greetingKey(hour: number) {
  if (hour < 12) return 'hero.morning';
  if (hour < 18) return 'hero.afternoon';
  return 'hero.evening';
}

/** Spec §1: REGISTER accounts see the external information download card only. */
function ExternalDownloadCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { canAccess } = usePermission();
  const downloads = routeByName('download_management');
  return (
    <Card className="home-card home-download-card" title={<span><CloudDownloadOutlined /> {t('download.title')}</span>}>
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

export default function HomePage() {
  const { t } = useTranslation('home');
  const { data: user } = useCurrentUser();
  const { data: config } = usePublicConfig();
  const { has } = usePermission();
  if (!user) return null;
  const isRegister = user.userType === 'REGISTER';
  const support = config?.support;

  return (
    <div className="page home-page">
      <section className="home-hero">
        <div className="home-hero-text">
          <div className="home-hero-date">{dayjs().format('dddd, YYYY-MM-DD')}</div>
          <h1>{t(greetingKey(dayjs().hour()), { name: user.name })}</h1>
          <p>{t('hero.text')}</p>
          <div className="home-hero-tags">
            <Tag variant="filled" className="home-hero-tag">{t(`common:userTypes.${user.userType}`)}</Tag>
            {user.company ? <Tag variant="filled" className="home-hero-tag">{user.company}</Tag> : null}
          </div>
        </div>
        <svg className="home-hero-art" viewBox="0 0 220 120" aria-hidden="true">
          <g fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="50" cy="90" r="20" />
            <circle cx="170" cy="90" r="20" />
            <path d="M50 90h42l16-8h38l24 8" />
            <path d="M92 90l12-30h46l20 30" />
            <path d="M150 60l-6-36h-14" />
          </g>
          <path d="M112 64l-8 14h7l-4 11 12-16h-7l4-9z" fill="#fcd34d" />
        </svg>
      </section>

      <Row gutter={[20, 0]}>
        <Col xs={24} xl={16}>
          {isRegister ? (
            <ExternalDownloadCard />
          ) : (
            <Card className="home-card home-search-card" title={<span><FileSearchOutlined /> {t('search.title')}</span>}>
              <p className="home-card-lead">{t('search.text')}</p>
              <HomeSearchCard />
            </Card>
          )}
        </Col>
        <Col xs={24} xl={8}>
          <Card className="home-card" title={t('account.title')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('account.name')}>{user.name}</Descriptions.Item>
              <Descriptions.Item label={t('account.username')}>{user.username}</Descriptions.Item>
              {user.company ? <Descriptions.Item label={t('account.company')}>{user.company}</Descriptions.Item> : null}
              <Descriptions.Item label={t('account.pending')}>{user.pendingCount}</Descriptions.Item>
            </Descriptions>
          </Card>
          {has('PER_FAVORITE_VIEW') && !user.isVisitor && <LatestFavoritesCard />}
          {support && (
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
          )}
        </Col>
      </Row>
    </div>
  );
}
