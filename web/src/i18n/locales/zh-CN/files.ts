export default {
  choose: "选择文件",
  hint: "{{types}}；单个文件不超过 {{size}} MB，最多 {{number}} 个",
  uploaded: "{{name}} 上传成功",
  limits: {
    empty: "不能上传空文件",
    wrongType: "请上传 {{types}} 格式的文件",
    tooLarge: "文件大小超过限制 {{max}} MB",
    tooMany: "文件数量超过限制 {{max}} 个",
    nameTooLong: "文件名不能超过 {{max}} 个字符",
  },
};
