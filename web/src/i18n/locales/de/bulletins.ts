/** Bulletins (notice_area, notice_detail). */
export default {
  "range": "{{from}}–{{to}} von {{total}}",
  "search": "Suchen",
  "routes": {
    "noticeArea": "Bulletins",
    "noticeDetail": "Bulletin",
    "noticePreview": "Bulletin-Vorschau"
  },
  "vehicle": {
    "label": "Bulletins",
    "title": "Bulletins zu diesem Fahrzeug",
    "none": "Keine Bulletins",
    "count_one": "{{count}} Bulletin",
    "count_other": "{{count}} Bulletins",
    "unread_one": "{{count}} ungelesen",
    "unread_other": "{{count}} ungelesen"
  },
  "top": "Angeheftet",
  "unread": "Ungelesen",
  "saved": "Gespeichert",
  "done": "Erledigt",
  "confirmDelete": "Dieses Bulletin löschen?",
  "type": {
    "MARKETING_ACTIVITIES": "Marketingaktion",
    "RECALL_TYPE": "Rückruf",
    "MAINTENANCE_BULLETIN": "Wartungsbulletin",
    "WARRANTY_BULLETIN": "Garantiebulletin",
    "OTHER_BULLETIN": "Sonstiges Bulletin"
  },
  "status": {
    "INIT": "Unveröffentlicht",
    "REVIEWED": "Nicht freigegeben",
    "APPROVED": "Veröffentlicht"
  },
  "columns": {
    "theme": "Thema",
    "type": "Typ",
    "status": "Status",
    "period": "Gültig",
    "creator": "Ersteller",
    "visits": "Aufrufe",
    "reads": "Gelesen",
    "actions": "Aktionen"
  },
  "action": {
    "create": "Neues Bulletin",
    "update": "Ändern",
    "publish": "Veröffentlichen",
    "approve": "Freigeben",
    "review": "Zurückgeben",
    "top": "Anheften",
    "untop": "Lösen",
    "delete": "Löschen",
    "preview": "Vorschau"
  },
  "levels": {
    "Review": "Prüfen",
    "Approve": "Freigeben"
  },
  "form": {
    "theme": "Thema",
    "type": "Typ",
    "period": "Beginn und Ende",
    "startBeforeEnd": "Der Beginn muss vor dem Ende liegen",
    "isPublic": "Öffentlich",
    "userTypes": "Benutzertypen",
    "countries": "Länder",
    "anyHint": "Leer: alle",
    "anyModelHint": "Leer: alle Modelle",
    "models": "Modelle",
    "vinRanges": "FIN-Bereiche",
    "vinRangesHint": "Ein Bereich pro Zeile: erste und letzte FIN, z. B. LUMS2PHD3PH000001 LUMS2PHD3PH000099",
    "modelsPlaceholder": "Modelle nach Code oder Name suchen",
    "modelsTypeToSearch": "Modellcode oder -namen zum Suchen eingeben",
    "vinRangeBadVin": "Zeile {{line}}: jede FIN hat 17 Buchstaben oder Ziffern (ohne I, O, Q), höchstens zwei pro Zeile",
    "vinRangeBadOrder": "Zeile {{line}}: die erste FIN darf nicht nach der letzten liegen",
    "content": "Inhalt",
    "save": "Speichern",
    "groups": "Gruppen",
    "groupsHint": "Leer: jede Gruppe; sonst nur Mitglieder einer davon",
    "groupsPlaceholder": "Gruppen nach Code oder Name suchen",
    "productionDates": "Produktionsdaten",
    "productionDatesHint": "Leer: jedes Produktionsdatum",
    "partCodes": "Betroffene Teilenummern",
    "partCodesHint": "Beim Veröffentlichen werden Empfänger benachrichtigt, die diese Teile als Favoriten haben",
    "picture": "Bild",
    "attachments": "Anhänge"
  },
  "view": {
    "content": "Inhalt",
    "attachments": "Anhänge",
    "noAttachments": "Keine Anhänge",
    "vehicles": "Fahrzeuge und Teile",
    "audience": "Empfänger",
    "public": "Öffentlich: alle Konten",
    "any": "Alle",
    "none": "Keine",
    "previewBanner": "Vorschau ({{status}}): zählt nicht als Besuch"
  },
  "suggest": {
    "title": "Veröffentlichte Bulletins zu diesem Fahrzeug ({{count}})",
    "matches": "passt zum Fehler"
  }
};
