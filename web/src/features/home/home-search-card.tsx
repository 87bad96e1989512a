import { Steps } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes } from '../../app/routes';
import { usePermission } from '../../app/permission';

/**
 * Content of the home page's "Manual search" card. The parts catalogue puts its VIN and
 * configuration search here; until then it offers the pages the user may open.
 */
export function HomeSearchCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { canOpen } = usePermission();
  const links = routes.filter((r) => r.icon && !r.bare && !r.noTab && r.name !== 'home' && r.access !== 'public' && canOpen(r));
  return (
    <div className="home-search">
      <Steps
        className="home-search-steps"
        size="small"
        current={-1}
        items={[
          { title: t('search.stepVehicle'), content: t('search.stepVehicleText') },
          { title: t('search.stepParts'), content: t('search.stepPartsText') },
          { title: t('search.stepAct'), content: t('search.stepActText') },
        ]}
      />
      {links.length > 0 && <div className="quick-links-title">{t('search.quickLinks')}</div>}
      <div className="quick-links">
        {links.map((route) => (
          <button key={route.name} type="button" className="quick-link" onClick={() => navigate(route.path)} data-testid={`quick-link-${route.name}`}>
            <span className="quick-link-icon">{route.icon}</span>
            <span className="quick-link-title">{t(route.titleKey)}</span>
            <RightOutlined className="quick-link-arrow" />
          </button>
        ))}
      </div>
    </div>
  );
}
