import type en from '../en-US/users';
import type { DeepStringRecord } from '../../types';

const users: DeepStringRecord<typeof en> = {
  info: {
    title: "Mein Konto",
    subtitle: "Ihr Profil und Ihre Kontaktdaten.",
    username: "Benutzername",
    userType: "Benutzertyp",
    country: "Land oder Region",
    status: "Status",
    disabled: "Deaktiviert",
    locked: "Gesperrt",
    active: "Aktiv",
    updateTime: "Zuletzt geändert",
    editTitle: "Kontaktdaten",
    name: "Vollständiger Name",
    email: "E-Mail",
    mobile: "Mobiltelefon",
    company: "Firma",
    department: "Abteilung",
    language: "Bevorzugte Sprache",
    languageDefault: "Portalstandard",
    saved: "Ihre Daten wurden gespeichert.",
  },
  validation: {
    maxLength: "Höchstens {{max}} Zeichen",
    nameRequired: "Der Name darf nicht leer sein",
    emailPattern: "Ungültige E-Mail-Adresse",
    phonePattern: "Ungültiges Telefonnummernformat",
  },
  password: {
    title: "Passwort ändern",
    subtitle: "Nach der Änderung werden Sie abgemeldet und melden sich mit dem neuen Passwort wieder an.",
    old: "Altes Passwort",
    new: "Neues Passwort",
    repeat: "Neues Passwort wiederholen",
    submit: "Passwort ändern",
    success: "Passwort geändert, bitte melden Sie sich erneut an.",
  },
};

export default users;
