export { ENTITLEMENT_REQUIRED, VipRefusal } from './vip-refusal';
