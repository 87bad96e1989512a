export default {
  title: 'Avisos',
  bell_one: '{{count}} aviso sin leer',
  bell_other: '{{count}} avisos sin leer',
  empty: 'No hay avisos',
  noPrice: 'sin precio',
  kind: {
    SUCCESSOR: '{{name}} ({{code}}) tiene un sucesor: {{after}}',
    PRICE: 'Precio de {{name}} ({{code}}): {{before}} → {{after}}',
    STOCK_IN: '{{name}} ({{code}}) vuelve a estar en stock',
    STOCK_OUT: '{{name}} ({{code}}) está agotado',
    REVISION: '{{name}}: la revisión {{after}} ya está vigente (antes {{before}})',
    BULLETIN_RECALL: 'La llamada a revisión "{{after}}" afecta a sus piezas favoritas {{code}}',
    BULLETIN_TECHNICAL: 'El boletín técnico "{{after}}" afecta a sus piezas favoritas {{code}}',
    INQUIRY_REPLY: '{{before}} respondió a la consulta {{code}}',
    INQUIRY_STATUS: 'Consulta {{code}}: {{before}} → {{after}}',
  },
};
