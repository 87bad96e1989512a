export default {
  routes: {
    my_favorite: 'Favorit saya',
  },
  title: 'Favorit saya',
  tabs: {
    PartMaster: 'Suku cadang',
    Handbook: 'Buku panduan',
  },
  columns: {
    index: 'No.',
    name: 'Nama',
    materialCode: 'Kode material',
    kind: 'Jenis',
    collectionTime: 'Waktu disimpan',
    action: 'Tindakan',
  },
  kinds: {
    PartMaster: 'Suku cadang',
    ManualTopic: 'Topik',
    Manual: 'Buku panduan',
  },
  star: {
    add: 'Tambahkan ke favorit',
    remove: 'Hapus dari favorit',
    isFavorite: 'Ada di favorit Anda',
    added: 'Ditambahkan ke favorit',
    removed: 'Berhasil dihapus dari favorit',
  },
  pin: 'Sematkan di atas',
  unpin: 'Lepas sematan',
  pinned: 'Atas',
  empty: 'Belum ada favorit',
  noTabs: 'Anda tidak boleh melihat tab favorit mana pun.',
  range: '{{from}}-{{to}} dari {{total}}',
  home: {
    title: 'Favorit',
    all: 'Semua favorit',
    empty: 'Beri bintang pada suku cadang dan topik panduan agar muncul di sini.',
  },
};
