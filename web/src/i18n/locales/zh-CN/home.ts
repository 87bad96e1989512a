import type en from '../en-US/home';
import type { DeepStringRecord } from '../../types';

const home: DeepStringRecord<typeof en> = {
  hero: {
    morning: "早上好，{{name}}",
    afternoon: "下午好，{{name}}",
    evening: "晚上好，{{name}}",
    text: "查找全系车型的手册、配件和服务信息。",
  },
  search: {
    title: "手册查询",
    text: "从车辆开始：识别车辆，打开配件和手册，然后处理。",
    stepVehicle: "识别车辆",
    stepVehicleText: "按车架号或产线、车系、车型",
    stepParts: "打开配件和手册",
    stepPartsText: "爆炸图、电路图、工时",
    stepAct: "订购或咨询",
    stepActText: "购物车、咨询单或反馈",
    quickLinks: "快捷入口",
  },
  vin: {
    title: "车架号（VIN）查询",
    text: "输入至少 6 位车架号，打开该车辆的目录。",
  },
  model: {
    title: "车型选择",
    text: "选择产线、车系和车型，打开其手册和目录。",
  },
  swiper: {
    title: "精选",
    configure: "设置轮播图片",
    settingsTitle: "首页轮播图片",
    settingsHint: "最多 {{count}} 张图片（{{types}}），宽幅图片效果最佳（约 16:5）。每张可链接到门户页面（/notice_area）或网址。",
    picture: "图片 {{n}}",
    choose: "选择图片",
    replace: "更换",
    remove: "移除",
    caption: "标题（可选）",
    link: "链接（可选）：/notice_area 或 https://…",
    badLink: "链接须以 / 或 http(s):// 开头",
    save: "保存",
    saved: "轮播已保存",
    default1: "全系车型的原厂配件",
    default2: "爆炸图、零件号和工时",
    default3: "为您的维修站提供维修手册和公告",
  },
  announcements: {
    title: "公告",
    all: "全部公告",
    empty: "暂无公告",
  },
  account: {
    title: "我的账号",
    name: "姓名",
    username: "账号",
    company: "公司",
    pending: "待办事项",
  },
  contact: {
    title: "服务联系方式",
    text: "我们的技术支持团队为您提供配件、维修和门户访问方面的帮助。",
    email: "邮箱",
    phone: "热线",
    website: "网站",
  },
};

export default home;
