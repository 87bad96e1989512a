export default {
  "routes": {
    "feedback_center": "Pusat umpan balik"
  },
  "header": {
    "button": "Umpan balik",
    "pending": "Umpan balik menunggu Anda: {{count}}"
  },
  "form": {
    "title": "Umpan balik baru",
    "saveDraft": "Simpan draf",
    "send": "Kirim",
    "choose": "Silakan pilih",
    "drafted": "Draf disimpan",
    "sent": "Umpan balik terkirim, terima kasih"
  },
  "fields": {
    "feedbackType": "Jenis umpan balik",
    "contact": "Kontak",
    "title": "Judul",
    "content": "Isi",
    "url": "Halaman",
    "files": "Lampiran",
    "status": "Status",
    "user": "Pengguna",
    "assignee": "Penangan",
    "time": "Waktu",
    "reply": "Balasan"
  },
  "validation": {
    "type": "Silakan pilih jenis umpan balik",
    "phone": "Format nomor telepon salah",
    "title": "Silakan masukkan judul",
    "content": "Silakan masukkan isi"
  },
  "lists": {
    "created": "Umpan balik saya",
    "to-process": "Untuk diproses",
    "processed": "Sudah diproses",
    "forward": "Penugasan saya",
    "all": "Semua umpan balik"
  },
  "status": {
    "DRAFT": "Draf",
    "PENDING": "Menunggu",
    "ASSIGNED": "Ditugaskan",
    "PROCESSED": "Menunggu persetujuan",
    "APPROVED": "Disetujui",
    "CLOSED": "Ditutup"
  },
  "actions": {
    "draft": "Simpan draf",
    "submit": "Kirim",
    "assign": "Tugaskan",
    "handle": "Tangani",
    "reject": "Tolak",
    "close": "Tutup",
    "pass": "Setujui"
  },
  "drawer": {
    "closeConfirm": "Tutup umpan balik ini?",
    "closeConfirmText": "Menutup mengakhiri siklus: umpan balik tidak dapat ditugaskan, dijawab, atau dibuka kembali setelahnya.",
    "title": "Umpan balik",
    "chooseHandler": "Pilih penangan",
    "replyRequired": "Silakan masukkan balasan",
    "done": "Operasi berhasil",
    "comment": "Balasan atau catatan"
  },
  "filter": {
    "keyword": "Kata kunci",
    "keywordPlaceholder": "Judul, isi, atau pengirim",
    "status": "Status",
    "statusAll": "Semua status",
    "type": "Jenis umpan balik",
    "typeAll": "Semua jenis",
    "search": "Cari"
  },
  "range": "{{from}}–{{to}} dari {{total}}",
  "untitled": "(tanpa judul)",
  "unassigned": "Belum ditugaskan",
  "export": "Ekspor",
  "stats": {
    "title": "Siklus tertutup umpan balik",
    "total": "Total",
    "count": "Umpan balik",
    "closed": "Ditutup",
    "unclosed": "Belum ditutup",
    "avgHours": "Rata-rata waktu tutup (jam)"
  }
};
