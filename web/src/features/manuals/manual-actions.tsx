import { Button, Space, Tooltip } from 'antd';
import { AppstoreOutlined, BookOutlined, ClockCircleOutlined, SolutionOutlined, ThunderboltOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTION_LINK_KEYS, FUNCTION_LINK_PERMISSION, type FunctionLinkKey, type PermissionCode, type TFunctionLink, type TManualScope } from '@portal/contract';
import { useFunctionLinks, useScopeOfCode, useVehicleOfVin } from '../../api/manuals';
import { routeByName } from '../../app/routes';
import { usePermission } from '../../app/permission';
import { isScoped, withScope } from './scope';
import './manuals.css';

const ICONS: Record<FunctionLinkKey, React.ReactNode> = {
  SPARE_PARTS: <AppstoreOutlined />,
  SERVICE: <BookOutlined />,
  CIRCUIT: <ThunderboltOutlined />,
  CASE_LIBRARY: <SolutionOutlined />,
  PART_LABOUR_TIME: <ClockCircleOutlined />,
};

/**
 * Screens of other capabilities the buttons lead to, by route name. A button whose screen is not
 * registered (yet) shows disabled with a tooltip rather than leading nowhere.
 */
const TARGET_ROUTES: Partial<Record<TFunctionLink['target'], string[]>> = {
  CASE_LIBRARY: ['technicalCaseLibrary'],
  LABOUR_TIME: ['labour_time'],
};

function targetRoute(target: TFunctionLink['target']) {
  for (const name of TARGET_ROUTES[target] ?? []) {
    const route = routeByName(name);
    if (route) return route;
  }
  return undefined;
}

interface ManualActionsProps {
  /** The vehicle or configuration shown. */
  scope?: TManualScope;
  /** A catalogue code (the struct view's `?code=`): its line, series and model are looked up. */
  code?: string;
  /** The manual shown, if any. */
  rootId?: string;
  /** The button of the screen the user is on; `ALL` is the manual list. */
  current?: FunctionLinkKey | 'ALL';
}

/**
 * Spec §2 Manual view: spare parts, service, circuit diagram, case library and part labour time
 * for the vehicle or model shown, plus the list of all its manuals. Buttons need their
 * permission (missing: removed, spec §6); a target that does not exist shows disabled.
 */
export function ManualActions({ scope: given, code, rootId, current }: ManualActionsProps) {
  const { t } = useTranslation('manuals');
  const navigate = useNavigate();
  const { has, canOpen } = usePermission();
  const byCode = useScopeOfCode(given && isScoped(given) ? undefined : code);
  const scope: TManualScope = given && isScoped(given) ? given : byCode.data ?? {};
  const { data: links, isLoading } = useFunctionLinks(scope, rootId);
  // the labour-time screen opens on a model code (`?model=`): a VIN stands for its model
  const wantsModel = !!links?.some((l) => l.target === 'LABOUR_TIME') && !!scope.vinCode;
  const vehicle = useVehicleOfVin(scope.vinCode, wantsModel && has('PER_VIN_VIEW'));
  if (!isScoped(scope) && !rootId) return null;
  const deepest = scope.code2 || scope.code1 || scope.code0 || vehicle.data?.modelCode || code;

  const byKey = new Map((links ?? []).map((l) => [l.key, l]));
  const open = (link: TFunctionLink) => {
    if (link.target === 'CATALOGUE') {
      if (scope.vinCode) return navigate(`/struct?vin=${encodeURIComponent(scope.vinCode)}`);
      if (deepest) navigate(`/struct?code=${encodeURIComponent(deepest)}`);
      return;
    }
    if (link.target === 'MANUAL' && link.rootId) return navigate(withScope(`/manual/${link.rootId}`, scope));
    const route = targetRoute(link.target);
    if (!route) return;
    if (link.target === 'LABOUR_TIME') navigate(deepest ? `${route.path}?model=${encodeURIComponent(deepest)}` : route.path);
    else navigate(withScope(route.path, scope));
  };

  // the server answers no buttons for manual types without them (sheet-metal, labour-time)
  const offered = links && links.length === 0 ? [] : FUNCTION_LINK_KEYS.filter((key) => has(FUNCTION_LINK_PERMISSION[key] as PermissionCode));
  const buttons = offered.map((key) => {
    const link = byKey.get(key);
    const isCurrent = key === current;
    let reason: string | null = null;
    if (!link) reason = isLoading ? null : t('actions.noManual');
    else if (link.target === 'CASE_LIBRARY' || link.target === 'LABOUR_TIME') {
      const route = targetRoute(link.target);
      if (!route || !canOpen(route)) reason = t('actions.notAvailable');
      else if (!link.enabled) reason = t(link.target === 'CASE_LIBRARY' ? 'actions.noCases' : 'actions.noManual');
    } else if (!link.enabled || (link.target === 'MANUAL' && !link.rootId)) reason = t('actions.noManual');
    const button = (
      <Button
        key={key}
        type={isCurrent ? 'primary' : 'default'}
        icon={ICONS[key]}
        disabled={!isCurrent && (!link || !!reason)}
        loading={isLoading && !link}
        onClick={() => !isCurrent && link && open(link)}
        aria-current={isCurrent ? 'page' : undefined}
        data-testid={`manual-action-${key}`}
      >
        {t(`actions.${key}`)}
        {link?.count ? <span className="manual-action-count" data-testid={`manual-action-count-${key}`}>{link.count}</span> : null}
      </Button>
    );
    const tip = isCurrent ? t('actions.current') : reason;
    // a disabled button swallows hover: the wrapper carries the tooltip
    return tip ? <Tooltip key={key} title={tip}><span className="manual-action-wrap">{button}</span></Tooltip> : button;
  });

  return (
    <div className="manual-actions" data-testid="manual-actions">
      <Space wrap size={8}>
        {buttons}
        <Tooltip title={current === 'ALL' ? t('actions.current') : t('list.lead')}>
          <Button
            type={current === 'ALL' ? 'primary' : 'default'}
            icon={<UnorderedListOutlined />}
            onClick={() => current !== 'ALL' && navigate(withScope('/manualSearchList', scope))}
            aria-current={current === 'ALL' ? 'page' : undefined}
            data-testid="manual-action-all"
          >
            {t('actions.allManuals')}
          </Button>
        </Tooltip>
      </Space>
    </div>
  );
}
