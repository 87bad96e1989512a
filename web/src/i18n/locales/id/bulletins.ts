/** Bulletins (notice_area, notice_detail). */
export default {
  "routes": {
    "noticeArea": "Buletin",
    "noticeDetail": "Detail buletin"
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
    "delete": "Hapus"
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
    "content": "Konten",
    "save": "Simpan"
  }
};
