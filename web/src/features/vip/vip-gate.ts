import type { TVipScope } from '@portal/contract';
import { useVipUser } from '../../api/vip';
import { usePermission } from '../../app/permission';

/**
 * Whether the user may read a whole module sold as `scope` (decision 043): 'open' for everyone the
 * server does not gate or who holds a live purchase of it, 'closed' for a gated user without one,
 * 'pending' while the answer loads. A screen shows VipRefusal instead of making calls the server
 * would refuse (each refusal would be an error notice).
 */
export function useVipGate(scope: TVipScope): 'open' | 'closed' | 'pending' {
  const { has } = usePermission();
  const buys = has('PER_VIP_BUY');
  const me = useVipUser(buys);
  if (!buys) return 'open';
  if (me.isPending) return 'pending';
  if (!me.data?.gated) return 'open';
  return me.data.entitlements.some((e) => e.scope === scope) ? 'open' : 'closed';
}
