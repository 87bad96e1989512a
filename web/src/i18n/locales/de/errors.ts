import type en from '../en-US/errors';
import type { DeepStringRecord } from '../../types';

const errors: DeepStringRecord<typeof en> = {
  http: {
    sessionExpired: "Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an.",
    forbidden: "Sie haben keine Berechtigung für diesen Vorgang.",
    parameter: "Parameterformatfehler!",
    server: "Serverfehler, bitte wenden Sie sich an den Administrator!",
    unknown: "Die Anfrage ist fehlgeschlagen.",
    network: "Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    downloadFailed: "Download fehlgeschlagen.",
  },
  licence: {
    title: "Lizenz",
  },
  compatibility: {
    title: "Fehler bei der Kompatibilitätsprüfung",
  },
  detail: {
    title: "Fehlerdetails",
    index: "Nr.",
  },
  notice: {
    title: "Fehler",
  },
};

export default errors;
