import { Col, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useCurrentUser } from '../../api/auth';
import { usePermission } from '../../app/permission';
import { useSaveSalesInfoFromQuery } from '../orders/sales-info';
import { useConfigSearch } from '../catalogue/manual-search';
import { cardsByArea, visibleCards, type HomeCardKey } from './card-rules';
import { HOME_CARDS, type HomeCardProps } from './cards';
import './home.css';

function greetingKey(hour: number) {
  if (hour < 12) return 'hero.morning';
  if (hour < 18) return 'hero.afternoon';
  return 'hero.evening';
}

function Cards({ keys, props }: { keys: HomeCardKey[]; props: HomeCardProps }) {
  return <>{keys.map((key) => { const Card = HOME_CARDS[key]; return <Card key={key} {...props} />; })}</>;
}

/**
 * The home dashboard (spec §1, §2 Home): the cards the user may see (card-rules.ts), the searches on
 * top, the swiper and manual search in the wide column, the personal cards beside them. A user with
 * only narrow cards (REGISTER: the download card) gets them in the wide column.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { data: user } = useCurrentUser();
  const { has } = usePermission();
  const configSearch = useConfigSearch();
  useSaveSalesInfoFromQuery(!!user && !user.isVisitor);
  if (!user) return null;
  const areas = cardsByArea(visibleCards(user, has));
  const props = { configSearch };
  const onlySide = areas.top.length + areas.main.length === 0;

  return (
    <div className="page home-page" data-testid="home-dashboard">
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

      {areas.top.length > 0 && (
        <Row gutter={[20, 0]} className="home-top-row">
          {areas.top.map((key) => {
            const Card = HOME_CARDS[key];
            const single = areas.top.length === 1;
            return (
              <Col key={key} xs={24} lg={single ? 24 : key === 'vinQuery' ? 10 : 14}>
                <Card {...props} />
              </Col>
            );
          })}
        </Row>
      )}
      {onlySide ? (
        <Row gutter={[20, 0]}>
          <Col xs={24} xl={16}><Cards keys={areas.side} props={props} /></Col>
        </Row>
      ) : (
        <Row gutter={[20, 0]}>
          <Col xs={24} xl={16}><Cards keys={areas.main} props={props} /></Col>
          <Col xs={24} xl={8}><Cards keys={areas.side} props={props} /></Col>
        </Row>
      )}
    </div>
  );
}
