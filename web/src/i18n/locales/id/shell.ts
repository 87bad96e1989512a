import type en from '../en-US/shell';
import type { DeepStringRecord } from '../../types';

const shell: DeepStringRecord<typeof en> = {
  productName: "Portal Layanan E-Moto",
  productShortName: "Portal Layanan",
  productTagline: "Informasi teknis purnajual",
  routes: {
    login: "Masuk",
    register: "Daftar",
    passwordFind: "Pulihkan kata sandi",
    ssoLogin: "Single sign-on",
    home: "Beranda",
    user_info: "Akun saya",
    password_modify: "Ubah kata sandi",
    user_control: "Manajemen pengguna",
    role_management: "Peran dan aturan",
    translation_management: "Manajemen terjemahan",
    dictionaries: "Kamus data",
    performance_monitoring: "Pemantauan kinerja",
    log_management: "Manajemen log",
    payment_management: "Manajemen pembayaran dan otorisasi",
    vip: "Akses berbayar",
    error_401: "Tidak ada akses",
    error_500: "Kesalahan server",
    error_404: "Halaman tidak ditemukan",
  },
  header: {
    language: "Bahasa",
    more: "Tindakan lain",
    admin: "Administrasi",
    systemInfo: "Informasi sistem",
    about: "Tentang",
    logout: "Keluar",
    userMenu: "Menu pengguna",
  },
  nav: {
    label: "Navigasi utama",
    library: "Info servis",
    menu: "Menu",
  },
  about: {
    title: "Tentang portal",
    product: "Produk",
    version: "Versi",
    email: "E-mail dukungan",
    phone: "Hotline dukungan",
    website: "Situs web",
  },
  systemInfo: {
    title: "Informasi sistem",
    loadFailed: "Informasi lisensi tidak dapat dimuat.",
    softwareVersion: "Versi perangkat lunak",
    customer: "Dilisensikan kepada",
    notAfter: "Lisensi berlaku hingga",
    dayremain: "Sisa hari",
    days_one: "{{count}} hari",
    days_other: "{{count}} hari",
    consumerAmount: "Pengguna berlisensi",
    onlineUsers: "Pengguna daring",
    remaining: "Lisensi tersedia",
  },
  tabs: {
    close: "Tutup",
    closeOthers: "Tutup tab lain",
    closeAll: "Tutup semua tab",
    actions: "Tindakan tab",
    object: {
      vehicle: { plain: "VIN {{id}}", named: "VIN {{id}} · {{name}}" },
      catalogue: { plain: "Katalog suku cadang {{id}}", named: "Katalog suku cadang · {{name}}" },
      manual: { plain: "Manual", named: "Manual · {{name}}" },
      part: { plain: "Suku cadang", named: "Suku cadang {{name}}" },
      inquiry: { plain: "Formulir pertanyaan", named: "Formulir pertanyaan {{name}}" },
    },
  },
  errorPages: {
    forbidden: {
      title: "Tidak ada akses",
      text: "Anda tidak memiliki izin untuk membuka halaman ini.",
    },
    notFound: {
      title: "Halaman tidak ditemukan",
      text: "Halaman yang Anda minta tidak ada atau telah dipindahkan.",
    },
    server: {
      title: "Kesalahan server",
      text: "Terjadi masalah pada server. Silakan coba lagi nanti.",
    },
    backHome: "Kembali ke beranda",
    backLogin: "Kembali ke halaman masuk",
  },
  browser: {
    outdated: "Browser Anda sudah usang. Perbarui ke Chrome {{chrome}}, Firefox {{firefox}} atau Edge {{edge}} atau yang lebih baru agar portal berfungsi dengan baik.",
  },
  licence: {
    title: "Lisensi akan berakhir",
    expiring: "Lisensi sistem akan segera berakhir, tersisa {{dayremain}} hari, hubungi pemasok.",
  },
  vipNotice: {
    banner_one: "Akses Anda ke {{target}} berakhir pada {{date}}.",
    banner_other: "{{count}} akses Anda segera berakhir; yang pertama, {{target}}, pada {{date}}.",
    renew: "Beli lagi",
    refusalTitle: "Manual ini memerlukan paket yang aktif",
    refusalText: "Akun Anda dapat membaca manual sebuah model selama paket Anda mencakup model tersebut. Beli paket, atau periksa kapan paket Anda berakhir.",
    offer: "Lihat paket",
  },
};

export default shell;
