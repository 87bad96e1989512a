import type en from '../en-US/home';
import type { DeepStringRecord } from '../../types';

const home: DeepStringRecord<typeof en> = {
  hero: {
    morning: "Selamat pagi, {{name}}",
    afternoon: "Selamat siang, {{name}}",
    evening: "Selamat malam, {{name}}",
    text: "Temukan buku panduan, suku cadang, dan informasi servis untuk setiap kendaraan.",
  },
  search: {
    title: "Pencarian buku panduan",
    text: "Mulai dari kendaraan: kenali kendaraannya, buka suku cadang dan buku panduannya, lalu bertindak.",
    stepVehicle: "Kenali kendaraan",
    stepVehicleText: "Berdasarkan VIN atau lini, seri, dan model",
    stepParts: "Buka suku cadang dan buku panduan",
    stepPartsText: "Gambar urai, diagram kelistrikan, waktu kerja",
    stepAct: "Pesan atau tanyakan",
    stepActText: "Keranjang, formulir pertanyaan, atau umpan balik",
    quickLinks: "Tautan cepat",
  },
  vin: {
    title: "Pencarian nomor rangka (VIN)",
    text: "Ketik minimal 6 karakter VIN untuk membuka katalog kendaraan.",
  },
  model: {
    title: "Pilih model",
    text: "Pilih lini produksi, seri, dan model untuk membuka manual dan katalognya.",
  },
  swiper: {
    title: "Sorotan",
    configure: "Atur gambar",
    settingsTitle: "Gambar slide beranda",
    settingsHint: "Hingga {{count}} gambar ({{types}}); gambar lebar paling bagus (sekitar 16:5). Tiap gambar dapat menautkan ke halaman portal (/notice_area) atau alamat web.",
    picture: "Gambar {{n}}",
    choose: "Pilih gambar",
    replace: "Ganti",
    remove: "Hapus",
    caption: "Keterangan (opsional)",
    link: "Tautan (opsional): /notice_area atau https://…",
    badLink: "Tautan diawali / atau http(s)://",
    save: "Simpan",
    saved: "Slide disimpan",
    default1: "Suku cadang asli untuk semua kendaraan",
    default2: "Gambar urai, nomor suku cadang, dan waktu kerja",
    default3: "Manual servis dan buletin untuk bengkel Anda",
  },
  announcements: {
    title: "Pengumuman",
    all: "Semua buletin",
    empty: "Tidak ada pengumuman",
  },
  account: {
    title: "Akun saya",
    name: "Nama",
    username: "Akun",
    company: "Perusahaan",
    pending: "Tugas tertunda",
  },
  contact: {
    title: "Kontak layanan",
    text: "Tim dukungan teknis kami membantu soal suku cadang, perbaikan, dan akses portal.",
    email: "E-mail",
    phone: "Hotline",
    website: "Situs web",
  },
};

export default home;
