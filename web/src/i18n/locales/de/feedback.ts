export default {
  "routes": {
    "feedback_center": "Feedback-Center"
  },
  "header": {
    "button": "Feedback",
    "pending": "Feedback, das auf Sie wartet: {{count}}"
  },
  "form": {
    "title": "Neues Feedback",
    "saveDraft": "Entwurf speichern",
    "send": "Senden",
    "choose": "Bitte auswählen",
    "drafted": "Entwurf gespeichert",
    "sent": "Feedback gesendet, vielen Dank"
  },
  "fields": {
    "feedbackType": "Feedback-Art",
    "contact": "Kontakt",
    "title": "Titel",
    "content": "Inhalt",
    "url": "Seite",
    "files": "Anhänge",
    "status": "Status",
    "user": "Benutzer",
    "assignee": "Bearbeiter",
    "time": "Zeit",
    "reply": "Antwort"
  },
  "validation": {
    "type": "Bitte wählen Sie die Feedback-Art",
    "phone": "Ungültiges Telefonnummernformat",
    "title": "Bitte geben Sie den Titel ein",
    "content": "Bitte geben Sie den Inhalt ein"
  },
  "lists": {
    "created": "Mein Feedback",
    "to-process": "Zu bearbeiten",
    "processed": "Bearbeitet",
    "forward": "Meine Zuweisungen",
    "all": "Alles Feedback"
  },
  "status": {
    "DRAFT": "Entwurf",
    "PENDING": "Offen",
    "ASSIGNED": "Zugewiesen",
    "PROCESSED": "Wartet auf Prüfung",
    "APPROVED": "Genehmigt",
    "CLOSED": "Geschlossen"
  },
  "actions": {
    "draft": "Entwurf speichern",
    "submit": "Senden",
    "assign": "Zuweisen",
    "handle": "Bearbeiten",
    "reject": "Ablehnen",
    "close": "Schließen",
    "pass": "Genehmigen"
  },
  "drawer": {
    "closeConfirm": "Dieses Feedback schließen?",
    "closeConfirmText": "Das Schließen beendet den Kreislauf: Das Feedback kann danach nicht mehr zugewiesen, beantwortet oder wieder geöffnet werden.",
    "title": "Feedback",
    "chooseHandler": "Bearbeiter auswählen",
    "replyRequired": "Bitte geben Sie die Antwort ein",
    "done": "Vorgang erfolgreich",
    "comment": "Antwort oder Bemerkung"
  },
  "filter": {
    "keyword": "Suchbegriff",
    "keywordPlaceholder": "Titel, Inhalt oder Absender",
    "status": "Status",
    "statusAll": "Jeder Status",
    "type": "Feedback-Art",
    "typeAll": "Jede Art",
    "search": "Suchen"
  },
  "range": "{{from}}–{{to}} von {{total}}",
  "untitled": "(ohne Titel)",
  "unassigned": "Nicht zugewiesen",
  "export": "Exportieren",
  "stats": {
    "title": "Feedback-Abschluss",
    "total": "Summe",
    "count": "Feedback",
    "closed": "Geschlossen",
    "unclosed": "Offen",
    "avgHours": "Mittlere Zeit bis Abschluss (h)"
  }
};
