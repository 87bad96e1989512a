import { lazy } from 'react';
import { ToolOutlined } from '@ant-design/icons';
import type { RouteDef } from '../../app/route-types';

/**
 * Special tools (spec §3, §7; the route table has no entry for them): the list in the header's
 * more-actions menu, and each tool's detail on its own linkable route, hidden from menus. Both
 * need PER_SPECIAL_TOOL_VIEW (ours, docs/permissions.md).
 */
export const specialToolRoutes: RouteDef[] = [
  { name: 'special_tool', path: '/special_tool', titleKey: 'special-tools:routes.special_tool', access: 'PER_SPECIAL_TOOL_VIEW', icon: <ToolOutlined />, element: lazy(() => import('./special-tools-page')) },
  { name: 'special_tool_detail', path: '/special_tool/:id', titleKey: 'special-tools:routes.special_tool_detail', access: 'PER_SPECIAL_TOOL_VIEW', hidden: true, element: lazy(() => import('./special-tool-detail-page')) },
];
