import type en from '../en-US/common';
import type { DeepStringRecord } from '../../types';

const common: DeepStringRecord<typeof en> = {
  actions: {
    ok: "确定",
    cancel: "取消",
    save: "保存",
    reset: "重置",
    close: "关闭",
    confirm: "确认",
    back: "返回",
  },
  userTypes: {
    SYSTEM_ADMIN: "系统管理员",
    DOMAIN_ADMIN: "域管理员",
    INNER_USER: "内部员工",
    DEALER: "经销商",
    CUSTOMER: "客户",
    DOWNLOAD_ADMIN: "下载管理员",
    BULLETIN_ADMIN: "公告管理员",
    FEEDBACK_ADMIN: "反馈管理员",
    FACILITATOR: "服务协调员",
    CLIENT: "终端用户",
    SERVICE_STATION: "服务站",
    CENTRAL: "总部",
    IN_PLANT: "厂内人员",
    REGISTER: "注册用户",
    VISITOR: "访客",
  },
};

export default common;
