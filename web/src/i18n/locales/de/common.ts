import type en from '../en-US/common';
import type { DeepStringRecord } from '../../types';

const common: DeepStringRecord<typeof en> = {
  actions: {
    ok: "OK",
    cancel: "Abbrechen",
    save: "Speichern",
    reset: "Zurücksetzen",
    close: "Schließen",
    confirm: "Bestätigen",
    back: "Zurück",
  },
  userTypes: {
    SYSTEM_ADMIN: "Systemadministrator",
    DOMAIN_ADMIN: "Domänenadministrator",
    INNER_USER: "Interne Mitarbeiter",
    DEALER: "Händler",
    CUSTOMER: "Kunde",
    DOWNLOAD_ADMIN: "Download-Administrator",
    BULLETIN_ADMIN: "Mitteilungsadministrator",
    FEEDBACK_ADMIN: "Feedback-Administrator",
    FACILITATOR: "Koordinator",
    CLIENT: "Endkunde",
    SERVICE_STATION: "Servicestation",
    CENTRAL: "Zentrale",
    IN_PLANT: "Werksmitarbeiter",
    REGISTER: "Registrierter Benutzer",
    VISITOR: "Besucher",
  },
};

export default common;
