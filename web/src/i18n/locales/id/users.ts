import type en from '../en-US/users';
import type { DeepStringRecord } from '../../types';

const users: DeepStringRecord<typeof en> = {
  info: {
    title: "Akun saya",
    subtitle: "Profil dan detail kontak Anda.",
    username: "Nama akun",
    userType: "Jenis pengguna",
    country: "Negara atau wilayah",
    status: "Status",
    disabled: "Dinonaktifkan",
    locked: "Dikunci",
    active: "Aktif",
    updateTime: "Terakhir diperbarui",
    editTitle: "Detail kontak",
    name: "Nama lengkap",
    email: "E-mail",
    mobile: "Nomor ponsel",
    company: "Perusahaan",
    department: "Departemen",
    language: "Bahasa pilihan",
    languageDefault: "Bawaan portal",
    saved: "Data Anda telah disimpan.",
  },
  validation: {
    maxLength: "Paling banyak {{max}} karakter",
    nameRequired: "Nama tidak boleh kosong",
    emailPattern: "Alamat e-mail tidak valid",
    phonePattern: "Format nomor telepon salah",
  },
  password: {
    title: "Ubah kata sandi",
    subtitle: "Setelah diubah, Anda akan keluar dan masuk kembali dengan kata sandi baru.",
    old: "Kata sandi lama",
    new: "Kata sandi baru",
    repeat: "Ulangi kata sandi baru",
    submit: "Ubah kata sandi",
    success: "Kata sandi diubah, silakan masuk kembali.",
  },
};

export default users;
