export default {
  choose: "Pilih file",
  hint: "{{types}}; paling besar {{size}} MB per file, {{number}} file",
  uploaded: "{{name}} berhasil diunggah",
  limits: {
    empty: "File kosong tidak dapat diunggah",
    wrongType: "Silakan unggah file {{types}}",
    tooLarge: "Ukuran file melebihi batas {{max}} MB",
    tooMany: "Jumlah file melebihi batas {{max}}",
    nameTooLong: "Nama file paling banyak {{max}} karakter",
  },
};
