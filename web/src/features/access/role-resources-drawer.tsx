import { useMemo } from 'react';
import { Alert, Checkbox, Drawer, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_FAMILIES, type TRole } from '@portal/contract';
import { usePermission } from '../../app/permission';
import { useChangeLinks, useRoleResources } from '../../api/access';
import { familyName, permissionName, roleLabel } from './permission-names';

interface ResourceRow {
  id: string;
  code: string;
  type: 'MENU' | 'TAB' | 'ACTION';
  family: string;
  grantable: boolean;
  linked: boolean;
}

/** The catalogue's family order, so the drawer reads as the catalogue does (pages first). */
const FAMILY_ORDER = Object.keys(PERMISSION_FAMILIES);

/**
 * A role's permissions as the whole catalogue grouped by family, each ticked when linked. Ticking
 * links it at once (every holder has it on their next request); a code the caller does not hold
 * cannot be ticked, and a role out of the caller's reach is shown read only.
 */
export function RoleResourcesDrawer({ role, onClose }: { role: TRole; onClose: () => void }) {
  const { t } = useTranslation('access');
  const { has } = usePermission();
  const linked = useRoleResources(role.id, true);
  const unlinked = useRoleResources(role.id, false);
  const change = useChangeLinks();
  const canChange = role.editable && has('PER_ROLE_MANAGEMENT_EDIT');

  const families = useMemo(() => {
    // After a change the two lists refetch one after the other: for a moment a code is in both.
    // The list fetched last tells its state, and each code is shown once.
    const lists = [
      { rows: linked.data?.contents ?? [], linked: true, at: linked.dataUpdatedAt },
      { rows: unlinked.data?.contents ?? [], linked: false, at: unlinked.dataUpdatedAt },
    ].sort((a, b) => b.at - a.at);
    const byId = new Map<string, ResourceRow>();
    for (const list of lists) for (const r of list.rows) if (!byId.has(r.id)) byId.set(r.id, { ...r, linked: list.linked });
    const rows = [...byId.values()];
    const byFamily = new Map<string, ResourceRow[]>();
    for (const row of rows) byFamily.set(row.family, [...(byFamily.get(row.family) ?? []), row]);
    const rank = (family: string) => (FAMILY_ORDER.includes(family) ? FAMILY_ORDER.indexOf(family) : FAMILY_ORDER.length);
    return [...byFamily.entries()]
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([family, list]) => ({ family, rows: list.sort((a, b) => a.code.localeCompare(b.code)) }));
  }, [linked.data, unlinked.data, linked.dataUpdatedAt, unlinked.dataUpdatedAt]);

  const toggle = (rows: ResourceRow[], link: boolean) => {
    const ids = rows.filter((r) => r.grantable && r.linked !== link).map((r) => r.id);
    if (ids.length) change.mutate({ roleId: role.id, resourceIds: ids, link });
  };

  const loading = linked.isLoading || unlinked.isLoading;
  const busy = change.isPending || linked.isFetching || unlinked.isFetching;
  return (
    <Drawer
      open
      width={760}
      title={t('resources.title', { name: roleLabel(t, role) })}
      onClose={onClose}
      destroyOnHidden
      rootClassName="access-resources-drawer"
      extra={<Typography.Text type="secondary">{t('resources.linked', { linked: linked.data?.count ?? 0, total: (linked.data?.count ?? 0) + (unlinked.data?.count ?? 0) })}</Typography.Text>}
    >
      <div data-testid="role-resources">
        <Alert type={canChange ? 'info' : 'warning'} showIcon message={canChange ? t('resources.hint') : t('resources.readOnly')} className="access-drawer-hint" />
        {loading ? (
          <Skeleton active />
        ) : (
          families.map(({ family, rows }) => {
            const ticked = rows.filter((r) => r.linked).length;
            return (
              <section key={family} className="access-family" data-testid={`family-${family}`}>
                <div className="access-family-head">
                  <Checkbox
                    checked={ticked === rows.length}
                    indeterminate={ticked > 0 && ticked < rows.length}
                    disabled={!canChange || busy || !rows.some((r) => r.grantable)}
                    onChange={(e) => toggle(rows, e.target.checked)}
                  >
                    <strong>{familyName(t, family)}</strong>
                  </Checkbox>
                  <Typography.Text type="secondary">{t('resources.linked', { linked: ticked, total: rows.length })}</Typography.Text>
                </div>
                <div className="access-family-codes">
                  {rows.map((r) => (
                    <Checkbox
                      key={r.id}
                      checked={r.linked}
                      disabled={!canChange || busy || !r.grantable}
                      onChange={(e) => toggle([r], e.target.checked)}
                      data-testid={`resource-${r.code}`}
                    >
                      <span className="access-code-name">{permissionName(t, r.code)}</span>
                      {r.type !== 'ACTION' && <Tag bordered={false} className="access-code-type">{t(`resources.types.${r.type}`)}</Tag>}
                      <Typography.Text type="secondary" className="access-code">{r.code}</Typography.Text>
                    </Checkbox>
                  ))}
                </div>
              </section>
            );
          })
        )}
      </div>
    </Drawer>
  );
}
