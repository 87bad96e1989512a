/** Bulletins (notice_area, notice_detail). */
export default {
  "range": "{{from}}–{{to}} dari {{total}}",
  "search": "Cari",
  "routes": {
    "noticeArea": "Buletin",
    "noticeDetail": "Detail buletin",
    "noticePreview": "Pratinjau buletin"
  },
  "vehicle": {
    "label": "Buletin",
    "title": "Buletin untuk kendaraan ini",
    "none": "Tidak ada buletin",
    "count_one": "{{count}} buletin",
    "count_other": "{{count}} buletin",
    "unread_one": "{{count}} belum dibaca",
    "unread_other": "{{count}} belum dibaca"
  },
  "top": "Disematkan",
  "unread": "Belum dibaca",
  "saved": "Tersimpan",
  "done": "Berhasil",
  "confirmDelete": "Hapus buletin ini?",
  "type": {
    "MARKETING_ACTIVITIES": "Aktivitas pemasaran",
    "RECALL_TYPE": "Penarikan",
    "MAINTENANCE_BULLETIN": "Buletin perawatan",
    "WARRANTY_BULLETIN": "Buletin garansi",
    "OTHER_BULLETIN": "Buletin lainnya"
  },
  "status": {
    "INIT": "Belum diterbitkan",
    "REVIEWED": "Belum disetujui",
    "APPROVED": "Diterbitkan"
  },
  "columns": {
    "theme": "Tema",
    "type": "Jenis",
    "status": "Status",
    "period": "Berlaku",
    "creator": "Pembuat",
    "visits": "Kunjungan",
    "reads": "Dibaca",
    "actions": "Tindakan"
  },
  "action": {
    "create": "Buletin baru",
    "update": "Ubah",
    "publish": "Terbitkan",
    "approve": "Setujui",
    "review": "Kembalikan",
    "top": "Sematkan",
    "untop": "Lepas sematan",
    "delete": "Hapus",
    "preview": "Pratinjau"
  },
  "levels": {
    "Review": "Tinjau",
    "Approve": "Setujui"
  },
  "form": {
    "theme": "Tema",
    "type": "Jenis",
    "period": "Waktu mulai dan selesai",
    "startBeforeEnd": "Waktu mulai harus sebelum waktu selesai",
    "isPublic": "Publik",
    "userTypes": "Jenis pengguna",
    "countries": "Negara",
    "anyHint": "Kosong: semua orang",
    "anyModelHint": "Kosong: semua model",
    "models": "Model",
    "vinRanges": "Rentang VIN",
    "vinRangesHint": "Satu rentang per baris: VIN pertama dan terakhir, mis. LUMS2PHD3PH000001 LUMS2PHD3PH000099",
    "modelsPlaceholder": "Cari model menurut kode atau nama",
    "modelsTypeToSearch": "Ketik kode atau nama model untuk mencari",
    "vinRangeBadVin": "Baris {{line}}: setiap VIN terdiri dari 17 huruf atau angka (tanpa I, O, Q), paling banyak dua per baris",
    "vinRangeBadOrder": "Baris {{line}}: VIN pertama tidak boleh setelah VIN terakhir",
    "content": "Konten",
    "save": "Simpan",
    "groups": "Grup",
    "groupsHint": "Kosong: grup mana pun; jika tidak, hanya anggota salah satunya",
    "groupsPlaceholder": "Cari grup menurut kode atau nama",
    "productionDates": "Tanggal produksi",
    "productionDatesHint": "Kosong: tanggal produksi mana pun",
    "partCodes": "Kode suku cadang terdampak",
    "partCodesHint": "Saat diterbitkan, penerima yang memfavoritkan suku cadang ini akan diberi tahu",
    "picture": "Gambar",
    "attachments": "Lampiran"
  },
  "view": {
    "content": "Isi",
    "attachments": "Lampiran",
    "noAttachments": "Tidak ada lampiran",
    "vehicles": "Kendaraan dan suku cadang",
    "audience": "Penerima",
    "public": "Publik: semua akun",
    "any": "Semua",
    "none": "Tidak ada",
    "previewBanner": "Pratinjau ({{status}}): tidak dihitung sebagai kunjungan"
  },
  "suggest": {
    "title": "Buletin terbit untuk kendaraan ini ({{count}})",
    "matches": "sesuai dengan kerusakan"
  }
};
