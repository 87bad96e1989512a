export default {
  choose: "Chọn tệp",
  hint: "{{types}}; mỗi tệp tối đa {{size}} MB, tối đa {{number}} tệp",
  uploaded: "Đã tải lên {{name}}",
  limits: {
    empty: "Không thể tải lên tệp trống",
    wrongType: "Vui lòng tải lên tệp {{types}}",
    tooLarge: "Kích thước tệp vượt quá giới hạn {{max}} MB",
    tooMany: "Số lượng tệp vượt quá giới hạn {{max}}",
    nameTooLong: "Tên tệp không được vượt quá {{max}} ký tự",
  },
};
