import type en from '../en-US/users';
import type { DeepStringRecord } from '../../types';

const users: DeepStringRecord<typeof en> = {
  info: {
    title: "个人信息",
    subtitle: "您的资料和联系方式。",
    username: "账号名称",
    userType: "用户类型",
    country: "国家或地区",
    status: "状态",
    disabled: "已停用",
    locked: "已锁定",
    active: "正常",
    updateTime: "最后更新",
    editTitle: "联系方式",
    name: "姓名",
    email: "邮箱",
    mobile: "手机号码",
    company: "公司",
    department: "部门",
    language: "首选语言",
    languageDefault: "门户默认",
    saved: "您的信息已保存。",
  },
  validation: {
    maxLength: "最多 {{max}} 个字符",
    nameRequired: "姓名不能为空",
    emailPattern: "邮箱格式不正确",
    phonePattern: "电话号码格式不正确",
  },
  password: {
    title: "修改密码",
    subtitle: "修改后将退出登录，请使用新密码重新登录。",
    old: "原密码",
    new: "新密码",
    repeat: "确认新密码",
    submit: "修改密码",
    success: "密码已修改，请重新登录。",
  },
};

export default users;
