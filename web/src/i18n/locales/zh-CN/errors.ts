import type en from '../en-US/errors';
import type { DeepStringRecord } from '../../types';

const errors: DeepStringRecord<typeof en> = {
  http: {
    sessionExpired: "登录已失效，请重新登录。",
    forbidden: "您没有此操作的权限。",
    parameter: "参数格式错误！",
    server: "服务器错误，请联系管理员！",
    unknown: "请求失败。",
    network: "无法连接服务器，请检查网络后重试。",
    downloadFailed: "下载失败。",
  },
  licence: {
    title: "许可证",
  },
  compatibility: {
    title: "兼容性审核错误",
  },
  detail: {
    title: "错误详情",
    index: "序号",
  },
  notice: {
    title: "错误",
  },
};

export default errors;
