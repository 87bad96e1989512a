export default {
  title: 'Hinweise',
  bell_one: '{{count}} ungelesener Hinweis',
  bell_other: '{{count}} ungelesene Hinweise',
  empty: 'Keine Hinweise',
  noPrice: 'kein Preis',
  kind: {
    SUCCESSOR: '{{name}} ({{code}}) hat einen Nachfolger: {{after}}',
    PRICE: 'Preis von {{name}} ({{code}}): {{before}} → {{after}}',
    STOCK_IN: '{{name}} ({{code}}) ist wieder auf Lager',
    STOCK_OUT: '{{name}} ({{code}}) ist nicht auf Lager',
    REVISION: '{{name}}: Ausgabe {{after}} ist jetzt gültig (vorher {{before}})',
    BULLETIN_RECALL: 'Rückruf „{{after}}“ betrifft Ihre Favoriten-Teile {{code}}',
    BULLETIN_TECHNICAL: 'Technisches Bulletin „{{after}}“ betrifft Ihre Favoriten-Teile {{code}}',
    INQUIRY_REPLY: '{{before}} hat auf die Anfrage {{code}} geantwortet',
    INQUIRY_STATUS: 'Anfrage {{code}}: {{before}} → {{after}}',
  },
};
