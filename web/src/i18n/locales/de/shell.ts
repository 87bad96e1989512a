import type en from '../en-US/shell';
import type { DeepStringRecord } from '../../types';

const shell: DeepStringRecord<typeof en> = {
  productName: "E-Moto Serviceportal",
  productShortName: "Serviceportal",
  productTagline: "Technische After-Sales-Informationen",
  routes: {
    login: "Anmelden",
    register: "Registrieren",
    passwordFind: "Passwort wiederherstellen",
    ssoLogin: "Single Sign-on",
    home: "Startseite",
    user_info: "Mein Konto",
    password_modify: "Passwort ändern",
    user_control: "Benutzerverwaltung",
    role_management: "Rollen und Regeln",
    translation_management: "Übersetzungsverwaltung",
    dictionaries: "Wörterbücher",
    performance_monitoring: "Leistungsüberwachung",
    log_management: "Protokollverwaltung",
    payment_management: "Zahlungsverwaltung und Freischaltung",
    vip: "Bezahlter Zugang",
    error_401: "Kein Zugriff",
    error_500: "Serverfehler",
    error_404: "Seite nicht gefunden",
  },
  header: {
    language: "Sprache",
    more: "Weitere Aktionen",
    admin: "Verwaltung",
    systemInfo: "Systeminformationen",
    about: "Über",
    logout: "Abmelden",
    userMenu: "Benutzermenü",
  },
  nav: {
    label: "Hauptnavigation",
    library: "Service-Infos",
    menu: "Menü",
  },
  about: {
    title: "Über das Portal",
    product: "Produkt",
    version: "Version",
    email: "Support-E-Mail",
    phone: "Support-Hotline",
    website: "Website",
  },
  systemInfo: {
    title: "Systeminformationen",
    loadFailed: "Die Lizenzinformationen konnten nicht geladen werden.",
    softwareVersion: "Softwareversion",
    customer: "Lizenziert für",
    notAfter: "Lizenz gültig bis",
    dayremain: "Verbleibende Tage",
    days_one: "{{count}} Tag",
    days_other: "{{count}} Tage",
    consumerAmount: "Lizenzierte Benutzer",
    onlineUsers: "Angemeldete Benutzer",
    remaining: "Freie Lizenzen",
  },
  tabs: {
    close: "Schließen",
    closeOthers: "Andere Tabs schließen",
    closeAll: "Alle Tabs schließen",
    actions: "Tab-Aktionen",
    object: {
      vehicle: { plain: "FIN {{id}}", named: "FIN {{id}} · {{name}}" },
      catalogue: { plain: "Teilekatalog {{id}}", named: "Teilekatalog · {{name}}" },
      manual: { plain: "Handbuch", named: "Handbuch · {{name}}" },
      part: { plain: "Teil", named: "Teil {{name}}" },
      inquiry: { plain: "Anfrage", named: "Anfrage {{name}}" },
    },
  },
  errorPages: {
    forbidden: {
      title: "Kein Zugriff",
      text: "Sie haben keine Berechtigung, diese Seite zu öffnen.",
    },
    notFound: {
      title: "Seite nicht gefunden",
      text: "Die angeforderte Seite existiert nicht oder wurde verschoben.",
    },
    server: {
      title: "Serverfehler",
      text: "Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    },
    backHome: "Zur Startseite",
    backLogin: "Zur Anmeldung",
  },
  browser: {
    outdated: "Ihr Browser ist veraltet. Bitte aktualisieren Sie auf Chrome {{chrome}}, Firefox {{firefox}} oder Edge {{edge}} oder neuer, damit das Portal richtig funktioniert.",
  },
  licence: {
    title: "Lizenz läuft ab",
    expiring: "Die Systemlizenz läuft bald ab, noch {{dayremain}} Tage. Bitte wenden Sie sich an den Lieferanten.",
  },
  vipNotice: {
    banner_one: "Ihr Zugang zu {{target}} endet am {{date}}.",
    banner_other: "{{count}} Ihrer Zugänge enden bald; der erste, {{target}}, am {{date}}.",
    renew: "Erneut kaufen",
    refusalTitle: "Für dieses Handbuch ist ein aktives Paket nötig",
    refusalText: "Ihr Konto liest die Handbücher eines Modells, solange ein Paket von Ihnen das Modell abdeckt. Kaufen Sie eines oder prüfen Sie, wann Ihres abgelaufen ist.",
    offer: "Pakete ansehen",
  },
};

export default shell;
