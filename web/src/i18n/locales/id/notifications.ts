export default {
  title: 'Pemberitahuan',
  bell_one: '{{count}} pemberitahuan belum dibaca',
  bell_other: '{{count}} pemberitahuan belum dibaca',
  empty: 'Tidak ada pemberitahuan',
  noPrice: 'tanpa harga',
  kind: {
    SUCCESSOR: '{{name}} ({{code}}) memiliki pengganti: {{after}}',
    PRICE: 'Harga {{name}} ({{code}}): {{before}} → {{after}}',
    STOCK_IN: '{{name}} ({{code}}) tersedia lagi',
    STOCK_OUT: '{{name}} ({{code}}) sedang habis',
    REVISION: '{{name}}: revisi {{after}} kini berlaku (sebelumnya {{before}})',
    BULLETIN_RECALL: 'Penarikan "{{after}}" menyangkut suku cadang favorit Anda {{code}}',
    BULLETIN_TECHNICAL: 'Buletin teknis "{{after}}" menyangkut suku cadang favorit Anda {{code}}',
    INQUIRY_REPLY: '{{before}} membalas pertanyaan {{code}}',
    INQUIRY_STATUS: 'Pertanyaan {{code}}: {{before}} → {{after}}',
  },
};
