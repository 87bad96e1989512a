export { ENTITLEMENT_REQUIRED, VipGated, VipRefusal } from './vip-refusal';
export { useVipGate } from './vip-gate';
