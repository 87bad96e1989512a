export { ENTITLEMENT_REQUIRED, VipRefusal } from './vip-refusal';
export { useVipGate } from './vip-gate';
