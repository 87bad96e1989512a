import type en from '../en-US/shell';
import type { DeepStringRecord } from '../../types';

const shell: DeepStringRecord<typeof en> = {
  productName: "电动两轮车售后服务门户",
  productShortName: "售后门户",
  productTagline: "售后技术信息平台",
  routes: {
    login: "登录",
    register: "注册",
    passwordFind: "找回密码",
    ssoLogin: "单点登录",
    home: "首页",
    user_info: "个人信息",
    password_modify: "修改密码",
    user_control: "用户管理",
    role_management: "角色与规则",
    translation_management: "翻译管理",
    dictionaries: "数据字典",
    performance_monitoring: "性能监控",
    log_management: "日志管理",
    payment_management: "付费管理与授权",
    vip: "付费访问",
    error_401: "无权访问",
    error_500: "服务器错误",
    error_404: "页面不存在",
  },
  header: {
    language: "语言",
    more: "更多操作",
    admin: "系统管理",
    systemInfo: "系统信息",
    about: "关于",
    logout: "退出登录",
    userMenu: "用户菜单",
  },
  nav: {
    label: "主导航",
    library: "服务资料",
    menu: "菜单",
  },
  about: {
    title: "关于门户",
    product: "产品",
    version: "版本",
    email: "支持邮箱",
    phone: "服务热线",
    website: "网站",
  },
  systemInfo: {
    title: "系统信息",
    loadFailed: "无法加载许可证信息。",
    softwareVersion: "软件版本",
    customer: "授权给",
    notAfter: "许可证有效期至",
    dayremain: "剩余天数",
    days_one: "{{count}} 天",
    days_other: "{{count}} 天",
    consumerAmount: "授权用户数",
    onlineUsers: "在线用户数",
    remaining: "剩余授权数",
  },
  tabs: {
    close: "关闭",
    closeOthers: "关闭其他标签",
    closeAll: "关闭全部标签",
    actions: "标签操作",
    object: {
      vehicle: { plain: "VIN {{id}}", named: "VIN {{id}} · {{name}}" },
      catalogue: { plain: "零件目录 {{id}}", named: "零件目录 · {{name}}" },
      manual: { plain: "手册", named: "手册 · {{name}}" },
      part: { plain: "零件", named: "零件 {{name}}" },
      inquiry: { plain: "咨询单", named: "咨询单 {{name}}" },
    },
  },
  errorPages: {
    forbidden: {
      title: "无权访问",
      text: "您没有打开此页面的权限。",
    },
    notFound: {
      title: "页面不存在",
      text: "您访问的页面不存在或已被移动。",
    },
    server: {
      title: "服务器错误",
      text: "服务器出现问题，请稍后再试。",
    },
    backHome: "返回首页",
    backLogin: "返回登录",
  },
  browser: {
    outdated: "您的浏览器版本过低。请升级到 Chrome {{chrome}}、Firefox {{firefox}} 或 Edge {{edge}} 及以上版本，以便门户正常工作。",
  },
  licence: {
    title: "许可证即将到期",
    expiring: "系统许可证即将到期，剩余 {{dayremain}} 天，请联系供应商。",
  },
  vipNotice: {
    banner_one: "您对 {{target}} 的访问权将于 {{date}} 到期。",
    banner_other: "您有 {{count}} 项访问权即将到期；最早的 {{target}} 于 {{date}} 到期。",
    renew: "续购",
    refusalTitle: "阅读此手册需要有效的付费套餐",
    refusalText: "您的账户在套餐覆盖该车型期间可阅读其手册。请购买套餐，或查看您的套餐何时到期。",
    offer: "查看套餐",
  },
};

export default shell;
